import type { LiveEvent } from '@mediawatch/shared/schemas';

import type { Database } from '../../../../src/db/database';
import { seedNews } from '../../../../src/plugins/app/demo/news-seed';
import { ingestItems } from '../../../../src/plugins/app/ingestion/ingest';
import { LiveEventBus } from '../../../../src/plugins/app/live-events/live-bus';
import { LiveEventsRepository } from '../../../../src/plugins/app/live-events/live-events-repository';
import { parseTopicQuery } from '../../../../src/news/topic-query';
import { createTestDatabase } from '../../../helpers/test-database';

// The events log: every writer of articles (the ingestion pipeline, the demo
// seed) writes their events with the topic matches; the table stays bounded;
// the bus hands each event out once, in order.

describe('live events', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
    const { migrate, readMigrations } = await import('../../../../src/db/migrate');
    const path = await import('node:path');
    await migrate(db, readMigrations(path.join(__dirname, '../../../../migrations')));
  });
  afterAll(async () => {
    await db?.close();
  });

  it('the ingestion pipeline writes one article event per stored article, with its source, groups and topic matches', async () => {
    const { rows: sources } = await db.query<{ id: string }>(
      `INSERT INTO sources (name, homepage, feed_urls, language, country) VALUES ('Live Wire', 'https://feed.test', ARRAY['https://feed.test/f'], 'en', 'GB') RETURNING id`,
    );
    const sourceId = sources[0]!.id;
    const { rows: groups } = await db.query<{ id: string }>(`INSERT INTO source_groups (name) VALUES ('Wires') RETURNING id`);
    await db.query('INSERT INTO source_group_members (group_id, source_id) VALUES ($1, $2)', [groups[0]!.id, sourceId]);
    const ast = parseTopicQuery('harbour');
    const { rows: topics } = await db.query<{ id: string }>(
      `INSERT INTO topics (name, query, query_ast) VALUES ('Harbour', 'harbour', $1) RETURNING id`,
      [JSON.stringify(ast)],
    );
    const topicId = topics[0]!.id;
    const bus = new LiveEventBus(db);
    await bus.start();
    const heard: LiveEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    try {
      const published = new Date(Date.now() - 60_000);
      const result = await ingestItems(
        db,
        { id: sourceId, language: 'en', fetchFullText: false },
        [
          {
            guid: 'a',
            url: 'https://feed.test/a',
            title: 'Storm closes the harbour',
            author: null,
            publishedAt: published,
            summaryHtml: null,
            contentHtml: '<p>The harbour is shut.</p>',
          },
          {
            guid: 'b',
            url: 'https://feed.test/b',
            title: 'Markets rally on Monday',
            author: null,
            publishedAt: published,
            summaryHtml: null,
            contentHtml: '<p>Shares are up.</p>',
          },
        ],
        { topics: [{ id: topicId, ast }] },
      );
      expect(result.inserted).toHaveLength(2);
      await bus.poke();
      expect(heard).toHaveLength(2);
      const harbour = heard.find((event) => event.payload.title === 'Storm closes the harbour')!;
      expect(harbour).toMatchObject({
        type: 'article',
        topicIds: [topicId],
        sourceId,
        groupIds: [groups[0]!.id],
        language: 'en',
        payload: {
          articleId: expect.any(String),
          url: 'https://feed.test/a',
          sourceName: 'Live Wire',
          publishedAt: published.toISOString(),
          topics: [{ id: topicId, name: 'Harbour' }],
        },
      });
      expect(result.inserted).toContain(harbour.payload.articleId);
      const markets = heard.find((event) => event.payload.title === 'Markets rally on Monday')!;
      expect(markets.topicIds).toEqual([]);
      // Read once: a second read finds nothing new.
      await bus.poke();
      expect(heard).toHaveLength(2);
    } finally {
      await bus.stop();
    }
  });

  it('the demo seed writes events for its newest articles, with their topic matches', async () => {
    const before = await new LiveEventsRepository(db).lastId();
    // The seed runs only on a database without sources: a fresh one.
    const fresh = await createTestDatabase();
    try {
      const { migrate, readMigrations } = await import('../../../../src/db/migrate');
      const path = await import('node:path');
      await migrate(fresh, readMigrations(path.join(__dirname, '../../../../migrations')));
      await seedNews(fresh, 'http://127.0.0.1:9', 300);
      const events = await new LiveEventsRepository(fresh).latest(1000);
      expect(events.length).toBe(100);
      expect(events.every((event) => event.type === 'article')).toBe(true);
      expect(events.some((event) => event.topicIds.length > 0)).toBe(true);
      // Oldest first, as they were published.
      const times = events.map((event) => Date.parse(event.payload.publishedAt as string));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    } finally {
      await fresh.close();
    }
    expect(await new LiveEventsRepository(db).lastId()).toBe(before);
  }, 60_000);

  it('stays bounded: old events are pruned as new ones are written', async () => {
    const repository = new LiveEventsRepository(db, 50);
    for (let n = 0; n < 250; n += 1) {
      await repository.publish({ type: 'alert', topicIds: [], sourceId: null, groupIds: [], language: null, payload: { n } });
    }
    // Pruned at each round hundred: never more than `keep` + 100 rows.
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_events');
    expect(rows[0]!.n).toBeLessThanOrEqual(150);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(50);
    const last = await repository.lastId();
    expect((await repository.latest(1))[0]!.id).toBe(last);
  });
});
