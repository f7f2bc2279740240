import type { JobOutcome, ScheduledJob } from '@mediawatch/shared/schemas';
import { coded, type CodedMessage } from '@mediawatch/shared/messages';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';

// ----------------------------------------------------------------------
// The scheduled jobs (table scheduled_jobs, migration 0086). Claims are
// compare-and-set updates: a due run is claimed by moving next_run_at from
// the value the caller read to the next one, and a run holds the job with a
// lease, so two processes never run one job at once.

interface JobRow {
  name: string;
  description: string;
  cron: string;
  time_zone: string;
  customized: boolean;
  enabled: boolean;
  next_run_at: Date | null;
  lease_until: Date | null;
  lease_owner: string | null;
  heartbeat_at: Date | null;
  last_started_at: Date | null;
  last_finished_at: Date | null;
  last_duration_ms: number | null;
  last_status: 'running' | 'ok' | 'error' | null;
  last_error: string | null;
  last_error_message: CodedMessage | null;
  last_summary: string | null;
  last_outcome: JobOutcome | null;
  run_count: number;
}

export interface JobState {
  name: string;
  cron: string;
  timeZone: string;
  enabled: boolean;
  nextRunAt: Date | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A run still "running" after its lease passed, or whose owner is gone, was cut short (the process stopped). */
export const INTERRUPTED_MESSAGE = coded('scheduler.interrupted');
export const INTERRUPTED = INTERRUPTED_MESSAGE.text;

function toJob(row: JobRow, now: Date): ScheduledJob {
  const leased = row.lease_until !== null && row.lease_until > now;
  let status: ScheduledJob['status'] = row.last_status ?? 'idle';
  let lastError = row.last_error;
  let lastErrorMessage = row.last_error_message;
  if (status === 'running' && !leased) {
    status = 'error';
    lastError = INTERRUPTED;
    lastErrorMessage = INTERRUPTED_MESSAGE;
  }
  return {
    name: row.name,
    description: row.description,
    cron: row.cron,
    timeZone: row.time_zone,
    enabled: row.enabled,
    status,
    lastStartedAt: iso(row.last_started_at),
    lastFinishedAt: iso(row.last_finished_at),
    lastDurationMs: row.last_duration_ms,
    lastError,
    lastErrorMessage: lastErrorMessage ?? null,
    lastSummary: row.last_summary,
    lastOutcome: row.last_outcome,
    nextRunAt: row.enabled ? iso(row.next_run_at) : null,
    runCount: row.run_count,
  };
}

const toState = (row: JobRow): JobState => ({
  name: row.name,
  cron: row.cron,
  timeZone: row.time_zone,
  enabled: row.enabled,
  nextRunAt: row.next_run_at,
});

export class SchedulerRepository {
  constructor(private readonly db: Queryable) {}

  /** The jobs in `names` (the ones defined in this process), by name. */
  async list(names: readonly string[], now = new Date()): Promise<ScheduledJob[]> {
    const { rows } = await this.db.query<JobRow>('SELECT * FROM scheduled_jobs WHERE name = ANY($1::text[]) ORDER BY name', [names]);
    return rows.map((row) => toJob(row, now));
  }

  async find(name: string, now = new Date()): Promise<ScheduledJob | null> {
    const { rows } = await this.db.query<JobRow>('SELECT * FROM scheduled_jobs WHERE name = $1', [name]);
    return rows[0] ? toJob(rows[0], now) : null;
  }

  async state(name: string): Promise<JobState | null> {
    const { rows } = await this.db.query<JobRow>('SELECT * FROM scheduled_jobs WHERE name = $1', [name]);
    return rows[0] ? toState(rows[0]) : null;
  }

  /**
   * Creates the row of a defined job, or refreshes its description; its cron
   * and zone follow the code's unless an admin changed them. `nextRunAt` is
   * used for a new row or a changed schedule; an existing due time is kept
   * (a run missed while the API was down stays due).
   */
  async define(job: { name: string; description: string; cron: string; timeZone: string; nextRunAt: Date | null }): Promise<JobState> {
    const { rows } = await this.db.query<JobRow>(
      `INSERT INTO scheduled_jobs (name, description, cron, time_zone, next_run_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (name) DO UPDATE SET
         description = EXCLUDED.description,
         cron = CASE WHEN scheduled_jobs.customized THEN scheduled_jobs.cron ELSE EXCLUDED.cron END,
         time_zone = CASE WHEN scheduled_jobs.customized THEN scheduled_jobs.time_zone ELSE EXCLUDED.time_zone END,
         next_run_at = CASE
           WHEN scheduled_jobs.customized OR (scheduled_jobs.cron = EXCLUDED.cron AND scheduled_jobs.time_zone = EXCLUDED.time_zone)
             THEN COALESCE(scheduled_jobs.next_run_at, EXCLUDED.next_run_at)
           ELSE EXCLUDED.next_run_at END
       RETURNING *`,
      [job.name, job.description, job.cron, job.timeZone, job.nextRunAt],
    );
    return toState(rows[0]!);
  }

  /** Enabled jobs whose next run is at or before `now`. */
  async due(names: readonly string[], now: Date): Promise<JobState[]> {
    const { rows } = await this.db.query<JobRow>(
      `SELECT * FROM scheduled_jobs
       WHERE name = ANY($1::text[]) AND enabled AND next_run_at <= $2 AND (lease_until IS NULL OR lease_until <= $2)
       ORDER BY next_run_at`,
      [names, now],
    );
    return rows.map(toState);
  }

  /**
   * Claims the due run of `name` seen at `seen`: moves next_run_at to `next`
   * and takes the lease, only if nobody did first (true when this caller won).
   */
  async claimDue(name: string, seen: Date, next: Date | null, now: Date, leaseUntil: Date, owner: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE scheduled_jobs SET next_run_at = $3, lease_until = $5, lease_owner = $6, heartbeat_at = $4,
         last_started_at = $4, last_status = 'running'
       WHERE name = $1 AND enabled AND next_run_at = $2 AND (lease_until IS NULL OR lease_until <= $4)
       RETURNING name`,
      [name, seen, next, now, leaseUntil, owner],
    );
    return rows.length === 1;
  }

  /**
   * Claims a run now (run now), whatever the schedule, unless a live run
   * holds the job (false then). A lease whose heartbeat stopped has passed,
   * so it is taken over.
   */
  async claimNow(name: string, now: Date, leaseUntil: Date, owner: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE scheduled_jobs SET lease_until = $3, lease_owner = $4, heartbeat_at = $2, last_started_at = $2, last_status = 'running'
       WHERE name = $1 AND (lease_until IS NULL OR lease_until <= $2)
       RETURNING name`,
      [name, now, leaseUntil, owner],
    );
    return rows.length === 1;
  }

  /** Renews the lease of a run this owner holds (its heartbeat); false when the lease is no longer its own. */
  async heartbeat(name: string, owner: string, now: Date, leaseUntil: Date): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE scheduled_jobs SET lease_until = GREATEST(lease_until, $4), heartbeat_at = $3
       WHERE name = $1 AND lease_owner = $2 RETURNING name`,
      [name, owner, now, leaseUntil],
    );
    return rows.length === 1;
  }

  /**
   * At start: frees the jobs whose run was cut short and records each run as
   * interrupted. `stale` says which holders are gone: every holder (PGlite,
   * one process owns the data folder), or those whose lease passed, that
   * hold one from before heartbeats, or that `isDead` says are gone.
   */
  async releaseInterrupted(names: readonly string[], now: Date, stale: 'all' | ((owner: string | null) => boolean)): Promise<string[]> {
    const { rows } = await this.db.query<{ name: string; lease_owner: string | null; lease_until: Date | null }>(
      `SELECT name, lease_owner, lease_until FROM scheduled_jobs
       WHERE name = ANY($1::text[]) AND (last_status = 'running' OR lease_until IS NOT NULL)`,
      [names],
    );
    const released: string[] = [];
    for (const row of rows) {
      const gone = stale === 'all' || row.lease_until === null || row.lease_until <= now || stale(row.lease_owner);
      if (!gone) continue;
      // Compare-and-set on the owner read: a holder that renewed or finished meanwhile keeps its run.
      const { rows: done } = await this.db.query(
        `UPDATE scheduled_jobs SET lease_until = NULL, lease_owner = NULL, last_status = 'error', last_error = $3,
           last_error_message = $5::jsonb,
           last_finished_at = COALESCE(heartbeat_at, last_started_at, $2),
           last_duration_ms = GREATEST(0, (EXTRACT(EPOCH FROM COALESCE(heartbeat_at, last_started_at, $2) - COALESCE(last_started_at, $2)) * 1000)::int),
           run_count = run_count + 1
         WHERE name = $1 AND lease_owner IS NOT DISTINCT FROM $4 AND (last_status = 'running' OR lease_until IS NOT NULL)
         RETURNING name`,
        [row.name, now, INTERRUPTED, row.lease_owner, JSON.stringify(INTERRUPTED_MESSAGE)],
      );
      if (done.length === 1) released.push(row.name);
    }
    return released;
  }

  /** Records how a claimed run ended and frees the job (unless another process took a lease over meanwhile). */
  async finish(
    name: string,
    owner: string,
    result: {
      finishedAt: Date;
      durationMs: number;
      error: string | null;
      /** The error as a coded message (docs/decisions/0040-server-texts-as-codes.md); by default `scheduler.failed` with `error` as its detail. */
      errorMessage?: CodedMessage | null;
      summary: string | null;
      outcome: JobOutcome | null;
    },
  ): Promise<void> {
    const errorMessage = result.error === null ? null : (result.errorMessage ?? coded('scheduler.failed', { detail: result.error }));
    await this.db.query(
      `UPDATE scheduled_jobs SET lease_until = NULL, lease_owner = NULL, last_finished_at = $2, last_duration_ms = $3,
         last_status = CASE WHEN $4::text IS NULL THEN 'ok' ELSE 'error' END, last_error = $4,
         last_summary = CASE WHEN $4::text IS NULL THEN $5 ELSE last_summary END,
         last_outcome = CASE WHEN $4::text IS NULL THEN $6::jsonb ELSE last_outcome END, run_count = run_count + 1,
         last_error_message = $7::jsonb
       WHERE name = $1 AND (lease_owner = $8 OR lease_owner IS NULL)`,
      [
        name,
        result.finishedAt,
        result.durationMs,
        result.error,
        result.summary,
        result.outcome ? JSON.stringify(result.outcome) : null,
        errorMessage ? JSON.stringify(errorMessage) : null,
        owner,
      ],
    );
  }

  /** An admin's change; the cron and zone are checked by the caller, `nextRunAt` computed from them. */
  async update(name: string, change: { cron?: string; timeZone?: string; enabled?: boolean }, nextRunAt: Date | null): Promise<boolean> {
    const schedule = change.cron !== undefined || change.timeZone !== undefined;
    const { rows } = await this.db.query(
      `UPDATE scheduled_jobs SET
         cron = COALESCE($2, cron), time_zone = COALESCE($3, time_zone), enabled = COALESCE($4, enabled),
         customized = customized OR $5, next_run_at = $6, updated_at = now()
       WHERE name = $1 RETURNING name`,
      [name, change.cron ?? null, change.timeZone ?? null, change.enabled ?? null, schedule, nextRunAt],
    );
    return rows.length === 1;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    schedulerRepository: SchedulerRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('schedulerRepository', new SchedulerRepository(app.db));
  },
  { name: 'scheduler-repository', dependencies: ['database'] },
);
