import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEvent, LiveFilter } from '@mediawatch/shared/schemas';

import { openLiveConnection, type LiveConnectionOptions, type LiveStatus } from './live-connection';

// ----------------------------------------------------------------------

/**
 * When an event happened as the lists show it: an article's publication, an
 * alert's firing; the event's own time otherwise (or when unreadable).
 */
export function liveEventTime(event: LiveEvent): number {
  const payload = event.payload as { publishedAt?: unknown; firedAt?: unknown };
  const shown = event.type === 'article' ? payload.publishedAt : payload.firedAt;
  const time = typeof shown === 'string' ? Date.parse(shown) : NaN;
  return Number.isNaN(time) ? Date.parse(event.createdAt) : time;
}

/**
 * Newest first by the time the list shows (an ingestion batch stores a feed's
 * articles in the feed's order, not by date), the newest event id first on a tie.
 */
export function newestFirst(events: readonly LiveEvent[]): LiveEvent[] {
  return [...events].sort((a, b) => liveEventTime(b) - liveEventTime(a) || b.id - a.id);
}

export interface UseLiveEventsOptions {
  filter: LiveFilter;
  /** Events kept, newest first (older ones fall off). */
  limit?: number;
  /** On opening, the newest events to show at once. */
  backlog?: number;
  /** Off: no connection. */
  enabled?: boolean;
  /** Test seam: the connection's fetch. */
  fetch?: LiveConnectionOptions['fetch'];
}

export interface LiveEventsState {
  /** Newest first by the time shown (publication, firing), at most `limit`. */
  events: LiveEvent[];
  status: LiveStatus;
  paused: boolean;
  /** Events received while paused, shown on resume. */
  pending: number;
  pause(): void;
  resume(): void;
}

/**
 * `GET /api/events/stream` as a live list: connects with the signed-in
 * token, reconnects with backoff resuming after the last event, and keeps
 * the newest `limit` events. Paused, it keeps receiving but holds the new
 * events (counted in `pending`) until resumed. A new filter is a new stream.
 */
export function useLiveEvents({ filter, limit = 100, backlog = 0, enabled = true, fetch }: UseLiveEventsOptions): LiveEventsState {
  const [events, setEvents] = useState<LiveEvent[]>([]);
  const [connection, setConnection] = useState<Exclude<LiveStatus, 'paused'>>('connecting');
  const [paused, setPaused] = useState(false);
  const [pending, setPending] = useState(0);
  const held = useRef<LiveEvent[]>([]);
  const pausedRef = useRef(false);
  const key = JSON.stringify(filter);

  useEffect(() => {
    if (!enabled) return undefined;
    setEvents([]);
    held.current = [];
    setPending(0);
    const parsed = JSON.parse(key) as LiveFilter;
    const connectionHandle = openLiveConnection({
      filter: parsed,
      backlog,
      fetch,
      onStatus: setConnection,
      onEvent: (event) => {
        if (pausedRef.current) {
          held.current = newestFirst([event, ...held.current]).slice(0, limit);
          setPending((count) => count + 1);
        } else setEvents((list) => newestFirst([event, ...list]).slice(0, limit));
      },
    });
    return () => connectionHandle.close();
  }, [key, backlog, enabled, limit, fetch]);

  const pause = useCallback(() => {
    pausedRef.current = true;
    setPaused(true);
  }, []);
  const resume = useCallback(() => {
    pausedRef.current = false;
    setPaused(false);
    const list = held.current;
    held.current = [];
    setPending(0);
    if (list.length > 0) setEvents((current) => newestFirst([...list, ...current]).slice(0, limit));
  }, [limit]);

  return {
    events,
    status: paused && connection === 'live' ? 'paused' : connection,
    paused,
    pending,
    pause,
    resume,
  };
}
