import {
  duplicateFeedBodySchema,
  errorBodySchema,
  feedDiscoveryBodySchema,
  feedDiscoveryResultSchema,
  type FeedCheck,
  type OpmlImportResult,
  opmlImportBodySchema,
  opmlImportResultSchema,
  sourceFetchQueuedSchema,
  sourceInputSchema,
  sourceListSchema,
  sourceSchema,
  sourceAddSchema,
  sourceSearchQuerySchema,
  sourceUpdateSchema,
  testFeedBodySchema,
  testFeedResultSchema,
  urlKey,
} from '@mediawatch/shared/schemas';
import { coded } from '@mediawatch/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorBody, HttpError } from '../../../lib/http-errors';
import { exportOpml, parseOpml } from '../../../news/opml';
import type { CompleteSourceInput } from '../../../plugins/app/sources/sources-repository';

// ----------------------------------------------------------------------

const idParams = z.object({ id: z.string() });
export const SOURCE_NOT_FOUND = 'Source not found';

/** The OPML import reads the new feeds, this many at once, and starts no new read after this long. */
const OPML_CHECKS_AT_ONCE = 8;
const OPML_CHECK_BUDGET_MS = 30_000;

/** `check(url)` for each URL, a few at once; null for those not started within the budget. */
async function checkAll(urls: readonly string[], check: (url: string) => Promise<FeedCheck>): Promise<Array<FeedCheck | null>> {
  const results: Array<FeedCheck | null> = urls.map(() => null);
  const deadline = Date.now() + OPML_CHECK_BUDGET_MS;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(OPML_CHECKS_AT_ONCE, urls.length) }, async () => {
      while (next < urls.length && Date.now() < deadline) {
        const index = next++;
        results[index] = await check(urls[index]!);
      }
    }),
  );
  return results;
}

/** The 409 of a feed another source already polls (docs/decisions/0045-one-feed-one-source.md). */
function duplicateFeedBody(owner: { sourceId: string; sourceName: string; feedUrl: string }) {
  const message = coded('source.duplicateFeed', { source: owner.sourceName, feedUrl: owner.feedUrl });
  return {
    ...errorBody(409, message.text),
    coded: message,
    sourceId: owner.sourceId,
    sourceName: owner.sourceName,
    feedUrl: owner.feedUrl,
  };
}

/**
 * /api/source: CRUD and OPML (every signed-in role reads, manageSources
 * writes), actions and the feed test (runSourceActions).
 */
const sourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = { preHandler: app.requirePermission('manageSources') };
  const operate = { preHandler: app.requirePermission('runSourceActions') };

  app.get(
    '/all',
    { schema: { tags: ['source'], summary: 'Every source with its health', response: { 200: sourceListSchema } } },
    async () => app.sourcesRepository.list(),
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['source'],
        summary: 'Sources whose name, homepage or feed URL contains q',
        querystring: sourceSearchQuerySchema,
        response: { 200: sourceListSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.sourcesRepository.list(request.query.q),
  );

  app.get(
    '/opml',
    {
      schema: {
        tags: ['source'],
        summary: 'Every source as an OPML 2.0 file',
        response: { 200: z.string().describe('OPML 2.0 (text/x-opml)') },
      },
    },
    async (_request, reply) => {
      const [sources, groups] = await Promise.all([app.sourcesRepository.list(), app.sourceGroupsRepository.list()]);
      return reply
        .type('text/x-opml; charset=utf-8')
        .header('content-disposition', 'attachment; filename="mediawatch-sources.opml"')
        .send(exportOpml(sources, groups));
    },
  );

  app.post(
    '/opml',
    {
      ...manage,
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags: ['source'],
        summary: 'Import sources from an OPML file (feeds already known are skipped); reports per feed what became of it and what it holds',
        body: opmlImportBodySchema,
        response: { 200: opmlImportResultSchema, 400: errorBodySchema },
      },
    },
    async (request): Promise<OpmlImportResult> => {
      const { opml, defaultLanguage, defaultCountry } = request.body;
      const outlines = parseOpml(opml);
      // Compared by normalized keys: another spelling of a known feed is the same feed (docs/decisions/0045-one-feed-one-source.md).
      const known = await app.sourcesRepository.knownFeedKeys();
      const listed = new Set<string>();
      // What the fetcher would refuse is never stored as a source that fails at every poll.
      const refusals = await Promise.all(outlines.map((outline) => app.ingestion.refusal(outline.feedUrl)));
      const feeds: OpmlImportResult['feeds'] = [];
      const inputs: CompleteSourceInput[] = [];
      for (const [index, outline] of outlines.entries()) {
        const report = { feedUrl: outline.feedUrl, title: outline.title, sourceId: null, check: null };
        const key = urlKey(outline.feedUrl) ?? outline.feedUrl;
        const owner = known.get(key);
        if (owner) {
          feeds.push({
            ...report,
            outcome: 'known',
            reason: coded('source.duplicateFeed', { source: owner.sourceName, feedUrl: outline.feedUrl }).text,
          });
          continue;
        }
        if (listed.has(key)) {
          feeds.push({ ...report, outcome: 'known', reason: coded('source.duplicateFeedInFile', { feedUrl: outline.feedUrl }).text });
          continue;
        }
        const refused = refusals[index];
        if (refused) {
          feeds.push({ ...report, outcome: 'refused', reason: refused });
          continue;
        }
        listed.add(key);
        const parsed = sourceInputSchema.safeParse({
          name: outline.title,
          homepage: outline.htmlUrl ?? new URL(outline.feedUrl).origin,
          feedUrls: [outline.feedUrl],
          language: outline.language ?? defaultLanguage,
          country: outline.country ?? defaultCountry,
        });
        if (parsed.success) {
          inputs.push(parsed.data);
          feeds.push({ ...report, outcome: 'created', reason: null });
        } else feeds.push({ ...report, outcome: 'invalid', reason: parsed.error.issues[0]?.message ?? 'Invalid outline' });
      }
      const created = await app.sourcesRepository.createMany(inputs, { queued: true });
      for (const source of created) await app.ingestion.schedule(source.id, 'created');
      // What each new feed holds, read once now (the worker stores its items within minutes).
      const fresh = feeds.filter((feed) => feed.outcome === 'created');
      const checks = await checkAll(
        fresh.map((feed) => feed.feedUrl),
        (url) => app.ingestion.checkFeed(url),
      );
      fresh.forEach((feed, index) => {
        feed.sourceId = created[index]?.id ?? null;
        feed.check = checks[index] ?? null;
      });
      const skipped = feeds
        .filter((feed) => feed.outcome !== 'created')
        .map((feed) => ({ feedUrl: feed.feedUrl, reason: feed.reason ?? '' }));
      return { created, skipped, feeds };
    },
  );

  app.post(
    '/testFeed',
    {
      ...operate,
      schema: {
        tags: ['source'],
        summary: 'Fetch and parse a feed without storing anything: what would be ingested',
        body: testFeedBodySchema,
        response: { 200: testFeedResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.ingestion.testFeed(request.body.url),
  );

  app.post(
    '/discover',
    {
      ...operate,
      schema: {
        tags: ['source'],
        summary: "Find a site's feeds from its address (links in the page, then the common feed paths), each read once",
        body: feedDiscoveryBodySchema,
        response: { 200: feedDiscoveryResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.ingestion.discoverFeeds(request.body.url),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['source'],
        summary: 'One source',
        params: idParams,
        response: { 200: sourceSchema, 404: errorBodySchema },
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
      ...manage,
      schema: {
        tags: ['source'],
        summary: 'Add a source (fetched within seconds)',
        description:
          'A feed another source already polls (compared normalized: scheme, host case, default port, trailing slash, tracking parameters, FeedBurner aliases) is a 409 naming that source, unless `duplicateReason` says why to add it anyway (kept with who and when).',
        body: sourceAddSchema,
        response: { 201: sourceSchema, 400: errorBodySchema, 409: duplicateFeedBodySchema },
      },
    },
    async (request, reply) => {
      const { duplicateReason, ...input } = request.body;
      const owner = await app.sourcesRepository.feedOwner(input.feedUrls);
      if (owner && !duplicateReason) return reply.code(409).send(duplicateFeedBody(owner));
      const source = await app.sourcesRepository.create(input, {
        queued: true,
        duplicate:
          owner && duplicateReason
            ? { existingSourceId: owner.sourceId, feedUrl: owner.feedUrl, reason: duplicateReason, userId: request.currentUser!.id }
            : undefined,
      });
      if (source.active) await app.ingestion.schedule(source.id, 'created');
      return reply.code(201).send(source);
    },
  );

  app.patch(
    '/update/:id',
    {
      ...manage,
      schema: {
        tags: ['source'],
        summary: 'Change a source (the fields sent); fetched again within seconds',
        params: idParams,
        body: sourceUpdateSchema,
        response: { 200: sourceSchema, 400: errorBodySchema, 404: errorBodySchema, 409: duplicateFeedBodySchema },
      },
    },
    async (request, reply) => {
      if (request.body.feedUrls) {
        // Only a feed the source does not poll yet is checked: one added anyway with a reason stays editable.
        const current = await app.sourcesRepository.find(request.params.id);
        const kept = new Set((current?.feedUrls ?? []).map((url) => urlKey(url)));
        const added = request.body.feedUrls.filter((url) => !kept.has(urlKey(url)));
        const owner = await app.sourcesRepository.feedOwner(added, request.params.id);
        if (owner) return reply.code(409).send(duplicateFeedBody(owner));
      }
      const source = await app.sourcesRepository.update(request.params.id, request.body);
      if (!source) throw new HttpError(404, SOURCE_NOT_FOUND);
      if (source.active) await app.ingestion.schedule(source.id, 'updated');
      return source;
    },
  );

  app.delete(
    '/delete/:id',
    {
      ...manage,
      schema: {
        tags: ['source'],
        summary: 'Delete a source and its articles',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 404: errorBodySchema },
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
      ...operate,
      schema: {
        tags: ['source'],
        summary: 'Fetch now',
        params: idParams,
        response: { 202: sourceFetchQueuedSchema, 404: errorBodySchema },
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
        // Pausing and resuming changes the sources everyone reads: admins only (docs/decisions/0042-accounts-and-ownership.md).
        ...manage,
        schema: {
          tags: ['source'],
          summary: active ? 'Resume polling' : 'Pause polling',
          params: idParams,
          response: { 200: sourceSchema, 404: errorBodySchema },
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
      ...operate,
      schema: {
        tags: ['source'],
        summary: 'Clear the failure streak; the source is due now',
        params: idParams,
        response: { 200: sourceSchema, 404: errorBodySchema },
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
