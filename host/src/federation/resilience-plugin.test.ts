/**
 * @jest-environment node
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

import { fetchWithRetry, withAttempt } from './resilience-plugin';

// Real sockets on loopback: a server that answers, one that hangs, a closed port.

function listen(server: net.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

const close = (server: net.Server) => new Promise((resolve) => server.close(resolve));

describe('withAttempt', () => {
  it('leaves the first attempt alone and busts the cache of retries', () => {
    expect(withAttempt('http://a.test/mf-manifest.json', 0)).toBe('http://a.test/mf-manifest.json');
    expect(withAttempt('http://a.test/mf-manifest.json?x=1', 2)).toBe('http://a.test/mf-manifest.json?x=1&mf-retry=2');
  });
});

describe('fetchWithRetry', () => {
  it('retries a 5xx and returns the first good answer', async () => {
    let calls = 0;
    const server = http.createServer((req, res) => {
      calls += 1;
      res.statusCode = calls < 3 ? 503 : 200;
      res.end(JSON.stringify({ url: req.url }));
    });
    const base = await listen(server);
    try {
      const response = await fetchWithRetry(`${base}/mf-manifest.json`, {}, { delayMs: 10 });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ url: '/mf-manifest.json?mf-retry=2' });
      expect(calls).toBe(3);
    } finally {
      await close(server);
    }
  });

  it('does not retry a 404: the URL is wrong, not down', async () => {
    let calls = 0;
    const server = http.createServer((_req, res) => {
      calls += 1;
      res.statusCode = 404;
      res.end();
    });
    const base = await listen(server);
    try {
      expect((await fetchWithRetry(`${base}/x`, {}, { delayMs: 10 })).status).toBe(404);
      expect(calls).toBe(1);
    } finally {
      await close(server);
    }
  });

  it('gives up on a refused port after its attempts', async () => {
    const server = net.createServer();
    const base = await listen(server);
    await close(server);
    await expect(fetchWithRetry(`${base}/mf-manifest.json`, {}, { delayMs: 10 })).rejects.toThrow();
  });

  it('cuts a hung server off within attempts × timeout + delays', async () => {
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => sockets.push(socket));
    const base = await listen(server);
    const started = Date.now();
    try {
      await expect(fetchWithRetry(`${base}/mf-manifest.json`, {}, { attempts: 2, timeoutMs: 200, delayMs: 50 })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1500);
      expect(sockets.length).toBe(2);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await close(server);
    }
  });
});
