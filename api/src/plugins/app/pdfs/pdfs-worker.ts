import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';

import { PDF_LIMITS } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import { HttpError } from '../../../lib/http-errors';
import { findDoi, looksLikePdf, openPdf, type OpenedPdf } from '../../../lib/pdf-extract';

// ----------------------------------------------------------------------
// The PDF files on disk (<MEDIAWATCH_DATA>/pdfs/<id>.pdf) and the worker that
// extracts their text in the API process, page by page, recording progress
// (docs/decisions/0028-academic-pdfs.md). One PDF at a time; the oldest
// first; rows left in `processing` by a restart are resumed after their last
// saved page.

export const PDF_MESSAGES = {
  notFound: 'PDF not found',
  noFile: 'Send the PDF as multipart/form-data in a field named file',
  notPdf: 'The file is not a PDF that can be read; its content was checked, not its name',
  tooLarge: `The PDF is larger than ${PDF_LIMITS.maxBytes / 1024 / 1024} MiB`,
  tooManyPages: `The PDF has more than ${PDF_LIMITS.maxPages} pages`,
  noPages: 'The PDF has no pages',
  fileMissing: 'The PDF file is missing from the server; upload it again',
  pageNotFound: 'This page has no text yet, or does not exist',
  userQuota: (mib: number) => `Your PDFs have reached your quota of ${mib} MiB; delete PDFs you no longer need`,
  totalQuota: 'The server has no room left for PDFs; ask an administrator',
} as const;

/** How many first pages are searched for a DOI. */
const DOI_PAGES = 3;

export interface CheckedPdf {
  temp: string;
  size: number;
  pages: number;
  metadata: OpenedPdf['metadata'];
}

export class PdfFiles {
  /** Uploads are checked one at a time: only one is ever held in memory. */
  private checking: Promise<unknown> = Promise.resolve();

  constructor(readonly dir: string) {}

  pathOf(fileName: string): string {
    return path.join(this.dir, path.basename(fileName));
  }

  /**
   * Streams an upload to a temporary file, then checks it is a PDF by its
   * content (the `%PDF-` signature, then pdf.js opens it and counts pages).
   * Anything refused is deleted before the error (`tooLarge()` past the
   * stream's limit, 415 not a PDF). Streams are written to disk as they come;
   * the check that reads a file whole runs for one upload at a time.
   */
  async receive(file: Readable, tooLarge: () => HttpError = () => new HttpError(413, PDF_MESSAGES.tooLarge)): Promise<CheckedPdf> {
    const temp = path.join(this.dir, `.upload-${randomUUID()}`);
    try {
      try {
        await pipeline(file, fs.createWriteStream(temp, { flags: 'wx' }));
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if ((file as Readable & { truncated?: boolean }).truncated) throw tooLarge();
      const turn = this.checking.then(() => this.check(temp));
      this.checking = turn.catch(() => undefined);
      return await turn;
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  /** Reads a received file and checks it is a PDF that can be opened. */
  private async check(temp: string): Promise<CheckedPdf> {
    const data = await fsp.readFile(temp);
    if (!looksLikePdf(data)) throw new HttpError(415, PDF_MESSAGES.notPdf);
    let opened: OpenedPdf;
    try {
      opened = await openPdf(new Uint8Array(data));
    } catch {
      throw new HttpError(415, PDF_MESSAGES.notPdf);
    }
    await opened.close();
    if (opened.pages < 1) throw new HttpError(415, PDF_MESSAGES.noPages);
    if (opened.pages > PDF_LIMITS.maxPages) throw new HttpError(413, PDF_MESSAGES.tooManyPages);
    return { temp, size: data.length, pages: opened.pages, metadata: opened.metadata };
  }

  /** Moves a checked upload in place under `fileName`. */
  async keep(temp: string, fileName: string): Promise<void> {
    await fsp.rename(temp, this.pathOf(fileName));
  }

  /** Writes a file the server made (the demo PDFs). */
  async write(fileName: string, content: Buffer): Promise<void> {
    await fsp.writeFile(this.pathOf(fileName), content);
  }

  async remove(fileName: string): Promise<void> {
    await fsp.rm(this.pathOf(fileName), { force: true });
  }
}

export interface PdfWorker {
  /** Starts a pass over the pending PDFs now, unless one runs (then it picks the new one up too). */
  wake(): void;
  /** Settles when the worker has nothing left to do (tests). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pdfFiles: PdfFiles;
    pdfWorker: PdfWorker;
  }
}

export default fp(
  async (app) => {
    const dir = path.join(app.config.dataDir, 'pdfs');
    await fsp.mkdir(dir, { recursive: true });
    const files = new PdfFiles(dir);
    app.decorate('pdfFiles', files);
    const repo = app.pdfsRepository;

    let closing = false;
    let running: Promise<void> | null = null;
    let again = false;

    /** Extracts one PDF from its next page on; answers when it is ready, failed or deleted. */
    async function extract(pending: NonNullable<Awaited<ReturnType<typeof repo.nextPending>>>) {
      let pdf: OpenedPdf;
      try {
        const data = await fsp.readFile(files.pathOf(pending.file_name));
        pdf = await openPdf(new Uint8Array(data));
      } catch (error) {
        const missing = (error as { code?: string }).code === 'ENOENT';
        await repo.fail(pending.id, missing ? PDF_MESSAGES.fileMissing : `The PDF could not be read: ${(error as Error).message}`);
        return;
      }
      try {
        let doiText = '';
        for (let page = pending.pages_done + 1; page <= pdf.pages; page += 1) {
          if (closing) return;
          const text = await pdf.pageText(page);
          if (!(await repo.savePage(pending.id, page, text))) return;
          if (page <= DOI_PAGES) doiText += `${text}\n`;
          if (page === Math.min(DOI_PAGES, pdf.pages)) {
            const doi = findDoi(doiText);
            if (doi) await repo.offerDoi(pending.id, doi);
          }
          // Let requests in between pages.
          await nextTurn();
        }
        await repo.finish(pending.id, pdf.pages);
      } catch (error) {
        app.log.warn({ err: error, pdf: pending.id }, 'Extracting a PDF failed');
        await repo.fail(pending.id, `The text could not be extracted: ${(error as Error).message}`);
      } finally {
        await pdf.close();
      }
    }

    async function run() {
      do {
        again = false;
        for (let pending = await repo.nextPending(); pending && !closing; pending = await repo.nextPending()) {
          await extract(pending);
        }
      } while (again && !closing);
    }

    const worker: PdfWorker = {
      wake() {
        if (closing) return;
        if (running) {
          again = true;
          return;
        }
        running = run()
          .catch((error: unknown) => app.log.error({ err: error }, 'The PDF worker stopped'))
          .finally(() => {
            running = null;
          });
      },
      async idle() {
        while (running) await running;
      },
    };
    app.decorate('pdfWorker', worker);

    // Leftover temporary uploads of a crash; then the PDFs a restart interrupted.
    for (const name of await fsp.readdir(dir)) {
      if (name.startsWith('.upload-')) await fsp.rm(path.join(dir, name), { force: true });
    }
    app.addHook('onReady', async () => worker.wake());
    app.addHook('preClose', async () => {
      closing = true;
      await worker.idle();
    });
  },
  { name: 'pdfs-worker', dependencies: ['env', 'database', 'pdfs-repository'] },
);
