import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http, { type Server } from 'node:http';

import { startStaticServer } from './static-server.mjs';

// The static server that `npm start` and `npm run serve` put in front of the
// built apps: it serves like production (compression, caching) and no request,
// however malformed, takes it down.

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
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
  const address = server.address() as net.AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** Sends raw bytes and answers the status line the server wrote. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    socket.setTimeout(3000, () => socket.destroy(new Error('no answer')));
  });
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
      const answer = await fetch(`http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}/api/events/stream`, {
        signal: controller.signal,
      });
      expect(answer.status).toBe(200);
      controller.abort();
      await closed;
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
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
      const answer = await fetch(`http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}/api/health`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(answer.status).toBe(200);
      expect(seen.from).toBe(localAddress);
      expect(seen.forwarded).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
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
    expect((await fetch(`${origin}/remoteEntry.js`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
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
});
