import { ANALYTICS_RULES, type ArticleRef, type DailyReport, type DailyReportEntities } from '@mediawatch/shared/schemas';

import type { Queryable } from '../../../db/database';
import { ReadCache } from '../../../lib/read-cache';
import { readReportEntities } from './report-entities';
import { against, outside, round, series } from './stats';
import { bucketOf, dayStart, today } from './sql';

// ----------------------------------------------------------------------
// The Daily Report (the landing): one day of the reader's time zone against
// the day before and the 28 days before, read from the 15-minute rollups
// (migration 0070). Today is compared like for like: the same hours of the
// days before, up to the next quarter hour.

const BASELINE = ANALYTICS_RULES.baselineDays;
const QUARTER_MS = 15 * 60_000;

interface Window {
  /** 0 the day, 1 the day before, ... 28. */
  k: number;
  start: Date;
  end: Date;
}

export interface ArticleRefRow {
  id: string;
  title: string;
  source_id: string;
  source_name: string;
  published_at: Date;
  language: string;
  tone: number | null;
}

export function toArticleRef(row: ArticleRefRow): ArticleRef {
  return {
    id: row.id,
    title: row.title,
    sourceId: row.source_id,
    sourceName: row.source_name,
    publishedAt: row.published_at.toISOString(),
    language: row.language,
    tone: row.tone === null ? null : Math.round(Number(row.tone) * 100) / 100,
  };
}

/**
 * How long a Daily Report is shared (docs/decisions/0011-hardening.md, "Load"): today's for
 * MEDIAWATCH_REPORT_CACHE_MS (30 s by default), a past day's ten times as long, since only late
 * articles, retention and topic edits change a day that is over.
 */
export const PAST_DAY_CACHE_FACTOR = 10;

/** The two caches of the report: today (and days to come), and days that are over. */
export function reportCaches(ttlMs: number, now: () => number = Date.now): { today: ReadCache; past: ReadCache } {
  return { today: new ReadCache(ttlMs, 200, now), past: new ReadCache(ttlMs * PAST_DAY_CACHE_FACTOR, 2000, now) };
}

export class DailyReportReader {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date = () => new Date(),
    /**
     * Answers shared by every reader who asks the same day in the same time
     * zone within the cache's time (and, for today, the same quarter hour, the
     * report's cutoff): the report is the same for every signed-in role, so
     * the user is not part of the key. Bounded in time, not cleared by
     * writes: an answer is at most its cache's `ttlMs` old (docs/decisions/0011-hardening.md, "Load").
     */
    private readonly caches: { today: ReadCache; past: ReadCache } = reportCaches(0),
  ) {}

  /** The windows of the day and of each of the 28 days before (cut like the day when it is today). */
  async windows(
    day: string,
    timeZone: string,
    now: Date,
  ): Promise<{ windows: Window[]; partial: boolean; cutoff: Date; from: Date; to: Date }> {
    const { rows } = await this.db.query<{ k: number; start: Date; next: Date }>(
      `SELECT k, ${dayStart('($1::date - k)', '$2')} AS start, ${dayStart('($1::date - k + 1)', '$2')} AS next
       FROM generate_series(0, ${BASELINE}) AS k ORDER BY k`,
      [day, timeZone],
    );
    const from = rows[0]!.start;
    const to = rows[0]!.next;
    const partial = now < to;
    // The next quarter hour: the slots that hold what has been published so far.
    const cutoff = partial ? new Date(Math.max(from.getTime(), Math.ceil(now.getTime() / QUARTER_MS) * QUARTER_MS)) : to;
    const elapsed = cutoff.getTime() - from.getTime();
    return {
      windows: rows.map((row) => ({ k: row.k, start: row.start, end: partial ? new Date(row.start.getTime() + elapsed) : row.next })),
      partial,
      cutoff,
      from,
      to,
    };
  }

  async report(query: { day?: string; tz: string }): Promise<DailyReport> {
    return this.cached('report', query, (day, timeZone, now) => this.read(day, timeZone, now));
  }

  /** The day's people, organizations, places and countries against the day before and the 28 days before. */
  async entities(query: { day?: string; tz: string }): Promise<DailyReportEntities> {
    return this.cached('entities', query, async (day, timeZone, now) =>
      readReportEntities(this.db, day, timeZone, await this.windows(day, timeZone, now)),
    );
  }

  /** One answer of `part` per day and zone (and, for today, per quarter hour: the cutoff), shared by every reader. */
  private cached<T>(
    part: string,
    query: { day?: string; tz: string },
    read: (day: string, timeZone: string, now: Date) => Promise<T>,
  ): Promise<T> {
    const timeZone = query.tz;
    const now = this.now();
    const current = today(timeZone, now);
    const day = query.day ?? current;
    // Today's report (or a day to come) is cut at the next quarter hour: one answer per quarter.
    if (day >= current) {
      return this.caches.today.get(`${part}:${day}:${timeZone}:${Math.ceil(now.getTime() / QUARTER_MS)}`, () => read(day, timeZone, now));
    }
    return this.caches.past.get(`${part}:${day}:${timeZone}`, () => read(day, timeZone, now));
  }

  private async read(day: string, timeZone: string, now: Date): Promise<DailyReport> {
    const { windows, partial, cutoff, from, to } = await this.windows(day, timeZone, now);
    // The 29 windows in ascending order (k = 28 first): a row's window is found by a binary search
    // over their starts (bucketOf) and kept if it is before its window's end (the same hours, when
    // today is not over). One range scan of the rollups for all windows, not one per window.
    const ascending = [...windows].reverse();
    const starts = ascending.map((w) => w.start);
    const ends = ascending.map((w) => w.end);
    const windowOf = (table: string, column?: string) =>
      `SELECT ${column ? `${column}, ` : ''}${BASELINE + 1} - i AS k, n FROM (
         SELECT ${column ? `r.${column}, ` : ''}${bucketOf('r.slot', '$1')} AS i, r.slot, r.n FROM ${table} r WHERE r.slot >= $3 AND r.slot < $4) x
       WHERE slot < ($2::timestamptz[])[i]`;
    const windowParams = [starts, ends, starts[0]!, ends[ends.length - 1]!];

    const [totals, bins, hourly, topics, sources, stories] = await Promise.all([
      this.db.query<{ k: number; n: number }>(
        // Every language's count: an index-only scan of rollup_language_slot_idx (migration 0071).
        `SELECT k, sum(n)::int AS n FROM (${windowOf('rollup_language')}) w GROUP BY k`,
        windowParams,
      ),
      // Scored articles per bin (an article without tone is in `untoned`, its bin outside -10..9; migration 0110).
      this.db.query<{ bin: number; n: number; untoned: number; tone: string }>(
        `SELECT tone_bin AS bin, sum(n - untoned)::int AS n, sum(untoned)::int AS untoned, sum(tone_milli)::text AS tone FROM rollup_all
         WHERE slot >= $1 AND slot < $2 GROUP BY tone_bin`,
        [from, cutoff],
      ),
      // Hours of the local day; the day before in full (where today is heading).
      this.db.query<{ k: number; hour: number; n: number }>(
        `SELECT CASE WHEN r.slot >= $1 THEN 0 ELSE 1 END AS k, extract(hour FROM r.slot AT TIME ZONE $4)::int AS hour, sum(r.n)::int AS n
         FROM rollup_all r WHERE r.slot >= $2 AND r.slot < $3 GROUP BY 1, 2`,
        [from, windows[1]!.start, partial ? cutoff : to, timeZone],
      ),
      this.db.query<{ id: string; name: string; k: number; n: number }>(
        `SELECT t.id, t.name, g.k, g.n
         FROM (SELECT topic_id, k, sum(n)::int AS n FROM (${windowOf('rollup_topic', 'topic_id')}) w GROUP BY 1, 2) g
         JOIN topics t ON t.id = g.topic_id`,
        windowParams,
      ),
      this.db.query<{ id: string; name: string; reach: string | null; k: number; n: number }>(
        `SELECT s.id, s.name, s.reach::text AS reach, g.k, g.n
         FROM (SELECT source_id, k, sum(n)::int AS n FROM (${windowOf('rollup_source', 'source_id')}) w GROUP BY 1, 2) g
         JOIN sources s ON s.id = g.source_id`,
        windowParams,
      ),
      this.db.query<{
        cluster_id: string;
        title: string;
        outlets: number;
        articles: number;
        first_at: Date;
        origin_source_id: string;
        origin_name: string;
      }>(
        `SELECT p.cluster_id, c.title, p.outlets, p.articles, p.first_at, p.origin_source_id, s.name AS origin_name
         FROM cluster_pickup p JOIN story_clusters c ON c.id = p.cluster_id JOIN sources s ON s.id = p.origin_source_id
         WHERE p.first_at >= $1 AND p.first_at < $2 AND p.outlets > 1
         ORDER BY p.outlets DESC, p.articles DESC, p.first_at, p.cluster_id LIMIT 8`,
        [from, cutoff],
      ),
    ]);

    const total = against(series(totals.rows));

    const histogram: Array<{ bin: number; count: number }> = [];
    for (let bin = ANALYTICS_RULES.toneBinMin; bin <= ANALYTICS_RULES.toneBinMax; bin += 1) {
      histogram.push({ bin, count: Number(bins.rows.find((row) => Number(row.bin) === bin)?.n ?? 0) });
    }
    const inRange = (test: (bin: number) => boolean) =>
      histogram.filter((item) => test(item.bin)).reduce((sum, item) => sum + item.count, 0);
    const neutral = ANALYTICS_RULES.toneNeutralBand;
    const toneSum = bins.rows.reduce((sum, row) => sum + Number(row.tone), 0) / 1000;
    const scored = bins.rows.reduce((sum, row) => sum + Number(row.n), 0);
    const untoned = bins.rows.reduce((sum, row) => sum + Number(row.untoned), 0);

    const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0, previous: 0 }));
    for (const row of hourly.rows) {
      const entry = hours[row.hour]!;
      if (Number(row.k) === 0) entry.count += Number(row.n);
      else entry.previous += Number(row.n);
    }

    const grouped = <R extends { id: string; k: number; n: number }>(rows: readonly R[]) => {
      const byId = new Map<string, { row: R; rows: R[] }>();
      for (const row of rows) {
        const entry = byId.get(row.id) ?? { row, rows: [] };
        entry.rows.push(row);
        byId.set(row.id, entry);
      }
      return [...byId.values()].map(({ row, rows: all }) => ({ row, ...against(series(all)) }));
    };

    const topicStats = grouped(topics.rows);
    const sourceStats = grouped(sources.rows);

    const spikeCandidates = [
      ...topicStats.map((item) => ({ kind: 'topic' as const, id: item.row.id, name: item.row.name, stats: item })),
      ...sourceStats.map((item) => ({ kind: 'source' as const, id: item.row.id, name: item.row.name, stats: item })),
    ]
      .map((item) => ({ ...item, direction: outside(item.stats.count, item.stats) }))
      .filter((item): item is typeof item & { direction: 'high' | 'low' } => item.direction !== null)
      // The farthest outside its band first, in sigmas.
      .sort(
        (a, b) => Math.abs(b.stats.count - b.stats.mean) / (b.stats.sd || 1) - Math.abs(a.stats.count - a.stats.mean) / (a.stats.sd || 1),
      )
      .slice(0, 8);

    const spikeArticles = await this.spikeArticles(
      spikeCandidates.filter((item) => item.kind === 'topic').map((item) => item.id),
      spikeCandidates.filter((item) => item.kind === 'source').map((item) => item.id),
      from,
      cutoff,
    );

    const statsOf = (item: { count: number; previous: number; mean: number; sd: number; low: number; high: number }) => ({
      count: item.count,
      previous: item.previous,
      mean: item.mean,
      sd: item.sd,
      low: item.low,
      high: item.high,
    });

    return {
      day,
      timeZone,
      from: from.toISOString(),
      to: to.toISOString(),
      partial,
      cutoff: cutoff.toISOString(),
      total,
      tone: {
        mean: scored > 0 ? round(toneSum / scored) : null,
        untoned,
        negative: inRange((bin) => bin < -neutral),
        neutral: inRange((bin) => bin >= -neutral && bin < neutral),
        positive: inRange((bin) => bin >= neutral),
        histogram,
      },
      hourly: hours,
      topics: topicStats
        .filter((item) => item.count > 0 || item.previous > 0)
        .sort((a, b) => b.count - a.count || b.previous - a.previous || a.row.name.localeCompare(b.row.name))
        .slice(0, 10)
        .map((item) => ({ id: item.row.id, name: item.row.name, ...statsOf(item) })),
      sourcesByVolume: sourceStats
        .filter((item) => item.count > 0)
        .sort((a, b) => b.count - a.count || a.row.name.localeCompare(b.row.name))
        .slice(0, 10)
        .map((item) => ({
          id: item.row.id,
          name: item.row.name,
          count: item.count,
          previous: item.previous,
          reach: item.row.reach === null ? null : Number(item.row.reach),
        })),
      sourcesByReach: sourceStats
        .filter((item) => item.count > 0 && item.row.reach !== null)
        .sort((a, b) => Number(b.row.reach) - Number(a.row.reach) || a.row.name.localeCompare(b.row.name))
        .slice(0, 10)
        .map((item) => ({ id: item.row.id, name: item.row.name, count: item.count, reach: Number(item.row.reach) })),
      stories: stories.rows.map((row) => ({
        clusterId: row.cluster_id,
        title: row.title,
        outlets: Number(row.outlets),
        articles: Number(row.articles),
        firstAt: row.first_at.toISOString(),
        originSourceId: row.origin_source_id,
        originSourceName: row.origin_name,
      })),
      spikes: spikeCandidates.map((item) => ({
        kind: item.kind,
        id: item.id,
        name: item.name,
        direction: item.direction === 'high' ? ('up' as const) : ('down' as const),
        ...statsOf(item.stats),
        articles: (spikeArticles.get(`${item.kind}:${item.id}`) ?? []).map(toArticleRef),
      })),
    };
  }

  /** The day's newest articles (three each) of the topics and sources that spiked: the articles behind a callout. */
  private async spikeArticles(topicIds: string[], sourceIds: string[], from: Date, to: Date): Promise<Map<string, ArticleRefRow[]>> {
    const found = new Map<string, ArticleRefRow[]>();
    if (topicIds.length === 0 && sourceIds.length === 0) return found;
    // Per topic and per source, the day's articles newest first (an index in that order) until three
    // are found: a spike's topic is dense that day, so a few probes of article_topics, not one per
    // article of the day (docs/decisions/0015-analytics-query-plans.md).
    const { rows } = await this.db.query<ArticleRefRow & { key: string }>(
      `WITH hits AS (
         SELECT 'topic:' || t.id AS key, h.id FROM unnest($3::uuid[]) AS t(id)
         CROSS JOIN LATERAL (
           SELECT a.id FROM articles a
           WHERE a.published_at >= $1 AND a.published_at < $2
             AND EXISTS (SELECT 1 FROM article_topics x WHERE x.article_id = a.id AND x.topic_id = t.id)
           ORDER BY a.published_at DESC, a.id DESC LIMIT 3) h
         UNION ALL
         SELECT 'source:' || s.id, h.id FROM unnest($4::uuid[]) AS s(id)
         CROSS JOIN LATERAL (
           SELECT a.id FROM articles a WHERE a.source_id = s.id AND a.published_at >= $1 AND a.published_at < $2
           ORDER BY a.published_at DESC, a.id DESC LIMIT 3) h)
       SELECT hits.key, a.id, a.title, a.source_id, s.name AS source_name, a.published_at, a.language, a.tone
       FROM hits JOIN articles a ON a.id = hits.id JOIN sources s ON s.id = a.source_id
       ORDER BY hits.key, a.published_at DESC, a.id DESC`,
      [from, to, topicIds, sourceIds],
    );
    for (const row of rows) found.set(row.key, [...(found.get(row.key) ?? []), row]);
    return found;
  }
}
