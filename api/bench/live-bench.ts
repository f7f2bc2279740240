// The live part of `npm run bench` (docs/decisions/0021-live-events.md): from an article
// stored by the ingestion pipeline to its event in N connected SSE clients
// (p95; PGlite and PostgreSQL), and one API process holding M open streams
// (memory reported). Bundled and run by scripts/lib/bench-live.mjs; prints
// progress on stderr and one JSON object on the last line of stdout.
//
//   BENCH_LIVE_CLIENTS  SSE clients for the latency run (default 200)
//   BENCH_LIVE_ROUNDS   articles stored one after another (default 30)
//   BENCH_LIVE_STREAMS  streams held open for the memory run (default 1000)
//   BENCH_PG_URL        server for the PostgreSQL run (default postgres://postgres@127.0.0.1:5432/postgres; "off" skips it)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';

import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { ingestItems } from '../src/plugins/app/ingestion/ingest';
import { parseTopicQuery } from '../src/news/topic-query';
import { percentile, withPostgres } from './bench-databases';

const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 200);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 30);
const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1000);

const log = (message: string) => process.stderr.write(`  ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startApp(db: Database) {
  const app = buildApp({
    db,
    logger: false,
    config: {
      jwtSecret: 'bench-secret-0123456789abcdef0123456789abcdef',
      seed: true,
      readCacheMs: 0,
      news: {
        queue: false,
        worker: false,
        tickMs: 1000,
        concurrency: 1,
        perHostConcurrency: 1,
        fetchAllowHosts: [],
        demoFeeds: false,
        demoFeedsPort: 0,
        seedNews: false,
        seedArticles: 0,
        retentionDays: null,
      },
      loginRateIp: { max: 100_000, windowSeconds: 60 },
      loginRateAccount: { max: 100_000, windowSeconds: 60 },
      registerRateIp: { max: 100_000, windowSeconds: 60 },
    },
  });
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'analyst@mediawatch.local', password: 'mediawatch' },
  });
  const token = login.json<{ token: string }>().token;
  return { app, port: (app.server.address() as AddressInfo).port, token };
}

interface Client {
  /** Receive time of each article id's event. */
  received: Map<string, number>;
  count: number;
  close(): void;
}

/** An SSE client on a raw socket: records when each article event arrives. */
function connect(port: number, token: string, agent: http.Agent): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client: Client = { received: new Map(), count: 0, close: () => request.destroy() };
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/events/stream', agent, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const now = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const event = JSON.parse(data.slice(6)) as { payload: { articleId?: string } };
            client.count += 1;
            if (event.payload.articleId) client.received.set(event.payload.articleId, now);
          }
        });
        response.on('error', () => undefined);
        resolve(client);
      },
    );
    request.on('error', reject);
  });
}

async function insertSource(db: Database): Promise<{ sourceId: string; topic: { id: string; ast: ReturnType<typeof parseTopicQuery> } }> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sources (name, homepage, feed_urls, language, country) VALUES ('Bench Wire', 'https://bench.test/', ARRAY['https://bench.test/feed'], 'en', 'GB') RETURNING id`,
  );
  const ast = parseTopicQuery('harbour OR storm');
  const { rows: topics } = await db.query<{ id: string }>(
    `INSERT INTO topics (name, query, query_ast) VALUES ('Bench storms', 'harbour OR storm', $1) RETURNING id`,
    [JSON.stringify(ast)],
  );
  return { sourceId: rows[0]!.id, topic: { id: topics[0]!.id, ast } };
}

/** N clients connected; ROUNDS articles stored one at a time by the pipeline; latency from the start of the store to each client. */
async function latencyRun(db: Database, label: string) {
  const { app, port, token } = await startApp(db);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    const { sourceId, topic } = await insertSource(db);
    log(`${label}: connecting ${CLIENTS} SSE clients…`);
    const clients: Client[] = [];
    for (let i = 0; i < CLIENTS; i += 1) clients.push(await connect(port, token, agent));
    await sleep(300);
    const latencies: number[] = [];
    const storeMs: number[] = [];
    let missing = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const result = await ingestItems(
        db,
        { id: sourceId, language: 'en', fetchFullText: false },
        [
          {
            guid: `bench-${label}-${round}`,
            url: `https://bench.test/${label}/${round}`,
            title: `Storm ${round} reaches the harbour of ${label}`,
            author: null,
            publishedAt: new Date(),
            summaryHtml: null,
            contentHtml: `<p>Round ${round}: the storm closed the harbour for the day.</p>`,
          },
        ],
        { topics: [topic] },
      );
      storeMs.push(performance.now() - started);
      const articleId = result.inserted[0]!;
      const deadline = performance.now() + 5000;
      while (clients.some((client) => !client.received.has(articleId)) && performance.now() < deadline) await sleep(2);
      for (const client of clients) {
        const at = client.received.get(articleId);
        if (at === undefined) missing += 1;
        else latencies.push(at - started);
      }
      await sleep(50);
    }
    for (const client of clients) client.close();
    const result = {
      clients: CLIENTS,
      rounds: ROUNDS,
      deliveries: latencies.length,
      missing,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: Math.max(...latencies),
      storeP50: percentile(storeMs, 50),
    };
    log(`${label}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, missing ${missing}`);
    return result;
  } finally {
    agent.destroy();
    await app.close();
  }
}

/** One API process holding STREAMS open streams: its memory before and after, and one event to all of them. */
async function streamsRun(db: Database) {
  const { app, port, token } = await startApp(db);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    global.gc?.();
    await sleep(200);
    const before = process.memoryUsage();
    log(`holding ${STREAMS} streams…`);
    const clients: Client[] = [];
    for (let i = 0; i < STREAMS; i += 1) clients.push(await connect(port, token, agent));
    await sleep(500);
    global.gc?.();
    await sleep(200);
    const after = process.memoryUsage();
    const open = app.liveStreams.size;
    const started = performance.now();
    await app.liveEvents.publish({
      type: 'alert',
      topicIds: [],
      sourceId: null,
      groupIds: [],
      language: null,
      payload: { title: 'bench' },
    });
    const deadline = performance.now() + 10_000;
    while (clients.some((client) => client.count === 0) && performance.now() < deadline) await sleep(5);
    const fanOutMs = performance.now() - started;
    const reached = clients.filter((client) => client.count > 0).length;
    for (const client of clients) client.close();
    // The client sockets live in this process too: the figures include both ends.
    const result = {
      streams: STREAMS,
      open,
      reached,
      fanOutMs,
      rssBeforeMiB: before.rss / 2 ** 20,
      rssAfterMiB: after.rss / 2 ** 20,
      heapBeforeMiB: before.heapUsed / 2 ** 20,
      heapAfterMiB: after.heapUsed / 2 ** 20,
      perStreamKiB: (after.rss - before.rss) / STREAMS / 1024,
    };
    log(
      `${STREAMS} streams: RSS ${result.rssBeforeMiB.toFixed(0)} → ${result.rssAfterMiB.toFixed(0)} MiB, one event to all in ${fanOutMs.toFixed(0)} ms`,
    );
    return result;
  } finally {
    agent.destroy();
    await app.close();
  }
}

async function main() {
  const pglite = await openPglite();
  let pgliteLatency;
  let streams;
  try {
    pgliteLatency = await latencyRun(pglite, 'PGlite');
    streams = await streamsRun(pglite);
  } finally {
    await pglite.close();
  }
  const postgresLatency = await withPostgres('bench_live', (db) => latencyRun(db, 'PostgreSQL'), { log });
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
  process.stdout.write(`${JSON.stringify({ latency: { pglite: pgliteLatency, postgres: postgresLatency }, streams, machine })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
