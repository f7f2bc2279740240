import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import { HttpError } from '../../../lib/http-errors';
import { MEDIA_CONTENT_TYPES, type DetectedFormat } from '../../../lib/media-probe';

// ----------------------------------------------------------------------
// Podcast audio and covers on disk under <MEDIAWATCH_DATA>/uploads (why not in
// the database: docs/decisions/0005-podcast-fields.md). Files get a server-made
// name (a UUID, or demo-<key> for the seed) and never change, so they are
// served with long caching and HTTP range requests.

/** Where uploads are served from; the part after it is the file name. */
export const MEDIA_URL_PREFIX = '/api/podcast/media/';

const NAME_PATTERN = /^[a-z0-9-]{1,80}\.([a-z0-9]{2,4})$/;

/** What `saveUpload` answers: what the probe read, and where the file is now. */
export type StoredMedia<T extends DetectedFormat> = T & { name: string; url: string; size: number };

export class PodcastMediaStore {
  constructor(readonly dir: string) {}

  /** The stored file name behind a URL of ours, or null for any other URL. */
  nameOf(url: string | null | undefined): string | null {
    if (!url?.startsWith(MEDIA_URL_PREFIX)) return null;
    const name = url.slice(MEDIA_URL_PREFIX.length);
    return NAME_PATTERN.test(name) ? name : null;
  }

  /**
   * Streams an upload to disk, then keeps it only if `probe` recognizes the
   * file (src/lib/media-probe.ts); otherwise deletes it and throws 415 with
   * `refusal`. A file over the size limit (the stream fails) is deleted too,
   * with `tooLarge`.
   */
  async saveUpload<T extends DetectedFormat>(
    file: Readable,
    probe: (file: string) => Promise<T | null>,
    refusal: string,
    tooLarge: () => HttpError,
  ): Promise<StoredMedia<T>> {
    const temp = path.join(this.dir, `.upload-${randomUUID()}`);
    try {
      await pipeline(file, fs.createWriteStream(temp, { flags: 'wx' }));
    } catch (error) {
      await fsp.rm(temp, { force: true });
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    // Busboy stops at the limit and marks the stream truncated (the error is not always raised on the stream itself).
    if ((file as Readable & { truncated?: boolean }).truncated) {
      await fsp.rm(temp, { force: true });
      throw tooLarge();
    }
    try {
      const { size } = await fsp.stat(temp);
      const found = size > 0 ? await probe(temp) : null;
      if (!found) throw new HttpError(415, refusal);
      const name = `${randomUUID()}.${found.extension}`;
      await fsp.rename(temp, path.join(this.dir, name));
      return { ...found, name, url: MEDIA_URL_PREFIX + name, size };
    } finally {
      await fsp.rm(temp, { force: true });
    }
  }

  /** Writes a file the server made itself (demo audio and covers) under `name`; returns its URL. */
  async writeFile(name: string, content: Buffer | string): Promise<string> {
    if (!NAME_PATTERN.test(name)) throw new Error(`Bad media file name: ${name}`);
    const target = path.join(this.dir, name);
    const temp = `${target}.${randomUUID()}.tmp`;
    await fsp.writeFile(temp, content);
    await fsp.rename(temp, target);
    return MEDIA_URL_PREFIX + name;
  }

  async exists(name: string): Promise<boolean> {
    return fsp.stat(path.join(this.dir, name)).then(
      (stat) => stat.isFile(),
      () => false,
    );
  }

  /** Deletes a stored file of ours (no error when it is already gone). */
  async remove(name: string): Promise<void> {
    if (NAME_PATTERN.test(name)) await fsp.rm(path.join(this.dir, name), { force: true });
  }

  /**
   * Answers the file through @fastify/static's sendFile: Range and If-Range
   * (206, 416), ETag and Last-Modified (304), with our content types
   * (docs/decisions/0005-podcast-fields.md).
   */
  async send(name: string, reply: FastifyReply): Promise<FastifyReply> {
    const match = NAME_PATTERN.exec(name);
    const contentType = match ? MEDIA_CONTENT_TYPES[match[1] ?? ''] : undefined;
    if (!match || !contentType) throw new HttpError(404, 'Media file not found');
    const stat = await fsp.stat(path.join(this.dir, name)).catch(() => null);
    if (!stat?.isFile()) throw new HttpError(404, 'Media file not found');

    reply.header('content-type', contentType).header('x-content-type-options', 'nosniff');
    if (contentType === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.sendFile(name, this.dir, {
      // Ours, not the send library's guesses from the extension (audio/x-flac, audio/x-aac).
      contentType: false,
      // The name changes whenever the content does.
      cacheControl: true,
      maxAge: 365 * 24 * 60 * 60 * 1000,
      immutable: true,
      lastModified: true,
      etag: true,
      acceptRanges: true,
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    podcastMedia: PodcastMediaStore;
    /** Deletes the uploads no podcast has used for UNUSED_UPLOAD_TTL_MS (runs every SWEEP_INTERVAL_MS). */
    sweepUploads: () => Promise<void>;
  }
}

/** An upload no podcast uses is kept this long (the form may still be open), then deleted by the sweep. */
export const UNUSED_UPLOAD_TTL_MS = 30 * 60 * 1000;

/** How often the sweep runs: an unused upload is gone within TTL + this, under an hour. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Deletes what a crash or an abandoned form left behind: temporary upload
 * files, and uploads older than the TTL that no podcast points at. Answers the
 * names deleted.
 */
export async function sweepUnusedUploads(
  store: PodcastMediaStore,
  isReferenced: (url: string) => Promise<boolean>,
  now = Date.now(),
): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await fsp.readdir(store.dir)) {
    const stat = await fsp.stat(path.join(store.dir, name)).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < UNUSED_UPLOAD_TTL_MS) continue;
    const leftover = name.startsWith('.upload-');
    if (!leftover && (!NAME_PATTERN.test(name) || (await isReferenced(MEDIA_URL_PREFIX + name)))) continue;
    await fsp.rm(path.join(store.dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

export default fp(
  async (app) => {
    const dir = path.join(app.config.dataDir, 'uploads');
    await fsp.mkdir(dir, { recursive: true });
    const store = new PodcastMediaStore(dir);
    app.decorate('podcastMedia', store);
    const sweep = async () => {
      const removed = await sweepUnusedUploads(store, (url) => app.podcastsRepository.referencesUrl(url));
      for (const name of removed) await app.uploadsRepository.forget(name);
      if (removed.length > 0) app.log.info({ removed }, 'Deleted unused podcast uploads');
    };
    await sweep();
    const timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.warn({ err: error }, 'Sweeping unused uploads failed'));
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    app.decorate('sweepUploads', sweep);
  },
  { name: 'podcasts-media', dependencies: ['env', 'podcasts-repository', 'uploads-repository'] },
);
