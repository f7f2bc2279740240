import { CONFIG, endpoints, getToken } from '@mediawatch/shared';
import type { LiveEvent, LiveFilter } from '@mediawatch/shared/schemas';
import { createParser } from 'eventsource-parser';

// ----------------------------------------------------------------------
// The live stream's connection, outside React so it can be tested with a
// fake fetch and clock: `fetch` with the bearer token (an EventSource cannot
// send it; docs/decisions/0021-live-events.md), the SSE text read by
// eventsource-parser, and after a drop a reconnection with backoff (1 s,
// 2 s, 4 s... up to 30 s, with jitter) that resumes after the last id seen
// (Last-Event-ID), so nothing is missed or repeated. 401 and 403 stop it.

export type LiveStatus = 'connecting' | 'live' | 'paused' | 'reconnecting' | 'failed';

export interface LiveConnectionOptions {
  filter: LiveFilter;
  /** On a first connection, the newest events to replay (0: only new ones). */
  backlog?: number;
  onEvent(event: LiveEvent): void;
  onStatus(status: Exclude<LiveStatus, 'paused'>): void;
  /** Test seams. */
  fetch?: typeof fetch;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const BACKOFF_MIN_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

/** The delay before attempt `attempt` (0-based) of reconnecting: doubling, capped, with up to 30% jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** attempt);
  return Math.round(base * (0.7 + 0.3 * random()));
}

/** The stream's URL for `filter` (each filter a comma list), relative to the API base. */
export function liveStreamUrl(filter: LiveFilter, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(filter) as Array<[string, string[] | undefined]>) {
    if (values && values.length > 0) params.set(key, values.join(','));
  }
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return `${CONFIG.apiBaseUrl}${endpoints.events.stream}${query ? `?${query}` : ''}`;
}

export interface LiveConnection {
  /** The last event id received (resumes from there). */
  readonly lastEventId: number | undefined;
  close(): void;
}

/** Opens the stream and keeps it open until `close()`. */
export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let lastEventId: number | undefined;
  let attempt = 0;
  let closed = false;
  let controller: AbortController | null = null;
  let timer: unknown = null;

  const connect = async (): Promise<void> => {
    options.onStatus(attempt === 0 && lastEventId === undefined ? 'connecting' : 'reconnecting');
    controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
    const url = liveStreamUrl(options.filter, { backlog: lastEventId === undefined ? options.backlog || undefined : undefined });
    try {
      const response = await doFetch(url, { headers, signal: controller.signal, cache: 'no-store' });
      if (response.status === 401 || response.status === 403) {
        closed = true;
        options.onStatus('failed');
        return;
      }
      if (!response.ok || !response.body) throw new Error(`The live stream answered ${response.status}`);
      attempt = 0;
      options.onStatus('live');
      const parser = createParser({
        onEvent: (message) => {
          if (!message.data) return;
          const event = JSON.parse(message.data) as LiveEvent;
          if (lastEventId !== undefined && event.id <= lastEventId) return;
          lastEventId = event.id;
          options.onEvent(event);
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Dropped or refused: reconnect below.
    }
    if (closed) return;
    options.onStatus('reconnecting');
    timer = setTimer(() => void connect(), backoffDelay(attempt, options.random));
    attempt += 1;
  };

  void connect();
  return {
    get lastEventId() {
      return lastEventId;
    },
    close: () => {
      closed = true;
      if (timer !== null) clearTimer(timer);
      controller?.abort();
    },
  };
}
