import { randomUUID } from 'node:crypto';

import type { Queryable } from '../../src/db/database';
import type { ParsedItem } from '../../src/news/feed-parser';

/** A source of its own for a test's articles (English, no feed to fetch); answers its id. */
export async function insertSource(db: Queryable, name: string): Promise<string> {
  const id = randomUUID();
  const homepage = `https://${name.toLowerCase().replace(/[^a-z]+/g, '-')}.example`;
  await db.query(
    `INSERT INTO sources (id, name, homepage, feed_urls, language, country) VALUES ($1, $2, $3, ARRAY[$3 || '/feed'], 'en', 'GB')`,
    [id, name, homepage],
  );
  return id;
}

/** A feed item as the parser gives it: a title, a body paragraph, a link made from `url`. */
export function parsedItem(url: string, title: string, body: string, publishedAt: Date): ParsedItem {
  return { guid: null, url, author: null, publishedAt, summaryHtml: null, contentHtml: `<p>${body}</p>`, title };
}
