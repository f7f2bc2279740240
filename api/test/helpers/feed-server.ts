import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { bearer } from './auth';

// ----------------------------------------------------------------------
// A local HTTP server that answers like real feed servers do, good and bad,
// for the worker tests. It counts requests and concurrent requests per path.

/**
 * The date of every item: fixed when the test file loads, so the same items
 * give the same bytes on every request (a per-call date made two fetches
 * straddling a second differ, and the body-hash tests flaky).
 */
export const ITEM_DATE = new Date(Math.floor(Date.now() / 1000) * 1000 - 3600_000);

export function rss(items: Array<{ guid: string; title: string; body?: string }>, extra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Test feed</title><link>https://feed.test/</link>${extra}${items
    .map(
      (item) =>
        `<item><guid>${item.guid}</guid><title>${item.title}</title><link>https://feed.test/${item.guid}</link><pubDate>${ITEM_DATE.toUTCString()}</pubDate><description>${item.body ?? `Body of ${item.title}, a story with enough words to read.`}</description></item>`,
    )
    .join('')}</channel></rss>`;
}

export interface FeedServer {
  url: string;
  hits: Map<string, number>;
  maxConcurrent: Map<string, number>;
  /** Requests seen with their conditional headers. */
  requests: Array<{ path: string; ifNoneMatch?: string; ifModifiedSince?: string }>;
  /** Replaces the answer of a path. */
  route(path: string, handler: http.RequestListener): void;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, http.RequestListener>();
  const hits = new Map<string, number>();
  const active = new Map<string, number>();
  const maxConcurrent = new Map<string, number>();
  const requests: FeedServer['requests'] = [];
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    active.set(path, (active.get(path) ?? 0) + 1);
    maxConcurrent.set(path, Math.max(maxConcurrent.get(path) ?? 0, active.get(path)!));
    response.on('close', () => active.set(path, active.get(path)! - 1));
    requests.push({ path, ifNoneMatch: request.headers['if-none-match'], ifModifiedSince: request.headers['if-modified-since'] });
    const handler = routes.get(path);
    if (!handler) {
      response.writeHead(404).end('not found');
      return;
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    maxConcurrent,
    requests,
    route: (path, handler) => routes.set(path, handler),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Adds a source (an English one, unless `extra` says otherwise) whose feed is
 * `path` on `server`, through POST /api/source/add as `token`; answers its id.
 */
export async function addFeedSource(
  app: FastifyInstance,
  token: string,
  server: Pick<FeedServer, 'url'>,
  path: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/source/add',
    headers: bearer(token),
    payload: {
      name: `S ${path} ${Math.random()}`,
      homepage: 'https://feed.test',
      feedUrls: [`${server.url}${path}`],
      language: 'en',
      country: 'GB',
      ...extra,
    },
  });
  if (response.statusCode !== 201) throw new Error(`Adding the source of ${path} answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: string }>().id;
}
