import {
  errorBodySchema,
  historicalEventInputSchema,
  historicalEventListSchema,
  historicalEventProposeResultSchema,
  historicalEventQuerySchema,
  historicalEventSchema,
  historicalEventUpdateSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ownerOf, requireOwnership } from '../../../plugins/app/auth/ownership';
import { HttpError } from '../../../lib/http-errors';

const idParams = z.object({ id: z.string() });
export const EVENT_NOT_FOUND = 'Historical event not found';

/** /api/historicalEvent: the timeline (every signed-in role reads, manageHistoricalEvents writes). */
const historicalEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { preHandler: app.requirePermission('manageHistoricalEvents') };
  const tags = ['historicalEvent'];

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'Historical events, newest first, filtered by category, status and period (from, to: days, inclusive)',
        querystring: historicalEventQuerySchema,
        response: { 200: historicalEventListSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.historicalEventsRepository.list(request.query),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One historical event', params: idParams, response: { 200: historicalEventSchema, 404: errorBodySchema } } },
    async (request) => {
      const event = await app.historicalEventsRepository.find(request.params.id);
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
      return event;
    },
  );

  app.post(
    '/add',
    {
      ...write,
      schema: {
        tags,
        summary: 'Add an event by hand (confirmed), with its linked articles',
        body: historicalEventInputSchema,
        response: { 201: historicalEventSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.historicalEventsRepository.create(request.body, request.currentUser?.id ?? null)),
  );

  app.patch(
    '/update/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Change an event (the fields sent); status confirms or dismisses a proposal',
        params: idParams,
        body: historicalEventUpdateSchema,
        response: { 200: historicalEventSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      // Confirming or dismissing is the team's review, and so is correcting a
      // proposal nobody wrote (the spike job's); changing what someone wrote
      // is its author's (or an admin's).
      const reviewOnly = Object.keys(request.body).every((key) => key === 'status');
      const owner = reviewOnly ? null : await ownerOf(app, 'historical_events', request.params.id);
      if (owner) app.requireOwnerOrAny(request, owner, 'manageHistoricalEvents');
      const event = await app.historicalEventsRepository.update(request.params.id, request.body);
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
      return event;
    },
  );

  app.delete(
    '/delete/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete an event (its author or an admin)',
        params: idParams,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await requireOwnership(app, request, 'historical_events', request.params.id, 'manageHistoricalEvents');
      if (!(await app.historicalEventsRepository.delete(request.params.id))) throw new HttpError(404, EVENT_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/propose',
    {
      ...write,
      schema: {
        tags,
        summary: "Propose events from today's and yesterday's topic spikes now (what the scheduled job does)",
        response: { 200: historicalEventProposeResultSchema },
      },
    },
    async () => app.historicalEvents.propose(),
  );
};

export default historicalEventRoutes;
