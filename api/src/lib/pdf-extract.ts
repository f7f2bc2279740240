// ----------------------------------------------------------------------
// PDF text and metadata with pdf.js (pdfjs-dist, legacy build for Node;
// docs/decisions/0028-academic-pdfs.md). The worker module is loaded in this
// thread ("fake worker"): extraction is awaited page by page, so the event
// loop keeps serving requests between pages.

import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

let loading: Promise<PdfJs> | null = null;

/** pdf.js, loaded once (it is large: only the first PDF pays for it). */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    // @ts-expect-error -- pdfjs-dist ships no types for its worker module (its WorkerMessageHandler is all pdf.js reads).
    const worker: unknown = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

/** A PDF's first bytes are `%PDF-` (a few bytes of junk before it are allowed by readers; not by us). */
export function looksLikePdf(head: Uint8Array): boolean {
  return head.length >= 8 && Buffer.from(head.subarray(0, 5)).toString('latin1') === '%PDF-';
}

export interface PdfMetadata {
  title: string | null;
  authors: string[];
  year: number | null;
  doi: string | null;
}

export interface OpenedPdf {
  pages: number;
  metadata: Omit<PdfMetadata, 'doi'>;
  /** The text of page `n` (1-based), words joined by spaces, lines by newlines. */
  pageText(n: number): Promise<string>;
  close(): Promise<void>;
}

/** A DOI (Crossref's recommended pattern), case-insensitive. */
export const DOI_PATTERN = /\b(10\.\d{4,9}\/[-._;()/:A-Z0-9]+[A-Z0-9])/i;

/** The first DOI in a text, or null. */
export function findDoi(text: string): string | null {
  return DOI_PATTERN.exec(text)?.[1] ?? null;
}

const clean = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f]+/g, ' ').trim();
  return text.length > 0 ? text.slice(0, 500) : null;
};

/** Authors from the info dictionary's Author (split on ;, " and ", or commas between full names) or XMP dc:creator. */
export function splitAuthors(value: string | null): string[] {
  if (!value) return [];
  const parts = value.includes(';') ? value.split(';') : value.split(/\s+and\s+|,\s*(?=[^,]+\s[^,]+)/);
  return parts
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .slice(0, 50)
    .map((part) => part.slice(0, 200));
}

/** The year of a PDF date (D:YYYYMMDD…) or an XMP date (YYYY-…). */
function yearOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(?:D:)?(\d{4})/.exec(value.trim());
  const year = match ? Number(match[1]) : NaN;
  return year >= 1500 && year <= 2200 ? year : null;
}

/** Opens a PDF (throws when pdf.js cannot parse it). */
export async function openPdf(data: Uint8Array): Promise<OpenedPdf> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  const meta = await doc.getMetadata().catch(() => null);
  const info = (meta?.info ?? {}) as Record<string, unknown>;
  const xmp = meta?.metadata;
  const xmpTitle = clean(xmp?.get('dc:title'));
  const xmpCreator = xmp?.get('dc:creator') as unknown;
  const creator = Array.isArray(xmpCreator) ? xmpCreator.join('; ') : clean(xmpCreator);
  return {
    pages: doc.numPages,
    metadata: {
      title: clean(info.Title) ?? xmpTitle,
      authors: splitAuthors(clean(info.Author) ?? (creator || null)),
      year: yearOf(xmp?.get('dc:date')) ?? yearOf(info.CreationDate),
    },
    async pageText(n) {
      const page = await doc.getPage(n);
      try {
        const content = await page.getTextContent();
        let text = '';
        for (const item of content.items) {
          if (!('str' in item)) continue;
          text += item.str;
          text += item.hasEOL ? '\n' : item.str.endsWith(' ') || item.str === '' ? '' : ' ';
        }
        return text
          .replaceAll('\u0000', '')
          .replace(/[ \t]+\n/g, '\n')
          .replace(/[ \t]{2,}/g, ' ')
          .trim();
      } finally {
        page.cleanup();
      }
    },
    async close() {
      await task.destroy();
    },
  };
}
