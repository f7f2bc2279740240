import type { LiveEvent } from '@mediawatch/shared/schemas';

import type { Database } from '../../../db/database';
import { LiveEventsRepository } from './live-events-repository';

// ----------------------------------------------------------------------
// The bus of one API process: it hears the database's notice of new rows
// (LISTEN on PostgreSQL, so an event written by any process reaches every
// one; in process on PGlite), reads the rows after the last id it saw, in id
// order, and hands each to its subscribers once. Reads never overlap: a
// notice during a read makes one more read after it. A slow timer reads too,
// in case a notice was lost while the listening connection was down.

const READ_BATCH = 500;
const SAFETY_POLL_MS = 10_000;

export type LiveListener = (event: LiveEvent) => void;

export class LiveEventBus {
  private readonly repository: LiveEventsRepository;
  private readonly listeners = new Set<LiveListener>();
  private seen = 0;
  private reading: Promise<void> | null = null;
  private again = false;
  private stopListening: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.repository = new LiveEventsRepository(db);
  }

  /** The newest id this bus has handed out (or found at start). */
  get lastId(): number {
    return this.seen;
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  async start(): Promise<void> {
    this.seen = await this.repository.lastId();
    const { rows } = await this.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const channel = `mw_live_${rows[0]?.schema ?? 'public'}`;
    this.stopListening = await this.db.listen(channel, () => this.poke());
    this.timer = setInterval(() => this.poke(), SAFETY_POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.stopListening?.();
    await this.reading;
    this.listeners.clear();
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Reads what is new now (or once more after the read under way); settles when read. */
  poke(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = this.drain()
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      for (;;) {
        const events = await this.repository.after(this.seen, READ_BATCH);
        for (const event of events) {
          this.seen = event.id;
          for (const listener of this.listeners) {
            try {
              listener(event);
            } catch (error) {
              this.onError(error);
            }
          }
        }
        if (events.length < READ_BATCH || this.closed) break;
      }
    } while (this.again && !this.closed);
  }
}
