// A small static file server for the built host and remotes, on Node's own
// http module so it runs right after install with no dependency. Production
// deployments put the same dist/ folders behind any CDN or web server; this
// one mirrors what such a server must do:
//  - CORS for every file (the host loads remotes from other origins),
//  - `no-cache` with an ETag for the entry points (index.html, remoteEntry.js,
//    mf-manifest.json, remotes.json), so a re-pointed or re-released remote is
//    live after a reload and an unchanged one costs a 304, and `immutable` for
//    a year for hashed chunks,
//  - brotli, else gzip, when the browser accepts it (each file compressed once),
//  - for the host, the SPA fallback to index.html and /api proxied to the API,
//  - a malformed request gets a 400 and the server keeps serving,
//  - security headers on every answer: nosniff, a strict Referrer-Policy, no
//    framing, and for pages a Content-Security-Policy that allows scripts,
//    styles and connections from this origin and the remotes listed in the
//    remotes.json it serves (read again when the file changes), and no inline
//    script (docs/decisions/0011-hardening.md).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

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

// Compressed bodies by encoding, file and modification time: each file is
// compressed once, off the event loop (zlib's thread pool), so a large file
// being compressed never holds up other requests. Files up to 1 MiB (every
// script a page loads) get the best ratio; larger ones (source maps) a quicker
// level, which bounds the time to their first byte.
const compressedCache = new Map();
const BEST_UP_TO = 1024 * 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODERS = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: body.length <= BEST_UP_TO ? 11 : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: body.length <= BEST_UP_TO ? 9 : 6 }),
};

function compressed(encoding, file, stat, body) {
  const key = `${encoding}:${file}:${stat.mtimeMs}`;
  let result = compressedCache.get(key);
  if (!result) {
    result = ENCODERS[encoding](body);
    compressedCache.set(key, result);
    result.catch(() => compressedCache.delete(key));
  }
  return result;
}

/** The best encoding the request accepts: brotli, then gzip, else none. */
function encodingFor(req) {
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.map', '.css', '.svg', '.txt']);
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

function send(req, res, status, headers, body) {
  const type = String(headers['content-type'] ?? '');
  res.writeHead(status, {
    ...BASE_HEADERS,
    'content-security-policy': type.startsWith('text/html') && res.pageCsp ? res.pageCsp() : NON_DOCUMENT_CSP,
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function jsonError(req, res, status, error, message) {
  send(
    req,
    res,
    status,
    { 'content-type': TYPES['.json'], 'access-control-allow-origin': '*' },
    JSON.stringify({ statusCode: status, error, message }),
  );
}

function proxy(req, res, target, localAddress) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    {
      method: req.method,
      headers: { ...req.headers, host: url.host, 'x-forwarded-for': req.socket.remoteAddress },
      localAddress,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) jsonError(req, res, 502, 'Bad Gateway', 'The Mediawatch API is not reachable. Is it running?');
    else res.destroy();
  });
  // A client gone (a closed tab, an aborted live stream) closes its request upstream too:
  // the API's event stream would otherwise stay open for nobody.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/**
 * @param {object} options
 * @param {string} options.root     the dist folder
 * @param {number} options.port
 * @param {string} [options.host]   interface to bind (default all)
 * @param {boolean} [options.spa]   serve index.html for unknown paths (the host)
 * @param {string} [options.apiTarget]  proxy /api to this origin (the host)
 * @param {string} [options.apiSourceAddress] the local address to reach the API from (the one it trusts X-Forwarded-For from)
 * @param {string} [options.remotesFile] serve this file at /remotes.json instead of the built one
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({ root, port, host, spa = false, apiTarget, apiSourceAddress, remotesFile }) {
  const base = path.resolve(root);
  const remoteOrigins = remotesReader(remotesFile ?? path.join(base, 'remotes.json'));
  const pageCsp = () => contentSecurityPolicy(remoteOrigins());

  const handle = async (req, res) => {
    res.pageCsp = pageCsp;
    const { pathname: rawPath } = new URL(req.url, 'http://localhost');
    const pathname = decodeURIComponent(rawPath);
    if (pathname.includes('\0')) return jsonError(req, res, 400, 'Bad Request', 'The path holds a NUL character.');

    if (apiTarget && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res, apiTarget, apiSourceAddress);
    if (req.method === 'OPTIONS') {
      return send(req, res, 204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, HEAD, OPTIONS',
        'access-control-allow-headers': '*',
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return jsonError(req, res, 405, 'Method Not Allowed', `${req.method} is not allowed here.`);

    let file = path.join(base, pathname);
    if (remotesFile && pathname === '/remotes.json') file = remotesFile;
    if (!file.startsWith(base) && file !== remotesFile) return jsonError(req, res, 403, 'Forbidden', 'Outside the served folder.');

    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat && spa && !path.extname(pathname)) {
      file = path.join(base, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat) return send(req, res, 404, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' }, 'Not found');

    const ext = path.extname(file);
    const hashed = HASHED.test(file);
    const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === etag) return send(req, res, 304, headers);
    let body = fs.readFileSync(file);
    const encoding = COMPRESSIBLE.has(ext) && body.length > 1024 ? encodingFor(req) : undefined;
    if (encoding) {
      body = await compressed(encoding, file, stat, body);
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = body.length;
    send(req, res, 200, headers, body);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      // A malformed escape (`/%E0%A4%A`) or target must never take the server down.
      const malformed = error instanceof URIError || error instanceof TypeError;
      if (res.headersSent) return res.destroy();
      if (malformed) return jsonError(req, res, 400, 'Bad Request', 'The request target is malformed.');
      console.error(`Static server for ${base}: ${error instanceof Error ? error.stack : error}`);
      return jsonError(req, res, 500, 'Internal Server Error', 'The file could not be served.');
    });
  });
  // A request Node's parser refuses (a malformed request line or header) gets a 400, not a crash.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
