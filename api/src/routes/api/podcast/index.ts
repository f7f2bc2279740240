import multipart from '@fastify/multipart';
import {
  AUDIO_FORMATS,
  PODCAST_LIMITS,
  addPodcastBodySchema,
  deletePodcastResponseSchema,
  errorBodySchema,
  mediaUploadResponseSchema,
  podcastIdParamsSchema,
  podcastListSchema,
  podcastSchema,
  podcastSearchQuerySchema,
  updatePodcastBodySchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sniffAudio, sniffImage, wavDurationSeconds } from '../../../lib/audio-format';
import { HttpError } from '../../../lib/http-errors';
import type { PodcastRow } from '../../../plugins/app/podcasts-repository';
import { toPodcast } from '../../../plugins/app/podcasts-repository';

// ----------------------------------------------------------------------

export const PODCAST_MESSAGES = {
  notFound: 'Podcast not found',
  missingUpload: 'points to an upload that does not exist; upload the file again',
  notAudio: `The file is not a supported audio file (${AUDIO_FORMATS.join(', ')}); its content was checked, not its name`,
  notImage: 'The file is not a supported cover image (png, jpeg, webp, gif); its content was checked, not its name',
  audioTooLarge: `The audio file is larger than ${PODCAST_LIMITS.audioMaxBytes / 1024 / 1024} MiB`,
  coverTooLarge: `The cover image is larger than ${PODCAST_LIMITS.coverMaxBytes / 1024 / 1024} MiB`,
  noFile: 'Send the file as multipart/form-data in a field named file',
} as const;

const bearer = [{ bearerAuth: [] }];
const WRITERS = ['admin', 'analyst'] as const;

const readErrors = { 400: errorBodySchema, 401: errorBodySchema };
const writeErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

// ----------------------------------------------------------------------

/** /api/podcast: the calls of spec section 7, plus media upload and streaming. */
const podcastRoutes: FastifyPluginAsyncZod = async (app) => {
  const { podcastsRepository: podcasts, podcastMedia: media } = app;

  await app.register(multipart, {
    limits: { files: 1, fields: 4, fileSize: PODCAST_LIMITS.audioMaxBytes, parts: 6 },
  });

  /** 400 when a URL of ours names a file that is not stored. */
  async function checkUploads(fields: { audioUrl?: string; coverArtUrl?: string | null }) {
    for (const [label, url] of [
      ['Audio URL', fields.audioUrl],
      ['Cover art URL', fields.coverArtUrl],
    ] as const) {
      const name = media.nameOf(url);
      if (url?.startsWith('/api/podcast/media/') && !(name && (await media.exists(name)))) {
        throw new HttpError(400, `${label} ${PODCAST_MESSAGES.missingUpload}`);
      }
    }
  }

  /** Deletes the stored files `before` pointed at and no podcast uses any more. */
  async function releaseMedia(before: PodcastRow, after: PodcastRow | null) {
    for (const url of [before.audio_url, before.cover_art_url]) {
      const name = media.nameOf(url);
      if (!name || url === after?.audio_url || url === after?.cover_art_url) continue;
      if (url && !(await podcasts.referencesUrl(url))) await media.remove(name);
    }
  }

  app.get(
    '/all',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['podcast'],
        summary: 'Every podcast, oldest first (the player’s playlist)',
        security: bearer,
        response: { 200: podcastListSchema, 401: errorBodySchema },
      },
    },
    async () => (await podcasts.list()).map(toPodcast),
  );

  app.get(
    '/featured',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['podcast'],
        summary: 'The featured podcasts',
        security: bearer,
        response: { 200: podcastListSchema, 401: errorBodySchema },
      },
    },
    async () => (await podcasts.featured()).map(toPodcast),
  );

  app.get(
    '/search',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['podcast'],
        summary: 'Podcasts whose title, author or description contains q (any case)',
        security: bearer,
        querystring: podcastSearchQuerySchema,
        response: { 200: podcastListSchema, ...readErrors },
      },
    },
    async (request) => (await podcasts.search(request.query.q)).map(toPodcast),
  );

  app.get(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['podcast'],
        summary: 'One podcast',
        security: bearer,
        params: podcastIdParamsSchema,
        response: { 200: podcastSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const row = await podcasts.findById(request.params.id);
      if (!row) throw new HttpError(404, PODCAST_MESSAGES.notFound);
      return toPodcast(row);
    },
  );

  app.post(
    '/add',
    {
      preHandler: app.requireRole(...WRITERS),
      schema: {
        tags: ['podcast'],
        summary: 'Add a podcast (analysts and admins)',
        description: 'audioUrl and coverArtUrl: an http(s) URL, or the url an upload to /api/podcast/media answered.',
        security: bearer,
        body: addPodcastBodySchema,
        response: { 201: podcastSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await checkUploads(request.body);
      const row = await podcasts.create(request.body, request.currentUser?.id ?? null);
      if (!row) throw new Error('Insert returned no row');
      return reply.code(201).send(toPodcast(row));
    },
  );

  app.patch(
    '/update/:id',
    {
      preHandler: app.requireRole(...WRITERS),
      schema: {
        tags: ['podcast'],
        summary: 'Change some fields of a podcast (analysts and admins)',
        security: bearer,
        params: podcastIdParamsSchema,
        body: updatePodcastBodySchema,
        response: { 200: podcastSchema, ...writeErrors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const before = await podcasts.findById(request.params.id);
      if (!before) throw new HttpError(404, PODCAST_MESSAGES.notFound);
      await checkUploads(request.body);
      const row = await podcasts.update(request.params.id, request.body);
      if (!row) throw new HttpError(404, PODCAST_MESSAGES.notFound);
      await releaseMedia(before, row);
      return toPodcast(row);
    },
  );

  app.delete(
    '/delete/:id',
    {
      preHandler: app.requireRole(...WRITERS),
      schema: {
        tags: ['podcast'],
        summary: 'Delete a podcast and the uploaded files only it used (analysts and admins)',
        security: bearer,
        params: podcastIdParamsSchema,
        response: { 200: deletePodcastResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const row = await podcasts.delete(request.params.id);
      if (!row) throw new HttpError(404, PODCAST_MESSAGES.notFound);
      await releaseMedia(row, null);
      return { _id: row.id };
    },
  );

  app.post(
    '/media',
    {
      preHandler: app.requireRole(...WRITERS),
      schema: {
        tags: ['podcast'],
        summary: 'Upload an audio file (kind=audio) or a cover image (kind=cover)',
        description:
          'multipart/form-data with one file in the field `file`. The format is read from the content: ' +
          `audio ${AUDIO_FORMATS.join(', ')} up to ${PODCAST_LIMITS.audioMaxBytes / 1024 / 1024} MiB, ` +
          `covers png, jpeg, webp, gif up to ${PODCAST_LIMITS.coverMaxBytes / 1024 / 1024} MiB. Anything else is refused and not stored.`,
        security: bearer,
        consumes: ['multipart/form-data'],
        querystring: z.object({
          kind: z.enum(['audio', 'cover'], { error: 'kind must be audio or cover' }).default('audio'),
        }),
        response: { 201: mediaUploadResponseSchema, ...writeErrors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { kind } = request.query;
      if (!request.isMultipart()) throw new HttpError(415, PODCAST_MESSAGES.noFile);
      const file = await request.file({
        limits: { fileSize: kind === 'audio' ? PODCAST_LIMITS.audioMaxBytes : PODCAST_LIMITS.coverMaxBytes },
      });
      if (!file || file.fieldname !== 'file') {
        file?.file.resume();
        throw new HttpError(400, PODCAST_MESSAGES.noFile);
      }
      const stored =
        kind === 'audio'
          ? await media.saveUpload(file.file, sniffAudio, PODCAST_MESSAGES.notAudio, PODCAST_MESSAGES.audioTooLarge)
          : await media.saveUpload(file.file, sniffImage, PODCAST_MESSAGES.notImage, PODCAST_MESSAGES.coverTooLarge);
      return reply.code(201).send({
        url: stored.url,
        kind,
        format: stored.format,
        contentType: stored.contentType,
        size: stored.size,
        durationSeconds: stored.format === 'wav' ? wavDurationSeconds(stored.head) : null,
      });
    },
  );

  app.get(
    '/media/:name',
    {
      schema: {
        tags: ['podcast'],
        summary: 'Stream an uploaded file; honours Range (206 Partial Content)',
        description:
          'Public: an <audio> element cannot send a bearer token. Names are random UUIDs the server made, ' +
          'so a file is reachable only by someone given its URL (docs/decisions/0005-podcast-fields.md).',
        params: z.object({ name: z.string() }),
        response: { 404: errorBodySchema, 416: errorBodySchema },
      },
    },
    async (request, reply) => media.send(request.params.name, request.headers.range, reply),
  );
};

export default podcastRoutes;
