import { fromPglite, PgBoss } from 'pg-boss';

import type { Database } from '../../../db/database';
import { PgliteDatabase } from '../../../db/pglite';
import { PostgresDatabase } from '../../../db/postgres';
import { SourcesRepository } from '../sources/sources-repository';
import type { FetchTrigger, IngestionService } from './ingestion-service';

// ----------------------------------------------------------------------
// The durable queue (pg-boss, decision record 0006). One job per source
// fetch, in the queue `fetch-source` with the `stately` policy and the
// source id as singleton key: at most one queued and one active job per
// source, enforced by a unique index, so two worker processes on one
// PostgreSQL never fetch the same source at once. Jobs live in the database
// (schema `pgboss` by default): a restart loses none. A tick queues the
// sources whose next poll is due. The queue's own tables are pg-boss's; the
// sources' polling state is the sources repository's.

export const FETCH_QUEUE = 'fetch-source';

export interface FetchJob {
  sourceId: string;
  trigger: FetchTrigger;
}

export interface WorkerOptions {
  /** pg-boss schema (tests use one per file). */
  schema?: string;
  /** Process jobs here (false: only send them, e.g. an API on PostgreSQL with separate workers). */
  work: boolean;
  /** How often due sources are queued by the worker's own timer, in ms; 0: never (the Scheduler's feed polling job calls queueDue). */
  tickMs: number;
  concurrency: number;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

/** pg-boss on our own database connection: the PGlite instance through its adapter, or the pg pool. */
export function bossFor(db: Database, schema: string | undefined): PgBoss {
  if (db instanceof PgliteDatabase) {
    return new PgBoss({ db: fromPglite(db.pglite), backend: 'pglite', schema, schedule: false });
  }
  if (db instanceof PostgresDatabase) {
    const pool = db.pool;
    return new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) }, schema, schedule: false });
  }
  throw new Error('The ingestion queue needs PGlite or PostgreSQL');
}

export class IngestionWorker {
  private boss: PgBoss | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private stopped = false;
  private activeJobs = 0;
  private readonly sources: SourcesRepository;

  constructor(
    private readonly db: Database,
    private readonly service: IngestionService,
    private readonly options: WorkerOptions,
  ) {
    this.sources = new SourcesRepository(db);
  }

  get running(): boolean {
    return this.boss !== null && !this.stopped;
  }

  get active(): number {
    return this.activeJobs;
  }

  async start(): Promise<void> {
    const boss = bossFor(this.db, this.options.schema);
    boss.on('error', (error) => this.options.log.error({ err: error }, 'Ingestion queue error'));
    await boss.start();
    await boss.createQueue(FETCH_QUEUE, { policy: 'stately', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 });
    this.boss = boss;
    if (!this.options.work) return;
    await boss.work<FetchJob>(
      FETCH_QUEUE,
      { localConcurrency: this.options.concurrency, pollingIntervalSeconds: 1, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        this.activeJobs += 1;
        try {
          await this.service.fetchSource(job.data.sourceId, job.data.trigger);
        } catch (error) {
          this.options.log.error({ err: error, sourceId: job.data.sourceId }, 'Fetching a source failed');
        } finally {
          this.activeJobs -= 1;
        }
      },
    );
    const tick = async () => {
      if (this.ticking || this.stopped) return;
      this.ticking = true;
      try {
        await this.queueDue();
      } catch (error) {
        if (!this.stopped) this.options.log.error({ err: error }, 'Queueing due sources failed');
      } finally {
        this.ticking = false;
      }
    };
    if (this.options.tickMs <= 0) return;
    void tick();
    this.timer = setInterval(() => void tick(), this.options.tickMs);
    this.timer.unref();
  }

  /** Queues a fetch of one source now (a no-op when one is already queued). */
  async schedule(sourceId: string, trigger: FetchTrigger): Promise<void> {
    // Without a queue (tests that don't need one) nothing is sent; the scheduler would pick the source up.
    if (!this.boss) return;
    // A fetch queued by hand counts as this poll, so the tick does not queue a second one meanwhile.
    if (trigger !== 'schedule') {
      await this.sources.postponePoll(sourceId);
    }
    await this.boss.send(FETCH_QUEUE, { sourceId, trigger } satisfies FetchJob, { singletonKey: sourceId });
  }

  /** Queues every active source whose next poll is due. */
  async queueDue(): Promise<number> {
    const due = await this.sources.dueIds(500);
    for (const id of due) await this.schedule(id, 'schedule');
    return due.length;
  }

  /** Fetch jobs waiting to run (read from the queue's table: the monitor's counts lag). */
  async queued(): Promise<number> {
    if (!this.boss) return 0;
    const schema = (this.options.schema ?? 'pgboss').replace(/[^a-z0-9_]/gi, '');
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${schema}.job WHERE name = $1 AND state IN ('created', 'retry')`,
      [FETCH_QUEUE],
    );
    return rows[0]?.n ?? 0;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.boss) await this.boss.stop({ graceful: true, timeout: 10_000, close: true });
  }
}
