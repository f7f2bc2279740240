import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { fetchUrl, isAllowedHost, isPublicAddress, NOT_ALLOWED } from '../../src/news/fetcher';

// No request forgery: loopback, private, link-local, multicast and the other
// non-public addresses are refused after DNS resolution and on every
// redirect, unless the host is allowed (MEDIAWATCH_FETCH_ALLOW_HOSTS).

describe('the fetcher refuses non-public addresses', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/redirect-to-loopback') response.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
      else if (request.url === '/redirect-to-localhost') response.writeHead(302, { location: `http://localhost:${port}/secret` }).end();
      else response.writeHead(200, { 'content-type': 'text/plain' }).end('secret');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['2002:7f00:1::', false],
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it.each(['/secret', '/redirect-to-loopback'])('refuses a loopback address literal (%s), saying nothing of what listens', async (path) => {
    await expect(fetchUrl(`http://127.0.0.1:${port}${path}`)).rejects.toThrow(NOT_ALLOWED);
    // A port where nothing listens gets the very same answer
    await expect(fetchUrl('http://127.0.0.1:1/')).rejects.toThrow(NOT_ALLOWED);
  });

  it('refuses a name that resolves to loopback, and a redirect from an allowed host to one that is not', async () => {
    await expect(fetchUrl(`http://localhost:${port}/secret`)).rejects.toThrow(NOT_ALLOWED);
    await expect(fetchUrl(`http://127.0.0.1:${port}/redirect-to-localhost`, { allowHosts: [`127.0.0.1:${port}`] })).rejects.toThrow(
      NOT_ALLOWED,
    );
    await expect(fetchUrl('http://[::1]:1/')).rejects.toThrow(NOT_ALLOWED);
    await expect(fetchUrl('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(NOT_ALLOWED);
  });

  it('fetches an allowed host (with or without its port)', async () => {
    expect((await fetchUrl(`http://127.0.0.1:${port}/secret`, { allowHosts: ['127.0.0.1'] })).body.toString()).toBe('secret');
    expect((await fetchUrl(`http://127.0.0.1:${port}/secret`, { allowHosts: [`127.0.0.1:${port}`] })).body.toString()).toBe('secret');
    await expect(fetchUrl(`http://127.0.0.1:${port}/secret`, { allowHosts: ['127.0.0.1:1'] })).rejects.toThrow(NOT_ALLOWED);
    expect(isAllowedHost(new URL('http://[::1]:3200/x'), ['[::1]:3200'])).toBe(true);
    expect(isAllowedHost(new URL('https://Feeds.Intranet/x'), ['feeds.intranet:443'])).toBe(true);
    expect(isAllowedHost(new URL('http://feeds.intranet/x'), ['feeds.intranet:443'])).toBe(false);
  });
});

describe('kept-alive connections', () => {
  it('asks again once on a new connection when the server closed the one being reused', async () => {
    const seen = new WeakSet<object>();
    let requests = 0;
    const server = http.createServer((request, response) => {
      requests += 1;
      // The second request on a connection finds it closed, as when a server's keep-alive timeout strikes.
      if (seen.has(request.socket)) return void request.socket.destroy();
      seen.add(request.socket);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('fresh');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      expect((await fetchUrl(url, { allowHosts: ['127.0.0.1'] })).body.toString()).toBe('fresh');
      expect((await fetchUrl(url, { allowHosts: ['127.0.0.1'] })).body.toString()).toBe('fresh');
      expect(requests).toBe(3);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('times out on a kept-alive connection once, without asking again (the timeout destroys the request, which then errs)', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const server = http.createServer((request, response) => {
      if (request.url === '/slow') {
        const timer = setTimeout(() => response.end('late'), 3000);
        response.on('close', () => clearTimeout(timer));
      } else response.end('fast');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetchUrl(`${base}/fast`, { allowHosts: ['127.0.0.1'] });
      await expect(fetchUrl(`${base}/slow`, { allowHosts: ['127.0.0.1'], timeoutMs: 1000 })).rejects.toThrow('Timed out after 1 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
