import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

import { decodeBody } from './encoding';
import { fetchUrl } from './fetcher';

// ----------------------------------------------------------------------
// Full text from the article page, for sources whose feeds carry only a
// summary: the page is fetched (same politeness as feeds) and Readability
// (Firefox's reader view) picks the article body. linkedom stands in for a
// browser DOM: much lighter than jsdom, enough for Readability.

/** The main content of an HTML page as (unsanitized) HTML, or null when Readability finds none. */
export function extractReadable(html: string, url: string): string | null {
  const { document } = parseHTML(html);
  // Readability resolves relative links through the document's base URI.
  const base = document.createElement('base');
  base.setAttribute('href', url);
  document.head?.appendChild(base);
  const article = new Readability(document as unknown as Document).parse();
  return article?.content?.trim() ? article.content : null;
}

/**
 * Fetches the page (allowHosts: see fetchUrl) and extracts its article; null on any failure (the feed's summary is kept).
 * `extract` reads the page elsewhere (the feed worker threads, feed-pool.ts); here by default.
 */
export async function fetchFullText(
  url: string,
  allowHosts: readonly string[] = [],
  extract?: (body: Uint8Array, contentType: string, url: string) => Promise<string | null>,
): Promise<string | null> {
  try {
    const result = await fetchUrl(url, {
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
      maxBytes: 5 * 1024 * 1024,
      allowHosts,
    });
    if (result.status !== 200) return null;
    if (extract) return await extract(result.body, String(result.headers['content-type'] ?? ''), result.finalUrl);
    return extractReadable(decodeBody(result.body, String(result.headers['content-type'] ?? '')), result.finalUrl);
  } catch {
    return null;
  }
}
