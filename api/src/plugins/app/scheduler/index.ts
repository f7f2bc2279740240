import type { CodedMessage } from '@mediawatch/shared/messages';
import type { JobOutcome, ScheduledJob } from '@mediawatch/shared/schemas';
import { randomBytes } from 'node:crypto';
import os from 'node:os';

import fp from 'fastify-plugin';

import { HttpError } from '../../../lib/http-errors';
import { checkCron, CronError, nextRun } from './cron';
import { SchedulerRepository } from './scheduler-repository';

// ----------------------------------------------------------------------
// The Scheduler (docs/decisions/0023-scheduler.md): durable jobs with a cron
// expression in a time zone. Plugins define their jobs at registration
// (`app.scheduler.define(...)`); at start every defined job gets its row in
// scheduled_jobs (an admin's cron, zone and enabled flag survive restarts).
// Where the ingestion worker runs (MEDIAWATCH_WORKER, the queue connected),
// a loop claims due runs in the database (a compare-and-set of next_run_at,
// see scheduler-repository.ts) and runs them here: two API processes on one
// PostgreSQL never run one twice, and a run due while the API was down is
// still due at the next start and runs once (the next one is computed from
// then, so missed runs are not replayed one by one).

export interface JobContext {
  now: Date;
  /** Aborted when the API closes. */
  signal?: AbortSignal;
}

export interface JobDefinition {
  name: string;
  description: string;
  cron: string;
  timeZone?: string;
  /** What it did: `summary` in English (logs, the API), `outcome` as data for the UI to word. */
  run: (ctx: JobContext) => Promise<void | { summary?: string; outcome?: JobOutcome }>;
  /**
   * How long a run holds the job without a heartbeat (default LEASE_MS); the
   * heartbeat renews it every quarter of that while the run goes on, so only a
   * process that died (or froze) loses it.
   */
  leaseMs?: number;
  /** Due at once when its row is first made (the first start), not at the cron's next time. */
  firstRunNow?: boolean;
}

export const JOB_NOT_FOUND = 'Scheduled job not found';
export const JOB_RUNNING = 'This job is running already';

/**
 * A run's lease: short, renewed by a heartbeat every quarter of it while the
 * run goes on. A crash (kill -9) frees the job within this long on
 * PostgreSQL, at once on restart where the owner is known gone
 * (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).
 */
export const LEASE_MS = 60_000;

/** This process as a lease owner: host, pid and a random part (a restarted process may get the same pid). */
export function leaseOwner(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
}

/** Whether the process that wrote `owner` is gone, as far as this host can tell (false when it cannot tell). */
export function ownerGone(owner: string | null, self: string): boolean {
  if (!owner) return true; // a lease from before heartbeats (1 h, no owner): its run cannot be renewing it
  const [host, pid] = owner.split(':');
  if (host !== os.hostname() || !pid || !/^\d+$/.test(pid)) return false;
  if (owner === self) return false;
  if (Number(pid) === process.pid) return true; // this pid is ours now: the owner was an earlier process
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export class Scheduler {
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly abort = new AbortController();
  private synced = false;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<number> | null = null;
  /** This process's name on the leases it takes. */
  readonly owner = leaseOwner();

  constructor(
    private readonly repository: SchedulerRepository,
    private readonly log: {
      error: (obj: object, msg: string) => void;
      info: (obj: object, msg: string) => void;
      warn?: (obj: object, msg: string) => void;
    },
    /** PGlite: one process owns the data folder, so every lease found at start is a dead one. */
    private readonly soleProcess = false,
  ) {}

  /** Adds a job (a plugin calls this when it registers); its row is made at start. */
  define(job: JobDefinition): void {
    if (this.jobs.has(job.name)) throw new Error(`Scheduled job "${job.name}" is defined twice`);
    checkCron(job.cron, job.timeZone ?? 'UTC');
    this.jobs.set(job.name, job);
    if (this.synced) void this.syncOne(job).catch((error: unknown) => this.log.error({ err: error }, 'Defining a job failed'));
  }

  get names(): string[] {
    return [...this.jobs.keys()];
  }

  private async syncOne(job: JobDefinition): Promise<void> {
    const zone = job.timeZone ?? 'UTC';
    await this.repository.define({
      name: job.name,
      description: job.description,
      cron: job.cron,
      timeZone: zone,
      nextRunAt: job.firstRunNow ? new Date() : nextRun(job.cron, zone, new Date()),
    });
  }

  /** Makes the rows of the defined jobs and frees those a dead process held (at start). */
  async sync(): Promise<void> {
    for (const job of this.jobs.values()) await this.syncOne(job);
    await this.releaseInterrupted();
    this.synced = true;
  }

  /**
   * Frees the jobs whose run was cut short (a crash, kill -9) and records
   * those runs as interrupted: on PGlite every lease (this process owns the
   * data folder), on PostgreSQL those whose heartbeat stopped (lease passed)
   * or whose owner is known gone. Answers the jobs freed.
   */
  async releaseInterrupted(now: Date = new Date()): Promise<string[]> {
    const mine = new Set(this.running.keys());
    const names = this.names.filter((name) => !mine.has(name));
    const released = await this.repository.releaseInterrupted(
      names,
      now,
      this.soleProcess ? 'all' : (owner) => ownerGone(owner, this.owner),
    );
    if (released.length > 0) {
      // Called on the logger: pino's methods need their `this`.
      const message = 'Scheduled runs cut short by a stopped process: recorded as interrupted';
      if (this.log.warn) this.log.warn({ jobs: released }, message);
      else this.log.info({ jobs: released }, message);
    }
    return released;
  }

  /** Claims and starts every due run (`now` for tests); resolves when they ended, with how many ran. */
  tick(now: Date = new Date()): Promise<number> {
    // One tick at a time in a process: a slow one is not overtaken.
    this.ticking ??= this.runDue(now).finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async runDue(now: Date): Promise<number> {
    const due = await this.repository.due(this.names, now);
    const started: Promise<void>[] = [];
    for (const state of due) {
      const job = this.jobs.get(state.name);
      if (!job || !state.nextRunAt || this.running.has(job.name)) continue;
      let next: Date | null;
      try {
        next = nextRun(state.cron, state.timeZone, now);
      } catch {
        next = null; // an expression that no longer parses stops (the admin's edit is checked, so only by hand)
      }
      const won = await this.repository.claimDue(
        job.name,
        state.nextRunAt,
        next,
        now,
        new Date(now.getTime() + (job.leaseMs ?? LEASE_MS)),
        this.owner,
      );
      if (won) started.push(this.execute(job, now));
    }
    await Promise.all(started);
    return started.length;
  }

  /** Runs `name` now (claimed in the database: refused while a run holds it); resolves when it started. */
  async runNow(name: string): Promise<{ job: ScheduledJob; done: Promise<void> }> {
    const job = this.jobs.get(name);
    if (!job) throw new HttpError(404, JOB_NOT_FOUND);
    const now = new Date();
    if (
      this.running.has(name) ||
      !(await this.repository.claimNow(name, now, new Date(now.getTime() + (job.leaseMs ?? LEASE_MS)), this.owner))
    ) {
      if (!(await this.repository.find(name))) throw new HttpError(404, JOB_NOT_FOUND);
      throw new HttpError(409, JOB_RUNNING);
    }
    const done = this.execute(job, now);
    return { job: (await this.repository.find(name))!, done };
  }

  private execute(job: JobDefinition, now: Date): Promise<void> {
    const started = Date.now();
    const leaseMs = job.leaseMs ?? LEASE_MS;
    // The heartbeat: renews the lease while the run goes on (unref'd: it never keeps the process up).
    const heartbeat = setInterval(
      () => {
        const at = new Date();
        void this.repository
          .heartbeat(job.name, this.owner, at, new Date(at.getTime() + leaseMs))
          .then((held) => held || this.log.error({ job: job.name }, 'A scheduled run lost its lease (another process took it over)'))
          .catch((error: unknown) => this.log.error({ err: error, job: job.name }, 'Renewing a scheduled run lease failed'));
      },
      Math.max(50, Math.floor(leaseMs / 4)),
    );
    heartbeat.unref();
    const run = (async () => {
      let error: string | null = null;
      let errorMessage: CodedMessage | null = null;
      let summary: string | null = null;
      let outcome: JobOutcome | null = null;
      try {
        const result = await job.run({ now, signal: this.abort.signal });
        summary = result?.summary ?? null;
        outcome = result?.outcome ?? null;
      } catch (failure) {
        error = failure instanceof Error ? failure.message || failure.name : String(failure);
        // A failure that carries its code (FetchError, FeedParseError, ...) keeps it.
        const known = (failure as { coded?: CodedMessage } | null)?.coded;
        errorMessage = known ?? null;
        this.log.error({ err: failure, job: job.name }, 'Scheduled job failed');
      }
      clearInterval(heartbeat);
      try {
        await this.repository.finish(job.name, this.owner, {
          finishedAt: new Date(),
          durationMs: Date.now() - started,
          error,
          errorMessage,
          summary,
          outcome,
        });
      } catch (failure) {
        this.log.error({ err: failure, job: job.name }, 'Recording a scheduled run failed');
      }
    })();
    this.running.set(job.name, run);
    return run.finally(() => this.running.delete(job.name));
  }

  /** The defined jobs with their state. */
  list(): Promise<ScheduledJob[]> {
    return this.repository.list(this.names);
  }

  /** An admin's change: a cron or zone that cannot be used is a 400 with the parser's message. */
  async update(name: string, change: { cron?: string; timeZone?: string; enabled?: boolean }): Promise<ScheduledJob> {
    if (!this.jobs.has(name)) throw new HttpError(404, JOB_NOT_FOUND);
    const current = await this.repository.state(name);
    if (!current) throw new HttpError(404, JOB_NOT_FOUND);
    const cron = change.cron ?? current.cron;
    const zone = change.timeZone ?? current.timeZone;
    let next: Date | null;
    try {
      checkCron(cron, zone);
      next = nextRun(cron, zone, new Date());
    } catch (error) {
      if (error instanceof CronError) throw new HttpError(400, `${change.cron !== undefined ? 'cron' : 'timeZone'}: ${error.message}`);
      throw error;
    }
    if (!(await this.repository.update(name, change, next))) throw new HttpError(404, JOB_NOT_FOUND);
    return (await this.repository.find(name))!;
  }

  /** Ticks every `everyMs` in this process. */
  start(everyMs: number): void {
    const loop = () =>
      void this.tick().catch((error: unknown) => {
        if (!this.abort.signal.aborted) this.log.error({ err: error }, 'Scheduler tick failed');
      });
    loop();
    this.timer = setInterval(loop, everyMs);
    this.timer.unref();
  }

  /** Runs under way (tests wait for them). */
  async idle(): Promise<void> {
    await this.ticking;
    await Promise.all(this.running.values());
  }

  /** Stops ticking, signals the runs to stop and waits for them. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.abort.abort();
    await this.idle().catch(() => undefined);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

export default fp(
  async (app) => {
    const scheduler = new Scheduler(new SchedulerRepository(app.db), app.log, app.db.kind === 'pglite');
    app.decorate('scheduler', scheduler);
    const config = app.config.news;
    app.addHook('onReady', async () => {
      await scheduler.sync();
      // Where the worker runs (the queue connected): the process that does background work.
      if (config.queue && config.worker) scheduler.start(Math.min(config.tickMs, 1000));
    });
    app.addHook('preClose', () => scheduler.stop());
  },
  { name: 'scheduler', dependencies: ['database', 'scheduler-repository'] },
);
