import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';

import { API_PORT, APPS, localRemotes, PORT_OFFSET } from '../../scripts/lib/apps.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';

// ----------------------------------------------------------------------
// Extra servers for the journeys about remotes: a second host origin whose
// remotes.json the test edits, and remote servers the test can stop, restart
// or make hang.

/** The remotes.json of the suite's main host. */
export const DEFAULT_REMOTES = localRemotes() as Record<string, string>;

/** A port for a journey's own server, shifted like the rest of the suite. */
export const port = (base: number) => base + PORT_OFFSET;

/** The main host's origin. */
export const HOST_ORIGIN = `http://localhost:${APPS.find((app) => app.name === 'host')!.port}`;

export function distOf(name: string): string {
  return APPS.find((app) => app.name === name)!.dist;
}

/** A host on its own port, serving a remotes.json the test controls. */
export async function startHost(port: number, overrides: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-host-'));
  const remotesFile = path.join(dir, 'remotes.json');
  const writeRemotes = (next: Record<string, string>) =>
    fs.writeFileSync(remotesFile, JSON.stringify({ ...DEFAULT_REMOTES, ...next }, null, 2));
  writeRemotes(overrides);
  const server = await startStaticServer({
    root: distOf('host'),
    port,
    spa: true,
    apiTarget: `http://127.0.0.1:${API_PORT}`,
    remotesFile,
  });
  return {
    origin: `http://localhost:${port}`,
    /** Rewrites the remotes.json this host serves, as a platform engineer would. */
    writeRemotes,
    close: () => server.close().then(() => fs.rmSync(dir, { recursive: true, force: true })),
  };
}

/** Serves a remote's build folder on a port; stop() and start() it at will. */
export function remoteServer(dist: string, port: number) {
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  return {
    manifest: `http://localhost:${port}/mf-manifest.json`,
    async start() {
      server = await startStaticServer({ root: dist, port });
    },
    async stop() {
      await server?.close();
      server = undefined;
    },
  };
}

/** A server that accepts connections and never answers: a hung remote. */
export async function hungServer(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    manifest: `http://localhost:${port}/mf-manifest.json`,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

export interface LocalFeed {
  /** `http://127.0.0.1:<port>`: the feed's articles are `${base}/articles/<id>`. */
  base: string;
  /**
   * `${base}/<site>/feed.xml`: a path of the journey's own, as one feed is polled by one source
   * (docs/decisions/0045-one-feed-one-source.md) and journeys share the database.
   */
  feedUrl: string;
  close(): Promise<void>;
}

/**
 * An RSS feed on the one port the suite's API may fetch from (global-setup.ts allows `port(3190)`):
 * `feedUrl` answers `rss(base)` afresh on each request (so a journey can publish an item), any other
 * path a small article page of `site`. One at a time: journeys run one after another.
 */
export async function startLocalFeed(site: string, rss: (base: string) => string): Promise<LocalFeed> {
  const feedPath = `/${site.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/feed.xml`;
  const server = http.createServer((request, response) => {
    if (request.url === feedPath) {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(rss(base));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>${site}</title><p>Article page</p>`);
  });
  await new Promise<void>((resolve) => server.listen(port(3190), '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return { base, feedUrl: `${base}${feedPath}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
