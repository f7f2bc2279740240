import net from 'node:net';

import { useTestApp } from '../helpers/test-app';

// Malformed requests against the API's own port
// get a 4xx and the server keeps serving (the static servers have the same
// suite in scripts/lib/static-server.test.ts).

const ctx = useTestApp();
let port: number;

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});

/** Sends raw bytes; answers the status line. */
function raw(request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy());
  });
}

async function stillServing() {
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
}

const status = (line: string) => Number(line.split(' ')[1]);

describe('malformed requests to the API', () => {
  it.each(['/%E0%A4%A', '/%', '/%00', '/api/article/%E0%A4%A', '/api/podcast/media/%', '/api/auth/me?x=%'])(
    'GET %s: a 4xx, and the API serves on',
    async (target) => {
      const line = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(status(line)).toBeGreaterThanOrEqual(400);
      expect(status(line)).toBeLessThan(500);
      await stillServing();
    },
  );

  it.each([
    ['a request line that is not HTTP', 'NOT A REQUEST\r\n\r\n'],
    ['control characters in the target', 'GET /\x01\x02 HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a header without a colon', 'GET /api/health HTTP/1.1\r\nHost x\r\n\r\n'],
    ['a header of 64 KiB', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(65_536)}\r\n\r\n`],
    [
      'a chunked body that lies about its size',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    ],
  ])('%s: a 4xx, and the API serves on', async (_case, request) => {
    const line = await raw(request);
    expect(status(line)).toBeGreaterThanOrEqual(400);
    expect(status(line)).toBeLessThan(500);
    await stillServing();
  });

  it.each([
    ['JSON that does not parse', '{"email": '],
    ['a body that is not JSON at all', '\u0000\u0001\u0002'],
    ['a JSON string', '"admin"'],
  ])('POST /api/auth/login with %s: 400', async (_case, body) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    await stillServing();
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    await stillServing();
  });
});
