import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

import { coded, type CodedMessage } from '@mediawatch/shared/messages';
import ipaddr from 'ipaddr.js';

// ----------------------------------------------------------------------
// Polite HTTP for feeds and article pages: a real User-Agent, conditional
// GET, redirects followed (up to 5), a timeout for the whole exchange and a
// cap on the body, read as it streams (a server that lies about or omits
// Content-Length is still cut off).
//
// No request forgery: a URL's host is resolved first and every address it
// resolves to must be a public unicast one (not loopback, private,
// link-local, multicast, carrier-grade NAT, reserved or unspecified, IPv4
// inside IPv6 included), on the first request and on every redirect; the
// connection goes to the address that was checked, so a second DNS answer
// cannot swap it. Hosts an admin allows (MEDIAWATCH_FETCH_ALLOW_HOSTS, and
// the demo feed server) are exempt. Errors say what went wrong in general
// terms only, never what does or does not listen at an address.

export const USER_AGENT = 'Mediawatch/0.1 (+https://github.com/mediawatch; news monitoring; feed reader)';
export const FETCH_TIMEOUT_MS = 20_000;
export const MAX_BODY_BYTES = 15 * 1024 * 1024;
const MAX_REDIRECTS = 5;

export interface FetchOptions {
  /**
   * Hosts that may be fetched even at a non-public address: `host` (any
   * port) or `host:port`, as in MEDIAWATCH_FETCH_ALLOW_HOSTS.
   */
  allowHosts?: readonly string[];
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

/**
 * A fetch that got no usable answer (timeout, refused, too big, too many
 * redirects). `coded` is what the source's health and fetch runs keep: a code
 * of the catalogue with its parameters (@mediawatch/shared/messages; a new
 * kind of failure is one entry there, docs/decisions/0040-server-texts-as-codes.md);
 * the message is its English. A plain string is kept as `fetch.failed`'s detail.
 */
export class FetchError extends Error {
  override readonly name = 'FetchError';
  readonly coded: CodedMessage;
  constructor(
    message: string | CodedMessage,
    readonly status: number | null = null,
  ) {
    const known = typeof message === 'string' ? { code: 'fetch.failed', params: { detail: message }, text: message } : message;
    super(known.text ?? known.code);
    this.coded = known;
  }
}

// ----------------------------------------------------------------------
// Addresses

/** Shown for a URL whose host is not public and not allowed; says nothing of what is there. */
export const NOT_ALLOWED_MESSAGE = coded('fetch.notAllowed');
/** Its English words. */
export const NOT_ALLOWED = NOT_ALLOWED_MESSAGE.text;

/** Whether an IP address is public unicast (IPv4 inside IPv6 judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // NAT64, 6to4 and Teredo carry an IPv4 address: judge that one.
    const range = v6.range();
    if (range === 'rfc6052' || range === 'rfc6145') return isPublicAddress(ipaddr.fromByteArray(v6.toByteArray().slice(12)).toString());
    if (range === '6to4') return isPublicAddress(ipaddr.fromByteArray(v6.toByteArray().slice(2, 6)).toString());
    if (range === 'teredo')
      return isPublicAddress(
        ipaddr
          .fromByteArray(
            v6
              .toByteArray()
              .slice(12)
              .map((byte) => byte ^ 0xff),
          )
          .toString(),
      );
    return range === 'unicast';
  }
  return parsed.range() === 'unicast';
}

/** Whether `url`'s host (and port) is on the allow list. */
export function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowHosts.some((entry) => {
    const value = entry.trim().toLowerCase();
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(value);
    const [allowedHost, allowedPort] = bracketed
      ? [bracketed[1]!, bracketed[2]]
      : /^[^:]+:\d+$/.test(value)
        ? (value.split(':') as [string, string])
        : [value, undefined];
    return allowedHost === host && (allowedPort === undefined || allowedPort === port);
  });
}

/** A DNS lookup for http.request that refuses hosts resolving to any address that is not public. */
export function guardedLookup(hostname: string, options: dns.LookupOptions, callback: (...args: never[]) => void): void {
  const done = callback as unknown as (error: Error | null, address?: string | dns.LookupAddress[], family?: number) => void;
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return done(error);
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address)))
      return done(new FetchError(NOT_ALLOWED_MESSAGE));
    if (options.all) return done(null, addresses);
    return done(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/**
 * NOT_ALLOWED when the fetcher would refuse `rawUrl`'s host before sending
 * anything (it is, or resolves to, an address that is not public and not
 * allowed), else null. A URL that does not parse is the caller's to judge;
 * a host that does not resolve now is not refused: its poll will say so, and
 * it may resolve later.
 */
export async function refusalOf(rawUrl: string, allowHosts: readonly string[]): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null;
  }
  if (isAllowedHost(url, allowHosts)) return null;
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(literal)) return isPublicAddress(literal) ? null : NOT_ALLOWED;
  try {
    const addresses = await dns.promises.lookup(literal, { all: true });
    return addresses.some((entry) => !isPublicAddress(entry.address)) ? NOT_ALLOWED : null;
  } catch {
    return null;
  }
}

/** Words for a network failure that tell nothing about the other side's set-up. */
function networkError(error: NodeJS.ErrnoException): FetchError {
  if (error instanceof FetchError) return error;
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN' || error.code === 'ENODATA') return new FetchError(coded('fetch.dnsFailed'));
  if (
    error.code === 'CERT_HAS_EXPIRED' ||
    error.code?.startsWith('ERR_TLS') ||
    error.code?.includes('CERT') ||
    error.code?.includes('SSL')
  ) {
    return new FetchError(coded('fetch.tlsFailed'));
  }
  return new FetchError(coded('fetch.connectFailed'));
}

function requestOnce(url: URL, options: FetchOptions, deadline: number, retried = false): Promise<FetchResult> {
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
  if (!client) return Promise.reject(new FetchError(coded('fetch.unsupportedScheme', { scheme: url.protocol })));
  const allowed = isAllowedHost(url, options.allowHosts ?? []);
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowed && net.isIP(literal) && !isPublicAddress(literal)) return Promise.reject(new FetchError(NOT_ALLOWED_MESSAGE));
  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept:
      options.accept ??
      'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5',
    'accept-encoding': 'identity',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  return new Promise((settle, fail) => {
    // Settled once: a request destroyed on timeout or over the cap still emits its error afterwards.
    let settled = false;
    const resolve = (value: FetchResult | Promise<FetchResult>) => {
      if (!settled) settle(value);
      settled = true;
    };
    const reject = (error: Error) => {
      if (!settled) fail(error);
      settled = true;
    };
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      reject(new FetchError(coded('fetch.timedOut', { seconds: Math.round((options.timeoutMs ?? FETCH_TIMEOUT_MS) / 1000) })));
      return;
    }
    // A retry never reuses a kept-alive connection: the pool may hold more that the server has closed.
    const request = client.get(
      url,
      { headers, ...(allowed ? {} : { lookup: guardedLookup }), ...(retried ? { agent: false } : {}) },
      (response) => {
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new FetchError(coded('fetch.bodyTooLarge', { bytes: declared, limit: maxBytes }), response.statusCode ?? null));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            request.destroy();
            reject(new FetchError(coded('fetch.bodyTooLargeStreamed', { limit: maxBytes }), response.statusCode ?? null));
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
        response.on('error', (error) => reject(networkError(error)));
      },
    );
    const timer = setTimeout(() => {
      reject(new FetchError(coded('fetch.timedOut', { seconds: Math.round((options.timeoutMs ?? FETCH_TIMEOUT_MS) / 1000) })));
      request.destroy();
    }, remaining);
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed just as it was reused: ask again once on a new one.
      if (!settled && request.reusedSocket && error.code === 'ECONNRESET' && !retried) resolve(requestOnce(url, options, deadline, true));
      else reject(networkError(error));
    });
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
  throw new FetchError(coded('fetch.tooManyRedirects', { max: MAX_REDIRECTS }));
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
