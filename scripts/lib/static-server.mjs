// A small static file server for the built host and remotes, on Node's own
// http module so it runs right after install with no dependency. Production
// deployments put the same dist/ folders behind any CDN or web server; this
// one mirrors what such a server must do:
//  - CORS for every file (the host loads remotes from other origins),
//  - `no-cache` for the entry points (index.html, remoteEntry.js,
//    mf-manifest.json, remotes.json) and `immutable` for hashed chunks,
//  - gzip when the browser accepts it,
//  - for the host, the SPA fallback to index.html and /api proxied to the API.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
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

// Gzipped bodies by file and modification time: each file is compressed once.
const gzipCache = new Map();

function gzipped(file, stat, body) {
  const key = `${file}:${stat.mtimeMs}`;
  let zipped = gzipCache.get(key);
  if (!zipped) {
    zipped = zlib.gzipSync(body);
    gzipCache.set(key, zipped);
  }
  return zipped;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.map', '.css', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.js$/;

function send(req, res, status, headers, body) {
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function jsonError(req, res, status, error, message) {
  send(req, res, status, { 'content-type': TYPES['.json'], 'access-control-allow-origin': '*' }, JSON.stringify({ statusCode: status, error, message }));
}

function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host, 'x-forwarded-for': req.socket.remoteAddress } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) jsonError(req, res, 502, 'Bad Gateway', 'The Mediawatch API is not reachable. Is it running?');
    else res.destroy();
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
 * @param {string} [options.remotesFile] serve this file at /remotes.json instead of the built one
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({ root, port, host, spa = false, apiTarget, remotesFile }) {
  const base = path.resolve(root);

  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://localhost');

    if (apiTarget && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res, apiTarget);
    if (req.method === 'OPTIONS') {
      return send(req, res, 204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, HEAD, OPTIONS', 'access-control-allow-headers': '*' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return jsonError(req, res, 405, 'Method Not Allowed', `${req.method} is not allowed here.`);

    let file = path.join(base, decodeURIComponent(pathname));
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
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
    };
    let body = fs.readFileSync(file);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 1024) {
      body = gzipped(file, stat, body);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    send(req, res, 200, headers, body);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
