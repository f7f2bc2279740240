import {
  errorBodySchema,
  queryErrorBodySchema,
  sourceSearchQuerySchema,
  topicInputSchema,
  topicListSchema,
  topicSchema,
  topicUpdateSchema,
  topicValidateBodySchema,
  topicValidateResultSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireOwnership } from '../../../plugins/app/auth/ownership';
import { HttpError } from '../../../lib/http-errors';
import { queryErrorBody } from '../../../news/query-errors';
import { parseTopicQuery, QuerySyntaxError } from '../../../news/topic-query';

const idParams = z.object({ id: z.string() });
export const TOPIC_NOT_FOUND = 'Topic not found';
export const TOPIC_NAME_TAKEN = 'A topic with this name already exists';

/** /api/topic: CRUD (every signed-in role reads, manageTopics writes) and query validation. */
const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { preHandler: app.requirePermission('manageTopics') };
  const tags = ['topic'];

  app.get('/all', { schema: { tags, summary: 'Every topic', response: { 200: topicListSchema } } }, async () =>
    app.topicsRepository.list(),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Topics whose name, description or query contains q',
        querystring: sourceSearchQuerySchema,
        response: { 200: topicListSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.topicsRepository.list(request.query.q),
  );

  app.post(
    '/validate',
    {
      // A check that writes nothing: what an integration asks before it adds a topic.
      config: { tokenScope: 'read' },
      schema: {
        tags,
        summary: 'Check a query parses; where it does not, the message and position',
        body: topicValidateBodySchema,
        response: { 200: topicValidateResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      try {
        parseTopicQuery(request.body.query);
        return { valid: true, error: null };
      } catch (error) {
        if (!(error instanceof QuerySyntaxError)) throw error;
        return { valid: false, error: { message: error.message, position: error.position, length: error.length, coded: error.coded } };
      }
    },
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One topic', params: idParams, response: { 200: topicSchema, 404: errorBodySchema } } },
    async (request) => {
      const topic = await app.topicsRepository.find(request.params.id);
      if (!topic) throw new HttpError(404, TOPIC_NOT_FOUND);
      return topic;
    },
  );

  app.post(
    '/add',
    {
      ...write,
      schema: {
        tags,
        summary: 'Add a topic (its matches are stored at once)',
        body: topicInputSchema,
        response: { 201: topicSchema, 400: queryErrorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        const topic = await app.topicsRepository.create(request.body, request.currentUser?.id ?? null);
        if (!topic) throw new HttpError(409, TOPIC_NAME_TAKEN);
        await app.topicsRepository.rematch(topic.id);
        return reply.code(201).send((await app.topicsRepository.find(topic.id))!);
      } catch (error) {
        const body = queryErrorBody(error, 'query');
        if (body) return reply.code(400).send(body);
        throw error;
      }
    },
  );

  app.patch(
    '/update/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Change a topic (the fields sent)',
        params: idParams,
        body: topicUpdateSchema,
        response: { 200: topicSchema, 400: queryErrorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await requireOwnership(app, request, 'topics', request.params.id, 'manageTopics');
      try {
        const result = await app.topicsRepository.update(request.params.id, request.body);
        if (result === 'missing') throw new HttpError(404, TOPIC_NOT_FOUND);
        if (result === 'taken') throw new HttpError(409, TOPIC_NAME_TAKEN);
        if (request.body.query !== undefined || request.body.active) await app.topicsRepository.rematch(result.id);
        return (await app.topicsRepository.find(result.id))!;
      } catch (error) {
        const body = queryErrorBody(error, 'query');
        if (body) return reply.code(400).send(body);
        throw error;
      }
    },
  );

  app.delete(
    '/delete/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a topic and its matches',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await requireOwnership(app, request, 'topics', request.params.id, 'manageTopics');
      if (!(await app.topicsRepository.delete(request.params.id))) throw new HttpError(404, TOPIC_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};

export default topicRoutes;
