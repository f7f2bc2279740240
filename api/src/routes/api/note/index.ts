import { can } from '@mediawatch/shared/permissions';
import {
  considerationQuerySchema,
  errorBodySchema,
  noteConflictSchema,
  noteInputSchema,
  noteListSchema,
  noteQuerySchema,
  noteSchema,
  noteUpdateSchema,
  noteVersionListSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorBody, HttpError } from '../../../lib/http-errors';
import type { NoteReader } from '../../../plugins/app/notes/notes-repository';

const idParams = z.object({ id: z.string().max(100) });
export const NOTE_NOT_FOUND = 'Note not found';
export const NOTE_NOT_YOURS = 'Only the author of a note can change it';
export const NOTE_STALE = 'This note was saved elsewhere since you opened it: reload it to see the newer version';

/** The signed-in user as the notes repository reads them (the signed-in scope guarantees one). */
function readerOf(request: FastifyRequest): NoteReader {
  const user = request.currentUser!;
  return { userId: user.id, canWrite: can(user.role, 'manageNotes') };
}

/**
 * /api/note: notes and editorial considerations. Every signed-in role reads
 * what it may see (its own notes, the shared ones, the considerations);
 * manageNotes writes, and only the author changes a note.
 */
const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { preHandler: app.requirePermission('manageNotes') };
  const tags = ['note'];

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'The notes you can read, newest first; q searches their full text, tag and articleId filter, scope picks whose',
        querystring: noteQuerySchema,
        response: { 200: noteListSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.notesRepository.list(readerOf(request), request.query),
  );

  app.get(
    '/considerations',
    {
      schema: {
        tags,
        summary: 'Notes flagged as editorial considerations, newest day first, in a period of days (from, to: inclusive)',
        querystring: considerationQuerySchema,
        response: { 200: noteListSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.notesRepository.considerations(readerOf(request), request.query),
  );

  app.get(
    '/versions/:id',
    {
      schema: {
        tags,
        summary: "A note's version history, newest first",
        params: idParams,
        response: { 200: noteVersionListSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const versions = await app.notesRepository.versions(readerOf(request), request.params.id);
      if (!versions) throw new HttpError(404, NOTE_NOT_FOUND);
      return versions;
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One note with its links and backlinks',
        params: idParams,
        response: { 200: noteSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const note = await app.notesRepository.find(readerOf(request), request.params.id);
      if (!note) throw new HttpError(404, NOTE_NOT_FOUND);
      return note;
    },
  );

  app.post(
    '/add',
    {
      ...write,
      schema: {
        tags,
        summary: 'Write a note (private unless shared), with its tags and links',
        body: noteInputSchema,
        response: { 201: noteSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await app.notesRepository.create(readerOf(request), request.body)),
  );

  app.patch(
    '/update/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Save a note (the fields sent) on the version it was read at; 409 with the current note when it was saved since',
        params: idParams,
        body: noteUpdateSchema,
        response: { 200: noteSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: noteConflictSchema },
      },
    },
    async (request, reply) => {
      const saved = await app.notesRepository.update(readerOf(request), request.params.id, request.body);
      if (!('refused' in saved)) return saved;
      if (saved.refused === 'not-found') throw new HttpError(404, NOTE_NOT_FOUND);
      if (saved.refused === 'forbidden') throw new HttpError(403, NOTE_NOT_YOURS);
      return reply.code(409).send({ ...errorBody(409, NOTE_STALE), current: saved.current });
    },
  );

  app.delete(
    '/delete/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete your note (its history and links go with it)',
        params: idParams,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const deleted = await app.notesRepository.delete(readerOf(request), request.params.id);
      if (deleted === 'forbidden') throw new HttpError(403, NOTE_NOT_YOURS);
      if (!deleted) throw new HttpError(404, NOTE_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};

export default noteRoutes;
