import fastifyStatic from '@fastify/static';
import { errorBodySchema } from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /api/podcast/media/{name}: the one public podcast route (the uploads and their edits need a permission, see index.ts). */
const podcastMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // reply.sendFile only: the one route below decides which names exist (docs/decisions/0005-podcast-fields.md).
  await app.register(fastifyStatic, { root: app.podcastMedia.dir, serve: false });

  app.get(
    '/media/:name',
    {
      schema: {
        tags: ['podcast'],
        summary: 'Stream an uploaded file; honours Range and If-Range (206), ETag and Last-Modified (304)',
        description:
          'Public: an <audio> element cannot send a bearer token. Names are random UUIDs the server made, ' +
          'so a file is reachable only by someone given its URL (docs/decisions/0005-podcast-fields.md).',
        params: z.object({ name: z.string() }),
        response: { 404: errorBodySchema, 416: errorBodySchema },
      },
      // The send library's 416 carries `Content-Range: bytes */size` on the error; the app's handler words the body.
      errorHandler: (error, request, reply) => {
        const { headers } = error as { headers?: Record<string, string> };
        if (error.statusCode === 416 && headers) reply.headers(headers);
        return app.errorHandler(error, request, reply);
      },
    },
    async (request, reply) => app.podcastMedia.send(request.params.name, reply),
  );
};

export default podcastMediaRoutes;
