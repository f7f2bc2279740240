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

import fsp from 'node:fs/promises';

import { probeAudio, probeImage } from '../../../lib/media-probe';
import { requireOwnership } from '../../../plugins/app/auth/ownership';
import { HttpError } from '../../../lib/http-errors';
import type { PodcastRow } from '../../../plugins/app/podcasts/podcasts-repository';
import { toPodcast } from '../../../plugins/app/podcasts/podcasts-repository';

// ----------------------------------------------------------------------

export const PODCAST_MESSAGES = {
  notFound: 'Podcast not found',
  missingUpload: 'points to an upload that does not exist; upload the file again',
  notAudio: `The file is not a supported audio file (${AUDIO_FORMATS.join(', ')}); its content was checked, not its name`,
  notImage: 'The file is not a supported cover image (png, jpeg, webp, gif); its content was checked, not its name',
  audioTooLarge: `The audio file is larger than ${PODCAST_LIMITS.audioMaxBytes / 1024 / 1024} MiB`,
  coverTooLarge: `The cover image is larger than ${PODCAST_LIMITS.coverMaxBytes / 1024 / 1024} MiB`,
  noFile: 'Send the file as multipart/form-data in a field named file',
  userQuota: (mib: number) => `Your uploads have reached your quota of ${mib} MiB; delete podcasts you no longer need`,
  totalQuota: 'The server has no room left for uploads; ask an administrator',
} as const;

const MiB = 1024 * 1024;

const badRequest = { 400: errorBodySchema };

// ----------------------------------------------------------------------

/** /api/podcast: the calls of docs/spec.md §7, plus media upload (the stream is in media.ts: it is public). */
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
      schema: {
        tags: ['podcast'],
        summary: 'Every podcast, oldest first (the player’s playlist)',
        response: { 200: podcastListSchema },
      },
    },
    async () => (await podcasts.list()).map(toPodcast),
  );

  app.get(
    '/featured',
    {
      schema: {
        tags: ['podcast'],
        summary: 'The featured podcasts',
        response: { 200: podcastListSchema },
      },
    },
    async () => (await podcasts.featured()).map(toPodcast),
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['podcast'],
        summary: 'Podcasts whose title, author or description contains q (any case)',
        querystring: podcastSearchQuerySchema,
        response: { 200: podcastListSchema, ...badRequest },
      },
    },
    async (request) => (await podcasts.search(request.query.q)).map(toPodcast),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['podcast'],
        summary: 'One podcast',
        params: podcastIdParamsSchema,
        response: { 200: podcastSchema, 404: errorBodySchema },
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
      preHandler: app.requirePermission('managePodcasts'),
      schema: {
        tags: ['podcast'],
        summary: 'Add a podcast',
        description: 'audioUrl and coverArtUrl: an http(s) URL, or the url an upload to /api/podcast/media answered.',
        body: addPodcastBodySchema,
        response: { 201: podcastSchema, ...badRequest },
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
      preHandler: app.requirePermission('managePodcasts'),
      schema: {
        tags: ['podcast'],
        summary: 'Change some fields of a podcast',
        params: podcastIdParamsSchema,
        body: updatePodcastBodySchema,
        response: { 200: podcastSchema, ...badRequest, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await requireOwnership(app, request, 'podcasts', request.params.id, 'managePodcasts');
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
      preHandler: app.requirePermission('managePodcasts'),
      schema: {
        tags: ['podcast'],
        summary: 'Delete a podcast and the uploaded files only it used',
        params: podcastIdParamsSchema,
        response: { 200: deletePodcastResponseSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await requireOwnership(app, request, 'podcasts', request.params.id, 'managePodcasts');
      const row = await podcasts.delete(request.params.id);
      if (!row) throw new HttpError(404, PODCAST_MESSAGES.notFound);
      await releaseMedia(row, null);
      return { _id: row.id };
    },
  );

  app.post(
    '/media',
    {
      preHandler: app.requirePermission('managePodcasts'),
      schema: {
        tags: ['podcast'],
        summary: 'Upload an audio file (kind=audio) or a cover image (kind=cover)',
        description:
          'multipart/form-data with one file in the field `file`. The format is read from the content: ' +
          `audio ${AUDIO_FORMATS.join(', ')} up to ${PODCAST_LIMITS.audioMaxBytes / 1024 / 1024} MiB, ` +
          `covers png, jpeg, webp, gif up to ${PODCAST_LIMITS.coverMaxBytes / 1024 / 1024} MiB. Anything else is refused and not stored. ` +
          'Each user has a storage quota (413 past it) and so has the server (507); an upload no podcast uses is deleted within an hour.',
        consumes: ['multipart/form-data'],
        querystring: z.object({
          kind: z.enum(['audio', 'cover'], { error: 'kind must be audio or cover' }).default('audio'),
        }),
        response: { 201: mediaUploadResponseSchema, ...badRequest, 413: errorBodySchema, 415: errorBodySchema, 507: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { kind } = request.query;
      if (!request.isMultipart()) throw new HttpError(415, PODCAST_MESSAGES.noFile);
      const userId = request.currentUser!.id;
      const quota = app.config.uploadQuota;
      const kindMax = kind === 'audio' ? PODCAST_LIMITS.audioMaxBytes : PODCAST_LIMITS.coverMaxBytes;
      const room = await app.uploadsRepository.room(userId, quota);
      const disk = await fsp.statfs(media.dir).then(
        (stats) => stats.bavail * stats.bsize,
        () => Infinity,
      );
      const overQuota = (limitedBy: 'user' | 'total') =>
        limitedBy === 'user'
          ? new HttpError(413, PODCAST_MESSAGES.userQuota(Math.round(quota.perUserBytes / MiB)))
          : new HttpError(507, PODCAST_MESSAGES.totalQuota);
      if (disk < kindMax) throw new HttpError(507, PODCAST_MESSAGES.totalQuota);
      if (room.bytes <= 0) throw overQuota(room.limitedBy);
      const limit = Math.min(kindMax, room.bytes);
      const file = await request.file({ limits: { fileSize: limit } });
      if (!file || file.fieldname !== 'file') {
        file?.file.resume();
        throw new HttpError(400, PODCAST_MESSAGES.noFile);
      }
      const tooLarge = () =>
        limit < kindMax
          ? overQuota(room.limitedBy)
          : new HttpError(413, kind === 'audio' ? PODCAST_MESSAGES.audioTooLarge : PODCAST_MESSAGES.coverTooLarge);
      const stored =
        kind === 'audio'
          ? await media.saveUpload(file.file, probeAudio, PODCAST_MESSAGES.notAudio, tooLarge)
          : await media.saveUpload(file.file, probeImage, PODCAST_MESSAGES.notImage, tooLarge);
      // Counted atomically: two uploads at once cannot both take the last room.
      const refused = await app.uploadsRepository.record({ name: stored.name, userId, kind, size: stored.size }, quota);
      if (refused) {
        await media.remove(stored.name);
        throw overQuota(refused);
      }
      return reply.code(201).send({
        url: stored.url,
        kind,
        format: stored.format,
        contentType: stored.contentType,
        size: stored.size,
        durationSeconds: 'durationSeconds' in stored ? stored.durationSeconds : null,
      });
    },
  );
};

export default podcastRoutes;
