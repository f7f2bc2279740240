import { errorBodySchema, liveStreamQuerySchema } from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { HttpError } from '../../../lib/http-errors';

/** /api/events: the live stream of new articles and alerts (server-sent events; every signed-in role). */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stream',
    {
      schema: {
        tags: ['events'],
        summary: 'New articles and alerts as server-sent events; resumes after Last-Event-ID',
        description:
          'Filters (each repeatable or a comma list) keep the events matching every filter given. ' +
          'The Last-Event-ID header (or lastEventId) replays the events after that id, then goes live. ' +
          'Heartbeats are SSE comments; a client that reads too slowly is disconnected.',
        querystring: liveStreamQuerySchema,
        headers: z.object({ 'last-event-id': z.string().max(20).optional() }).loose(),
        response: { 200: z.string().describe('text/event-stream'), 400: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      let lastEventId = request.query.lastEventId;
      if (typeof header === 'string' && header.trim() !== '') {
        if (!/^\d{1,18}$/.test(header.trim())) throw new HttpError(400, 'Last-Event-ID: must be an event id (digits)');
        lastEventId = Number(header.trim());
      }
      const { topicId, groupId, language, type, backlog } = request.query;
      await app.liveStreams.serve(request, reply, { filter: { topicId, groupId, language, type }, lastEventId, backlog });
    },
  );
};

export default eventsRoutes;
