/**
 * @jest-environment node
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

import { fetchWithProgress, fetchWithRetry, StalledError, withAttempt } from './resilience-plugin';

// Real sockets on loopback: a server that answers, one that hangs, one that trickles, a closed port.

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

  it('cuts a hung server off once it has been silent for the stall period, without trying it again', async () => {
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => sockets.push(socket));
    const base = await listen(server);
    const started = Date.now();
    try {
      await expect(fetchWithRetry(`${base}/mf-manifest.json`, {}, { attempts: 3, stallMs: 300, delayMs: 50 })).rejects.toThrow(
        StalledError,
      );
      expect(Date.now() - started).toBeLessThan(1500);
      // A stall ends the attempts: a silent server is hung, and another wait would only delay its fallback.
      expect(sockets.length).toBe(1);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await close(server);
    }
  });
});

describe('fetchWithProgress', () => {
  /** A server that answers at once, then sends its body one byte every `everyMs`. */
  function trickle(body: string, everyMs: number, { stopAfter = body.length } = {}) {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      let sent = 0;
      const timer = setInterval(() => {
        if (sent >= stopAfter) return clearInterval(timer);
        res.write(body[sent]);
        sent += 1;
        if (sent === body.length) {
          clearInterval(timer);
          res.end();
        }
      }, everyMs);
      res.on('close', () => clearInterval(timer));
    });
    return server;
  }

  it('waits for a slow body as long as bytes keep arriving, far past the stall period', async () => {
    // 12 bytes, one every 100 ms: 1.2 s in all, against a stall period of 400 ms.
    const server = trickle('{"ok":"yes"}', 100);
    const base = await listen(server);
    const seen: number[] = [];
    const started = Date.now();
    try {
      const response = await fetchWithProgress(`${base}/mf-manifest.json`, {}, { stallMs: 400, onProgress: (bytes) => seen.push(bytes) });
      expect(Date.now() - started).toBeGreaterThan(1000);
      expect(await response.json()).toEqual({ ok: 'yes' });
      expect(seen.at(-1)).toBe(12);
    } finally {
      server.closeAllConnections();
      await close(server);
    }
  });

  it('cuts a body that stops arriving', async () => {
    const server = trickle('{"ok":"yes"}', 20, { stopAfter: 4 });
    const base = await listen(server);
    try {
      await expect(fetchWithProgress(`${base}/mf-manifest.json`, {}, { stallMs: 300 })).rejects.toThrow(StalledError);
    } finally {
      server.closeAllConnections();
      await close(server);
    }
  });

  it('does not cut a request still waiting for its turn while the page’s other downloads finish', async () => {
    // The queued request gets no byte of its own for 1 s; meanwhile another resource finishes every 150 ms.
    const server = http.createServer((req, res) => {
      if (req.url === '/other') return res.end('x');
      setTimeout(() => res.end('{"queued":true}'), 1000);
    });
    const base = await listen(server);
    let busy = true;
    const others = (async () => {
      while (busy) {
        await (await fetch(`${base}/other`)).text();
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
    try {
      const response = await fetchWithProgress(`${base}/mf-manifest.json`, {}, { stallMs: 400 });
      expect(await response.json()).toEqual({ queued: true });
    } finally {
      busy = false;
      await others;
      server.closeAllConnections();
      await close(server);
    }
  });

  it('hands over an answer whose body can be read any time later', async () => {
    const server = http.createServer((_req, res) => res.end('{"late":true}'));
    const base = await listen(server);
    try {
      const response = await fetchWithProgress(`${base}/x`, {}, { stallMs: 1000 });
      // Well past the stall period: nothing is left to abort.
      await new Promise((resolve) => setTimeout(resolve, 1300));
      expect(await response.json()).toEqual({ late: true });
    } finally {
      await close(server);
    }
  });
});
