import { parseFeedBody } from '../../src/news/feed-parser';
import { htmlToPlainText } from '../../src/news/feed-text';
import { readCorpus } from '../helpers/feed-corpus';

// Every case of the corpus through the parser: format, title, and each
// item's title, link, date, author and text as the expected file says. The
// same cases go through the ingestion service to the stored article in
// test/plugins/app/ingestion/feed-corpus.test.ts.

const corpus = readCorpus();

describe('feed corpus: the parser', () => {
  it('has a case for each kind of feed the issue lists', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(25);
  });

  it.each(corpus.map((entry) => [entry.name, entry] as const))('%s', (name, entry) => {
    const feed = parseFeedBody(entry.body, entry.contentType, `https://news.example/feeds/${name}`);
    expect({ format: feed.format, title: feed.title, malformed: feed.malformed !== null }).toEqual({
      format: entry.format,
      title: entry.title,
      malformed: entry.malformed ?? false,
    });
    if (entry.version) expect(feed.version).toBe(entry.version);
    if (entry.malformed) expect(feed.malformed).toMatch(/\(line \d+, column \d+\)$/);
    expect(feed.items.map((item) => ({ title: item.title, url: item.url, date: item.publishedAt?.toISOString() ?? null }))).toEqual(
      entry.items.map((item) => ({ title: item.title, url: item.url, date: item.date })),
    );
    entry.items.forEach((expected, index) => {
      const item = feed.items[index]!;
      if (expected.author !== undefined) expect(item.author).toBe(expected.author);
      if (expected.dateText !== undefined) expect(item.dateText ?? null).toBe(expected.dateText);
      if (expected.summary !== undefined) expect(htmlToPlainText(item.summaryHtml ?? item.contentHtml ?? '')).toBe(expected.summary);
      if (expected.contains !== undefined) expect(htmlToPlainText(item.contentHtml ?? '')).toContain(expected.contains);
      // Decoding never leaves a replacement character or a C1 control behind.
      expect(`${item.title} ${item.contentHtml ?? ''}`).not.toMatch(/[\ufffd\u0080-\u009f]/);
    });
  });
});
