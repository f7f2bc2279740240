import { ALERT_RULES } from '@mediawatch/shared/schemas';

import type { Queryable } from '../../../db/database';
import { AlertsRepository, type AlertDraft, type BatchTopicRow, type FiredAlert } from './alerts-repository';
import { bandVerdict, DAY_MS, HOUR_MS, silenceVerdict, spikeVerdict } from './rules';

// ----------------------------------------------------------------------
// Evaluation (docs/decisions/0022-alerts.md). After an ingestion batch: the
// topics the batch matched, by policy (every match, threshold, spike); the
// counts come from the rollups (rollup_topic, 15-minute slots by publication
// time, kept in the writing transaction). Periodically: every active source's
// volume band and silence. Every read and write goes through AlertsRepository
// (which reads topics, matches, articles and rollups, and writes alerts only).

const SHOWN = 50;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export class AlertEvaluator {
  private readonly alerts: AlertsRepository;

  constructor(db: Queryable) {
    this.alerts = new AlertsRepository(db);
  }

  /** Evaluates the topics matched by the articles of one ingestion batch; answers the alerts fired. */
  async evaluateBatch(articleIds: readonly string[], now: Date = new Date()): Promise<FiredAlert[]> {
    if (articleIds.length === 0) return [];
    const topics = await this.alerts.batchTopics(articleIds);
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
      const counts = await this.alerts.topicCountsSince(
        threshold.map((topic) => ({ topicId: topic.id, since: new Date(now.getTime() - topic.alert_window_hours * HOUR_MS) })),
        now,
      );
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
      const rows = await this.alerts.topicDailyCounts(
        spike.map((topic) => topic.id),
        new Date((today - days) * DAY_MS),
        now,
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
          reason: `${plural(verdict.today, 'article')} today against a usual level of ${verdict.mean} over 14 days (spread ${verdict.sigma}, at least its square root; a spike needs ${verdict.needed})`,
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
    const recent = await this.alerts.topicMatchesBetween(topicId, since, now, SHOWN);
    return [...new Set([...batch, ...recent])].slice(0, SHOWN);
  }

  // --------------------------------------------------------------------
  // Sources (periodic)

  /** Evaluates every active source's volume and silence at `now`; answers the alerts fired. */
  async evaluateSources(now: Date = new Date()): Promise<FiredAlert[]> {
    const recentDays = ALERT_RULES.sourceRecentDays;
    const totalDays = recentDays + ALERT_RULES.sourceBaselineDays;
    const sources = await this.alerts.activeSourcesWithLast(now);
    if (sources.length === 0) return [];
    const counts = await this.alerts.sourceDailyCounts(now, totalDays);
    const gaps = await this.alerts.sourceGaps(now, new Date(now.getTime() - ALERT_RULES.sourceBaselineDays * DAY_MS));
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
              reason: `${verdict.recentMean} articles a day over the last 7 days, outside its 28-day band ${verdict.low} to ${verdict.high} (usual level ${verdict.mean}, spread ${verdict.sigma})`,
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
