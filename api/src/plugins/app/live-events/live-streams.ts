import { once } from 'node:events';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

import { liveEventMatches, type LiveEvent, type LiveFilter } from '@mediawatch/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from '../../../lib/http-errors';
import type { LiveEventBus } from './live-bus';
import { type LiveEventsRepository } from './live-events-repository';

/** The longest wait a timer holds (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

// ----------------------------------------------------------------------
// The open event streams of this process (GET /api/events/stream), as
// server-sent events: `id` the event id, `event` its type, `data` the event.
// Opening one subscribes to the bus first (holding what arrives), replays
// from the table after the client's last id (or the newest `backlog`
// events), then lets the held events through: an id is sent once and in
// order (never one at or below the last sent), so a resumed client sees no
// gap and no duplicate. Heartbeats are SSE comments. A client whose socket
// holds more than `maxBufferedBytes` unsent is dropped (it resumes from its
// last id when it reconnects); past `maxStreams` a new stream is refused (503),
// and past `maxStreamsPerUser` of one user's (429), so one account cannot take
// every slot of the process.
// A stream ends when its token expires.

export interface LiveStreamLimits {
  maxStreams: number;
  maxStreamsPerUser: number;
  maxBufferedBytes: number;
  heartbeatMs: number;
}

export const DEFAULT_STREAM_LIMITS: LiveStreamLimits = {
  maxStreams: 2000,
  maxStreamsPerUser: 5,
  maxBufferedBytes: 256 * 1024,
  heartbeatMs: 15_000,
};

export const TOO_MANY_STREAMS = 'Too many live streams are open on this server; try again in a moment';
export const TOO_MANY_USER_STREAMS = 'You have too many live streams open; close a tab or window that shows live news and try again';

const REPLAY_BATCH = 500;

export interface OpenStreamOptions {
  filter: LiveFilter;
  /** Resume after this id (Last-Event-ID); undefined for a new stream. */
  lastEventId: number | undefined;
  backlog: number;
}

interface Stream {
  raw: ServerResponse;
  close(): void;
}

export class LiveStreams {
  readonly limits: LiveStreamLimits;
  private readonly open = new Set<Stream>();
  /** Open streams per user id. */
  private readonly perUser = new Map<string, number>();
  private readonly frames = new WeakMap<LiveEvent, string>();
  private heartbeat: NodeJS.Timeout | null = null;
  private heartbeatEvery = 0;
  /** Streams dropped for a full socket buffer since start. */
  dropped = 0;

  constructor(
    private readonly bus: LiveEventBus,
    private readonly repository: LiveEventsRepository,
    limits: Partial<LiveStreamLimits> = {},
  ) {
    this.limits = { ...DEFAULT_STREAM_LIMITS, ...limits };
  }

  get size(): number {
    return this.open.size;
  }

  /** The SSE text of an event (made once, whatever the number of streams). */
  frame(event: LiveEvent): string {
    let text = this.frames.get(event);
    if (!text) {
      text = `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
      this.frames.set(event, text);
    }
    return text;
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const stream of [...this.open]) stream.close();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  async serve(request: FastifyRequest, reply: FastifyReply, options: OpenStreamOptions): Promise<void> {
    if (this.open.size >= this.limits.maxStreams) throw new HttpError(503, TOO_MANY_STREAMS);
    const userId = request.currentUser?.id ?? '';
    if ((this.perUser.get(userId) ?? 0) >= this.limits.maxStreamsPerUser) {
      reply.header('retry-after', 30);
      throw new HttpError(429, TOO_MANY_USER_STREAMS);
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies (nginx) must pass each event on at once.
      'x-accel-buffering': 'no',
    });
    raw.socket?.setNoDelay(true);
    raw.write(`retry: 2000\n: live\n\n`);

    let sent = options.lastEventId ?? 0;
    let replaying = true;
    const held: LiveEvent[] = [];
    let closed = false;
    const send = (event: LiveEvent): boolean => {
      if (closed || event.id <= sent) return true;
      sent = event.id;
      if (!liveEventMatches(event, options.filter)) return true;
      const flushed = raw.write(this.frame(event));
      if (!flushed && raw.writableLength > this.limits.maxBufferedBytes && !replaying) {
        this.dropped += 1;
        request.log.warn({ buffered: raw.writableLength }, 'Live stream dropped: the client reads too slowly');
        stream.close();
      }
      return flushed;
    };
    const unsubscribe = this.bus.subscribe((event) => {
      if (replaying) held.push(event);
      else send(event);
    });
    const stream: Stream = {
      raw,
      close: () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        this.open.delete(stream);
        const left = (this.perUser.get(userId) ?? 1) - 1;
        if (left > 0) this.perUser.set(userId, left);
        else this.perUser.delete(userId);
        raw.destroy();
      },
    };
    this.open.add(stream);
    this.perUser.set(userId, (this.perUser.get(userId) ?? 0) + 1);
    raw.on('close', () => stream.close());
    // A stream lives no longer than its token: the client reconnects with a fresh one (or learns it is signed out).
    // An API token's expiry may be a year away, past what a timer can wait (2^31 ms): such a stream outlives no token.
    const exp = request.apiToken?.expiresAt.getTime() ?? ((request.user as { exp?: number } | undefined)?.exp ?? 0) * 1000;
    if (exp && exp - Date.now() < MAX_TIMER_MS) {
      const expiry = setTimeout(() => stream.close(), Math.max(0, exp - Date.now()));
      expiry.unref();
      raw.on('close', () => clearTimeout(expiry));
    }
    this.startHeartbeat();

    try {
      if (options.lastEventId !== undefined) {
        for (;;) {
          const events = await this.repository.after(sent, REPLAY_BATCH);
          for (const event of events) {
            // Catching up: wait for the socket rather than drop a client that is behind on purpose.
            if (!send(event) && !closed) await Promise.race([once(raw, 'drain'), once(raw, 'close')]);
          }
          if (events.length < REPLAY_BATCH || closed) break;
        }
      } else {
        for (const event of await this.repository.latest(options.backlog)) send(event);
      }
    } catch (error) {
      request.log.error({ err: error }, 'Live stream replay failed');
      stream.close();
      return;
    }
    replaying = false;
    for (const event of held.splice(0)) send(event);
  }

  private startHeartbeat(): void {
    if (this.heartbeat && this.heartbeatEvery === this.limits.heartbeatMs) return;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeatEvery = this.limits.heartbeatMs;
    this.heartbeat = setInterval(() => {
      if (this.open.size === 0) {
        clearInterval(this.heartbeat!);
        this.heartbeat = null;
        return;
      }
      for (const stream of this.open) {
        if (stream.raw.writableLength > this.limits.maxBufferedBytes) {
          this.dropped += 1;
          stream.close();
        } else stream.raw.write(': ping\n\n');
      }
    }, this.limits.heartbeatMs);
    this.heartbeat.unref();
  }
}
