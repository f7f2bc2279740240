import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';

import { startStaticServer } from './static-server.mjs';

// The static server that `npm start` and `npm run serve` put in front of the
// built apps: it serves like production (compression, caching, ranges), no
// request, however malformed, takes it down, and none reads outside its folder.

type StaticServer = Awaited<ReturnType<typeof startStaticServer>>;

/** `dist` is served; `dist-old` beside it shares the start of its name and must stay out of reach. */
let dir: string;
let root: string;
let server: StaticServer;
let origin: string;

const SECRET = 'the sibling folder must stay unread';
const portOf = (started: StaticServer) => (started.server.address() as net.AddressInfo).port;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  root = path.join(dir, 'dist');
  fs.mkdirSync(root);
  fs.mkdirSync(path.join(dir, 'dist-old'));
  fs.writeFileSync(path.join(dir, 'dist-old', 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(dir, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>host</title>');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), `/* entry */ ${'x'.repeat(4000)}`);
  fs.writeFileSync(path.join(root, 'chunk.1a2b3c4d.js'), `/* chunk */ ${'y'.repeat(4000)}`);
  fs.writeFileSync(
    path.join(root, 'remotes.json'),
    JSON.stringify({
      remote_a: 'http://localhost:3001/mf-manifest.json',
      remote_b: 'https://cdn.example/b/mf-manifest.json',
      local: '/c/mf-manifest.json',
    }),
  );
  server = await startStaticServer({ root, port: 0, spa: true });
  origin = `http://127.0.0.1:${portOf(server)}`;
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A browser's revalidation: fetch itself would add `Cache-Control: no-cache` to a request
 * with a validator, which asks the server for the whole file again.
 */
const revalidating = (validators: Record<string, string>) => ({ headers: { ...validators, 'cache-control': 'max-age=0' } });

/** Sends raw bytes (no client normalizes the target) and answers all the server wrote. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(3000, () => socket.destroy(new Error('no answer')));
  });
}

/** Sends raw bytes and answers the status line the server wrote. */
async function raw(request: string): Promise<string> {
  return (await exchange(portOf(server), request)).split('\r\n')[0] ?? '';
}

describe('the static server', () => {
  it('closes a proxied stream upstream when its client goes away', async () => {
    let upstreamClosed: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    const api = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(': open\n\n');
      response.on('close', () => upstreamClosed());
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const proxy = await startStaticServer({
      root,
      port: 0,
      spa: true,
      apiTarget: `http://127.0.0.1:${(api.address() as net.AddressInfo).port}`,
    });
    try {
      const controller = new AbortController();
      const answer = await fetch(`http://127.0.0.1:${portOf(proxy)}/api/events/stream`, {
        signal: controller.signal,
      });
      expect(answer.status).toBe(200);
      controller.abort();
      await closed;
    } finally {
      await proxy.close();
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('reaches the API from the address it is given, and says who the client is itself', async () => {
    const seen: { from?: string; forwarded?: string } = {};
    const api = http.createServer((request, response) => {
      seen.from = request.socket.remoteAddress;
      seen.forwarded = String(request.headers['x-forwarded-for']);
      response.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const localAddress = process.platform === 'linux' ? '127.0.0.2' : '127.0.0.1';
    const proxy = await startStaticServer({
      root,
      port: 0,
      apiTarget: `http://127.0.0.1:${(api.address() as net.AddressInfo).port}`,
      apiSourceAddress: localAddress,
    });
    try {
      const answer = await fetch(`http://127.0.0.1:${portOf(proxy)}/api/health`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(answer.status).toBe(200);
      expect(seen.from).toBe(localAddress);
      expect(seen.forwarded).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await proxy.close();
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it.each(['/%E0%A4%A', '/%', '/%00', '/a%00b.js'])('answers %s with a 400 and keeps serving', async (target) => {
    const answer = await fetch(`${origin}${target}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ statusCode: 400 });
    expect((await fetch(`${origin}/index.html`)).status).toBe(200);
  });

  it('answers a request line it cannot parse with a 400 and keeps serving', async () => {
    expect(await raw('GET /\x01\x02 HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw('NOT A REQUEST\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect((await fetch(`${origin}/index.html`)).status).toBe(200);
  });

  it('compresses with brotli, else gzip, when the browser accepts it', async () => {
    const br = await fetch(`${origin}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gzip = await fetch(`${origin}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes the body: it is the file whatever the encoding.
    expect(await gzip.text()).toBe(fs.readFileSync(path.join(root, 'remoteEntry.js'), 'utf8'));
  });

  it('keeps answering while a large file is compressed for the first time', async () => {
    // 6 MiB of text that compresses poorly (a source map is this size): compressing it on the
    // event loop at brotli's best level held every other request for seconds.
    let seed = 7;
    const words = Array.from({ length: 1_200_000 }, () => ((seed = (seed * 48271) % 2147483647) % 100000).toString(36));
    fs.writeFileSync(path.join(root, 'large.js.map'), JSON.stringify({ version: 3, mappings: words.join(';') }));
    const order: string[] = [];
    const large = fetch(`${origin}/large.js.map`, { headers: { 'accept-encoding': 'br' } }).then(async (answer) => {
      expect(answer.headers.get('content-encoding')).toBe('br');
      await answer.arrayBuffer();
      order.push('large');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const small = fetch(`${origin}/remoteEntry.js`, { headers: { 'accept-encoding': 'identity' } }).then(async (answer) => {
      expect(answer.status).toBe(200);
      await answer.text();
      order.push('small');
    });
    await Promise.all([large, small]);
    expect(order).toEqual(['small', 'large']);
  });

  it('revalidates entry points on each load and keeps hashed chunks for a year', async () => {
    const entry = await fetch(`${origin}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const etag = entry.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${origin}/remoteEntry.js`, revalidating({ 'if-none-match': etag! }))).status).toBe(304);
    expect((await fetch(`${origin}/chunk.1a2b3c4d.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${origin}/dashboard/reports`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends nosniff, a strict referrer policy and no framing on every answer, errors included', async () => {
    for (const target of ['/index.html', '/remoteEntry.js', '/missing.js', '/%E0%A4%A']) {
      const answer = await fetch(`${origin}${target}`);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it("gives pages a policy of this origin and remotes.json's origins, with no inline script", async () => {
    const csp = (await fetch(`${origin}/dashboard/reports`)).headers.get('content-security-policy')!;
    const directives = Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'", 'http://localhost:3001', 'https://cdn.example']);
    expect(directives['connect-src']).toEqual(["'self'", 'http://localhost:3001', 'https://cdn.example']);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('follows an edited remotes.json on the next page load', async () => {
    const file = path.join(root, 'remotes.json');
    const before = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, JSON.stringify({ remote_a: 'http://localhost:4999/mf-manifest.json' }));
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
      const csp = (await fetch(`${origin}/index.html`)).headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self' http://localhost:4999;");
      expect(csp).not.toContain('cdn.example');
    } finally {
      fs.writeFileSync(file, before);
    }
  });

  it('answers a byte range with a 206 and those bytes', async () => {
    const file = fs.readFileSync(path.join(root, 'remoteEntry.js'));
    for (const acceptEncoding of ['identity', 'gzip, deflate, br']) {
      const answer = await fetch(`${origin}/remoteEntry.js`, { headers: { range: 'bytes=3-12', 'accept-encoding': acceptEncoding } });
      expect(answer.status).toBe(206);
      expect(answer.headers.get('content-range')).toBe(`bytes 3-12/${file.length}`);
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(file.subarray(3, 13));
    }
    expect((await fetch(`${origin}/remoteEntry.js`, { headers: { range: `bytes=${file.length + 10}-` } })).status).toBe(416);
  });

  it('answers 304 to If-None-Match and If-Modified-Since, with the headers of the file', async () => {
    const page = await fetch(`${origin}/index.html`);
    const notModified = await fetch(`${origin}/index.html`, revalidating({ 'if-none-match': page.headers.get('etag')! }));
    expect(notModified.status).toBe(304);
    // A browser updates the stored page's headers from a 304: the page keeps its policy.
    expect(notModified.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'));
    expect(notModified.headers.get('access-control-allow-origin')).toBe('*');
    const since = await fetch(
      `${origin}/remoteEntry.js`,
      revalidating({ 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() }),
    );
    expect(since.status).toBe(304);
  });

  it('says every file answer varies with Accept-Encoding, compressed or not', async () => {
    for (const [target, acceptEncoding, encoding] of [
      ['/remoteEntry.js', 'gzip, deflate, br', 'br'],
      ['/remoteEntry.js', 'gzip', 'gzip'],
      ['/remoteEntry.js', 'identity', null],
      ['/dashboard/reports', 'br', 'br'],
    ] as const) {
      const answer = await fetch(`${origin}${target}`, { headers: { 'accept-encoding': acceptEncoding } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('vary')).toBe('accept-encoding');
    }
  });

  it('serves remotes.json from the file it is given, with the headers of an entry point', async () => {
    const remotesFile = path.join(dir, 'served-remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify({ remote_a: 'http://localhost:4888/mf-manifest.json' }));
    const host = await startStaticServer({ root, port: 0, spa: true, remotesFile });
    try {
      const answer = await fetch(`http://127.0.0.1:${portOf(host)}/remotes.json`);
      expect(await answer.json()).toEqual({ remote_a: 'http://localhost:4888/mf-manifest.json' });
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      const page = await fetch(`http://127.0.0.1:${portOf(host)}/`);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self' http://localhost:4888;");
    } finally {
      await host.close();
    }
  });

  it('answers a preflight for any file, refuses other methods, and tells a missing file from a page', async () => {
    const preflight = await fetch(`${origin}/remoteEntry.js`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    const post = await fetch(`${origin}/index.html`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(await post.json()).toMatchObject({ statusCode: 405 });
    const missing = await fetch(`${origin}/missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    const page = await fetch(`${origin}/dashboard/reports`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>host</title>');
  });

  it('answers 502 with its headers when the API is down', async () => {
    const proxy = await startStaticServer({ root, port: 0, spa: true, apiTarget: 'http://127.0.0.1:9' });
    try {
      const answer = await fetch(`http://127.0.0.1:${portOf(proxy)}/api/health`);
      expect(answer.status).toBe(502);
      expect(await answer.json()).toMatchObject({ statusCode: 502 });
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    } finally {
      await proxy.close();
    }
  });
});

describe('every static server keeps to its folder', () => {
  // `dist-old` starts like `dist`: a check of the path's prefix alone let these read it.
  const TARGETS = [
    '/..%2Fdist-old%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/dist-old/secret.txt',
    '/%2e%2e%2fdist-old%2fsecret.txt',
    '/%252e%252e%252fdist-old%252fsecret.txt',
    '/..%252Fdist-old%252Fsecret.txt',
    '/..%5Cdist-old%5Csecret.txt',
    '/..\\dist-old\\secret.txt',
    '/../dist-old/secret.txt',
    '/assets/../../dist-old/secret.txt',
    '/.%2e/secret.txt',
  ];

  let remote: StaticServer;
  let host: StaticServer;
  beforeAll(async () => {
    remote = await startStaticServer({ root, port: 0 });
    host = await startStaticServer({ root, port: 0, spa: true, apiTarget: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await remote.close();
    await host.close();
  });

  it.each(TARGETS)('gives nothing from outside the folder for %s', async (target) => {
    for (const started of [remote, host]) {
      const answer = await exchange(portOf(started), `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer).not.toContain(SECRET);
      expect(answer).toMatch(/^HTTP\/1\.1 (4\d\d|200)/);
      // The host's answer may be its page (the SPA fallback), never a file from elsewhere.
      if (answer.startsWith('HTTP/1.1 200')) expect(answer).toContain('<title>host</title>');
    }
  });
});
