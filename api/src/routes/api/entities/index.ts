import {
  entityArticlesQuerySchema,
  entityArticlesSchema,
  entityFiguresSchema,
  entityParamsSchema,
  entitySchema,
  entityWindowQuerySchema,
  errorBodySchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { HttpError } from '../../../lib/http-errors';

export const ENTITY_NOT_FOUND = 'Entity not found';

/**
 * /api/entities: one person, organization or place and its page's figures
 * (every signed-in role; docs/decisions/0060-the-entity-page.md).
 */
const entityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['explore'];
  const responses = { 400: errorBodySchema, 404: errorBodySchema };

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A person, organization or place: kind, canonical name, country and coordinates, first and last article',
        params: entityParamsSchema,
        response: { 200: entitySchema, ...responses },
      },
    },
    async (request) => {
      const entity = await app.analytics.entities.entity(request.params.id);
      if (!entity) throw new HttpError(404, ENTITY_NOT_FOUND);
      return entity;
    },
  );

  app.get(
    '/:id/figures',
    {
      schema: {
        tags,
        summary: "An entity's last 7, 30 or 90 days (in tz): articles and mean tone per day, top sources, top co-mentioned entities",
        params: entityParamsSchema,
        querystring: entityWindowQuerySchema,
        response: { 200: entityFiguresSchema, ...responses },
      },
    },
    async (request) => {
      const figures = await app.analytics.entities.figures(request.params.id, request.query);
      if (!figures) throw new HttpError(404, ENTITY_NOT_FOUND);
      return figures;
    },
  );

  app.get(
    '/:id/articles',
    {
      schema: {
        tags,
        summary: "An entity's articles of the last 7, 30 or 90 days (in tz), newest first, a page at a time",
        params: entityParamsSchema,
        querystring: entityArticlesQuerySchema,
        response: { 200: entityArticlesSchema, ...responses },
      },
    },
    async (request) => {
      const articles = await app.analytics.entities.articles(request.params.id, request.query);
      if (!articles) throw new HttpError(404, ENTITY_NOT_FOUND);
      return articles;
    },
  );
};

export default entityRoutes;
