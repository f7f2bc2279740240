import { z } from 'zod';

import { PDF_LIMITS, PDF_STATUSES } from '../limits';

export { PDF_LIMITS } from '../limits';

// ----------------------------------------------------------------------
// Academic PDFs (docs/decisions/0028-academic-pdfs.md):
// uploaded files whose text and metadata the server extracts in the
// background, page by page, searchable per page and tagged to topics.

const topicRef = z.object({ id: z.string(), name: z.string() });

export const pdfSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  year: z.number().int().nullable(),
  doi: z.string().nullable(),
  status: z.enum(PDF_STATUSES),
  /** Why the extraction failed (status `failed`), else null. */
  error: z.string().nullable(),
  /** The page count, once the file is opened (null before). */
  pagesTotal: z.number().int().nullable(),
  pagesDone: z.number().int(),
  size: z.number().int(),
  topics: z.array(topicRef),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PdfSummary = z.infer<typeof pdfSummarySchema>;
export const pdfListSchema = z.array(pdfSummarySchema);

export const pdfPageSchema = z.object({ page: z.number().int(), text: z.string() });
export type PdfPage = z.infer<typeof pdfPageSchema>;

export const pdfIdParamsSchema = z.object({ id: z.string().max(100) });

const authorSchema = z.string().trim().min(1, 'An author cannot be empty').max(PDF_LIMITS.authorMax);

/** PATCH /api/pdf/update/{id}: the fields an analyst corrects (any subset). */
export const pdfUpdateSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'The title is required')
      .max(PDF_LIMITS.titleMax, `The title has ${PDF_LIMITS.titleMax} characters at most`),
    authors: z.array(authorSchema).max(PDF_LIMITS.authorsMax),
    year: z
      .number()
      .int()
      .min(PDF_LIMITS.yearMin, `The year is between ${PDF_LIMITS.yearMin} and ${PDF_LIMITS.yearMax}`)
      .max(PDF_LIMITS.yearMax, `The year is between ${PDF_LIMITS.yearMin} and ${PDF_LIMITS.yearMax}`)
      .nullable(),
    doi: z
      .string()
      .trim()
      .max(PDF_LIMITS.doiMax)
      .regex(/^10\.\d{4,9}\/\S+$/, 'A DOI looks like 10.1234/abc')
      .nullable(),
    topicIds: z.array(z.string().max(100)).max(PDF_LIMITS.topicsMax),
  })
  .partial()
  .strict();
export type PdfUpdate = z.input<typeof pdfUpdateSchema>;

export const pdfSearchQuerySchema = z.object({
  q: z
    .string({ error: 'A query (q) is required' })
    .trim()
    .min(1, 'A query (q) is required')
    .max(PDF_LIMITS.queryMax, `The query has ${PDF_LIMITS.queryMax} characters at most`),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PdfSearchQuery = z.input<typeof pdfSearchQuerySchema>;

/** A page of a PDF where the query matched. */
export const pdfSearchHitSchema = z.object({
  pdfId: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  year: z.number().int().nullable(),
  page: z.number().int(),
  /** HTML-escaped text where the only tags are `<mark>` around matched words. */
  snippet: z.string(),
});
export type PdfSearchHit = z.infer<typeof pdfSearchHitSchema>;
export const pdfSearchResultSchema = z.object({ items: z.array(pdfSearchHitSchema), total: z.number().int() });
export type PdfSearchResult = z.infer<typeof pdfSearchResultSchema>;

export const deletePdfResponseSchema = z.object({ id: z.string() });
