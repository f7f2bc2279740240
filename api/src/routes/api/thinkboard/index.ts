import {
  errorBodySchema,
  thinkboardAddCardSchema,
  thinkboardConflictSchema,
  thinkboardInputSchema,
  thinkboardListSchema,
  thinkboardQuerySchema,
  thinkboardSaveSchema,
  thinkboardSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorBody, HttpError } from '../../../lib/http-errors';
import { BOARD_CONFLICT, BOARD_NOT_FOUND, type Viewer } from '../../../plugins/app/thinkboards/thinkboards-repository';

const idParams = z.object({ id: z.string() });

/** The signed-in caller (the autohooks authenticate every route here). */
const viewer = (request: FastifyRequest): Viewer => ({ id: request.currentUser!.id, role: request.currentUser!.role });

/**
 * /api/thinkboard: boards of cards and labelled links. Everyone reads the
 * shared boards and their own; manageBoards adds boards and edits its own and
 * the shared ones. A save names the version it was made on: 409 with the
 * current board when another save came first (docs/decisions/0026-thinkboard.md).
 */
const thinkboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { preHandler: app.requirePermission('manageBoards') };
  const tags = ['thinkboard'];
  const boards = app.thinkboardsRepository;

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: "The caller's boards and the shared ones, most recently changed first (articleId: those holding that article)",
        querystring: thinkboardQuerySchema,
        response: { 200: thinkboardListSchema, 400: errorBodySchema },
      },
    },
    async (request) => boards.list(viewer(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One board with its cards, links and what its cards reference',
        params: idParams,
        response: { 200: thinkboardSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const board = await boards.find(request.params.id, viewer(request));
      if (!board) throw new HttpError(404, BOARD_NOT_FOUND);
      return board;
    },
  );

  app.post(
    '/add',
    {
      ...write,
      schema: {
        tags,
        summary: 'Add a board (private unless shared), optionally with cards and links',
        body: thinkboardInputSchema,
        response: { 201: thinkboardSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await boards.create(request.body, viewer(request))),
  );

  app.put(
    '/update/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Save a board made on `version` (its cards and links, title, sharing); 409 with the current board when it is stale',
        params: idParams,
        body: thinkboardSaveSchema,
        response: { 200: thinkboardSchema, 400: errorBodySchema, 404: errorBodySchema, 409: thinkboardConflictSchema },
      },
    },
    async (request, reply) => {
      const { version, ...content } = request.body;
      const result = await boards.save(request.params.id, version, content, viewer(request));
      if (result.kind === 'missing') throw new HttpError(404, BOARD_NOT_FOUND);
      if (result.kind === 'conflict') return reply.code(409).send({ ...errorBody(409, BOARD_CONFLICT), current: result.board });
      return result.board;
    },
  );

  app.post(
    '/addCard/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Put one card on a board, below the others (201; 200 when that article or event is already on it)',
        params: idParams,
        body: thinkboardAddCardSchema,
        response: { 200: thinkboardSchema, 201: thinkboardSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await boards.addCard(request.params.id, request.body, viewer(request));
      if (!result) throw new HttpError(404, BOARD_NOT_FOUND);
      return reply.code(result.added ? 201 : 200).send(result.board);
    },
  );

  app.delete(
    '/delete/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a board (its owner; an admin for a shared one)',
        params: idParams,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!(await boards.delete(request.params.id, viewer(request)))) throw new HttpError(404, BOARD_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};

export default thinkboardRoutes;
