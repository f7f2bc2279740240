import { randomUUID } from 'node:crypto';

import type { Database } from '../db/database';
import { contentHash, htmlToText, normalizeUrl, scoreTone } from '../news/clean';
import { titleBands } from '../news/cluster';
import { matchTopic } from '../news/topic-matcher';
import { parseTopicQuery } from '../news/topic-query';
import { demoFeedUrl } from './feed-server';
import { DEMO_GROUPS, DEMO_SOURCES, DEMO_TOPICS, demoItem, latestItemIndex, type DemoSource } from './newsroom';

// ----------------------------------------------------------------------
// The demo newsroom in the database: groups, 32 sources pointing at the demo
// feed server, ten topics, and `articles` past articles spread over the last
// 60 days (the same items the feeds would have carried: same GUIDs), with
// their story clusters and topic matches. Bulk INSERTs of arrays (unnest),
// so a few thousand articles take a few seconds even on PGlite.

const DAY = 86_400_000;
const BATCH = 1000;

export interface NewsSeedResult {
  sources: number;
  articles: number;
  clusters: number;
}

/**
 * Seeds when there is no source yet: the newsroom (groups, sources, topics)
 * at once, then `articles()` fills the past articles (seconds; the caller
 * may run it in the background). Null when there was something already.
 */
export async function seedNewsroom(db: Database, feedBase: string, articles: number, now = Date.now()): Promise<{ articles: () => Promise<NewsSeedResult> } | null> {
  const { rows: existing } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sources');
  if (existing[0]!.n > 0) return null;

  const sourceIds = new Map<string, string>();
  await db.transaction(async (tx) => {
    const groupIds = new Map<string, string>();
    for (const group of DEMO_GROUPS) {
      const { rows } = await tx.query<{ id: string }>('INSERT INTO source_groups (name, description) VALUES ($1, $2) RETURNING id', [group.name, group.description]);
      groupIds.set(group.name, rows[0]!.id);
    }
    for (const source of DEMO_SOURCES) {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO sources (name, homepage, feed_urls, language, country, media_type, reach, active, poll_interval_minutes, fetch_full_text)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $9) RETURNING id`,
        [source.name, `${feedBase}/`, [demoFeedUrl(feedBase, source)], source.language, source.country, source.mediaType, source.reach, 5, source.slug === 'harbour-gazette'],
      );
      sourceIds.set(source.slug, rows[0]!.id);
      for (const group of source.groups) {
        await tx.query('INSERT INTO source_group_members (group_id, source_id) VALUES ($1, $2)', [groupIds.get(group), rows[0]!.id]);
      }
    }
    for (const topic of DEMO_TOPICS) {
      await tx.query(
        `INSERT INTO topics (name, query, query_ast, alert_kind, alert_threshold, description) VALUES ($1, $2, $3, $4, $5, '')`,
        [topic.name, topic.query, JSON.stringify(parseTopicQuery(topic.query)), topic.alert, topic.alert === 'threshold' ? 20 : null],
      );
    }
  });

  return { articles: () => seedArticles(db, feedBase, sourceIds, articles, now) };
}

/** Both steps, awaited. */
export async function seedNews(db: Database, feedBase: string, articles: number, now = Date.now()): Promise<NewsSeedResult | null> {
  const newsroom = await seedNewsroom(db, feedBase, articles, now);
  return newsroom ? newsroom.articles() : null;
}

async function seedArticles(db: Database, feedBase: string, sourceIds: Map<string, string>, articles: number, now: number): Promise<NewsSeedResult> {
  // Past items: from 60 days ago to 2 hours ago (the live feeds carry the newest), every n-th item per source,
  // so each outlet's share follows its publishing rate.
  const end = now - 2 * 3_600_000;
  const start = now - 60 * DAY;
  const rate = (source: DemoSource) => 1 / source.periodMinutes;
  const totalRate = DEMO_SOURCES.reduce((sum, source) => sum + rate(source), 0);
  type Row = { id: string; source: DemoSource; item: ReturnType<typeof demoItem> };
  const rows: Row[] = [];
  for (const source of DEMO_SOURCES) {
    const last = latestItemIndex(source, end);
    const first = latestItemIndex(source, start) + 1;
    const wanted = Math.max(1, Math.round((articles * rate(source)) / totalRate));
    const step = Math.max(1, Math.floor((last - first + 1) / wanted));
    for (let index = last; index >= first && rows.length < articles * 2; index -= step) {
      rows.push({ id: randomUUID(), source, item: demoItem(source, index) });
    }
  }

  // Stories covered by two outlets or more become clusters.
  const byStory = new Map<string, Row[]>();
  for (const row of rows) byStory.set(row.item.storyKey, [...(byStory.get(row.item.storyKey) ?? []), row]);
  const clusterOf = new Map<string, string>();
  const clusters: Array<{ id: string; title: string; count: number; first: Date; last: Date }> = [];
  for (const members of byStory.values()) {
    if (new Set(members.map((member) => member.source.slug)).size < 2) continue;
    const id = randomUUID();
    const times = members.map((member) => member.item.publishedAt.getTime());
    clusters.push({ id, title: members[0]!.item.title, count: members.length, first: new Date(Math.min(...times)), last: new Date(Math.max(...times)) });
    for (const member of members) clusterOf.set(member.id, id);
  }
  for (let i = 0; i < clusters.length; i += BATCH) {
    const batch = clusters.slice(i, i + BATCH);
    await db.query(
      `INSERT INTO story_clusters (id, title, article_count, first_published_at, last_published_at)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::timestamptz[], $5::timestamptz[])`,
      [batch.map((c) => c.id), batch.map((c) => c.title), batch.map((c) => c.count), batch.map((c) => c.first), batch.map((c) => c.last)],
    );
  }

  const fetchedAt = new Date(now);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => {
      const url = `${feedBase}${row.item.path}`;
      const text = htmlToText(row.item.html);
      return { ...row, url, text, summary: text.slice(0, 300), tone: scoreTone(`${row.item.title} ${text}`), hash: contentHash(row.item.title, text), bands: titleBands(row.item.title).join(' ') };
    });
    // One JSON parameter per batch: PGlite serializes one long string much faster than 17 arrays.
    await db.query(
      `INSERT INTO articles (id, source_id, guid, url, normalized_url, title, author, published_at, fetched_at, language, summary,
         content_html, content_text, tone, content_hash, title_bands, cluster_id)
       SELECT id, source_id, guid, url, nurl, title, author, published_at, $2, language, summary, html, text, tone, hash,
         string_to_array(NULLIF(bands, ''), ' '), cluster_id
       FROM json_to_recordset($1::json) AS t(id uuid, source_id uuid, guid text, url text, nurl text, title text, author text,
         published_at timestamptz, language text, summary text, html text, text text, tone real, hash text, bands text, cluster_id uuid)
       ON CONFLICT DO NOTHING`,
      [
        JSON.stringify(
          batch.map((row) => ({
            id: row.id,
            source_id: sourceIds.get(row.source.slug),
            guid: row.item.guid,
            url: row.url,
            nurl: normalizeUrl(row.url),
            title: row.item.title,
            author: row.item.author,
            published_at: row.item.publishedAt.toISOString(),
            language: row.source.language,
            summary: row.summary,
            html: row.item.html,
            text: row.text,
            tone: row.tone,
            hash: row.hash,
            bands: row.bands,
            cluster_id: clusterOf.get(row.id) ?? null,
          })),
        ),
        fetchedAt,
      ],
    );
  }

  const { rows: topics } = await db.query<{ id: string; query: string }>('SELECT id, query FROM topics');
  for (const topic of topics) await matchTopic(db, topic.id, parseTopicQuery(topic.query));
  return { sources: DEMO_SOURCES.length, articles: rows.length, clusters: clusters.length };
}
