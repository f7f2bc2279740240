import type { Alert, AlertKind, AlertListQuery, AlertSettings } from '@mediawatch/shared/schemas';
import { alertMessages, isLanguage, type CodedMessage, type LanguageCode } from '@mediawatch/shared/messages';

import type { Queryable } from '../../../db/database';
import { isUuid, transaction } from '../../../db/sql';

/**
 * An article ($ARTICLE) is a repeat when another source stored the same
 * normalized URL before it: it adds no story (docs/decisions/0045-one-feed-one-source.md).
 */
const REPEAT = `SELECT 1 FROM articles a JOIN articles b ON b.normalized_url = a.normalized_url AND b.source_id <> a.source_id
  AND (b.fetched_at < a.fetched_at OR (b.fetched_at = a.fetched_at AND b.id < a.id)) WHERE a.id = $ARTICLE`;

// ----------------------------------------------------------------------
// Alerts (tables alerts, alert_articles, alert_reads, alert_user_settings):
// the only writer of them. `fire` is where deduplication and the cooldown
// live: a topic's open alert (cooldown ahead) takes later matches; a
// `dedup_key` already stored never makes a second alert.

export type AlertDetails = Record<string, number | string | null>;

/**
 * Locks the rows of `topicIds` (those that exist, which it answers) for the
 * rest of the transaction, in id order, so that two evaluations of one topic
 * run one after the other. `FOR NO KEY UPDATE`, not `FOR UPDATE`: storing a
 * match (an article_topics row) takes `FOR KEY SHARE` on its topic, which
 * `FOR UPDATE` blocks. An evaluation holding topics A and B then waited on an
 * ingestion's matches of B while that statement waited on A, and PostgreSQL
 * aborted one of them as a deadlock: a feed's whole batch refused when it
 * was the ingestion (seen in CI on a fresh demo start).
 */
export async function lockTopics(tx: Queryable, topicIds: readonly string[]): Promise<Set<string>> {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM topics WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE', [
    topicIds,
  ]);
  return new Set(rows.map((row) => row.id));
}

/** What the evaluator asks to fire. */
export interface AlertDraft {
  kind: AlertKind;
  topicId: string | null;
  sourceId: string | null;
  title: string;
  reason: string;
  details: AlertDetails;
  dedupKey: string;
  articleIds: readonly string[];
  cooldownMinutes: number;
}

/** One alert as listeners get it (the coordinator glues these to the live event stream). */
export interface FiredAlert {
  alertId: string;
  kind: string;
  title: string;
  reason: string;
  topicId: string | null;
  sourceId: string | null;
  articleIds: string[];
  firedAt: string;
  /** The title and reason as coded messages, for webhooks written in their language (docs/decisions/0040-server-texts-as-codes.md). */
  titleMessage?: CodedMessage | null;
  reasonMessage?: CodedMessage | null;
}

/** A topic with an alert policy that a batch matched, with the batch's articles it matched. */
export interface BatchTopicRow {
  id: string;
  name: string;
  alert_kind: 'every' | 'spike' | 'threshold';
  alert_threshold: number | null;
  alert_window_hours: number;
  alert_cooldown_minutes: number;
  article_ids: string[];
}

export type FireOutcome = { fired: FiredAlert } | { joined: string } | { skipped: true };

interface AlertRow {
  id: string;
  kind: AlertKind;
  topic_id: string | null;
  topic_name: string | null;
  source_id: string | null;
  source_name: string | null;
  title: string;
  reason: string;
  details: AlertDetails;
  article_count: number;
  article_ids: string[] | null;
  fired_at: Date;
  updated_at: Date;
  read: boolean;
}

const ARTICLES_SHOWN = 50;

function toAlert(row: AlertRow): Alert {
  const topic = row.topic_id ? { id: row.topic_id, name: row.topic_name ?? '' } : null;
  const source = row.source_id ? { id: row.source_id, name: row.source_name ?? '' } : null;
  // The kind is the code and the stored details its parameters (docs/decisions/0040-server-texts-as-codes.md).
  const messages = alertMessages({ kind: row.kind, details: row.details, topic, source, articleCount: row.article_count });
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    reason: row.reason,
    titleMessage: messages?.title ?? null,
    reasonMessage: messages?.reason ?? null,
    details: row.details,
    topic,
    source,
    articleIds: row.article_ids ?? [],
    articleCount: row.article_count,
    firedAt: row.fired_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    read: row.read,
  };
}

/** Whether the user ($1) has read alert `a`: one by one, or everything up to the watermark. */
const READ_SQL = `(EXISTS (SELECT 1 FROM alert_reads r WHERE r.user_id = $1 AND r.alert_id = a.id)
  OR a.fired_at <= COALESCE((SELECT s.read_all_before FROM alert_user_settings s WHERE s.user_id = $1), '-infinity'))`;

export interface DigestUser {
  userId: string;
  email: string;
  displayName: string;
  digest: 'hourly' | 'daily';
  digestHour: number;
  timeZone: string;
  sentUntil: Date;
  /** What the digest is written in: the user's language (docs/decisions/0040-server-texts-as-codes.md). */
  language: LanguageCode;
}

export class AlertsRepository {
  constructor(private readonly db: Queryable) {}

  // --------------------------------------------------------------------
  // What the evaluation reads (topics, matches, articles, rollups: read only)

  /** The articles published in (since, now], oldest first (the demo's last day, evaluated once at its seed). */
  async articlesPublishedSince(since: Date, now: Date): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      'SELECT id FROM articles WHERE published_at > $1 AND published_at <= $2 ORDER BY published_at, id',
      [since, now],
    );
    return rows.map((row) => row.id);
  }

  /** The active topics with an alert policy that `articleIds` matched. */
  async batchTopics(articleIds: readonly string[]): Promise<BatchTopicRow[]> {
    const { rows } = await this.db.query<BatchTopicRow>(
      `SELECT t.id, t.name, t.alert_kind, t.alert_threshold, t.alert_window_hours, t.alert_cooldown_minutes,
              array_agg(x.article_id ORDER BY x.article_id) AS article_ids
       FROM article_topics x JOIN topics t ON t.id = x.topic_id
       WHERE x.article_id = ANY($1::uuid[]) AND t.active AND t.alert_kind <> 'none'
         AND NOT EXISTS (${REPEAT.replace(/\$ARTICLE/g, 'x.article_id')})
       GROUP BY t.id ORDER BY t.id`,
      [articleIds],
    );
    return rows;
  }

  /**
   * Each topic's stories published in (since, now]: its matches, one per
   * normalized URL, so a story two outlets carry under the same address (or a
   * feed added twice) counts once (docs/decisions/0045-one-feed-one-source.md).
   */
  async topicCountsSince(windows: ReadonlyArray<{ topicId: string; since: Date }>, now: Date): Promise<Map<string, number>> {
    const { rows } = await this.db.query<{ topic_id: string; n: number }>(
      `SELECT w.topic_id, count(DISTINCT a.normalized_url)::int AS n
       FROM unnest($1::uuid[], $2::timestamptz[]) AS w (topic_id, since)
       LEFT JOIN article_topics x ON x.topic_id = w.topic_id
       LEFT JOIN articles a ON a.id = x.article_id AND a.published_at > w.since AND a.published_at <= $3
       GROUP BY w.topic_id`,
      [windows.map((window) => window.topicId), windows.map((window) => window.since), now],
    );
    return new Map(rows.map((row) => [row.topic_id, row.n]));
  }

  /** The topics' matches per UTC day (days since the epoch) published in [from, now]. */
  async topicDailyCounts(topicIds: readonly string[], from: Date, now: Date) {
    const { rows } = await this.db.query<{ topic_id: string; day: number; n: number }>(
      `SELECT topic_id, floor(extract(epoch FROM slot) / 86400)::int AS day, sum(n)::int AS n
       FROM rollup_topic WHERE topic_id = ANY($1::uuid[]) AND slot >= $2 AND slot <= $3
       GROUP BY 1, 2`,
      [topicIds, from, now],
    );
    return rows;
  }

  /** The topic's matches published in (since, now], newest first. */
  async topicMatchesBetween(topicId: string, since: Date, now: Date, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ article_id: string }>(
      `SELECT x.article_id FROM article_topics x JOIN articles a ON a.id = x.article_id
       WHERE x.topic_id = $1 AND a.published_at > $2 AND a.published_at <= $3
       ORDER BY a.published_at DESC, a.id LIMIT $4`,
      [topicId, since, now, limit],
    );
    return rows.map((row) => row.article_id);
  }

  /** Every active source with its last article's publication (up to `now`). */
  async activeSourcesWithLast(now: Date) {
    const { rows } = await this.db.query<{ id: string; name: string; last: Date | null }>(
      `SELECT s.id, s.name,
         (SELECT max(a.published_at) FROM articles a WHERE a.source_id = s.id AND a.published_at <= $1) AS last
       FROM sources s WHERE s.active ORDER BY s.id`,
      [now],
    );
    return rows;
  }

  /** Every source's articles per 24-hour bucket back from `now` (`back` 0 is the last 24 hours), over `days`. */
  async sourceDailyCounts(now: Date, days: number) {
    const { rows } = await this.db.query<{ source_id: string; back: number; n: number }>(
      `SELECT source_id, floor((extract(epoch FROM $1::timestamptz) - extract(epoch FROM slot)) / 86400)::int AS back, sum(n)::int AS n
       FROM rollup_source WHERE slot > $2 AND slot <= $1 GROUP BY 1, 2`,
      [now, new Date(now.getTime() - days * 86_400_000)],
    );
    return rows;
  }

  /** Every source's gaps between consecutive articles published in (since, now], in ms. */
  async sourceGaps(now: Date, since: Date) {
    const { rows } = await this.db.query<{ source_id: string; gaps: number[] }>(
      `SELECT source_id, array_agg(gap ORDER BY gap) AS gaps FROM (
         SELECT source_id, extract(epoch FROM published_at - lag(published_at) OVER (PARTITION BY source_id ORDER BY published_at)) * 1000 AS gap
         FROM articles WHERE published_at > $2 AND published_at <= $1) g
       WHERE gap IS NOT NULL GROUP BY source_id`,
      [now, since],
    );
    return rows;
  }

  // --------------------------------------------------------------------
  // Firing

  /**
   * Fires `draft` at `now`, or joins its articles to the open alert of the
   * same topic and kind (cooldown ahead) or of the same dedup key. Topic
   * alerts lock the topic's row, so two processes evaluating one topic at
   * once make one alert.
   */
  async fire(draft: AlertDraft, now: Date): Promise<FireOutcome> {
    return transaction(this.db, async (tx) => {
      if (draft.topicId) {
        if (!(await lockTopics(tx, [draft.topicId])).has(draft.topicId)) return { skipped: true } as const;
        const { rows: open } = await tx.query<{ id: string }>(
          `SELECT id FROM alerts WHERE topic_id = $1 AND kind = $2 AND cooldown_until > $3 ORDER BY cooldown_until DESC LIMIT 1`,
          [draft.topicId, draft.kind, now],
        );
        if (open[0]) {
          await this.join(tx, open[0].id, draft.articleIds, now);
          return { joined: open[0].id } as const;
        }
      }
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO alerts (kind, topic_id, source_id, title, reason, details, dedup_key, fired_at, updated_at, cooldown_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)
         ON CONFLICT (dedup_key) DO NOTHING RETURNING id`,
        [
          draft.kind,
          draft.topicId,
          draft.sourceId,
          draft.title,
          draft.reason,
          JSON.stringify(draft.details),
          draft.dedupKey,
          now,
          new Date(now.getTime() + draft.cooldownMinutes * 60_000),
        ],
      );
      if (!rows[0]) {
        // The same condition fired already: its articles join that alert.
        const { rows: existing } = await tx.query<{ id: string }>('SELECT id FROM alerts WHERE dedup_key = $1', [draft.dedupKey]);
        if (existing[0] && draft.articleIds.length > 0) {
          await this.join(tx, existing[0].id, draft.articleIds, now);
          return { joined: existing[0].id } as const;
        }
        return { skipped: true } as const;
      }
      const id = rows[0].id;
      await this.join(tx, id, draft.articleIds, now, false);
      return {
        fired: {
          alertId: id,
          kind: draft.kind,
          title: draft.title,
          reason: draft.reason,
          topicId: draft.topicId,
          sourceId: draft.sourceId,
          articleIds: [...draft.articleIds],
          firedAt: now.toISOString(),
        },
      } as const;
    });
  }

  /**
   * Fires a batch's drafts in one transaction and a handful of statements
   * (what runs after each ingestion batch): the topics' rows locked at once,
   * their open alerts read at once; a draft whose topic has an open alert of
   * its kind joins it; a draft with an empty dedup key only joins; the rest
   * are inserted together (a dedup key already stored joins that alert).
   * Answers the alerts fired.
   */
  async fireMany(drafts: readonly AlertDraft[], now: Date): Promise<FiredAlert[]> {
    if (drafts.length === 0) return [];
    return transaction(this.db, async (tx) => {
      const topicIds = [...new Set(drafts.map((draft) => draft.topicId).filter((id): id is string => id !== null))];
      const present = new Set<string>();
      const openOf = new Map<string, string>();
      if (topicIds.length > 0) {
        for (const id of await lockTopics(tx, topicIds)) present.add(id);
        const { rows: open } = await tx.query<{ id: string; topic_id: string; kind: string }>(
          `SELECT DISTINCT ON (topic_id, kind) id, topic_id, kind FROM alerts
           WHERE topic_id = ANY($1::uuid[]) AND cooldown_until > $2 ORDER BY topic_id, kind, cooldown_until DESC`,
          [topicIds, now],
        );
        for (const row of open) openOf.set(`${row.topic_id}|${row.kind}`, row.id);
      }
      const joins: Array<{ alertId: string; articleIds: readonly string[]; touch: boolean }> = [];
      const fresh: AlertDraft[] = [];
      for (const draft of drafts) {
        if (draft.topicId && !present.has(draft.topicId)) continue;
        const open = draft.topicId ? openOf.get(`${draft.topicId}|${draft.kind}`) : undefined;
        if (open) joins.push({ alertId: open, articleIds: draft.articleIds, touch: true });
        else if (draft.dedupKey !== '') fresh.push(draft);
      }
      const fired: FiredAlert[] = [];
      if (fresh.length > 0) {
        const { rows: inserted } = await tx.query<{ id: string; dedup_key: string }>(
          `INSERT INTO alerts (kind, topic_id, source_id, title, reason, details, dedup_key, fired_at, updated_at, cooldown_until)
           SELECT d.kind, d.topic_id, d.source_id, d.title, d.reason, d.details, d.dedup_key, $2, $2, $2::timestamptz + make_interval(mins => d.cooldown)
           FROM json_to_recordset($1::json) AS d (kind text, topic_id uuid, source_id uuid, title text, reason text, details jsonb, dedup_key text, cooldown int)
           ON CONFLICT (dedup_key) DO NOTHING RETURNING id, dedup_key`,
          [
            JSON.stringify(
              fresh.map((draft) => ({
                kind: draft.kind,
                topic_id: draft.topicId,
                source_id: draft.sourceId,
                title: draft.title,
                reason: draft.reason,
                details: draft.details,
                dedup_key: draft.dedupKey,
                cooldown: draft.cooldownMinutes,
              })),
            ),
            now,
          ],
        );
        const idOf = new Map(inserted.map((row) => [row.dedup_key, row.id]));
        const clashed = fresh.filter((draft) => !idOf.has(draft.dedupKey));
        const existing = new Map<string, string>();
        if (clashed.length > 0) {
          const { rows } = await tx.query<{ id: string; dedup_key: string }>(
            'SELECT id, dedup_key FROM alerts WHERE dedup_key = ANY($1::text[])',
            [clashed.map((draft) => draft.dedupKey)],
          );
          for (const row of rows) existing.set(row.dedup_key, row.id);
        }
        for (const draft of fresh) {
          const id = idOf.get(draft.dedupKey);
          if (id) {
            joins.push({ alertId: id, articleIds: draft.articleIds, touch: false });
            fired.push({
              alertId: id,
              kind: draft.kind,
              title: draft.title,
              reason: draft.reason,
              topicId: draft.topicId,
              sourceId: draft.sourceId,
              articleIds: [...draft.articleIds],
              firedAt: now.toISOString(),
            });
          } else if (existing.has(draft.dedupKey) && draft.articleIds.length > 0) {
            joins.push({ alertId: existing.get(draft.dedupKey)!, articleIds: draft.articleIds, touch: true });
          }
        }
      }
      if (joins.length > 0) {
        const pairs = joins.flatMap((join) => join.articleIds.map((articleId) => ({ alert_id: join.alertId, article_id: articleId })));
        if (pairs.length > 0) {
          await tx.query(
            `INSERT INTO alert_articles (alert_id, article_id)
             SELECT p.alert_id, p.article_id FROM json_to_recordset($1::json) AS p (alert_id uuid, article_id uuid)
             JOIN articles a ON a.id = p.article_id ON CONFLICT DO NOTHING`,
            [JSON.stringify(pairs)],
          );
        }
        const touched = [...new Set(joins.filter((join) => join.touch).map((join) => join.alertId))];
        await tx.query(
          `UPDATE alerts SET article_count = (SELECT count(*)::int FROM alert_articles x WHERE x.alert_id = alerts.id),
             updated_at = CASE WHEN id = ANY($2::uuid[]) THEN $3 ELSE updated_at END
           WHERE id = ANY($1::uuid[])`,
          [[...new Set(joins.map((join) => join.alertId))], touched, now],
        );
      }
      return fired;
    });
  }

  private async join(tx: Queryable, alertId: string, articleIds: readonly string[], now: Date, touch = true): Promise<void> {
    if (articleIds.length > 0) {
      await tx.query(
        `INSERT INTO alert_articles (alert_id, article_id)
         SELECT $1, id FROM articles WHERE id = ANY($2::uuid[]) ON CONFLICT DO NOTHING`,
        [alertId, articleIds],
      );
    }
    await tx.query(
      `UPDATE alerts SET article_count = (SELECT count(*)::int FROM alert_articles WHERE alert_id = $1)${touch ? ', updated_at = $2' : ''}
       WHERE id = $1`,
      touch ? [alertId, now] : [alertId],
    );
  }

  /** An alert as listeners and webhooks get it. */
  async fired(alertId: string): Promise<FiredAlert | null> {
    if (!isUuid(alertId)) return null;
    const { rows } = await this.db.query<AlertRow>(
      `SELECT a.*, t.name AS topic_name, s.name AS source_name,
         ARRAY(SELECT x.article_id FROM alert_articles x WHERE x.alert_id = a.id LIMIT ${ARTICLES_SHOWN}) AS article_ids
       FROM alerts a LEFT JOIN topics t ON t.id = a.topic_id LEFT JOIN sources s ON s.id = a.source_id WHERE a.id = $1`,
      [alertId],
    );
    const row = rows[0];
    const alert = row ? toAlert({ ...row, read: false }) : null;
    return row
      ? {
          titleMessage: alert?.titleMessage ?? null,
          reasonMessage: alert?.reasonMessage ?? null,
          alertId: row.id,
          kind: row.kind,
          title: row.title,
          reason: row.reason,
          topicId: row.topic_id,
          sourceId: row.source_id,
          articleIds: row.article_ids ?? [],
          firedAt: row.fired_at.toISOString(),
        }
      : null;
  }

  /** Whether the source has an alert of `kind` fired after `since`. */
  async sourceAlertedSince(sourceId: string, kind: AlertKind, since: Date): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM alerts WHERE source_id = $1 AND kind = $2 AND fired_at > $3 LIMIT 1', [
      sourceId,
      kind,
      since,
    ]);
    return rows.length > 0;
  }

  // --------------------------------------------------------------------
  // Reading, per user

  async list(
    userId: string,
    query: Omit<AlertListQuery, 'unread' | 'page' | 'pageSize'> & { unread?: boolean; page: number; pageSize: number },
  ) {
    const where: string[] = [];
    const params: unknown[] = [userId];
    const add = (condition: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(condition(params.length));
    };
    if (query.unread) where.push(`NOT ${READ_SQL}`);
    if (query.topic) add((n) => `a.topic_id = $${n}`, query.topic);
    if (query.kind) add((n) => `a.kind = $${n}`, query.kind);
    if (query.from) add((n) => `a.fired_at >= $${n}`, new Date(query.from));
    if (query.to) add((n) => `a.fired_at < $${n}`, new Date(query.to));
    // $1 (the user) is typed even when no condition reads it.
    const clause = `WHERE ${['$1::uuid IS NOT NULL', ...where].join(' AND ')}`;
    const { rows: count } = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM alerts a ${clause}`, params);
    params.push(query.pageSize, (query.page - 1) * query.pageSize);
    const { rows } = await this.db.query<AlertRow>(
      `SELECT a.*, t.name AS topic_name, s.name AS source_name, ${READ_SQL} AS read,
         ARRAY(SELECT x.article_id FROM alert_articles x JOIN articles ar ON ar.id = x.article_id
               WHERE x.alert_id = a.id ORDER BY ar.published_at DESC, ar.id LIMIT ${ARTICLES_SHOWN}) AS article_ids
       FROM alerts a
       LEFT JOIN topics t ON t.id = a.topic_id
       LEFT JOIN sources s ON s.id = a.source_id
       ${clause}
       ORDER BY a.fired_at DESC, a.id DESC
       LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { items: rows.map(toAlert), total: count[0]?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  async find(userId: string, id: string): Promise<Alert | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<AlertRow>(
      `SELECT a.*, t.name AS topic_name, s.name AS source_name, ${READ_SQL} AS read,
         ARRAY(SELECT x.article_id FROM alert_articles x JOIN articles ar ON ar.id = x.article_id
               WHERE x.alert_id = a.id ORDER BY ar.published_at DESC, ar.id LIMIT ${ARTICLES_SHOWN}) AS article_ids
       FROM alerts a LEFT JOIN topics t ON t.id = a.topic_id LEFT JOIN sources s ON s.id = a.source_id
       WHERE a.id = $2`,
      [userId, id],
    );
    return rows[0] ? toAlert(rows[0]) : null;
  }

  async unreadCount(userId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM alerts a WHERE NOT ${READ_SQL}`, [userId]);
    return rows[0]?.n ?? 0;
  }

  /** Marks alerts read for the user; answers how many were unread. */
  async markRead(userId: string, ids: readonly string[], now: Date): Promise<number> {
    const { rowCount } = await this.db.query(
      `INSERT INTO alert_reads (user_id, alert_id, read_at)
       SELECT $1, a.id, $3 FROM alerts a WHERE a.id = ANY($2::uuid[]) AND NOT ${READ_SQL}
       ON CONFLICT DO NOTHING`,
      [userId, ids, now],
    );
    return rowCount;
  }

  /** Marks every alert fired up to `now` read for the user (a watermark: no row per alert). */
  async markAllRead(userId: string, now: Date): Promise<number> {
    return transaction(this.db, async (tx) => {
      const { rows } = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM alerts a WHERE a.fired_at <= $2 AND NOT ${READ_SQL}`, [
        userId,
        now,
      ]);
      await tx.query(
        `INSERT INTO alert_user_settings (user_id, read_all_before) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET read_all_before = GREATEST(alert_user_settings.read_all_before, EXCLUDED.read_all_before)`,
        [userId, now],
      );
      await tx.query('DELETE FROM alert_reads WHERE user_id = $1 AND alert_id IN (SELECT id FROM alerts WHERE fired_at <= $2)', [
        userId,
        now,
      ]);
      return rows[0]?.n ?? 0;
    });
  }

  // --------------------------------------------------------------------
  // Settings and digests

  async settings(userId: string): Promise<AlertSettings> {
    const { rows } = await this.db.query<{ digest: AlertSettings['digest']; digest_hour: number; time_zone: string }>(
      'SELECT digest, digest_hour, time_zone FROM alert_user_settings WHERE user_id = $1',
      [userId],
    );
    const row = rows[0];
    return row
      ? { digest: row.digest, digestHour: row.digest_hour, timeZone: row.time_zone }
      : { digest: 'off', digestHour: 8, timeZone: 'UTC' };
  }

  /** Saves the settings; turning a digest on starts it from `now` (no digest of the whole history). */
  async saveSettings(userId: string, settings: AlertSettings, now: Date): Promise<AlertSettings> {
    await this.db.query(
      `INSERT INTO alert_user_settings (user_id, digest, digest_hour, time_zone, digest_sent_until, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (user_id) DO UPDATE SET digest = EXCLUDED.digest, digest_hour = EXCLUDED.digest_hour,
         time_zone = EXCLUDED.time_zone, updated_at = EXCLUDED.updated_at,
         digest_sent_until = CASE WHEN alert_user_settings.digest = 'off' OR alert_user_settings.digest_sent_until IS NULL
                                  THEN EXCLUDED.digest_sent_until ELSE alert_user_settings.digest_sent_until END`,
      [userId, settings.digest, settings.digestHour, settings.timeZone, now],
    );
    return this.settings(userId);
  }

  /** The demo: an hourly digest for `email` unless its user chose already (a fresh start shows what would be sent). */
  async seedDigest(email: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO alert_user_settings (user_id, digest, digest_sent_until, updated_at)
       SELECT id, 'hourly', $2, $2 FROM users WHERE email = $1 ON CONFLICT (user_id) DO NOTHING`,
      [email, now],
    );
  }

  /** Users whose digest is on. */
  async digestUsers(): Promise<DigestUser[]> {
    const { rows } = await this.db.query<{
      user_id: string;
      email: string;
      display_name: string;
      digest: 'hourly' | 'daily';
      digest_hour: number;
      time_zone: string;
      digest_sent_until: Date;
      language: string | null;
    }>(
      `SELECT s.user_id, u.email, u.display_name, s.digest, s.digest_hour, s.time_zone, s.digest_sent_until, u.language
       FROM alert_user_settings s JOIN users u ON u.id = s.user_id
       WHERE s.digest <> 'off' AND s.digest_sent_until IS NOT NULL ORDER BY s.user_id`,
    );
    return rows.map((row) => ({
      userId: row.user_id,
      email: row.email,
      displayName: row.display_name,
      digest: row.digest,
      digestHour: row.digest_hour,
      timeZone: row.time_zone,
      sentUntil: row.digest_sent_until,
      language: isLanguage(row.language) ? row.language : 'en',
    }));
  }

  /** The alerts fired in (after, upTo], oldest first. */
  async firedBetween(after: Date, upTo: Date): Promise<Alert[]> {
    const { rows } = await this.db.query<AlertRow>(
      `SELECT a.*, t.name AS topic_name, s.name AS source_name, false AS read,
         ARRAY(SELECT x.article_id FROM alert_articles x WHERE x.alert_id = a.id LIMIT ${ARTICLES_SHOWN}) AS article_ids
       FROM alerts a LEFT JOIN topics t ON t.id = a.topic_id LEFT JOIN sources s ON s.id = a.source_id
       WHERE a.fired_at > $1 AND a.fired_at <= $2 ORDER BY a.fired_at, a.id`,
      [after, upTo],
    );
    return rows.map(toAlert);
  }

  /**
   * Moves the user's digest watermark from `from` to `to`; false when another
   * process moved it first (that process sends this digest).
   */
  async claimDigest(userId: string, from: Date, to: Date): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'UPDATE alert_user_settings SET digest_sent_until = $3 WHERE user_id = $1 AND digest_sent_until = $2',
      [userId, from, to],
    );
    return rowCount > 0;
  }

  /** Puts the watermark back (sending failed: the next round tries again). */
  async releaseDigest(userId: string, from: Date, to: Date): Promise<void> {
    await this.db.query('UPDATE alert_user_settings SET digest_sent_until = $2 WHERE user_id = $1 AND digest_sent_until = $3', [
      userId,
      from,
      to,
    ]);
  }
}
