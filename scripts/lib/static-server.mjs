// The static file server for the built host and remotes: Fastify, the API's
// framework, with @fastify/static (streams, ETag and Last-Modified with their
// 304s, Range, paths kept inside the root), @fastify/compress and
// @fastify/http-proxy (docs/decisions/0051-static-servers-on-fastify.md).
// Production deployments put the same dist/ folders behind any CDN or web
// server; this one mirrors what such a server must do:
//  - CORS for every file (the host loads remotes from other origins),
//  - `no-cache` with an ETag for the entry points (index.html, remoteEntry.js,
//    mf-manifest.json, remotes.json), so a re-pointed or re-released remote is
//    live after a reload and an unchanged one costs a 304, and `immutable` for
//    a year for hashed chunks,
//  - brotli, else gzip, when the browser accepts it,
//  - for the host, the SPA fallback to index.html and /api proxied to the API,
//  - a malformed request gets a 400 and the server keeps serving,
//  - security headers on every answer: nosniff, a strict Referrer-Policy, no
//    framing, and for pages a Content-Security-Policy that allows scripts,
//    styles and connections from this origin and the remotes listed in the
//    remotes.json it serves (read again when the file changes), and no inline
//    script (docs/decisions/0011-hardening.md).
import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';

import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.map', '.css', '.svg', '.txt'].map((ext) => TYPES[ext]));
const HASHED = /\.[0-9a-f]{8}\.js$/;

/** Headers every answer carries, whatever its type. */
const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** For answers that are not pages (scripts, JSON, errors): nothing may run or frame them as a document. */
const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The page's policy: this origin and `remoteOrigins` for scripts, styles,
 * fonts and connections; no inline or evaluated script. Inline styles stay
 * allowed (MUI's emotion injects <style> elements at run time). Images, audio
 * and embedded frames may come from any https origin: article bodies and
 * podcasts point at the outlets' own media.
 * @param {string[]} remoteOrigins
 */
export function contentSecurityPolicy(remoteOrigins) {
  const own = ["'self'", ...remoteOrigins].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${own}`,
    `style-src ${own} 'unsafe-inline'`,
    `connect-src ${own}`,
    `font-src ${own} data:`,
    `img-src ${own} data: blob: https:`,
    `media-src ${own} blob: https:`,
    `frame-src https:`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** The origins of the absolute URLs in a remotes.json (relative ones are this origin). */
export function remoteOriginsOf(remotes) {
  const origins = new Set();
  for (const value of Object.values(remotes ?? {})) {
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Relative to the host: 'self'.
    }
  }
  return [...origins].sort();
}

/** remotes.json read once per modification time: the CSP follows an edited file on the next page load. */
function remotesReader(file) {
  let cached = { mtimeMs: -1, origins: [] };
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return [];
    if (stat.mtimeMs !== cached.mtimeMs) {
      let origins = [];
      try {
        origins = remoteOriginsOf(JSON.parse(fs.readFileSync(file, 'utf8')));
      } catch {
        // An unreadable file allows no remote: the host reports the broken wiring itself.
      }
      cached = { mtimeMs: stat.mtimeMs, origins };
    }
    return cached.origins;
  };
}

/**
 * @param {object} options
 * @param {string} options.root     the dist folder
 * @param {number} options.port
 * @param {string} [options.host]   interface to bind (default all, `::`)
 * @param {boolean} [options.spa]   serve index.html for unknown paths (the host)
 * @param {string} [options.apiTarget]  proxy /api to this origin (the host)
 * @param {string} [options.apiSourceAddress] the local address to reach the API from (the one it trusts X-Forwarded-For from)
 * @param {string} [options.remotesFile] serve this file at /remotes.json instead of the built one
 * @returns {Promise<import('fastify').FastifyInstance>} listening; `close()` ends it and every connection
 */
export async function startStaticServer({ root, port, host, spa = false, apiTarget, apiSourceAddress, remotesFile }) {
  const base = path.resolve(root);
  const remoteOrigins = remotesReader(remotesFile ?? path.join(base, 'remotes.json'));

  /** The CORS and security headers of every answer this server writes itself (not the API's). */
  const ownHeaders = (reply) => {
    const type = String(reply.getHeader('content-type') ?? '');
    reply.headers({
      ...BASE_HEADERS,
      'content-security-policy': type.startsWith('text/html') ? contentSecurityPolicy(remoteOrigins()) : NON_DOCUMENT_CSP,
      'access-control-allow-origin': '*',
    });
  };
  const jsonError = (reply, status, error, message) => {
    reply.code(status).type(TYPES['.json']);
    ownHeaders(reply);
    return reply.send(JSON.stringify({ statusCode: status, error, message }));
  };

  const app = Fastify({
    // Ends open connections (a live event stream through the proxy) on close.
    forceCloseConnections: true,
    // A malformed escape (`/%E0%A4%A`) never reaches a route.
    frameworkErrors: (_error, _request, reply) => jsonError(reply, 400, 'Bad Request', 'The request target is malformed.'),
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0].toLowerCase().includes('%00'))
      return jsonError(reply, 400, 'Bad Request', 'The path holds a NUL character.');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config?.api) ownHeaders(reply);
    return payload;
  });
  app.setErrorHandler((error, _request, reply) => {
    // The client went away mid-answer (a closed tab, a cancelled fetch): nobody to answer, nothing wrong.
    if (reply.raw.destroyed) return;
    const status = error.statusCode ?? 500;
    if (status < 500) return jsonError(reply, status, STATUS_CODES[status], error.message);
    console.error(`Static server for ${base}: ${error.stack}`);
    return jsonError(reply, 500, 'Internal Server Error', 'The file could not be served.');
  });

  // The proxy's routes come before compression's: the API's answers pass through as the API wrote them.
  if (apiTarget) {
    // Loaded by the host alone: the proxy's HTTP client (undici) would add about a third to each remote's memory.
    const { default: fastifyHttpProxy } = await import('@fastify/http-proxy');
    await app.register(fastifyHttpProxy, {
      upstream: apiTarget,
      prefix: '/api',
      rewritePrefix: '/api',
      config: { api: true },
      // No time limit on an answer (the API's event stream stays open for hours), and no
      // retry of a GET the API answered 503: the browser sees what the API said.
      undici: { localAddress: apiSourceAddress, headersTimeout: 0, bodyTimeout: 0 },
      replyOptions: {
        retryDelay: () => null,
        // The API learns the client's address from this proxy alone, never from the client.
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.raw.socket.remoteAddress }),
        onError: (reply) => jsonError(reply, 502, 'Bad Gateway', 'The Mediawatch API is not reachable. Is it running?'),
      },
    });
  }

  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    customTypes: (type) => COMPRESSIBLE.has(type),
  });
  await app.register(fastifyStatic, {
    root: base,
    index: ['index.html'],
    // The types above, and their caching, instead of the library's.
    contentType: false,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.headers({
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
      });
    },
  });

  if (remotesFile) {
    app.get('/remotes.json', (_request, reply) => reply.sendFile(path.basename(remotesFile), path.dirname(remotesFile)));
  }
  app.options('/*', (_request, reply) =>
    reply.code(204).headers({ 'access-control-allow-methods': 'GET, HEAD, OPTIONS', 'access-control-allow-headers': '*' }).send(),
  );
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return jsonError(reply, 405, 'Method Not Allowed', `${request.method} is not allowed here.`);
    if (spa && !path.extname(request.url.split('?')[0])) return reply.sendFile('index.html');
    return reply.code(404).type('text/plain').send('Not found');
  });

  await app.listen({ port, host: host ?? '::' });
  return app;
}
