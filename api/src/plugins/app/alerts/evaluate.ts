import { ALERT_RULES } from '@mediawatch/shared/schemas';

import type { Queryable } from '../../../db/database';
import { AlertsRepository, type AlertDraft, type FiredAlert } from './alerts-repository';
import { bandVerdict, DAY_MS, HOUR_MS, silenceVerdict, spikeVerdict } from './rules';

// ----------------------------------------------------------------------
// Evaluation (docs/decisions/0022-alerts.md). After an ingestion batch: the
// topics the batch matched, by policy (every match, threshold, spike); the
// counts come from the rollups (rollup_topic, 15-minute slots by publication
// time, kept in the writing transaction). Periodically: every active source's
// volume band and silence. Reads topics, articles and rollups; writes alerts
// only, through AlertsRepository.

interface BatchTopicRow {
  id: string;
  name: string;
  alert_kind: 'every' | 'spike' | 'threshold';
  alert_threshold: number | null;
  alert_window_hours: number;
  alert_cooldown_minutes: number;
  article_ids: string[];
}

const SHOWN = 50;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export class AlertEvaluator {
  private readonly alerts: AlertsRepository;

  constructor(private readonly db: Queryable) {
    this.alerts = new AlertsRepository(db);
  }

  /** Evaluates the topics matched by the articles of one ingestion batch; answers the alerts fired. */
  async evaluateBatch(articleIds: readonly string[], now: Date = new Date()): Promise<FiredAlert[]> {
    if (articleIds.length === 0) return [];
    const { rows: topics } = await this.db.query<BatchTopicRow>(
      `SELECT t.id, t.name, t.alert_kind, t.alert_threshold, t.alert_window_hours, t.alert_cooldown_minutes,
              array_agg(x.article_id ORDER BY x.article_id) AS article_ids
       FROM article_topics x JOIN topics t ON t.id = x.topic_id
       WHERE x.article_id = ANY($1::uuid[]) AND t.active AND t.alert_kind <> 'none'
       GROUP BY t.id ORDER BY t.id`,
      [articleIds],
    );
    if (topics.length === 0) return [];
    const drafts: AlertDraft[] = [];

    for (const topic of topics.filter((item) => item.alert_kind === 'every')) {
      const n = topic.article_ids.length;
      drafts.push({
        kind: 'topic-match',
        topicId: topic.id,
        sourceId: null,
        title: `New matches for ${topic.name}`,
        reason: `${plural(n, 'new article')} matched the topic's query`,
        details: { topic: topic.name, count: n },
        dedupKey: `topic-match:${topic.id}:${topic.article_ids[0]}`,
        articleIds: topic.article_ids,
        cooldownMinutes: topic.alert_cooldown_minutes,
      });
    }

    const threshold = topics.filter((item) => item.alert_kind === 'threshold' && item.alert_threshold !== null);
    if (threshold.length > 0) {
      const { rows } = await this.db.query<{ topic_id: string; n: number }>(
        `SELECT w.topic_id, COALESCE(sum(r.n), 0)::int AS n
         FROM unnest($1::uuid[], $2::timestamptz[]) AS w (topic_id, since)
         LEFT JOIN rollup_topic r ON r.topic_id = w.topic_id AND r.slot > w.since - interval '15 minutes' AND r.slot <= $3
         GROUP BY w.topic_id`,
        [threshold.map((topic) => topic.id), threshold.map((topic) => new Date(now.getTime() - topic.alert_window_hours * HOUR_MS)), now],
      );
      const counts = new Map(rows.map((row) => [row.topic_id, row.n]));
      for (const topic of threshold) {
        const n = counts.get(topic.id) ?? 0;
        const needed = topic.alert_threshold!;
        if (n < needed) {
          // Below the threshold: the batch still joins an alert whose cooldown runs.
          drafts.push(this.joinOnly('topic-threshold', topic));
          continue;
        }
        drafts.push({
          kind: 'topic-threshold',
          topicId: topic.id,
          sourceId: null,
          title: `${topic.name} reached ${needed} articles in ${topic.alert_window_hours} h`,
          reason: `${plural(n, 'article')} matched in the last ${topic.alert_window_hours} h (threshold ${needed})`,
          details: { topic: topic.name, count: n, threshold: needed, windowHours: topic.alert_window_hours },
          dedupKey: `topic-threshold:${topic.id}:${topic.article_ids[0]}`,
          articleIds: await this.recentMatches(
            topic.id,
            new Date(now.getTime() - topic.alert_window_hours * HOUR_MS),
            now,
            topic.article_ids,
          ),
          cooldownMinutes: topic.alert_cooldown_minutes,
        });
      }
    }

    const spike = topics.filter((item) => item.alert_kind === 'spike');
    if (spike.length > 0) {
      const today = Math.floor(now.getTime() / DAY_MS);
      const days = ALERT_RULES.spikeBaselineDays;
      const { rows } = await this.db.query<{ topic_id: string; day: number; n: number }>(
        `SELECT topic_id, floor(extract(epoch FROM slot) / 86400)::int AS day, sum(n)::int AS n
         FROM rollup_topic WHERE topic_id = ANY($1::uuid[]) AND slot >= $2 AND slot <= $3
         GROUP BY 1, 2`,
        [spike.map((topic) => topic.id), new Date((today - days) * DAY_MS), now],
      );
      const byTopic = new Map<string, Map<number, number>>();
      for (const row of rows) {
        const perDay = byTopic.get(row.topic_id) ?? new Map<number, number>();
        perDay.set(row.day, row.n);
        byTopic.set(row.topic_id, perDay);
      }
      for (const topic of spike) {
        const perDay = byTopic.get(topic.id) ?? new Map<number, number>();
        const baseline = Array.from({ length: days }, (_, index) => perDay.get(today - days + index) ?? 0);
        const verdict = spikeVerdict(perDay.get(today) ?? 0, baseline);
        const date = new Date(today * DAY_MS).toISOString().slice(0, 10);
        if (!verdict.spike) {
          drafts.push(this.joinOnly('topic-spike', topic));
          continue;
        }
        drafts.push({
          kind: 'topic-spike',
          topicId: topic.id,
          sourceId: null,
          title: `${topic.name} is spiking`,
          reason: `${plural(verdict.today, 'article')} today against a 14-day mean of ${verdict.mean} (sigma ${verdict.sigma}; a spike needs ${verdict.needed})`,
          details: { topic: topic.name, today: verdict.today, mean: verdict.mean, sigma: verdict.sigma, needed: verdict.needed, date },
          // One spike alert a day per topic: later matches that day join it.
          dedupKey: `topic-spike:${topic.id}:${date}`,
          articleIds: await this.recentMatches(topic.id, new Date(today * DAY_MS), now, topic.article_ids),
          cooldownMinutes: topic.alert_cooldown_minutes,
        });
      }
    }

    // One transaction for the whole batch: a few statements, whatever the number of topics.
    return this.alerts.fireMany(drafts, now);
  }

  /** A draft that only joins the topic's open alert of `kind` (no new alert). */
  private joinOnly(kind: AlertDraft['kind'], topic: BatchTopicRow): AlertDraft {
    return {
      kind,
      topicId: topic.id,
      sourceId: null,
      title: '',
      reason: '',
      details: {},
      dedupKey: '',
      articleIds: topic.article_ids,
      cooldownMinutes: 0,
    };
  }

  /** The topic's matches published in (since, now], newest first, with the batch's own first. */
  private async recentMatches(topicId: string, since: Date, now: Date, batch: readonly string[]): Promise<string[]> {
    const { rows } = await this.db.query<{ article_id: string }>(
      `SELECT x.article_id FROM article_topics x JOIN articles a ON a.id = x.article_id
       WHERE x.topic_id = $1 AND a.published_at > $2 AND a.published_at <= $3
       ORDER BY a.published_at DESC, a.id LIMIT ${SHOWN}`,
      [topicId, since, now],
    );
    return [...new Set([...batch, ...rows.map((row) => row.article_id)])].slice(0, SHOWN);
  }

  // --------------------------------------------------------------------
  // Sources (periodic)

  /** Evaluates every active source's volume and silence at `now`; answers the alerts fired. */
  async evaluateSources(now: Date = new Date()): Promise<FiredAlert[]> {
    const recentDays = ALERT_RULES.sourceRecentDays;
    const totalDays = recentDays + ALERT_RULES.sourceBaselineDays;
    const { rows: sources } = await this.db.query<{ id: string; name: string; last: Date | null }>(
      `SELECT s.id, s.name,
         (SELECT max(a.published_at) FROM articles a WHERE a.source_id = s.id AND a.published_at <= $1) AS last
       FROM sources s WHERE s.active ORDER BY s.id`,
      [now],
    );
    if (sources.length === 0) return [];
    const { rows: counts } = await this.db.query<{ source_id: string; back: number; n: number }>(
      `SELECT source_id, floor((extract(epoch FROM $1::timestamptz) - extract(epoch FROM slot)) / 86400)::int AS back, sum(n)::int AS n
       FROM rollup_source WHERE slot > $2 AND slot <= $1 GROUP BY 1, 2`,
      [now, new Date(now.getTime() - totalDays * DAY_MS)],
    );
    const { rows: gaps } = await this.db.query<{ source_id: string; gaps: number[] }>(
      `SELECT source_id, array_agg(gap ORDER BY gap) AS gaps FROM (
         SELECT source_id, extract(epoch FROM published_at - lag(published_at) OVER (PARTITION BY source_id ORDER BY published_at)) * 1000 AS gap
         FROM articles WHERE published_at > $2 AND published_at <= $1) g
       WHERE gap IS NOT NULL GROUP BY source_id`,
      [now, new Date(now.getTime() - ALERT_RULES.sourceBaselineDays * DAY_MS)],
    );
    const perSource = new Map<string, number[]>();
    for (const row of counts) {
      if (row.back < 0 || row.back >= totalDays) continue;
      const days = perSource.get(row.source_id) ?? new Array<number>(totalDays).fill(0);
      days[row.back] = (days[row.back] ?? 0) + row.n;
      perSource.set(row.source_id, days);
    }
    const gapsOf = new Map(gaps.map((row) => [row.source_id, row.gaps.map(Number)]));
    const day = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

    const fired: FiredAlert[] = [];
    for (const source of sources) {
      const days = perSource.get(source.id);
      // A band needs history: articles in the window's oldest week.
      if (days && days.slice(totalDays - recentDays).some((n) => n > 0)) {
        const verdict = bandVerdict(days.slice(0, recentDays), days.slice(recentDays));
        if (
          verdict.outside &&
          !(await this.alerts.sourceAlertedSince(source.id, 'source-volume', new Date(now.getTime() - recentDays * DAY_MS)))
        ) {
          const outcome = await this.alerts.fire(
            {
              kind: 'source-volume',
              topicId: null,
              sourceId: source.id,
              title: `${source.name} publishes ${verdict.outside === 'above' ? 'far more' : 'far less'} than usual`,
              reason: `${verdict.recentMean} articles a day over the last 7 days, outside its 28-day band ${verdict.low} to ${verdict.high} (mean ${verdict.mean}, sigma ${verdict.sigma})`,
              details: {
                source: source.name,
                direction: verdict.outside,
                recentMean: verdict.recentMean,
                mean: verdict.mean,
                sigma: verdict.sigma,
                low: verdict.low,
                high: verdict.high,
              },
              dedupKey: `source-volume:${source.id}:${day}`,
              articleIds: [],
              cooldownMinutes: 0,
            },
            now,
          );
          if ('fired' in outcome) fired.push(outcome.fired);
        }
      }
      if (source.last) {
        const verdict = silenceVerdict(now.getTime() - source.last.getTime(), gapsOf.get(source.id) ?? []);
        if (verdict.silent) {
          const outcome = await this.alerts.fire(
            {
              kind: 'source-silent',
              topicId: null,
              sourceId: source.id,
              title: `${source.name} has gone silent`,
              reason: `Nothing published for ${verdict.silentHours} h; it usually publishes every ${verdict.usualGapHours} h (alert after ${verdict.limitHours} h)`,
              details: {
                source: source.name,
                silentHours: verdict.silentHours,
                usualGapHours: verdict.usualGapHours,
                limitHours: verdict.limitHours,
                last: source.last.toISOString(),
              },
              // One alert per silence: a new article ends it, the next silence is another.
              dedupKey: `source-silent:${source.id}:${source.last.toISOString()}`,
              articleIds: [],
              cooldownMinutes: 0,
            },
            now,
          );
          if ('fired' in outcome) fired.push(outcome.fired);
        }
      }
    }
    return fired;
  }
}
