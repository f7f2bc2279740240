import type { FetchRun, FetchRunPage } from '@mediawatch/shared/schemas';
import type { CodedMessage } from '@mediawatch/shared/messages';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';

// ----------------------------------------------------------------------
// The log of feed fetches (table fetch_runs): one row per feed per fetch,
// written by the ingestion engine, read by the Worker page.

interface RunRow {
  id: string;
  source_id: string;
  source_name: string;
  feed_url: string;
  trigger: FetchRun['trigger'];
  status: FetchRun['status'];
  http_status: number | null;
  error: string | null;
  error_message: CodedMessage | null;
  started_at: Date;
  finished_at: Date;
  bytes: number;
  items_found: number;
  items_new: number;
  items_duplicate: number;
  items_dropped: number;
}

function toFetchRun(row: RunRow): FetchRun {
  return {
    id: row.id,
    sourceId: row.source_id,
    sourceName: row.source_name,
    feedUrl: row.feed_url,
    trigger: row.trigger,
    status: row.status,
    httpStatus: row.http_status,
    error: row.error,
    errorMessage: row.error_message ?? null,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at.toISOString(),
    durationMs: row.finished_at.getTime() - row.started_at.getTime(),
    bytes: row.bytes,
    itemsFound: row.items_found,
    itemsNew: row.items_new,
    itemsDuplicate: row.items_duplicate,
    itemsDropped: row.items_dropped,
  };
}

/** One fetch of one feed, as the ingestion engine records it. */
export interface NewFetchRun {
  sourceId: string;
  feedUrl: string;
  trigger: FetchRun['trigger'];
  status: FetchRun['status'];
  httpStatus: number | null;
  error: string | null;
  /** `error` as a coded message (docs/decisions/0040-server-texts-as-codes.md). */
  errorMessage?: CodedMessage | null;
  startedAt: Date;
  finishedAt: Date;
  bytes: number;
  found: number;
  inserted: number;
  duplicates: number;
  dropped: number;
}

export interface FetchRunFilter {
  sourceId?: string;
  status?: FetchRun['status'];
  page: number;
  pageSize: number;
}

// ----------------------------------------------------------------------

export class FetchRunsRepository {
  constructor(private readonly db: Queryable) {}

  async insert(run: NewFetchRun): Promise<void> {
    await this.insertMany([run]);
  }

  /** Stores runs in a statement per 2,000 (one run of the worker, or the demo seed's history of fetches). */
  async insertMany(runs: readonly NewFetchRun[]): Promise<void> {
    for (let i = 0; i < runs.length; i += 2000) {
      const batch = runs.slice(i, i + 2000);
      await this.db.query(
        `INSERT INTO fetch_runs (source_id, feed_url, trigger, status, http_status, error, started_at, finished_at, bytes,
           items_found, items_new, items_duplicate, items_dropped, error_message)
         SELECT source_id, feed_url, trigger, status, http_status, error, started_at, finished_at, bytes,
           items_found, items_new, items_duplicate, items_dropped, error_message
         FROM json_to_recordset($1::json) AS t(source_id uuid, feed_url text, trigger text, status text, http_status int, error text,
           started_at timestamptz, finished_at timestamptz, bytes int, items_found int, items_new int, items_duplicate int, items_dropped int,
           error_message jsonb)`,
        [
          JSON.stringify(
            batch.map((run) => ({
              source_id: run.sourceId,
              feed_url: run.feedUrl,
              trigger: run.trigger,
              status: run.status,
              http_status: run.httpStatus,
              error: run.error,
              started_at: run.startedAt.toISOString(),
              finished_at: run.finishedAt.toISOString(),
              bytes: run.bytes,
              items_found: run.found,
              items_new: run.inserted,
              items_duplicate: run.duplicates,
              items_dropped: run.dropped,
              error_message: run.errorMessage ?? null,
            })),
          ),
        ],
      );
    }
  }

  /** A page of runs, newest first, with their source's name. */
  async page({ sourceId, status, page, pageSize }: FetchRunFilter): Promise<FetchRunPage> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (sourceId) where.push(`r.source_id = $${params.push(sourceId)}`);
    if (status) where.push(`r.status = $${params.push(status)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ rows }, count] = await Promise.all([
      this.db.query<RunRow>(
        `SELECT r.*, s.name AS source_name FROM fetch_runs r JOIN sources s ON s.id = r.source_id ${clause}
         ORDER BY r.started_at DESC, r.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        params,
      ),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM fetch_runs r ${clause}`, params),
    ]);
    return { items: rows.map(toFetchRun), total: count.rows[0]?.n ?? 0, page, pageSize };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    fetchRunsRepository: FetchRunsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('fetchRunsRepository', new FetchRunsRepository(app.db));
  },
  { name: 'fetch-runs-repository', dependencies: ['database'] },
);
