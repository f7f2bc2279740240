import type { PipelineStats, ToneRescoreStatus } from '@mediawatch/shared/schemas';

import { extractEntities } from '../../../../src/news/entities';
import { ENTITIES_METHOD_VERSION } from '../../../../src/news/entities/method';
import { parseTopicQuery } from '../../../../src/news/topic-query';
import { EntityExtractor } from '../../../../src/plugins/app/entities/entity-extractor';
import { ingestItems } from '../../../../src/plugins/app/ingestion/ingest';
import { insertSource, parsedItem } from '../../../helpers/articles';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

// Entities stored with the articles (migration 0122;
// docs/decisions/0047-entities-method.md): the ingestion writes them with
// the articles, counted and timed as the pipeline's `entities` stage; the
// `entities-extract` pass reads the articles stored without them, in batches,
// resumable, and never twice.

const ctx = useTestApp();

interface MentionRow {
  key: string;
  kind: string;
  name: string;
  country: string | null;
  mentions: number;
  in_title: boolean;
}

async function mentionsOf(articleId: string): Promise<MentionRow[]> {
  const { rows } = await ctx.db.query<MentionRow>(
    `SELECT e.key, e.kind, e.name, e.country, m.mentions, m.in_title FROM article_entities m JOIN entities e ON e.id = m.entity_id
     WHERE m.article_id = $1 ORDER BY e.key`,
    [articleId],
  );
  return rows;
}

describe('entities in the ingestion', () => {
  it('stores each article’s people, organizations and places, one entity across languages, with the stage counted and timed', async () => {
    const source = await insertSource(ctx.db, 'Entities Wire');
    const at = new Date('2026-11-20T10:00:00Z');
    const items = [
      parsedItem(
        'https://entities.example/1',
        'Macron in Berlin',
        'President Emmanuel Macron met Olaf Scholz in Berlin. Macron spoke.',
        at,
      ),
      parsedItem('https://entities.example/2', 'ماكرون في باريس', 'قال ماكرون في باريس إن الأمم المتحدة ستجتمع.', at),
      parsedItem('https://entities.example/3', 'Weather', 'rain and wind all day long, nothing else to say.', at),
    ];
    const result = await ingestItems(ctx.db, { id: source, language: 'en', fetchFullText: false }, items, { topics: [], now: at });
    expect(result.inserted).toHaveLength(3);
    expect(result.stages.entities).toBe(2);

    const [english, arabic, weather] = result.inserted;
    expect(await mentionsOf(english!)).toEqual([
      { key: 'city:2950159', kind: 'place', name: 'Berlin', country: 'DE', mentions: 2, in_title: true },
      { key: 'person:emmanuel macron', kind: 'person', name: 'Emmanuel Macron', country: null, mentions: 3, in_title: true },
      { key: 'person:olaf scholz', kind: 'person', name: 'Olaf Scholz', country: null, mentions: 1, in_title: false },
    ]);
    expect((await mentionsOf(arabic!)).map((row) => row.key)).toEqual(['city:2988507', 'org:united nations', 'person:emmanuel macron']);
    expect(await mentionsOf(weather!)).toEqual([]);
    // One row for Macron, whatever the script.
    const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM entities WHERE key = 'person:emmanuel macron'`);
    expect(rows[0]!.n).toBe(1);
    const { rows: methods } = await ctx.db.query<{ entities_method: number }>(
      'SELECT DISTINCT entities_method FROM articles WHERE id = ANY($1::uuid[])',
      [result.inserted],
    );
    expect(methods).toEqual([{ entities_method: ENTITIES_METHOD_VERSION }]);

    const token = await login(ctx.app, DEMO.viewer);
    const answer = await ctx.app.inject({
      url: `/api/pipeline/stats?from=2026-11-20T00:00:00.000Z&to=2026-11-21T00:00:00.000Z`,
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(200);
    const stats = answer.json<PipelineStats>();
    expect(stats.stages.find((stage) => stage.stage === 'entities')?.count).toBe(2);
    const timing = stats.timings.find((entry) => entry.stage === 'entities');
    expect(timing?.microseconds).toBeGreaterThan(0);
    expect(timing?.perItemMs).toBeGreaterThan(0);
  });

  it('removes an article’s mentions with the article', async () => {
    const source = await insertSource(ctx.db, 'Deleted Wire');
    const at = new Date('2026-11-20T11:00:00Z');
    const { inserted } = await ingestItems(
      ctx.db,
      { id: source, language: 'en', fetchFullText: false },
      [parsedItem('https://deleted.example/1', 'Rome talks', 'Giorgia Meloni spoke in Rome.', at)],
      { topics: [], now: at },
    );
    expect(await mentionsOf(inserted[0]!)).toHaveLength(2);
    await ctx.db.query('DELETE FROM articles WHERE id = $1', [inserted[0]]);
    expect(await mentionsOf(inserted[0]!)).toEqual([]);
  });
});

describe('the entities-extract pass', () => {
  it('reads the articles stored without entities in batches, resumes after a stop and reads none twice', async () => {
    const source = await insertSource(ctx.db, 'Old Wire');
    // Stored as before migration 0122: no entities, method 0.
    const values: string[] = [];
    const params: unknown[] = [source];
    for (let i = 0; i < 25; i++) {
      params.push(`https://old.example/${i}`, `Talks in Madrid ${i}`, `Pedro Sánchez met Emmanuel Macron in Madrid, round ${i}.`, `h${i}`);
      const p = params.length;
      values.push(`($1, $${p - 3}, $${p - 3}, $${p - 2}, now(), 'en', $${p - 1}, $${p})`);
    }
    await ctx.db.query(
      `INSERT INTO articles (source_id, url, normalized_url, title, published_at, language, content_text, content_hash) VALUES ${values.join(', ')}`,
      params,
    );
    const stale = async () =>
      Number(
        (
          await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE entities_method <> $1', [
            ENTITIES_METHOD_VERSION,
          ])
        ).rows[0]!.n,
      );
    const before = await stale();
    expect(before).toBeGreaterThanOrEqual(25);
    // A topic naming entities matches the articles once the pass has read them (docs/decisions/0061-entity-terms-in-queries.md).
    const query = 'person:sanchez AND place:Madrid';
    const { rows: topic } = await ctx.db.query<{ id: string }>(
      'INSERT INTO topics (name, query, query_ast, active) VALUES ($1, $2, $3, true) RETURNING id',
      ['Sánchez in Madrid', query, parseTopicQuery(query)],
    );
    const matched = async () =>
      Number(
        (
          await ctx.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM article_topics x JOIN articles a ON a.id = x.article_id WHERE x.topic_id = $1 AND a.source_id = $2',
            [topic[0]!.id, source],
          )
        ).rows[0]!.n,
      );
    expect(await matched()).toBe(0);

    const calls = { n: 0 };
    const stop = new AbortController();
    const counting: typeof extractEntities = (title, text, language) => {
      calls.n += 1;
      if (calls.n === 15) stop.abort();
      return extractEntities(title, text, language);
    };
    // Stopped during the second batch of 10: it commits, no third starts.
    const cut = await new EntityExtractor(ctx.db, counting, ENTITIES_METHOD_VERSION, 10).run({ signal: stop.signal });
    expect(cut).toEqual({ written: 20, finished: false });
    expect(await stale()).toBe(before - 20);

    const rest = await new EntityExtractor(ctx.db, counting, ENTITIES_METHOD_VERSION, 10).run();
    expect(rest).toEqual({ written: before - 20, finished: true });
    expect(calls.n).toBe(before);
    expect(await stale()).toBe(0);
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(DISTINCT m.article_id)::int AS n FROM article_entities m JOIN entities e ON e.id = m.entity_id
       JOIN articles a ON a.id = m.article_id WHERE a.source_id = $1 AND e.key = 'person:pedro sanchez'`,
      [source],
    );
    expect(rows[0]!.n).toBe(25);
    expect(await matched()).toBe(25);
    await ctx.db.query('DELETE FROM topics WHERE id = $1', [topic[0]!.id]);

    // Nothing left: no article read again.
    const again = await new EntityExtractor(ctx.db, counting, ENTITIES_METHOD_VERSION, 10).run();
    expect(again).toEqual({ written: 0, finished: true });
    expect(calls.n).toBe(before);

    const token = await login(ctx.app, DEMO.viewer);
    const answer = await ctx.app.inject({ url: '/api/pipeline/entitiesExtract', headers: bearer(token) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<ToneRescoreStatus>()).toMatchObject({ method: ENTITIES_METHOD_VERSION, state: 'done', done: before });
  });

  it('re-extracts under a new method version, replacing an article’s rows', async () => {
    const next = ENTITIES_METHOD_VERSION + 10;
    const onlyCountries: typeof extractEntities = (title, text, language) =>
      extractEntities(title, text, language).filter((entity) => entity.kind !== 'person');
    const run = await new EntityExtractor(ctx.db, onlyCountries, next, 50).run();
    expect(run.finished).toBe(true);
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM article_entities m JOIN entities e ON e.id = m.entity_id WHERE e.kind = 'person'`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
