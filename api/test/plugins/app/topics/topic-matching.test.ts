import { randomUUID } from 'node:crypto';

import type { ParsedItem } from '../../../../src/news/feed-parser';
import { parseTopicQuery, type QueryNode } from '../../../../src/news/topic-query';
import { ingestItems } from '../../../../src/plugins/app/ingestion/ingest';
import { TopicsRepository } from '../../../../src/plugins/app/topics/topics-repository';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

// An ingestion batch is matched against every active topic in one statement
// (TopicsRepository.matchMany). It must store exactly what matching each topic
// on its own stores, for every kind of node the topic language has.

const ctx = useTestApp();
let sourceId = '';

const QUERIES = {
  words: 'storm AND coast',
  phrase: '"interest rates"',
  either: 'storm OR election',
  without: 'storm NOT flood*',
  title: 'intitle:bank',
  source: 'source:"Matching Wire"',
  language: 'lang:en AND (bank OR storm)',
  nothing: 'zeppelin',
} as const;

const TITLES = [
  'Storm floods the northern coast overnight',
  'Storm warning lifted on the coast',
  'Central bank holds interest rates steady',
  'Election night: the count goes on',
  'Markets calm as the storm passes inland',
];

const item = (title: string, index: number): ParsedItem => ({
  guid: null,
  url: `https://matching.example/${index}`,
  author: null,
  publishedAt: new Date(`2026-11-20T0${index}:00:00Z`),
  summaryHtml: null,
  contentHtml: `<p>${title}. More on this story as it develops, with reactions from the region.</p>`,
  title,
});

async function matches() {
  const { rows } = await ctx.db.query<{ name: string; title: string }>(
    `SELECT t.name, a.title FROM article_topics x JOIN topics t ON t.id = x.topic_id JOIN articles a ON a.id = x.article_id
     WHERE a.source_id = $1 ORDER BY t.name, a.title`,
    [sourceId],
  );
  return rows.map((row) => `${row.name}: ${row.title}`);
}

beforeAll(async () => {
  const admin = await login(ctx.app, DEMO.admin);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/source/add',
    headers: bearer(admin),
    payload: {
      name: 'Matching Wire',
      homepage: 'https://matching.example',
      feedUrls: ['https://matching.example/feed'],
      language: 'en',
      country: 'GB',
    },
  });
  expect(response.statusCode).toBe(201);
  sourceId = response.json().id;
});

it('matches a batch against every topic as matching each topic alone does', async () => {
  const topics: Array<{ id: string; ast: QueryNode }> = [];
  for (const [name, query] of Object.entries(QUERIES)) {
    const topic = { id: randomUUID(), ast: parseTopicQuery(query) };
    await ctx.db.query('INSERT INTO topics (id, name, query, query_ast) VALUES ($1, $2, $3, $4)', [topic.id, name, query, topic.ast]);
    topics.push(topic);
  }

  const result = await ingestItems(ctx.db, { id: sourceId, language: 'en', fetchFullText: false }, TITLES.map(item), { topics });
  expect(result.inserted).toHaveLength(TITLES.length);
  const together = await matches();

  await ctx.db.query('DELETE FROM article_topics WHERE article_id = ANY($1::uuid[])', [result.inserted]);
  const repository = new TopicsRepository(ctx.db);
  for (const topic of topics) await repository.match(topic.id, topic.ast, result.inserted);
  expect(together).toEqual(await matches());

  expect(together).toEqual(
    expect.arrayContaining([
      'words: Storm floods the northern coast overnight',
      'words: Storm warning lifted on the coast',
      'phrase: Central bank holds interest rates steady',
      'either: Election night: the count goes on',
      'without: Storm warning lifted on the coast',
      'title: Central bank holds interest rates steady',
      'source: Markets calm as the storm passes inland',
      'language: Central bank holds interest rates steady',
    ]),
  );
  expect(together).not.toContain('without: Storm floods the northern coast overnight');
  expect(together.filter((match) => match.startsWith('source: '))).toHaveLength(TITLES.length);
  expect(together.filter((match) => match.startsWith('nothing: '))).toEqual([]);
});

it('stores nothing for an empty batch or no topics', async () => {
  const repository = new TopicsRepository(ctx.db);
  await expect(repository.matchMany([], [randomUUID()])).resolves.toBeUndefined();
  await expect(repository.matchMany([{ id: randomUUID(), ast: parseTopicQuery('storm') }], [])).resolves.toBeUndefined();
});
