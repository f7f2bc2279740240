import { randomUUID } from 'node:crypto';

import type { Database } from '../../src/db/database';

// ----------------------------------------------------------------------
// A small corpus with known answers for the analytics suites: sources in two
// languages and two groups, articles spread over the last 40 days (some on
// the exact local midnights of non-UTC zones), with tones, story clusters and
// title words that topics and queries match. The expected figures are
// computed from `articles` in JavaScript, never through the rollups.

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface CorpusArticle {
  id: string;
  sourceId: string;
  title: string;
  publishedAt: Date;
  language: string;
  tone: number | null;
  clusterId: string | null;
  /** The article's address (normalized already); `https://example.org/<id>` when absent. */
  url?: string;
}

export interface CorpusSource {
  id: string;
  name: string;
  language: string;
  reach: number | null;
}

export interface Corpus {
  sources: CorpusSource[];
  groups: Array<{ id: string; name: string; sourceIds: string[] }>;
  articles: CorpusArticle[];
}

/** A tiny deterministic PRNG (mulberry32), so every run builds the same corpus. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const WORDS = {
  en: ['storm', 'election', 'market', 'hospital', 'ceasefire', 'harbour', 'school', 'bridge'],
  fr: ['tempête', 'élection', 'marché', 'hôpital', 'cessez', 'port', 'école', 'pont'],
};

/** Inserts a source (SQL: the suites need fixed reach and languages). */
export async function insertSource(db: Database, name: string, language: string, reach: number | null): Promise<CorpusSource> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sources (name, homepage, feed_urls, language, country, reach) VALUES ($1, 'https://example.org/', ARRAY['https://example.org/feed'], $2, 'FR', $3) RETURNING id`,
    [name, language, reach],
  );
  return { id: rows[0]!.id, name, language, reach };
}

/** Inserts articles as the ingestion would store them (one statement, so the statement triggers see a batch). */
export async function insertArticles(db: Database, articles: readonly CorpusArticle[]): Promise<void> {
  const clusters = [...new Set(articles.map((article) => article.clusterId).filter((id): id is string => !!id))];
  if (clusters.length > 0) {
    await db.query(
      `INSERT INTO story_clusters (id, title, article_count, first_published_at, last_published_at)
       SELECT id, 'cluster', 1, now(), now() FROM unnest($1::uuid[]) AS id ON CONFLICT DO NOTHING`,
      [clusters],
    );
  }
  await db.query(
    `INSERT INTO articles (id, source_id, url, normalized_url, title, published_at, language, tone, content_hash, content_text, cluster_id)
     SELECT id, source_id, COALESCE(url, 'https://example.org/' || id), COALESCE(url, 'https://example.org/' || id), title, published_at,
       language, tone, id::text, title, cluster_id
     FROM json_to_recordset($1::json) AS t(id uuid, source_id uuid, title text, published_at timestamptz, language text, tone real, cluster_id uuid, url text)`,
    [
      JSON.stringify(
        articles.map((article) => ({
          id: article.id,
          source_id: article.sourceId,
          title: article.title,
          published_at: article.publishedAt.toISOString(),
          language: article.language,
          tone: article.tone,
          cluster_id: article.clusterId,
          url: article.url ?? null,
        })),
      ),
    ],
  );
}

/** Tones are stored as `real`: the value the database will hand back. */
/**
 * A source of `name` and an article for each title (English, or the language
 * given), the first published now and each next an hour before: for tests
 * that cite a few articles by hand.
 */
export async function insertTitledArticles(
  db: Database,
  name: string,
  titles: ReadonlyArray<string | { title: string; language: string }>,
  tone = 0,
): Promise<CorpusArticle[]> {
  const source = await insertSource(db, name, 'en', 1000);
  const articles = titles.map((entry, index): CorpusArticle => {
    const { title, language } = typeof entry === 'string' ? { title: entry, language: 'en' } : entry;
    return {
      id: randomUUID(),
      sourceId: source.id,
      title,
      publishedAt: new Date(Date.now() - index * HOUR),
      language,
      tone,
      clusterId: null,
    };
  });
  await insertArticles(db, articles);
  return articles;
}

export const asReal = (value: number) => Math.fround(value);

/**
 * Builds and stores the corpus: 4 sources (3 English, 1 French; groups
 * "Wires" and "Press"), about `count` articles over the 40 days before
 * `now`, plus articles on the exact local midnights given in `edges`. With
 * `frenchUntoned`, the French source's articles have no tone (NULL), as
 * when no lexicon reads their language.
 */
export async function buildCorpus(
  db: Database,
  now: number,
  count = 700,
  edges: readonly Date[] = [],
  options: { frenchUntoned?: boolean } = {},
): Promise<Corpus> {
  const random = prng(42);
  const sources = [
    await insertSource(db, 'Wire One', 'en', 40_000_000),
    await insertSource(db, 'Daily Two', 'en', 2_000_000),
    await insertSource(db, 'Blog Three', 'en', null),
    await insertSource(db, 'Le Quatre', 'fr', 9_000_000),
  ];
  const groups = [
    { name: 'Wires', sourceIds: [sources[0]!.id, sources[3]!.id] },
    { name: 'Press', sourceIds: [sources[1]!.id, sources[2]!.id, sources[3]!.id] },
  ];
  const storedGroups = [];
  for (const group of groups) {
    const { rows } = await db.query<{ id: string }>('INSERT INTO source_groups (name) VALUES ($1) RETURNING id', [group.name]);
    for (const sourceId of group.sourceIds)
      await db.query('INSERT INTO source_group_members (group_id, source_id) VALUES ($1, $2)', [rows[0]!.id, sourceId]);
    storedGroups.push({ id: rows[0]!.id, ...group });
  }
  const articles: CorpusArticle[] = [];
  const make = (source: CorpusSource, publishedAt: Date, clusterId: string | null = null): CorpusArticle => {
    const words = WORDS[source.language as 'en' | 'fr'];
    const title = [0, 1, 2].map(() => words[Math.floor(random() * words.length)]!).join(' ');
    return {
      id: randomUUID(),
      sourceId: source.id,
      title,
      publishedAt,
      language: source.language,
      // The tone is drawn either way, so a corpus with untoned French articles is otherwise the same corpus.
      tone: ((tone: number) => (options.frenchUntoned && source.language === 'fr' ? null : tone))(
        asReal(Math.round((random() * 16 - 8) * 1000) / 1000),
      ),
      clusterId,
    };
  };
  for (let i = 0; i < count; i += 1) {
    const source = sources[Math.floor(random() * sources.length)]!;
    articles.push(make(source, new Date(now - Math.floor(random() * 40 * DAY))));
  }
  for (const edge of edges) {
    for (const source of sources) {
      articles.push(make(source, edge), make(source, new Date(edge.getTime() - 1)));
    }
  }
  // Stories: an English article first, then other outlets carrying it.
  for (let i = 0; i < 30; i += 1) {
    const clusterId = randomUUID();
    const at = now - Math.floor(random() * 30 * DAY);
    const carriers = 1 + Math.floor(random() * 3);
    articles.push(make(sources[i % 3]!, new Date(at), clusterId));
    for (let k = 1; k <= carriers; k += 1) articles.push(make(sources[(i + k) % 3]!, new Date(at + k * 600_000), clusterId));
  }
  for (let i = 0; i < articles.length; i += 500) await insertArticles(db, articles.slice(i, i + 500));
  return { sources, groups: storedGroups, articles };
}

/** Every rollup row that differs from a recount of the base tables (empty when the rollups are exact). */
export async function rollupDrift(db: Database): Promise<Record<string, unknown[]>> {
  const checks: Record<string, { columns: string; recount: string }> = {
    rollup_source: {
      columns: 'source_id, slot, language, tone_bin, n, untoned, tone_milli, neg_milli, abs_milli',
      recount: `SELECT source_id, rollup_slot(published_at), language, rollup_tone_bin(tone), count(*)::int, (count(*) FILTER (WHERE tone IS NULL))::int, sum(rollup_milli(tone))::bigint,
          sum(rollup_milli(GREATEST(0, -tone)))::bigint, sum(rollup_milli(abs(tone)))::bigint FROM articles GROUP BY 1, 2, 3, 4`,
    },
    rollup_language: {
      columns: 'language, slot, n, untoned, tone_milli, neg_milli, abs_milli',
      recount: `SELECT language, rollup_slot(published_at), count(*)::int, (count(*) FILTER (WHERE tone IS NULL))::int, sum(rollup_milli(tone))::bigint,
          sum(rollup_milli(GREATEST(0, -tone)))::bigint, sum(rollup_milli(abs(tone)))::bigint FROM articles GROUP BY 1, 2`,
    },
    rollup_all: {
      columns: 'slot, tone_bin, n, untoned, tone_milli, neg_milli, abs_milli',
      recount: `SELECT rollup_slot(published_at), rollup_tone_bin(tone), count(*)::int, (count(*) FILTER (WHERE tone IS NULL))::int, sum(rollup_milli(tone))::bigint,
          sum(rollup_milli(GREATEST(0, -tone)))::bigint, sum(rollup_milli(abs(tone)))::bigint FROM articles GROUP BY 1, 2`,
    },
    rollup_topic: {
      columns: 'topic_id, slot, n, untoned, tone_milli, neg_milli, abs_milli',
      recount: `SELECT x.topic_id, rollup_slot(a.published_at), count(*)::int, (count(*) FILTER (WHERE a.tone IS NULL))::int, sum(rollup_milli(a.tone))::bigint,
          sum(rollup_milli(GREATEST(0, -a.tone)))::bigint, sum(rollup_milli(abs(a.tone)))::bigint
        FROM article_topics x JOIN articles a ON a.id = x.article_id GROUP BY 1, 2`,
    },
    // The topic list's match counts (migration 0116); a counter left at 0 is no drift.
    '(SELECT * FROM topic_match_counts WHERE n <> 0) c': {
      columns: 'topic_id, n',
      recount: 'SELECT topic_id, count(*) FROM article_topics GROUP BY 1',
    },
    cluster_pickup: {
      columns: 'cluster_id, origin_source_id, first_at, outlets, articles',
      recount: `SELECT cluster_id, (array_agg(source_id ORDER BY published_at, id))[1], min(published_at), count(DISTINCT source_id)::int, count(*)::int
        FROM articles WHERE cluster_id IS NOT NULL GROUP BY 1`,
    },
  };
  const drift: Record<string, unknown[]> = {};
  for (const [table, { columns, recount }] of Object.entries(checks)) {
    const { rows } = await db.query(
      `(SELECT 'missing' AS side, r.* FROM (${recount}) r EXCEPT SELECT 'missing', ${columns} FROM ${table})
       UNION ALL
       (SELECT 'extra', ${columns} FROM ${table} EXCEPT SELECT 'extra', r.* FROM (${recount}) r)`,
    );
    if (rows.length > 0) drift[table] = rows;
  }
  return drift;
}
