import {
  cronPreviewBodySchema,
  cronPreviewResultSchema,
  errorBodySchema,
  scheduledJobListSchema,
  scheduledJobSchema,
  scheduledJobUpdateSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { checkCron, CronError, nextRuns } from '../../../plugins/app/scheduler/cron';

const nameParams = z.object({ name: z.string().max(100) });

/** /api/scheduler: the scheduled jobs (every signed-in role reads, manageScheduler runs and edits). */
const schedulerRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { preHandler: app.requirePermission('manageScheduler') };
  const tags = ['scheduler'];

  app.get(
    '/all',
    { schema: { tags, summary: 'Every scheduled job with its last and next run', response: { 200: scheduledJobListSchema } } },
    async () => app.scheduler.list(),
  );

  app.post(
    '/preview',
    {
      schema: {
        tags,
        summary: 'Check a cron expression in a time zone; when valid, its next five runs',
        body: cronPreviewBodySchema,
        response: { 200: cronPreviewResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { cron, timeZone } = request.body;
      try {
        checkCron(cron, timeZone);
        return { valid: true, error: null, nextRuns: nextRuns(cron, timeZone, 5, new Date()).map((date) => date.toISOString()) };
      } catch (error) {
        if (!(error instanceof CronError)) throw error;
        return { valid: false, error: error.message, nextRuns: [] };
      }
    },
  );

  app.post(
    '/run/:name',
    {
      ...write,
      schema: {
        tags,
        summary: 'Run a job now (202: started; 409 while a run holds it)',
        params: nameParams,
        response: { 202: scheduledJobSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { job } = await app.scheduler.runNow(request.params.name);
      return reply.code(202).send(job);
    },
  );

  app.patch(
    '/update/:name',
    {
      ...write,
      schema: {
        tags,
        summary: 'Enable or disable a job, or change its cron and time zone (400 with the parse error)',
        params: nameParams,
        body: scheduledJobUpdateSchema,
        response: { 200: scheduledJobSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => app.scheduler.update(request.params.name, request.body),
  );
};

export default schedulerRoutes;
