import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import multipart from '@fastify/multipart';
import {
  deletePdfResponseSchema,
  errorBodySchema,
  PDF_LIMITS,
  pdfIdParamsSchema,
  pdfListSchema,
  pdfPageSchema,
  pdfSearchQuerySchema,
  pdfSearchResultSchema,
  pdfSummarySchema,
  pdfUpdateSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireOwnership } from '../../../plugins/app/auth/ownership';
import { HttpError } from '../../../lib/http-errors';
import { PDF_MESSAGES } from '../../../plugins/app/pdfs/pdfs-worker';

const MiB = 1024 * 1024;

/** A title from the file name when the PDF has none: "media-trust_2021.pdf" → "media trust 2021". */
export function titleFromFileName(name: string | undefined): string {
  const base = path.basename(name ?? '').replace(/\.pdf$/i, '');
  const title = base.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return (title || 'Untitled PDF').slice(0, PDF_LIMITS.titleMax);
}

/**
 * /api/pdf: academic PDFs (docs/decisions/0028-academic-pdfs.md). Every
 * signed-in role reads, searches and downloads; managePdfs uploads, edits
 * and deletes.
 */
const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pdfsRepository: pdfs, pdfFiles: files } = app;
  const write = { preHandler: app.requirePermission('managePdfs') };
  const tags = ['pdf'];

  await app.register(multipart, { limits: { files: 1, fields: 2, fileSize: PDF_LIMITS.maxBytes, parts: 3 } });

  app.get(
    '/all',
    { schema: { tags, summary: 'Every PDF, newest first, with its extraction progress', response: { 200: pdfListSchema } } },
    async () => pdfs.list(),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'The PDF pages whose text matches q (words, "a phrase", -word, or), best first, with highlighted snippets',
        querystring: pdfSearchQuerySchema,
        response: { 200: pdfSearchResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => pdfs.search(request.query.q, request.query.limit),
  );

  app.get(
    '/file/:id',
    {
      schema: {
        tags,
        summary: 'The original PDF file (application/pdf)',
        params: pdfIdParamsSchema,
        response: { 200: z.any().describe('application/pdf'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await pdfs.findRow(request.params.id);
      if (!row) throw new HttpError(404, PDF_MESSAGES.notFound);
      const file = files.pathOf(row.file_name);
      if (!fs.existsSync(file)) throw new HttpError(404, PDF_MESSAGES.fileMissing);
      const name = `${
        row.title
          .replace(/[^\w .-]+/g, '')
          .slice(0, 80)
          .trim() || 'document'
      }.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', Number(row.size))
        .header('content-disposition', `inline; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(file));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One PDF: its metadata, topics and extraction progress',
        params: pdfIdParamsSchema,
        response: { 200: pdfSummarySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const pdf = await pdfs.find(request.params.id);
      if (!pdf) throw new HttpError(404, PDF_MESSAGES.notFound);
      return pdf;
    },
  );

  app.get(
    '/:id/page/:page',
    {
      schema: {
        tags,
        summary: 'The extracted text of one page (1-based)',
        params: pdfIdParamsSchema.extend({ page: z.coerce.number().int().min(1).max(PDF_LIMITS.maxPages) }),
        response: { 200: pdfPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id, page } = request.params;
      const found = await pdfs.page(id, page);
      if (found) return found;
      if (!(await pdfs.find(id))) throw new HttpError(404, PDF_MESSAGES.notFound);
      throw new HttpError(404, PDF_MESSAGES.pageNotFound);
    },
  );

  app.post(
    '/upload',
    {
      ...write,
      schema: {
        tags,
        summary: 'Upload a PDF; its text is extracted in the background (status processing, then ready or failed)',
        description:
          `multipart/form-data with one file in the field \`file\`, up to ${PDF_LIMITS.maxBytes / 1024 / 1024} MiB and ` +
          `${PDF_LIMITS.maxPages} pages. The content is checked (signature, then parsed); anything else is refused ` +
          '(413, 415) and nothing is stored. Each user has a storage quota for PDFs (413 past it) and so has the server (507). ' +
          'Answers 202 at once with the new PDF; poll GET /api/pdf/{id} for progress.',
        consumes: ['multipart/form-data'],
        response: { 202: pdfSummarySchema, 400: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema, 507: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, PDF_MESSAGES.noFile);
      const userId = request.currentUser!.id;
      const quota = app.config.pdfQuota;
      const overQuota = (limitedBy: 'user' | 'total') =>
        limitedBy === 'user'
          ? new HttpError(413, PDF_MESSAGES.userQuota(Math.round(quota.perUserBytes / MiB)))
          : new HttpError(507, PDF_MESSAGES.totalQuota);
      const room = await pdfs.room(userId, quota);
      if (room.bytes <= 0) throw overQuota(room.limitedBy);
      // The stream stops at the room left: a file past the quota is never written whole.
      const limit = Math.min(PDF_LIMITS.maxBytes, room.bytes);
      const file = await request.file({ limits: { fileSize: limit } });
      if (!file || file.fieldname !== 'file') {
        file?.file.resume();
        throw new HttpError(400, PDF_MESSAGES.noFile);
      }
      const checked = await files.receive(file.file, () =>
        limit < PDF_LIMITS.maxBytes ? overQuota(room.limitedBy) : new HttpError(413, PDF_MESSAGES.tooLarge),
      );
      try {
        const id = randomUUID();
        const pdf = await pdfs.create(
          {
            id,
            fileName: `${id}.pdf`,
            size: checked.size,
            title: checked.metadata.title ?? titleFromFileName(file.filename),
            authors: checked.metadata.authors,
            year: checked.metadata.year,
            pagesTotal: checked.pages,
            uploadedBy: userId,
          },
          () => files.keep(checked.temp, `${id}.pdf`),
          quota,
        );
        if (typeof pdf === 'string') throw overQuota(pdf);
        app.pdfWorker.wake();
        return await reply.code(202).send(pdf);
      } finally {
        await fs.promises.rm(checked.temp, { force: true });
      }
    },
  );

  app.patch(
    '/update/:id',
    {
      ...write,
      schema: {
        tags,
        summary: "Correct a PDF's title, authors, year or DOI, or set its topics (replaced as a whole)",
        params: pdfIdParamsSchema,
        body: pdfUpdateSchema,
        response: { 200: pdfSummarySchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const pdf = await pdfs.update(request.params.id, request.body);
      if (!pdf) throw new HttpError(404, PDF_MESSAGES.notFound);
      return pdf;
    },
  );

  app.delete(
    '/delete/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a PDF, its text and its file (its uploader or an admin)',
        params: pdfIdParamsSchema,
        response: { 200: deletePdfResponseSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await requireOwnership(app, request, 'pdf_documents', request.params.id, 'managePdfs');
      const fileName = await pdfs.delete(request.params.id);
      if (fileName === null) throw new HttpError(404, PDF_MESSAGES.notFound);
      await files.remove(fileName);
      return { id: request.params.id };
    },
  );
};

export default pdfRoutes;
