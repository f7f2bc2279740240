import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { DEMO_SOURCES, demoArticleHtml, demoItem, isPublished, latestItemIndex, type DemoItem, type DemoSource } from './newsroom';

// ----------------------------------------------------------------------
// The demo feed server: these machines have no internet, so in demo mode
// the API starts this beside itself and the demo sources point at it. Each
// outlet's feed (in its own format: RSS 2.0, RSS 1.0, Atom or JSON Feed)
// lists its latest items and gains one every few minutes; ETag and 304 work
// like on a well-behaved server. Each outlet has a homepage,
// /outlets/<slug>/, whose <link rel="alternate"> names its feed (so "Add
// from homepage" finds it) and which lists its latest articles; / lists the
// outlets and all their feeds; /articles/... serve article pages longer than
// the feed's summary, for full-text extraction.

const ITEMS_PER_FEED = 20;

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The homepage of a demo source on a server at `base`. */
export function demoHomepageUrl(base: string, source: DemoSource): string {
  return `${base}/outlets/${source.slug}/`;
}

const FEED_TYPES: Record<DemoSource['format'], string> = {
  json: 'application/feed+json',
  atom: 'application/atom+xml',
  rss1: 'application/rdf+xml',
  rss2: 'application/rss+xml',
};

/** The `<link rel="alternate">` that names an outlet's feed. */
function alternateLink(source: DemoSource, base: string): string {
  return `<link rel="alternate" type="${FEED_TYPES[source.format] ?? 'application/rss+xml'}" title="${escapeXml(source.name)}" href="${demoFeedUrl(base, source)}">`;
}

/** The outlet's homepage: its feed named in the head, its latest articles listed. */
export function renderHomepage(source: DemoSource, items: DemoItem[], base: string): string {
  const list = items.map(
    (item) => `<li><a href="${item.path}">${escapeXml(item.title)}</a> <time datetime="${item.publishedAt.toISOString()}"></time></li>`,
  );
  return `<!DOCTYPE html><html lang="${source.language}"><head><meta charset="utf-8"><title>${escapeXml(source.name)}</title>${alternateLink(source, base)}</head><body><header><h1>${escapeXml(source.name)}</h1></header><main><ul>${list.join('')}</ul></main><footer>© ${escapeXml(source.name)}</footer></body></html>`;
}

/** The server's own page: every outlet, each feed named in the head. */
export function renderIndex(base: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Mediawatch demo outlets</title>${DEMO_SOURCES.map((source) => alternateLink(source, base)).join('')}</head><body><h1>Mediawatch demo outlets</h1><ul>${DEMO_SOURCES.map(
    (source) => `<li><a href="/outlets/${source.slug}/">${escapeXml(source.name)}</a></li>`,
  ).join('')}</ul></body></html>`;
}

export function renderFeed(source: DemoSource, items: DemoItem[], base: string): { type: string; body: string } {
  const home = demoHomepageUrl(base, source);
  const link = (item: DemoItem) => `${base}${item.path}`;
  switch (source.format) {
    case 'json':
      return {
        type: 'application/feed+json; charset=utf-8',
        body: JSON.stringify({
          version: 'https://jsonfeed.org/version/1.1',
          title: source.name,
          home_page_url: home,
          feed_url: `${base}/feeds/${source.slug}`,
          language: source.language,
          items: items.map((item) => ({
            id: item.guid,
            url: item.path,
            title: item.title,
            content_html: item.html,
            date_published: item.publishedAt.toISOString(),
            authors: [{ name: item.author }],
          })),
        }),
      };
    case 'atom':
      return {
        type: 'application/atom+xml; charset=utf-8',
        body: `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${source.language}"><title>${escapeXml(source.name)}</title><link href="${home}"/><id>${home}${source.slug}</id><updated>${(items[0]?.publishedAt ?? new Date()).toISOString()}</updated>${items
          .map(
            (item) =>
              `<entry><title>${escapeXml(item.title)}</title><link href="${link(item)}"/><id>${item.guid}</id><published>${item.publishedAt.toISOString()}</published><updated>${item.publishedAt.toISOString()}</updated><author><name>${escapeXml(item.author)}</name></author><content type="html">${escapeXml(item.html)}</content></entry>`,
          )
          .join('')}</feed>`,
      };
    case 'rss1':
      return {
        type: 'application/rdf+xml; charset=utf-8',
        body: `<?xml version="1.0" encoding="utf-8"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="${home}"><title>${escapeXml(source.name)}</title><link>${home}</link><description>${escapeXml(source.name)}</description><dc:language>${source.language}</dc:language></channel>${items
          .map(
            (item) =>
              `<item rdf:about="${link(item)}"><title>${escapeXml(item.title)}</title><link>${link(item)}</link><description>${escapeXml(item.html)}</description><dc:date>${item.publishedAt.toISOString()}</dc:date><dc:creator>${escapeXml(item.author)}</dc:creator></item>`,
          )
          .join('')}</rdf:RDF>`,
      };
    default:
      return {
        type: 'application/rss+xml; charset=utf-8',
        body: `<?xml version="1.0" encoding="utf-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>${escapeXml(source.name)}</title><link>${home}</link><description>${escapeXml(source.name)}</description><language>${source.language}</language>${items
          .map(
            (item) =>
              `<item><title>${escapeXml(item.title)}</title><link>${item.path}</link><guid isPermaLink="false">${item.guid}</guid><dc:creator>${escapeXml(item.author)}</dc:creator><pubDate>${item.publishedAt.toUTCString()}</pubDate><description>${escapeXml(item.html)}</description></item>`,
          )
          .join('')}</channel></rss>`,
      };
  }
}

export interface DemoFeedServer {
  /** e.g. http://127.0.0.1:3200 */
  url: string;
  close(): Promise<void>;
}

/** The feed URL of a demo source on a server at `base`. */
export function demoFeedUrl(base: string, source: DemoSource): string {
  return `${base}/feeds/${source.slug}`;
}

export function createDemoFeedHandler(base: () => string, now: () => number = Date.now): http.RequestListener {
  const bySlug = new Map(DEMO_SOURCES.map((source) => [source.slug, source]));
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://demo.invalid');
    const feed = /^\/feeds\/([a-z0-9-]+)$/.exec(url.pathname);
    const home = /^\/outlets\/([a-z0-9-]+)\/?$/.exec(url.pathname);
    const article = /^\/articles\/([a-z0-9-]+)\/(\d+)$/.exec(url.pathname);
    // The newest items the outlet published (a quiet outlet's feed stops moving).
    const latestItems = (source: DemoSource, latest: number) => {
      const items: DemoItem[] = [];
      for (let index = latest; items.length < ITEMS_PER_FEED && index > latest - 50 * ITEMS_PER_FEED; index -= 1) {
        if (isPublished(source, index)) items.push(demoItem(source, index));
      }
      return items;
    };
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(renderIndex(base()));
      return;
    }
    if (home && bySlug.has(home[1]!)) {
      const source = bySlug.get(home[1]!)!;
      const body = renderHomepage(source, latestItems(source, latestItemIndex(source, now())).slice(0, 10), base());
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'max-age=60' }).end(body);
      return;
    }
    if (feed && bySlug.has(feed[1]!)) {
      const source = bySlug.get(feed[1]!)!;
      const latest = latestItemIndex(source, now());
      const etag = `"${source.slug}-${latest}"`;
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, { etag }).end();
        return;
      }
      const items = latestItems(source, latest);
      const { type, body } = renderFeed(source, items, base());
      response.writeHead(200, { 'content-type': type, etag, 'cache-control': 'max-age=60' });
      response.end(body);
      return;
    }
    if (article && bySlug.has(article[1]!)) {
      const source = bySlug.get(article[1]!)!;
      const index = Number(article[2]);
      if (index > latestItemIndex(source, now()) || !isPublished(source, index)) {
        response.writeHead(404).end('Not published yet');
        return;
      }
      const item = demoItem(source, index);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!DOCTYPE html><html lang="${source.language}"><head><title>${escapeXml(item.title)}</title></head><body><header><nav><a href="/outlets/${source.slug}/">${escapeXml(source.name)}</a></nav></header><article><h1>${escapeXml(item.title)}</h1><p class="byline">${escapeXml(item.author)}</p>${demoArticleHtml(source, index)}</article><footer>© ${escapeXml(source.name)}</footer></body></html>`,
      );
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  };
}

/** Starts the demo feed server on 127.0.0.1:`port` (0 = any free port). */
export async function startDemoFeedServer(port: number): Promise<DemoFeedServer> {
  let base = '';
  const server = http.createServer(createDemoFeedHandler(() => base));
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`The demo feed server's port ${port} is taken: set MEDIAWATCH_DEMO_FEEDS_PORT or MEDIAWATCH_DEMO_FEEDS=false`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
