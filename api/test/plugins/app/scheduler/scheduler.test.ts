import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

import type { Database } from '../../../../src/db/database';
import { buildTestApp, makeTempDir } from '../../../helpers/test-app';
import { createTestDatabase } from '../../../helpers/test-database';
import { bearer, DEMO, login } from '../../../helpers/auth';
import type { ScheduledJob } from '@mediawatch/shared/schemas';
import { INTERRUPTED } from '../../../../src/plugins/app/scheduler/scheduler-repository';

// The Scheduler against a real database: validation, run now, disable, two
// app instances claiming one due run once, and a run missed while the API
// was down running once after a restart.

const HOUR = 3_600_000;

/** A plugin defining the `probe` job, which counts its runs in `runs`. */
function probe(runs: Date[], cron = '0 * * * *', fail = false): FastifyPluginAsync {
  return async (app) => {
    app.scheduler.define({
      name: 'probe',
      description: 'Counts its runs',
      cron,
      run: async ({ now }) => {
        runs.push(now);
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (fail) throw new Error('probe failed on purpose');
        return { summary: `run ${runs.length}` };
      },
    });
  };
}

async function jobs(app: FastifyInstance, token: string): Promise<ScheduledJob[]> {
  const response = await app.inject({ method: 'GET', url: '/api/scheduler/all', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<ScheduledJob[]>();
}

/** Disables every job but the probe, so ticks at a fake time run the probe alone. */
async function onlyProbe(app: FastifyInstance, token: string): Promise<void> {
  for (const job of await jobs(app, token)) {
    if (job.name === 'probe') continue;
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/scheduler/update/${job.name}`,
      headers: bearer(token),
      payload: { enabled: false },
    });
    expect(response.statusCode).toBe(200);
  }
}

describe('scheduler', () => {
  let db: Database;
  const apps: FastifyInstance[] = [];
  const build = async (plugin: FastifyPluginAsync, dataDir = makeTempDir()) => {
    const app = await buildTestApp(db, { dataDir }, plugin);
    apps.push(app);
    return app;
  };

  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await db.close();
  });

  it('lists the product jobs, validates cron and zone, previews the next five runs and guards writes', async () => {
    const app = await build(probe([]));
    const admin = await login(app, DEMO.admin);
    const analyst = await login(app, DEMO.analyst);
    const names = (await jobs(app, analyst)).map((job) => job.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'feed-polling',
        'retention-cleanup',
        'rollup-maintenance',
        'daily-report',
        'historical-events-proposal',
        'tone-rescore',
        'entities-extract',
        'probe',
      ]),
    );

    const preview = await app.inject({
      method: 'POST',
      url: '/api/scheduler/preview',
      headers: bearer(analyst),
      payload: { cron: '0 9 * * 1-5', timeZone: 'Europe/Paris' },
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json<{ valid: boolean; nextRuns: string[] }>();
    expect(body.valid).toBe(true);
    expect(body.nextRuns).toHaveLength(5);
    for (const run of body.nextRuns) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
        weekday: 'short',
      }).format(new Date(run));
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) 09:00$/);
    }
    const bad = await app.inject({
      method: 'POST',
      url: '/api/scheduler/preview',
      headers: bearer(analyst),
      payload: { cron: '61 * * * *' },
    });
    expect(bad.json()).toEqual({ valid: false, error: expect.stringMatching(/minute/i), nextRuns: [] });

    const badCron = await app.inject({
      method: 'PATCH',
      url: '/api/scheduler/update/probe',
      headers: bearer(admin),
      payload: { cron: '* * *' },
    });
    expect(badCron.statusCode).toBe(400);
    expect(badCron.json().message).toMatch(/^cron: .*5 fields/);
    const badZone = await app.inject({
      method: 'PATCH',
      url: '/api/scheduler/update/probe',
      headers: bearer(admin),
      payload: { timeZone: 'Mars/Base' },
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().message).toMatch(/Unknown time zone/);
    const empty = await app.inject({ method: 'PATCH', url: '/api/scheduler/update/probe', headers: bearer(admin), payload: {} });
    expect(empty.statusCode).toBe(400);
    const missing = await app.inject({ method: 'POST', url: '/api/scheduler/run/nope', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);

    const forbidden = await app.inject({ method: 'POST', url: '/api/scheduler/run/probe', headers: bearer(analyst) });
    expect(forbidden.statusCode).toBe(403);
    const forbiddenEdit = await app.inject({
      method: 'PATCH',
      url: '/api/scheduler/update/probe',
      headers: bearer(analyst),
      payload: { enabled: false },
    });
    expect(forbiddenEdit.statusCode).toBe(403);

    const edited = await app.inject({
      method: 'PATCH',
      url: '/api/scheduler/update/probe',
      headers: bearer(admin),
      payload: { cron: '30 6 * * *', timeZone: 'Asia/Tokyo' },
    });
    expect(edited.statusCode).toBe(200);
    const job = edited.json<ScheduledJob>();
    expect(job).toMatchObject({ cron: '30 6 * * *', timeZone: 'Asia/Tokyo', enabled: true });
    expect(new Date(job.nextRunAt!).toISOString()).toMatch(/T21:30:00/); // 06:30 in Tokyo
  }, 60_000);

  it('runs a job now and records its run; a failing run records its error', async () => {
    const runs: Date[] = [];
    const app = await build(probe(runs));
    const admin = await login(app, DEMO.admin);
    const started = await app.inject({ method: 'POST', url: '/api/scheduler/run/probe', headers: bearer(admin) });
    expect(started.statusCode).toBe(202);
    expect(started.json<ScheduledJob>().status).toBe('running');
    const again = await app.inject({ method: 'POST', url: '/api/scheduler/run/probe', headers: bearer(admin) });
    expect(again.statusCode).toBe(409);
    await app.scheduler.idle();
    expect(runs).toHaveLength(1);
    const job = (await jobs(app, admin)).find((item) => item.name === 'probe')!;
    expect(job).toMatchObject({ status: 'ok', runCount: 1, lastSummary: 'run 1', lastOutcome: null, lastError: null });
    expect(job.lastFinishedAt).not.toBeNull();
    expect(job.lastDurationMs).toBeGreaterThanOrEqual(15);
  });

  it('records the error of a failing run', async () => {
    const app = await build(probe([], '0 * * * *', true));
    const admin = await login(app, DEMO.admin);
    await app.inject({ method: 'POST', url: '/api/scheduler/run/probe', headers: bearer(admin) });
    await app.scheduler.idle();
    const job = (await jobs(app, admin)).find((item) => item.name === 'probe')!;
    expect(job).toMatchObject({ status: 'error', lastError: 'probe failed on purpose', runCount: 1 });
    // And as a code the pages word (docs/decisions/0040-server-texts-as-codes.md).
    expect(job.lastErrorMessage).toEqual({
      code: 'scheduler.failed',
      params: { detail: 'probe failed on purpose' },
      text: 'Failed: probe failed on purpose',
    });
  });

  it('runs a due job on a tick, and not once it is disabled', async () => {
    const runs: Date[] = [];
    const app = await build(probe(runs));
    const admin = await login(app, DEMO.admin);
    await onlyProbe(app, admin);
    expect(await app.scheduler.tick(new Date(Date.now() + 2 * HOUR))).toBe(1);
    expect(runs).toHaveLength(1);
    const disabled = await app.inject({
      method: 'PATCH',
      url: '/api/scheduler/update/probe',
      headers: bearer(admin),
      payload: { enabled: false },
    });
    expect(disabled.json<ScheduledJob>()).toMatchObject({ enabled: false, nextRunAt: null });
    expect(await app.scheduler.tick(new Date(Date.now() + 10 * HOUR))).toBe(0);
    expect(runs).toHaveLength(1);
  });

  it('two app instances on one database run a due job once', async () => {
    const runs: Date[] = [];
    const first = await build(probe(runs));
    const second = await build(probe(runs));
    await onlyProbe(first, await login(first, DEMO.admin));
    const at = new Date(Date.now() + 2 * HOUR);
    const counts = await Promise.all([first.scheduler.tick(at), second.scheduler.tick(at)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await Promise.all([second.scheduler.tick(at), first.scheduler.tick(at)])).toEqual([0, 0]);
    expect(runs).toHaveLength(1);
  });

  it('a run due while the API was down runs once after the restart', async () => {
    const runs: Date[] = [];
    const before = await build(probe(runs));
    await onlyProbe(before, await login(before, DEMO.admin));
    await before.close();
    apps.splice(apps.indexOf(before), 1);
    // Five hourly runs were due while nothing ran.
    const restarted = await build(probe(runs));
    const at = new Date(Date.now() + 5 * HOUR);
    expect(await restarted.scheduler.tick(at)).toBe(1);
    expect(await restarted.scheduler.tick(at)).toBe(0);
    expect(runs).toHaveLength(1);
    const job = (await jobs(restarted, await login(restarted, DEMO.admin))).find((item) => item.name === 'probe')!;
    expect(new Date(job.nextRunAt!).getTime()).toBeGreaterThan(at.getTime());
  });

  // A crash never wedges a job (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).
  it('a run cut short by a crash is recorded as interrupted at the restart, and the job runs again at its next period', async () => {
    const runs: Date[] = [];
    const before = await build(probe(runs));
    await onlyProbe(before, await login(before, DEMO.admin));
    await before.close();
    apps.splice(apps.indexOf(before), 1);
    // What a process killed mid-run leaves: the job "running" under the lease of a process that is gone
    // (a real pid of this host that has exited), held an hour ahead as the old one-hour lease did.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await db.query(
      `UPDATE scheduled_jobs SET last_status = 'running', last_started_at = now() - interval '1 minute', heartbeat_at = now() - interval '50 seconds',
         lease_until = now() + interval '1 hour', lease_owner = $1, next_run_at = $2
       WHERE name = 'probe'`,
      // A due time written from JavaScript, as the scheduler writes it (milliseconds: its claim compares it exactly).
      [`${os.hostname()}:${dead}:0123456789ab`, new Date(Date.now() + HOUR)],
    );
    const restarted = await build(probe(runs));
    const admin = await login(restarted, DEMO.admin);
    const job = (await jobs(restarted, admin)).find((item) => item.name === 'probe')!;
    expect(job).toMatchObject({ status: 'error', lastError: INTERRUPTED });
    // The next period (the hour) runs it, not an hour-long lease later.
    expect(await restarted.scheduler.tick(new Date(Date.now() + 1.01 * HOUR))).toBe(1);
    expect(runs).toHaveLength(1);
    expect((await jobs(restarted, admin)).find((item) => item.name === 'probe')).toMatchObject({ status: 'ok', lastError: null });
  });

  it('run now takes over a lease whose heartbeat stopped; a live run renews its lease and keeps the job', async () => {
    const runs: Date[] = [];
    const app = await build(async (instance) => {
      instance.scheduler.define({
        name: 'probe',
        description: 'A slow run with a short lease',
        cron: '0 * * * *',
        leaseMs: 200,
        run: async () => {
          runs.push(new Date());
          await new Promise((resolve) => setTimeout(resolve, 700));
        },
      });
    });
    const admin = await login(app, DEMO.admin);
    // Another host's process whose heartbeat stopped 10 s ago: its lease has passed.
    await db.query(
      `UPDATE scheduled_jobs SET last_status = 'running', lease_until = now() - interval '9 seconds', lease_owner = 'elsewhere:1:abc',
         heartbeat_at = now() - interval '10 seconds' WHERE name = 'probe'`,
    );
    const taken = await app.inject({ method: 'POST', url: '/api/scheduler/run/probe', headers: bearer(admin) });
    expect(taken.statusCode).toBe(202);
    // 700 ms on a 200 ms lease: the heartbeat keeps it, so a second run now is refused all along.
    await new Promise((resolve) => setTimeout(resolve, 450));
    const { rows } = await db.query<{ lease_owner: string; lease_until: Date }>(
      "SELECT lease_owner, lease_until FROM scheduled_jobs WHERE name = 'probe'",
    );
    expect(rows[0]!.lease_owner).toBe(app.scheduler.owner);
    expect(rows[0]!.lease_until.getTime()).toBeGreaterThan(Date.now());
    expect((await app.inject({ method: 'POST', url: '/api/scheduler/run/probe', headers: bearer(admin) })).statusCode).toBe(409);
    await app.scheduler.idle();
    expect(runs).toHaveLength(1);
    expect((await jobs(app, admin)).find((item) => item.name === 'probe')).toMatchObject({ status: 'ok', runCount: 1 });
  });

  it('a live owner on another host keeps its lease at a restart (PostgreSQL); on PGlite every lease found at start is a dead one', async () => {
    const before = await build(probe([]));
    await before.close();
    apps.splice(apps.indexOf(before), 1);
    await db.query(
      `UPDATE scheduled_jobs SET last_status = 'running', lease_until = now() + interval '30 seconds', lease_owner = 'elsewhere:1:abc',
         heartbeat_at = now() WHERE name = 'probe'`,
    );
    const app = await build(probe([]));
    const job = (await jobs(app, await login(app, DEMO.admin))).find((item) => item.name === 'probe')!;
    if (db.kind === 'pglite') expect(job).toMatchObject({ status: 'error', lastError: INTERRUPTED });
    else expect(job).toMatchObject({ status: 'running' });
  });

  it("runs the product's jobs: rollup maintenance checks the rollups, the daily report writes yesterday's PDF", async () => {
    const dataDir = makeTempDir();
    const app = await build(probe([]), dataDir);
    const admin = await login(app, DEMO.admin);
    for (const name of ['rollup-maintenance', 'daily-report', 'retention-cleanup', 'feed-polling']) {
      const response = await app.inject({ method: 'POST', url: `/api/scheduler/run/${name}`, headers: bearer(admin) });
      expect(response.statusCode).toBe(202);
      await app.scheduler.idle();
    }
    const byName = new Map((await jobs(app, admin)).map((job) => [job.name, job]));
    // Each says what it did in English and as data, for the Scheduler page to word in the reader's language.
    expect(byName.get('rollup-maintenance')).toMatchObject({
      status: 'ok',
      lastSummary: expect.stringMatching(/counted alike/),
      lastOutcome: { key: 'statisticsRefreshed', count: 0 },
    });
    expect(byName.get('retention-cleanup')).toMatchObject({
      status: 'ok',
      lastSummary: '0 article(s) deleted',
      lastOutcome: { key: 'articlesDeleted', count: 0 },
    });
    expect(byName.get('feed-polling')).toMatchObject({
      status: 'ok',
      lastSummary: 'No ingestion worker in this process',
      lastOutcome: { key: 'noWorker' },
    });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(byName.get('daily-report')).toMatchObject({
      status: 'ok',
      lastSummary: `reports/mediawatch-report-${yesterday}-en.pdf (0 articles)`,
      lastOutcome: { key: 'reportWritten', count: 0, detail: `reports/mediawatch-report-${yesterday}-en.pdf` },
    });
    const pdf = fs.readFileSync(path.join(dataDir, 'reports', `mediawatch-report-${yesterday}-en.pdf`));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
