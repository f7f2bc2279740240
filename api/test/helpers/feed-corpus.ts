import fs from 'node:fs';
import path from 'node:path';

// ----------------------------------------------------------------------
// The feed corpus (test/fixtures/feeds/corpus): one feed file per case, as
// real feeds are (encodings, date forms, markup-looking text, broken XML),
// each beside `<case>.expected.json`: what a reader must get from it.

export const CORPUS_DIR = path.join(__dirname, '..', 'fixtures', 'feeds', 'corpus');

export interface ExpectedItem {
  title: string;
  /** The link as the feed gives it, resolved; null when the item has none (it is dropped). */
  url: string | null;
  /** The link stored (tracking parameters removed), when it differs from `url`. */
  storedUrl?: string;
  /** ISO 8601 of the feed's date; null when it gives none that can be read. */
  date: string | null;
  /** Set when the stored date is the fetch time. */
  dateIssue?: 'missing' | 'unreadable' | 'future' | 'past';
  dateText?: string | null;
  author?: string;
  /** The plain-text summary. */
  summary?: string;
  /** Text the article body contains. */
  contains?: string;
}

export interface CorpusCase {
  /** The file name. */
  name: string;
  body: Buffer;
  about: string;
  contentType: string;
  format: string;
  version?: string;
  title: string;
  /** The feed is not well-formed XML (its items are recovered). */
  malformed?: boolean;
  /** Items without a link, dropped on the way in. */
  dropped?: number;
  items: ExpectedItem[];
}

export function readCorpus(): CorpusCase[] {
  return fs
    .readdirSync(CORPUS_DIR)
    .filter((file) => !file.endsWith('.expected.json'))
    .sort()
    .map((name) => {
      const expected = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, `${name.replace(/\.[^.]+$/, '')}.expected.json`), 'utf8')) as Omit<
        CorpusCase,
        'name' | 'body'
      >;
      return { name, body: fs.readFileSync(path.join(CORPUS_DIR, name)), ...expected };
    });
}
