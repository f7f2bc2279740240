import http from 'node:http';
import https from 'node:https';

// ----------------------------------------------------------------------
// Polite HTTP for feeds and article pages: a real User-Agent, conditional
// GET, redirects followed (up to 5), a timeout for the whole exchange and a
// cap on the body, read as it streams (a server that lies about or omits
// Content-Length is still cut off).

export const USER_AGENT = 'Mediawatch/0.1 (+https://github.com/mediawatch; news monitoring; feed reader)';
export const FETCH_TIMEOUT_MS = 20_000;
export const MAX_BODY_BYTES = 15 * 1024 * 1024;
const MAX_REDIRECTS = 5;

export interface FetchOptions {
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs?: number;
  maxBytes?: number;
  accept?: string;
}

export interface FetchResult {
  status: number;
  /** The URL after redirects. */
  finalUrl: string;
  /** Whether a redirect was permanent (301/308): the caller may record the new URL. */
  permanentRedirect: boolean;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A fetch that got no usable answer (timeout, refused, too big, too many redirects). */
export class FetchError extends Error {
  override readonly name = 'FetchError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

function requestOnce(url: URL, options: FetchOptions, deadline: number): Promise<FetchResult> {
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
  if (!client) return Promise.reject(new FetchError(`Unsupported URL scheme ${url.protocol}`));
  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept: options.accept ?? 'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5',
    'accept-encoding': 'identity',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      reject(new FetchError(`Timed out after ${Math.round((options.timeoutMs ?? FETCH_TIMEOUT_MS) / 1000)} s`));
      return;
    }
    const request = client.get(url, { headers }, (response) => {
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        reject(new FetchError(`Body too large: ${declared} bytes (limit ${maxBytes})`, response.statusCode ?? null));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          request.destroy();
          reject(new FetchError(`Body too large: more than ${maxBytes} bytes`, response.statusCode ?? null));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          finalUrl: url.toString(),
          permanentRedirect: false,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', (error) => reject(new FetchError(error.message)));
    });
    const timer = setTimeout(() => {
      reject(new FetchError(`Timed out after ${Math.round((options.timeoutMs ?? FETCH_TIMEOUT_MS) / 1000)} s`));
      request.destroy();
    }, remaining);
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error) =>
      reject(error instanceof FetchError ? error : new FetchError(`Could not connect: ${(error as NodeJS.ErrnoException).code ?? error.message}`)),
    );
  });
}

/** GETs `rawUrl`, following redirects, within the timeout and body cap. Any HTTP status resolves; network trouble rejects with FetchError. */
export async function fetchUrl(rawUrl: string, options: FetchOptions = {}): Promise<FetchResult> {
  const deadline = Date.now() + (options.timeoutMs ?? FETCH_TIMEOUT_MS);
  let url = new URL(rawUrl);
  let permanent = true;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const result = await requestOnce(url, options, deadline);
    if ([301, 302, 303, 307, 308].includes(result.status) && result.headers.location) {
      permanent = permanent && (result.status === 301 || result.status === 308);
      url = new URL(result.headers.location, url);
      continue;
    }
    return { ...result, permanentRedirect: hop > 0 && permanent };
  }
  throw new FetchError(`Too many redirects (more than ${MAX_REDIRECTS})`);
}

// ----------------------------------------------------------------------

/** At most `limit` requests at once per host, in this process. */
export class HostLimiter {
  private readonly active = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(readonly limit: number) {}

  async run<T>(url: string, fn: () => Promise<T>): Promise<T> {
    const host = new URL(url).host;
    while ((this.active.get(host) ?? 0) >= this.limit) {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(host) ?? [];
        queue.push(resolve);
        this.waiting.set(host, queue);
      });
    }
    this.active.set(host, (this.active.get(host) ?? 0) + 1);
    try {
      return await fn();
    } finally {
      const left = (this.active.get(host) ?? 1) - 1;
      if (left === 0) this.active.delete(host);
      else this.active.set(host, left);
      const next = this.waiting.get(host)?.shift();
      if (this.waiting.get(host)?.length === 0) this.waiting.delete(host);
      next?.();
    }
  }
}

// ----------------------------------------------------------------------

/** Seconds to wait from a Retry-After header (seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | string[] | undefined, now = Date.now()): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - now) / 1000));
}

/** max-age from Cache-Control (seconds), or null; no-cache/no-store count as 0. */
export function cacheMaxAgeSeconds(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  if (/no-cache|no-store/i.test(value)) return 0;
  const match = /(?:s-maxage|max-age)\s*=\s*(\d+)/i.exec(value);
  return match ? Number(match[1]) : null;
}
