import { randomUUID } from 'node:crypto';

import { transaction } from '../../../../src/db/sql';
import { lockTopics } from '../../../../src/plugins/app/alerts/alerts-repository';
import { insertArticles, insertSource } from '../../../helpers/analytics-corpus';
import { useTestApp } from '../../../helpers/test-app';
import { testDatabaseKind } from '../../../helpers/test-env';

// An alert evaluation locks its topics' rows while ingestion stores matches of
// those topics on other connections. PGlite has one connection, on which a
// transaction runs alone: the case exists on PostgreSQL only.
const ctx = useTestApp();
const onPostgres = testDatabaseKind() === 'postgres' ? it : it.skip;

describe('topic locks of the alert evaluation', () => {
  onPostgres('let ingestion store matches of the locked topics meanwhile (no deadlock between the two)', async () => {
    const source = await insertSource(ctx.db, 'Lock Wire', 'en', null);
    const topics = await Promise.all(
      ['dockers', 'ferries'].map(async (word) =>
        ctx.app.topicsRepository.create(
          { name: `Harbour ${word}`, description: '', query: word, active: true, alertPolicy: { kind: 'every', threshold: null } },
          null,
        ),
      ),
    );
    const articles = ['dockers strike at the harbour', 'ferries stop as dockers strike'].map((title) => ({
      id: randomUUID(),
      sourceId: source.id,
      title,
      publishedAt: new Date(),
      language: 'en',
      tone: 0,
      clusterId: null,
    }));
    await insertArticles(ctx.db, articles);
    const active = (await ctx.app.topicsRepository.active()).filter((topic) => topics.some((created) => created!.id === topic.id));
    expect(active).toHaveLength(2);

    await transaction(ctx.db, async (tx) => {
      expect(await lockTopics(tx, [...topics.map((topic) => topic!.id), randomUUID()])).toEqual(new Set(topics.map((topic) => topic!.id)));
      // Another connection stores matches of both topics while they are locked.
      const matched = ctx.app.topicsRepository
        .matchMany(
          active,
          articles.map((article) => article.id),
        )
        .then(() => 'stored');
      const blocked = new Promise((resolve) => setTimeout(() => resolve('blocked'), 3_000));
      expect(await Promise.race([matched, blocked])).toBe('stored');
    });
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM article_topics WHERE article_id = ANY($1::uuid[])', [
      articles.map((article) => article.id),
    ]);
    expect(rows[0]!.n).toBe(3);
  });
});
