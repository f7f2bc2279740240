import {
  errorBodySchema,
  fetchRunListQuerySchema,
  fetchRunPageSchema,
  pipelineStatsQuerySchema,
  pipelineStatsSchema,
  PIPELINE_STAGES,
  workerStatusSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { HttpError } from '../../../lib/http-errors';

const bearer = [{ bearerAuth: [] }];

interface RunRow {
  id: string;
  source_id: string;
  source_name: string;
  feed_url: string;
  trigger: 'schedule' | 'manual' | 'created' | 'updated';
  status: 'ok' | 'not_modified' | 'error';
  http_status: number | null;
  error: string | null;
  started_at: Date;
  finished_at: Date;
  bytes: number;
  items_found: number;
  items_new: number;
  items_duplicate: number;
  items_dropped: number;
}

/** /api/fetchRun: the log of feed fetches. */
export const fetchRunRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    {
      preHandler: app.authenticate,
      schema: { tags: ['worker'], summary: 'Recent fetch runs, newest first', security: bearer, querystring: fetchRunListQuerySchema, response: { 200: fetchRunPageSchema, 400: errorBodySchema, 401: errorBodySchema } },
    },
    async (request) => {
      const { sourceId, status, page, pageSize } = request.query;
      const params: unknown[] = [];
      const where: string[] = [];
      if (sourceId) where.push(`r.source_id = $${params.push(sourceId)}`);
      if (status) where.push(`r.status = $${params.push(status)}`);
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const [{ rows }, count] = await Promise.all([
        app.db.query<RunRow>(
          `SELECT r.*, s.name AS source_name FROM fetch_runs r JOIN sources s ON s.id = r.source_id ${clause}
           ORDER BY r.started_at DESC, r.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
          params,
        ),
        app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM fetch_runs r ${clause}`, params),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          sourceId: row.source_id,
          sourceName: row.source_name,
          feedUrl: row.feed_url,
          trigger: row.trigger,
          status: row.status,
          httpStatus: row.http_status,
          error: row.error,
          startedAt: row.started_at.toISOString(),
          finishedAt: row.finished_at.toISOString(),
          durationMs: row.finished_at.getTime() - row.started_at.getTime(),
          bytes: row.bytes,
          itemsFound: row.items_found,
          itemsNew: row.items_new,
          itemsDuplicate: row.items_duplicate,
          itemsDropped: row.items_dropped,
        })),
        total: count.rows[0]?.n ?? 0,
        page,
        pageSize,
      };
    },
  );
};

/** /api/pipeline: stage counts and drop reasons. */
export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      preHandler: app.authenticate,
      schema: { tags: ['worker'], summary: 'Items per pipeline stage and drops per reason over a window (default: the last 24 h)', security: bearer, querystring: pipelineStatsQuerySchema, response: { 200: pipelineStatsSchema, 400: errorBodySchema, 401: errorBodySchema } },
    },
    async (request) => {
      const to = request.query.to ? new Date(request.query.to) : new Date();
      const from = request.query.from ? new Date(request.query.from) : new Date(to.getTime() - 24 * 3_600_000);
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw new HttpError(400, 'from and to must be dates (ISO 8601)');
      if (from >= to) throw new HttpError(400, 'from must be before to');
      const { rows } = await app.db.query<{ stage: string; reason: string; count: string }>(
        `SELECT stage, reason, sum(count)::bigint AS count FROM pipeline_counts
         WHERE hour >= date_trunc('hour', $1::timestamptz) AND hour < $2 GROUP BY stage, reason`,
        [from, to],
      );
      const stageCount = (stage: string) => Number(rows.find((row) => row.stage === stage && row.reason === '')?.count ?? 0);
      const minutes = Math.max(1, (to.getTime() - from.getTime()) / 60_000);
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        stages: PIPELINE_STAGES.map((stage) => ({ stage, count: stageCount(stage) })),
        drops: rows
          .filter((row) => row.stage === 'dropped')
          .map((row) => ({ reason: row.reason, count: Number(row.count) }))
          .sort((a, b) => b.count - a.count),
        articlesPerMinute: Math.round((stageCount('indexed') / minutes) * 100) / 100,
      };
    },
  );
};

/** /api/worker: the queue at a glance. */
export const workerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    { preHandler: app.authenticate, schema: { tags: ['worker'], summary: 'Queue depth, running jobs, due and failing sources', security: bearer, response: { 200: workerStatusSchema, 401: errorBodySchema } } },
    async () => {
      const { rows } = await app.db.query<{ due: number; failing: number }>(
        `SELECT count(*) FILTER (WHERE active AND (next_poll_at IS NULL OR next_poll_at <= now()))::int AS due,
                count(*) FILTER (WHERE active AND consecutive_failures > 0)::int AS failing FROM sources`,
      );
      return {
        running: app.ingestion.worker.running && app.newsConfig.worker,
        queued: await app.ingestion.worker.queued(),
        active: app.ingestion.worker.active,
        sourcesDue: rows[0]?.due ?? 0,
        sourcesFailing: rows[0]?.failing ?? 0,
        perHostConcurrency: app.newsConfig.perHostConcurrency,
      };
    },
  );
};
