import { createHash, randomUUID } from 'node:crypto';

import type { Database } from '../../../db/database';
import { contentHash, htmlToText, normalizeUrl } from '../../../news/clean';
import { extractEntities } from '../../../news/entities';
import { scoreTone } from '../../../news/tone';
import { titleBands } from '../../../news/cluster';
import { ArticlesRepository, type ImportedArticle, type ImportedStoryCluster } from '../articles/articles-repository';
import { FetchRunsRepository, type NewFetchRun } from '../fetch-runs/fetch-runs-repository';
import { PipelineCountsRepository } from '../ingestion/pipeline-counts-repository';
import { LiveEventsRepository } from '../live-events/live-events-repository';
import { SourceGroupsRepository } from '../source-groups/source-groups-repository';
import { SourcesRepository } from '../sources/sources-repository';
import { TopicsRepository } from '../topics/topics-repository';
import { demoFeedUrl, demoHomepageUrl } from './feed-server';
import { DEMO_GROUPS, DEMO_SOURCES, DEMO_TOPICS, demoItem, isPublished, latestItemIndex, type DemoItem, type DemoSource } from './newsroom';

// ----------------------------------------------------------------------
// The demo newsroom in the database: groups, 32 sources pointing at the demo
// feed server, ten topics, and `articles` past articles spread over the last
// 60 days (the same items the feeds would have carried: same GUIDs; at the
// default, every one of them, so seeded days are as dense as live ones), with
// their story clusters and topic matches, bulk-imported through the articles
// repository, so thousands of articles take seconds even on PGlite. The story
// they tell (storms, a quiet outlet, tone that moves) is newsroom.ts's.

const DAY = 86_400_000;

/** The newest seeded articles that also become live events. */
const LIVE_BACKLOG = 100;

/** Articles made and stored between two turns of the event loop. */
const SEED_SLICE = 100;

/** The demo sources' poll interval (minutes): the seed's history is fetched on that schedule. */
const POLL_MINUTES = 5;

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
export async function seedNewsroom(
  db: Database,
  feedBase: string,
  articles: number,
  now = Date.now(),
): Promise<{ articles: () => Promise<NewsSeedResult> } | null> {
  if ((await new SourcesRepository(db).count()) > 0) return null;

  const sourceIds = new Map<string, string>();
  await db.transaction(async (tx) => {
    const groups = new SourceGroupsRepository(tx);
    const sources = new SourcesRepository(tx);
    const topics = new TopicsRepository(tx);
    const groupIds = new Map<string, string>();
    for (const group of DEMO_GROUPS) {
      const created = await groups.create({ ...group, sourceIds: [] });
      if (!created) throw new Error(`The demo source group "${group.name}" exists already`);
      groupIds.set(group.name, created.id);
    }
    // The outlets that read their article pages: Harbour Gazette for English, the first outlet of each other language.
    const firstOfLanguage = new Map<string, string>([['en', 'harbour-gazette']]);
    for (const source of DEMO_SOURCES) if (!firstOfLanguage.has(source.language)) firstOfLanguage.set(source.language, source.slug);
    const fullTextOutlets = new Set(firstOfLanguage.values());
    for (const source of DEMO_SOURCES) {
      const created = await sources.create({
        name: source.name,
        homepage: demoHomepageUrl(feedBase, source),
        feedUrls: [demoFeedUrl(feedBase, source)],
        language: source.language,
        country: source.country,
        mediaType: source.mediaType,
        reach: source.reach,
        reachTier: null,
        active: true,
        pollIntervalMinutes: POLL_MINUTES,
        ignoreHttpCache: false,
        // The demo feed server's article pages run longer than the feeds' summaries: one outlet per language
        // reads them, so the reader shows whole stories on a fresh start without 38 outlets' pages (each fetched
        // and cleaned by Readability) slowing the first minutes of ingestion on a small machine.
        fetchFullText: fullTextOutlets.has(source.slug),
        groupIds: source.groups.map((group) => groupIds.get(group)!),
      });
      sourceIds.set(source.slug, created.id);
    }
    for (const topic of DEMO_TOPICS) {
      const created = await topics.create(
        {
          name: topic.name,
          description: '',
          query: topic.query,
          alertPolicy: { kind: topic.alert, threshold: topic.alert === 'threshold' ? 20 : null },
          active: true,
        },
        null,
      );
      if (!created) throw new Error(`The demo topic "${topic.name}" exists already`);
    }
  });

  return { articles: () => seedArticles(db, feedBase, sourceIds, articles, now) };
}

/** Both steps, awaited. */
export async function seedNews(db: Database, feedBase: string, articles: number, now = Date.now()): Promise<NewsSeedResult | null> {
  const newsroom = await seedNewsroom(db, feedBase, articles, now);
  return newsroom ? newsroom.articles() : null;
}

/**
 * `total` split in whole numbers in proportion to `weights`, summing to
 * `total` exactly (largest remainders): rounding each share alone once gave
 * 4,999 articles for 5,000 asked.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

type SeedRow = { id: string; source: DemoSource; item: DemoItem; fetchedAt: Date; fetchMs: number };

const hashOf = (seed: string, modulo: number) => createHash('md5').update(seed).digest().readUInt32BE(0) % modulo;

/**
 * When the seeded history fetched an outlet's item published at `publishedAt`:
 * at the outlet's first poll after it, polls every POLL_MINUTES at a phase of
 * the outlet's own (whole seconds), and how long that fetch took (under a
 * second, so it ends in the minute it started). The seed records its past as
 * if fetched (docs/decisions/0053-demo-history-as-if-fetched.md).
 */
export function seedFetch(slug: string, publishedAt: number): { fetchedAt: Date; ms: number } {
  const period = POLL_MINUTES * 60_000;
  const phase = hashOf(`poll:${slug}`, POLL_MINUTES * 60) * 1000;
  const polls = Math.floor((publishedAt - phase) / period) + 1;
  return { fetchedAt: new Date(phase + polls * period), ms: 120 + hashOf(`fetch:${slug}:${polls}`, 800) };
}

/**
 * The past items the seed imports: from 60 days ago to 2 hours ago (the live
 * feeds carry the newest), every n-th published item per source, so each
 * outlet's share follows its publishing rate and the count asked for is met
 * exactly (an outlet that published fewer gives what it has).
 */
export function pickSeedItems(articles: number, now: number): SeedRow[] {
  const end = now - 2 * 3_600_000;
  const start = now - 60 * DAY;
  const shares = apportion(
    articles,
    DEMO_SOURCES.map((source) => 1 / source.periodMinutes),
  );
  const rows: SeedRow[] = [];
  for (const [sourceIndex, source] of DEMO_SOURCES.entries()) {
    const last = latestItemIndex(source, end);
    const first = latestItemIndex(source, start) + 1;
    const wanted = Math.max(1, shares[sourceIndex]!);
    // The outlet's distinct items, newest first: two items with the same title and body would be one
    // article (the content hash is unique per source), and the count would come out one short.
    const published: DemoItem[] = [];
    const seen = new Set<string>();
    for (let index = last; index >= first; index -= 1) {
      if (!isPublished(source, index)) continue;
      const item = demoItem(source, index);
      const key = `${item.title}\u0000${item.html}`;
      if (seen.has(key)) continue;
      seen.add(key);
      published.push(item);
    }
    // Every n-th of them, n fractional, so the count asked for is met exactly when there are more.
    const step = Math.max(1, published.length / wanted);
    for (let at = 0; Math.round(at) < published.length; at += step) {
      const item = published[Math.round(at)]!;
      const fetch = seedFetch(source.slug, item.publishedAt.getTime());
      rows.push({ id: randomUUID(), source, item, fetchedAt: fetch.fetchedAt, fetchMs: fetch.ms });
    }
  }
  return rows;
}

/**
 * The fetches that brought the seeded articles, as the ingestion would have
 * recorded them: one fetch run per outlet and poll that stored something, and
 * the pipeline's counts per hour of those polls. Only what the seed knows:
 * the polls that found nothing new, the duplicates a poll re-reads and the
 * people and places found (a pass does that later) are not invented.
 */
async function recordFetches(db: Database, feedBase: string, sourceIds: Map<string, string>, rows: readonly SeedRow[]): Promise<void> {
  const runs = new Map<string, NewFetchRun>();
  for (const row of rows) {
    const key = `${row.source.slug}|${row.fetchedAt.getTime()}`;
    const bytes = Buffer.byteLength(row.item.title) + Buffer.byteLength(row.item.html) + Buffer.byteLength(row.item.path);
    const run = runs.get(key);
    if (run) {
      run.found += 1;
      run.inserted += 1;
      run.bytes += bytes;
    } else {
      runs.set(key, {
        sourceId: sourceIds.get(row.source.slug)!,
        feedUrl: demoFeedUrl(feedBase, row.source),
        trigger: 'schedule',
        status: 'ok',
        httpStatus: 200,
        error: null,
        startedAt: row.fetchedAt,
        finishedAt: new Date(row.fetchedAt.getTime() + row.fetchMs),
        bytes,
        found: 1,
        inserted: 1,
        duplicates: 0,
        dropped: 0,
      });
    }
  }
  await new FetchRunsRepository(db).insertMany([...runs.values()]);
  await new PipelineCountsRepository(db).recordMany(
    [...runs.values()].map((run) => {
      const count = run.inserted;
      return { at: run.startedAt, stages: { fetched: count, parsed: count, deduplicated: count, enriched: count, indexed: count } };
    }),
  );
}

async function seedArticles(
  db: Database,
  feedBase: string,
  sourceIds: Map<string, string>,
  articles: number,
  now: number,
): Promise<NewsSeedResult> {
  const rows = pickSeedItems(articles, now);

  // Stories covered by two outlets or more become clusters.
  const byStory = new Map<string, SeedRow[]>();
  for (const row of rows) byStory.set(row.item.storyKey, [...(byStory.get(row.item.storyKey) ?? []), row]);
  const clusterOf = new Map<string, string>();
  const clusters: ImportedStoryCluster[] = [];
  for (const members of byStory.values()) {
    if (new Set(members.map((member) => member.source.slug)).size < 2) continue;
    const id = randomUUID();
    const times = members.map((member) => member.item.publishedAt.getTime());
    clusters.push({
      id,
      title: members[0]!.item.title,
      count: members.length,
      first: new Date(Math.min(...times)),
      last: new Date(Math.max(...times)),
    });
    for (const member of members) clusterOf.set(member.id, id);
  }
  const store = new ArticlesRepository(db);
  await store.importStoryClusters(clusters);
  // Made and stored a slice at a time, the event loop let go between slices:
  // cleaning, tone and title bands cost milliseconds an article, and the API
  // must answer (its health check first) while the seed runs in the background.
  const toArticle = (row: SeedRow): ImportedArticle => {
    const url = `${feedBase}${row.item.path}`;
    const text = htmlToText(row.item.html);
    return {
      id: row.id,
      sourceId: sourceIds.get(row.source.slug)!,
      guid: row.item.guid,
      url,
      normalizedUrl: normalizeUrl(url),
      title: row.item.title,
      author: row.item.author,
      publishedAt: row.item.publishedAt,
      fetchedAt: row.fetchedAt,
      language: row.source.language,
      summary: text.slice(0, 300),
      contentHtml: row.item.html,
      contentText: text,
      tone: scoreTone(`${row.item.title} ${text}`, row.source.language),
      // Its people, organizations and places, as the ingestion finds them (the entity pages have them from the start).
      entities: extractEntities(row.item.title, text, row.source.language),
      contentHash: contentHash(row.item.title, text),
      bands: titleBands(row.item.title),
      clusterId: clusterOf.get(row.id) ?? null,
    };
  };
  for (let i = 0; i < rows.length; i += SEED_SLICE) {
    await store.importMany(rows.slice(i, i + SEED_SLICE).map(toArticle));
    await new Promise((resolve) => setImmediate(resolve));
  }

  await recordFetches(db, feedBase, sourceIds, rows);

  await new TopicsRepository(db).matchEveryTopic();
  // The live stream starts from the newest seeded articles (a page opened at once has a backlog to show).
  const newest = [...rows].sort((a, b) => b.item.publishedAt.getTime() - a.item.publishedAt.getTime()).slice(0, LIVE_BACKLOG);
  await new LiveEventsRepository(db).publishArticles(newest.map((row) => row.id));
  // Fresh statistics for the planner after a bulk import (PGlite runs no autovacuum).
  await store.analyze();
  return { sources: DEMO_SOURCES.length, articles: rows.length, clusters: clusters.length };
}
