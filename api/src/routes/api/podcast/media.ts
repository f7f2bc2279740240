import { errorBodySchema } from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /api/podcast/media/{name}: the one public podcast route (the uploads and their edits need a permission, see index.ts). */
const podcastMediaRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => app.podcastMedia.send(request.params.name, request.headers.range, reply),
  );
};

export default podcastMediaRoutes;
