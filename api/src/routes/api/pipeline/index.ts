import {
  errorBodySchema,
  pipelineStatsQuerySchema,
  pipelineStatsSchema,
  pipelineThroughputQuerySchema,
  pipelineThroughputSchema,
  toneRescoreStatusSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { HttpError } from '../../../lib/http-errors';

/** /api/pipeline: stage counts and drop reasons. */
const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['worker'],
        summary: 'Items per pipeline stage and drops per reason over a window (default: the last 24 h)',
        querystring: pipelineStatsQuerySchema,
        response: { 200: pipelineStatsSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const to = request.query.to ? new Date(request.query.to) : new Date();
      const from = request.query.from ? new Date(request.query.from) : new Date(to.getTime() - 24 * 3_600_000);
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw new HttpError(400, 'from and to must be dates (ISO 8601)');
      if (from >= to) throw new HttpError(400, 'from must be before to');
      return app.pipelineCountsRepository.stats(from, to);
    },
  );

  app.get(
    '/throughput',
    {
      schema: {
        tags: ['worker'],
        summary: 'Articles stored per minute over the last minutes (default 60), and the slowest sources by fetch time',
        querystring: pipelineThroughputQuerySchema,
        response: { 200: pipelineThroughputSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.analytics.pipeline.throughput(request.query.minutes),
  );

  app.get(
    '/toneRescore',
    {
      schema: {
        tags: ['worker'],
        summary: 'Progress of the pass that rescores stored articles with the current tone method (done, total, rate per second)',
        response: { 200: toneRescoreStatusSchema },
      },
    },
    async () => app.toneRescorer.status(),
  );

  app.get(
    '/entitiesExtract',
    {
      schema: {
        tags: ['worker'],
        summary: 'Progress of the pass that extracts people, organizations and places of stored articles with the current method',
        response: { 200: toneRescoreStatusSchema },
      },
    },
    async () => app.entityExtractor.status(),
  );
};

export default pipelineRoutes;
