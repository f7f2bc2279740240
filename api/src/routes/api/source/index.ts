import {
  errorBodySchema,
  opmlImportBodySchema,
  opmlImportResultSchema,
  sourceFetchQueuedSchema,
  sourceInputSchema,
  sourceListSchema,
  sourceSchema,
  sourceSearchQuerySchema,
  sourceUpdateSchema,
  testFeedBodySchema,
  testFeedResultSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { HttpError } from '../../../lib/http-errors';
import { exportOpml, parseOpml } from '../../../news/opml';
import { UnknownIdsError } from '../../../plugins/app/sources-repository';

// ----------------------------------------------------------------------

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string() });
export const SOURCE_NOT_FOUND = 'Source not found';

function unknownIds(error: unknown): never {
  if (error instanceof UnknownIdsError) throw new HttpError(400, error.message);
  throw error;
}

/** /api/source: CRUD (admins write, everyone signed in reads), actions, test feed, OPML. */
const sourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { preHandler: app.authenticate };
  const admin = { preHandler: app.requireRole('admin') };
  const operator = { preHandler: app.requireRole('admin', 'analyst') };
  const errors = { 401: errorBodySchema, 403: errorBodySchema };

  app.get(
    '/all',
    { ...read, schema: { tags: ['source'], summary: 'Every source with its health', security: bearer, response: { 200: sourceListSchema, ...errors } } },
    async () => app.sourcesRepository.list(),
  );

  app.get(
    '/search',
    {
      ...read,
      schema: {
        tags: ['source'],
        summary: 'Sources whose name, homepage or feed URL contains q',
        security: bearer,
        querystring: sourceSearchQuerySchema,
        response: { 200: sourceListSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => app.sourcesRepository.list(request.query.q),
  );

  app.get(
    '/opml',
    {
      ...read,
      schema: {
        tags: ['source'],
        summary: 'Every source as an OPML 2.0 file',
        security: bearer,
        response: { 200: z.string().describe('OPML 2.0 (text/x-opml)'), ...errors },
      },
    },
    async (_request, reply) => {
      const [sources, groups] = await Promise.all([app.sourcesRepository.list(), app.sourcesRepository.listGroups()]);
      return reply
        .type('text/x-opml; charset=utf-8')
        .header('content-disposition', 'attachment; filename="mediawatch-sources.opml"')
        .send(exportOpml(sources, groups));
    },
  );

  app.post(
    '/opml',
    {
      ...admin,
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags: ['source'],
        summary: 'Import sources from an OPML file (feeds already known are skipped)',
        security: bearer,
        body: opmlImportBodySchema,
        response: { 200: opmlImportResultSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { opml, defaultLanguage, defaultCountry } = request.body;
      const outlines = parseOpml(opml);
      const known = await app.sourcesRepository.knownFeedUrls();
      const skipped: Array<{ feedUrl: string; reason: string }> = [];
      const fresh: typeof outlines = [];
      for (const outline of outlines) {
        if (known.has(outline.feedUrl)) skipped.push({ feedUrl: outline.feedUrl, reason: 'A source already polls this feed' });
        else {
          known.add(outline.feedUrl);
          fresh.push(outline);
        }
      }
      const created = await app.db.transaction(async (tx) => {
        const result = [];
        for (const outline of fresh) {
          const parsed = sourceInputSchema.safeParse({
            name: outline.title,
            homepage: outline.htmlUrl ?? new URL(outline.feedUrl).origin,
            feedUrls: [outline.feedUrl],
            language: outline.language ?? defaultLanguage,
            country: outline.country ?? defaultCountry,
          });
          if (!parsed.success) {
            skipped.push({ feedUrl: outline.feedUrl, reason: parsed.error.issues[0]?.message ?? 'Invalid outline' });
            continue;
          }
          result.push(await app.sourcesRepository.create(parsed.data, tx));
        }
        return result;
      });
      for (const source of created) await app.ingestion.schedule(source.id, 'created');
      return { created, skipped };
    },
  );

  app.post(
    '/testFeed',
    {
      ...operator,
      schema: {
        tags: ['source'],
        summary: 'Fetch and parse a feed without storing anything: what would be ingested',
        security: bearer,
        body: testFeedBodySchema,
        response: { 200: testFeedResultSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => app.ingestion.testFeed(request.body.url),
  );

  app.get(
    '/:id',
    {
      ...read,
      schema: {
        tags: ['source'],
        summary: 'One source',
        security: bearer,
        params: idParams,
        response: { 200: sourceSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const source = await app.sourcesRepository.find(request.params.id);
      if (!source) throw new HttpError(404, SOURCE_NOT_FOUND);
      return source;
    },
  );

  app.post(
    '/add',
    {
      ...admin,
      schema: {
        tags: ['source'],
        summary: 'Add a source (fetched within seconds)',
        security: bearer,
        body: sourceInputSchema,
        response: { 201: sourceSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const source = await app.sourcesRepository.create(request.body).catch(unknownIds);
      if (source.active) await app.ingestion.schedule(source.id, 'created');
      return reply.code(201).send(source);
    },
  );

  app.patch(
    '/update/:id',
    {
      ...admin,
      schema: {
        tags: ['source'],
        summary: 'Change a source (the fields sent); fetched again within seconds',
        security: bearer,
        params: idParams,
        body: sourceUpdateSchema,
        response: { 200: sourceSchema, 400: errorBodySchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const source = await app.sourcesRepository.update(request.params.id, request.body).catch(unknownIds);
      if (!source) throw new HttpError(404, SOURCE_NOT_FOUND);
      if (source.active) await app.ingestion.schedule(source.id, 'updated');
      return source;
    },
  );

  app.delete(
    '/delete/:id',
    {
      ...admin,
      schema: {
        tags: ['source'],
        summary: 'Delete a source and its articles',
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 404: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await app.sourcesRepository.delete(request.params.id))) throw new HttpError(404, SOURCE_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );

  // ------------------------------------------------------------------
  // Actions

  app.post(
    '/fetch/:id',
    {
      ...operator,
      schema: {
        tags: ['source'],
        summary: 'Fetch now',
        security: bearer,
        params: idParams,
        response: { 202: sourceFetchQueuedSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const source = await app.sourcesRepository.find(request.params.id);
      if (!source) throw new HttpError(404, SOURCE_NOT_FOUND);
      await app.ingestion.schedule(source.id, 'manual');
      return reply.code(202).send({ queued: true as const, sourceId: source.id });
    },
  );

  for (const [action, active] of [
    ['pause', false],
    ['resume', true],
  ] as const) {
    app.post(
      `/${action}/:id`,
      {
        ...operator,
        schema: {
          tags: ['source'],
          summary: active ? 'Resume polling' : 'Pause polling',
          security: bearer,
          params: idParams,
          response: { 200: sourceSchema, 404: errorBodySchema, ...errors },
        },
      },
      async (request) => {
        const source = await app.sourcesRepository.update(request.params.id, { active });
        if (!source) throw new HttpError(404, SOURCE_NOT_FOUND);
        if (active) await app.ingestion.schedule(source.id, 'manual');
        return source;
      },
    );
  }

  app.post(
    '/resetErrors/:id',
    {
      ...operator,
      schema: {
        tags: ['source'],
        summary: 'Clear the failure streak; the source is due now',
        security: bearer,
        params: idParams,
        response: { 200: sourceSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      if (!(await app.sourcesRepository.resetErrors(request.params.id))) throw new HttpError(404, SOURCE_NOT_FOUND);
      const source = (await app.sourcesRepository.find(request.params.id))!;
      if (source.active) await app.ingestion.schedule(source.id, 'manual');
      return source;
    },
  );
};

export default sourceRoutes;
