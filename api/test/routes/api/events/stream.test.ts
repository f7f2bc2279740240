import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';

import type { Database } from '../../../../src/db/database';
import type { LiveEventInput } from '../../../../src/plugins/app/live-events/live-events-repository';
import { decodeJwt, DEMO, login, signJwt } from '../../../helpers/auth';
import { openStream } from '../../../helpers/sse-client';
import { buildTestApp, makeTempDir, TEST_JWT_SECRET } from '../../../helpers/test-app';
import { createTestDatabase, otherProcessDatabase } from '../../../helpers/test-database';

// The live stream over a real socket: resume after a forced disconnect, the
// filters, the limits, and two API processes on one database (on PostgreSQL a
// second pool, as a second process would have; on PGlite the same database
// in process).

const TOPIC_A = '11111111-1111-4111-8111-111111111111';
const TOPIC_B = '22222222-2222-4222-8222-222222222222';
const GROUP = '33333333-3333-4333-8333-333333333333';

function event(n: number, overrides: Partial<LiveEventInput> = {}): LiveEventInput {
  return {
    type: 'article',
    topicIds: [],
    sourceId: null,
    groupIds: [],
    language: 'en',
    payload: { title: `item ${n}` },
    ...overrides,
  };
}

function base(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/events/stream`;
}

describe('GET /api/events/stream', () => {
  let db: Database;
  let app: FastifyInstance;
  let auth: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db, { dataDir: makeTempDir() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    auth = { authorization: `Bearer ${await login(app, DEMO.analyst)}` };
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(base(app));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401 });
  });

  it('answers 400 with a JSON body for a bad filter or Last-Event-ID', async () => {
    const badTopic = await fetch(`${base(app)}?topicId=nope`, { headers: auth });
    expect(badTopic.status).toBe(400);
    expect(await badTopic.json()).toMatchObject({ statusCode: 400 });
    const badId = await fetch(base(app), { headers: { ...auth, 'last-event-id': 'abc' } });
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { message: string }).message).toMatch(/Last-Event-ID/);
  });

  it('delivers published events live, as SSE with ids and types', async () => {
    const stream = await openStream(base(app), auth);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const id = await app.liveEvents.publish(event(1, { payload: { title: 'live one' } }));
    const [received] = await stream.waitFor(1);
    expect(received).toMatchObject({ id, type: 'article', payload: { title: 'live one' } });
    stream.close();
  });

  it('resumes after a forced disconnect from Last-Event-ID without gap or duplicate', async () => {
    const first = await openStream(base(app), auth);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) ids.push(await app.liveEvents.publish(event(n)));
    const seen = await first.waitFor(3);
    expect(seen.map((e) => e.id)).toEqual(ids);
    first.close();
    // While the client is away: more events.
    for (let n = 3; n < 8; n += 1) ids.push(await app.liveEvents.publish(event(n)));
    const resumed = await openStream(base(app), { ...auth, 'last-event-id': String(seen[2]!.id) });
    // Some more while it replays and after.
    const during = app.liveEvents.publish(event(8));
    ids.push(await during);
    await resumed.waitFor(6);
    ids.push(await app.liveEvents.publish(event(9)));
    const after = await resumed.waitFor(7);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...seen, ...resumed.events].map((e) => e.id)).toEqual(ids);
    expect(after.map((e) => e.payload.title)).toEqual(['item 3', 'item 4', 'item 5', 'item 6', 'item 7', 'item 8', 'item 9']);
    resumed.close();
  });

  it('resumes from the lastEventId query parameter too, and replays a backlog when asked', async () => {
    const last = await app.liveEvents.publish(event(20));
    const next = await app.liveEvents.publish(event(21));
    const resumed = await openStream(`${base(app)}?lastEventId=${last}`, auth);
    expect((await resumed.waitFor(1)).map((e) => e.id)).toEqual([next]);
    resumed.close();
    const backlog = await openStream(`${base(app)}?backlog=2`, auth);
    expect((await backlog.waitFor(2)).map((e) => e.id)).toEqual([last, next]);
    backlog.close();
  });

  it('filters by topic, group, language and type (repeatable or comma lists)', async () => {
    const byTopic = await openStream(`${base(app)}?topicId=${TOPIC_A}&topicId=${TOPIC_B}`, auth);
    const byGroup = await openStream(`${base(app)}?groupId=${GROUP}`, auth);
    const byLanguage = await openStream(`${base(app)}?language=fr,ar`, auth);
    const alerts = await openStream(`${base(app)}?type=alert`, auth);
    const both = await openStream(`${base(app)}?topicId=${TOPIC_A}&language=fr`, auth);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const a = await app.liveEvents.publish(event(1, { topicIds: [TOPIC_A], language: 'en' }));
    const b = await app.liveEvents.publish(event(2, { topicIds: [TOPIC_B], groupIds: [GROUP], language: 'fr' }));
    const c = await app.liveEvents.publish(event(3, { language: 'ar' }));
    const d = await app.liveEvents.publish(event(4, { type: 'alert', topicIds: [TOPIC_A], language: null }));
    const e = await app.liveEvents.publish(event(5, { topicIds: [TOPIC_A], language: 'fr' }));
    expect((await byTopic.waitFor(4)).map((x) => x.id)).toEqual([a, b, d, e]);
    expect((await byGroup.waitFor(1)).map((x) => x.id)).toEqual([b]);
    expect((await byLanguage.waitFor(3)).map((x) => x.id)).toEqual([b, c, e]);
    expect((await alerts.waitFor(1)).map((x) => x.id)).toEqual([d]);
    expect((await both.waitFor(1)).map((x) => x.id)).toEqual([e]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(byGroup.events).toHaveLength(1);
    expect(alerts.events).toHaveLength(1);
    expect(both.events).toHaveLength(1);
    for (const stream of [byTopic, byGroup, byLanguage, alerts, both]) stream.close();
  });

  it('refuses a stream past the cap with a 503, and sends heartbeats as comments', async () => {
    const limits = app.liveStreams.limits;
    const saved = { ...limits };
    limits.heartbeatMs = 50;
    const open = await openStream(base(app), auth);
    limits.maxStreams = app.liveStreams.size;
    try {
      const refused = await fetch(base(app), { headers: auth });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ statusCode: 503 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(open.comments).toContain('ping');
    } finally {
      Object.assign(limits, saved);
      open.close();
    }
  });

  it('refuses one user a stream past their own cap with a 429, while others still connect', async () => {
    const limits = app.liveStreams.limits;
    const saved = { ...limits };
    limits.maxStreamsPerUser = 2;
    const mine = [await openStream(base(app), auth), await openStream(base(app), auth)];
    expect(mine.map((stream) => stream.status)).toEqual([200, 200]);
    const viewer = { authorization: `Bearer ${await login(app, DEMO.viewer)}` };
    try {
      const refused = await fetch(base(app), { headers: auth });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/too many live streams open/) });
      const theirs = await openStream(base(app), viewer);
      expect(theirs.status).toBe(200);
      theirs.close();
      // A stream closed frees its slot.
      mine.pop()!.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await openStream(base(app), auth);
      mine.push(again);
      expect(again.status).toBe(200);
    } finally {
      Object.assign(limits, saved);
      for (const stream of mine) stream.close();
    }
  });

  it('drops a client that does not read, instead of buffering without limit', async () => {
    const limits = app.liveStreams.limits;
    const saved = { ...limits };
    limits.maxBufferedBytes = 64 * 1024;
    const before = app.liveStreams.dropped;
    // A client that connects and never reads its socket.
    const net = await import('node:net');
    const port = (app.server.address() as AddressInfo).port;
    const socket = net.connect(port, '127.0.0.1');
    socket.write(`GET /api/events/stream HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth.authorization}\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.pause();
    try {
      const big = 'x'.repeat(200_000);
      for (let n = 0; n < 60 && app.liveStreams.dropped === before; n += 1) {
        await app.liveEvents.publish(event(n, { payload: { big } }));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(app.liveStreams.dropped).toBe(before + 1);
    } finally {
      Object.assign(limits, saved);
      socket.destroy();
    }
  });

  it('ends a stream when its token expires', async () => {
    const { payload } = decodeJwt(auth.authorization!.slice('Bearer '.length));
    const now = Math.floor(Date.now() / 1000);
    const shortLived = signJwt({ sub: payload.sub, role: payload.role, iat: now, exp: now + 2 }, TEST_JWT_SECRET);
    const stream = await openStream(base(app), { authorization: `Bearer ${shortLived}` });
    expect(stream.status).toBe(200);
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('delivers an event published by one API process to the streams of another', async () => {
    // A second process: its own pool on PostgreSQL (LISTEN/NOTIFY between them), the same PGlite in process.
    const secondDb = await otherProcessDatabase(db);
    const second = await buildTestApp(secondDb, { dataDir: makeTempDir(), seed: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const onSecond = await openStream(base(second), auth);
      const onFirst = await openStream(base(app), auth);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const fromFirst = await app.liveEvents.publish(event(1, { payload: { title: 'from the first' } }));
      const fromSecond = await second.liveEvents.publish(event(2, { payload: { title: 'from the second' } }));
      // Well under the bus's safety poll (10 s): the notice carries it.
      expect((await onSecond.waitFor(2, 3000)).map((e) => e.id)).toEqual([fromFirst, fromSecond]);
      expect((await onFirst.waitFor(2, 3000)).map((e) => e.id)).toEqual([fromFirst, fromSecond]);
      onSecond.close();
      onFirst.close();
    } finally {
      await second.close();
      if (secondDb !== db) await secondDb.close();
    }
  });
});
