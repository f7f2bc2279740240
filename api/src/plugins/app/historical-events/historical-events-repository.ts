import type { HistoricalEvent, HistoricalEventCategory, HistoricalEventStatus } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid, transaction } from '../../../db/sql';
import { HttpError } from '../../../lib/http-errors';

// ----------------------------------------------------------------------
// Historical events (tables historical_events, historical_event_articles;
// migration 0087). Tone and mention count are read from the linked articles.
// A spike's proposal is unique per topic and day (an index), so the job that
// proposes them can run any number of times. It keeps its figures (migration
// 0101): until an analyst rewrites its title or description, the API returns
// them as `spike` and the UI words the text in the reader's language.

interface EventRow {
  id: string;
  day: string;
  title: string;
  category: HistoricalEventCategory;
  description: string;
  status: HistoricalEventStatus;
  topic_id: string | null;
  topic_name: string | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date;
  updated_at: Date;
  tone: number | null;
  mention_count: number;
  spike_count: number | null;
  spike_mean: number | null;
  text_generated: boolean;
  articles: Array<{ id: string; title: string; url: string; sourceName: string; publishedAt: string; tone: number | null }> | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function toEvent(row: EventRow): HistoricalEvent {
  return {
    id: row.id,
    date: row.day,
    title: row.title,
    category: row.category,
    description: row.description,
    status: row.status,
    tone: row.tone === null ? null : round2(Number(row.tone)),
    mentionCount: row.mention_count,
    articles: (row.articles ?? []).map((article) => ({
      ...article,
      publishedAt: new Date(article.publishedAt).toISOString(),
      tone: article.tone === null ? null : round2(Number(article.tone)),
    })),
    topicId: row.topic_id,
    topicName: row.topic_name,
    spike:
      row.text_generated && row.spike_count !== null && row.spike_mean !== null
        ? { count: row.spike_count, mean: round2(Number(row.spike_mean)) }
        : null,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Linked articles shown per event (the count and tone cover them all). */
const ARTICLES_SHOWN = 50;

const EVENT_SELECT = `
  SELECT e.id, to_char(e.day, 'YYYY-MM-DD') AS day, e.title, e.category, e.description, e.status, e.topic_id,
         t.name AS topic_name, e.spike_count, e.spike_mean, e.text_generated, e.created_by, u.display_name AS created_by_name, e.created_at, e.updated_at,
         stats.tone, COALESCE(stats.n, 0)::int AS mention_count, linked.articles
  FROM historical_events e
  LEFT JOIN topics t ON t.id = e.topic_id
  LEFT JOIN users u ON u.id = e.created_by
  LEFT JOIN LATERAL (
    SELECT avg(a.tone)::float8 AS tone, count(*)::int AS n
    FROM historical_event_articles l JOIN articles a ON a.id = l.article_id WHERE l.event_id = e.id
  ) stats ON true
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object('id', a.id, 'title', a.title, 'url', a.url, 'sourceName', s.name,
                    'publishedAt', a.published_at, 'tone', a.tone) ORDER BY a.published_at DESC) AS articles
    FROM (SELECT a.* FROM historical_event_articles l JOIN articles a ON a.id = l.article_id
          WHERE l.event_id = e.id ORDER BY a.published_at DESC LIMIT ${ARTICLES_SHOWN}) a
    JOIN sources s ON s.id = a.source_id
  ) linked ON true`;

export interface EventFilter {
  category?: HistoricalEventCategory;
  status?: HistoricalEventStatus;
  from?: string;
  to?: string;
}

export interface EventWrite {
  date: string;
  title: string;
  category: HistoricalEventCategory;
  description: string;
  articleIds: string[];
}

export interface SpikeProposal {
  topicId: string;
  topicName: string;
  day: string;
  /** The day's first instant and the next day's (the articles linked are the topic's of the day). */
  from: Date;
  to: Date;
  count: number;
  mean: number;
}

/** Articles a spike's proposal links at most. */
export const PROPOSAL_ARTICLES = 200;

export class HistoricalEventsRepository {
  constructor(private readonly db: Queryable) {}

  /** Newest first; filtered by category, status and period (inclusive days). */
  async list(filter: EventFilter = {}): Promise<HistoricalEvent[]> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      conditions.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.category) add('e.category = ?', filter.category);
    if (filter.status) add('e.status = ?', filter.status);
    if (filter.from) add('e.day >= ?::date', filter.from);
    if (filter.to) add('e.day <= ?::date', filter.to);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const { rows } = await this.db.query<EventRow>(`${EVENT_SELECT} ${where} ORDER BY e.day DESC, e.created_at DESC LIMIT 1000`, params);
    return rows.map(toEvent);
  }

  async find(id: string): Promise<HistoricalEvent | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<EventRow>(`${EVENT_SELECT} WHERE e.id = $1`, [id]);
    return rows[0] ? toEvent(rows[0]) : null;
  }

  private async link(tx: Queryable, eventId: string, articleIds: readonly string[]): Promise<void> {
    const ids = [...new Set(articleIds)];
    const bad = ids.filter((id) => !isUuid(id));
    const { rows } = await tx.query<{ id: string }>('SELECT id::text FROM articles WHERE id = ANY($1::uuid[])', [ids.filter(isUuid)]);
    const found = new Set(rows.map((row) => row.id));
    const missing = [...bad, ...ids.filter((id) => isUuid(id) && !found.has(id))];
    if (missing.length > 0)
      throw new HttpError(400, `articleIds: unknown article id${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}`);
    await tx.query('DELETE FROM historical_event_articles WHERE event_id = $1', [eventId]);
    if (ids.length > 0) {
      await tx.query('INSERT INTO historical_event_articles (event_id, article_id) SELECT $1, unnest($2::uuid[])', [eventId, ids]);
    }
  }

  /** An event entered by hand (confirmed). Unknown article ids are a 400 and nothing is written. */
  async create(input: EventWrite, createdBy: string | null): Promise<HistoricalEvent> {
    const id = await transaction(this.db, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO historical_events (day, title, category, description, status, created_by)
         VALUES ($1::date, $2, $3, $4, 'confirmed', $5) RETURNING id`,
        [input.date, input.title, input.category, input.description, createdBy],
      );
      await this.link(tx, rows[0]!.id, input.articleIds);
      return rows[0]!.id;
    });
    return (await this.find(id))!;
  }

  /** Changes the fields sent (status: confirm or dismiss); null when there is no such event. */
  async update(id: string, update: Partial<EventWrite> & { status?: HistoricalEventStatus }): Promise<HistoricalEvent | null> {
    if (!isUuid(id)) return null;
    const done = await transaction(this.db, async (tx) => {
      const { rows } = await tx.query(
        // A title or description written by an analyst ends the generated wording (the figures stay).
        `UPDATE historical_events SET day = COALESCE($2::date, day), title = COALESCE($3, title), category = COALESCE($4, category),
           description = COALESCE($5, description), status = COALESCE($6, status),
           text_generated = text_generated AND $3::text IS NULL AND $5::text IS NULL, updated_at = now()
         WHERE id = $1 RETURNING id`,
        [id, update.date ?? null, update.title ?? null, update.category ?? null, update.description ?? null, update.status ?? null],
      );
      if (rows.length === 0) return false;
      if (update.articleIds !== undefined) await this.link(tx, id, update.articleIds);
      return true;
    });
    return done ? this.find(id) : null;
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const { rows } = await this.db.query('DELETE FROM historical_events WHERE id = $1 RETURNING id', [id]);
    return rows.length === 1;
  }

  /**
   * Proposes an event for a topic's spike, linked to the topic's articles of
   * that day; false when that topic and day already has one (whatever its status).
   */
  async propose(spike: SpikeProposal): Promise<boolean> {
    return transaction(this.db, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO historical_events (day, title, category, description, status, topic_id, spike_count, spike_mean, text_generated)
         VALUES ($1::date, $2, 'other', $3, 'proposed', $4, $5, $6, true)
         ON CONFLICT (topic_id, day) WHERE topic_id IS NOT NULL DO NOTHING RETURNING id`,
        [
          spike.day,
          `${spike.topicName}: ${spike.count} articles`,
          `A spike of the topic "${spike.topicName}": ${spike.count} articles against a mean of ${spike.mean} a day over the 28 days before.`,
          spike.topicId,
          spike.count,
          spike.mean,
        ],
      );
      if (rows.length === 0) return false;
      await tx.query(
        `INSERT INTO historical_event_articles (event_id, article_id)
         SELECT $1, a.id FROM article_topics x JOIN articles a ON a.id = x.article_id
         WHERE x.topic_id = $2 AND a.published_at >= $3 AND a.published_at < $4
         ORDER BY a.published_at DESC LIMIT ${PROPOSAL_ARTICLES}`,
        [rows[0]!.id, spike.topicId, spike.from, spike.to],
      );
      return true;
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    historicalEventsRepository: HistoricalEventsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('historicalEventsRepository', new HistoricalEventsRepository(app.db));
  },
  { name: 'historical-events-repository', dependencies: ['database'] },
);
