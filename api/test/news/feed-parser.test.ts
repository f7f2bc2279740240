import fs from 'node:fs';
import path from 'node:path';

import { decodeBody, FeedParseError, parseFeedBody, parseFeedDate } from '../../src/news/feed-parser';

const FEEDS = path.join(__dirname, '..', 'fixtures', 'feeds');
const read = (file: string) => fs.readFileSync(path.join(FEEDS, file));

describe('feed parser over the fixture corpus', () => {
  it('reads RSS 2.0: relative links resolved, content and summary, author, RFC 822 dates with zones, TTL', () => {
    const feed = parseFeedBody(read('rss2.xml'), 'application/rss+xml', 'https://wire.example/feed');
    expect(feed).toMatchObject({ format: 'rss2', title: 'Example Wire', link: 'https://wire.example/', language: 'en-gb', ttlMinutes: 45 });
    expect(feed.items).toEqual([
      {
        guid: 'wire-1001',
        url: 'https://wire.example/world/climate-package?utm_source=rss&utm_medium=feed',
        title: 'Ministers agree on climate package',
        author: 'Jane Roe',
        publishedAt: new Date('2026-11-20T09:30:00Z'),
        summaryHtml: '<p>Short summary with a <a href="/more">relative link</a>.</p>',
        contentHtml: '<p>Full body of the <b>climate</b> story.</p><img src="/img/photo.jpg" alt="Photo">',
      },
      expect.objectContaining({ guid: null, title: 'Markets rally & recover', publishedAt: new Date('2026-11-19T16:05:00Z') }),
    ]);
  });

  it('reads RSS 1.0 (RDF) with Dublin Core dates and creators', () => {
    const feed = parseFeedBody(read('rss1.rdf'), null, 'https://rdf.example/rss');
    expect(feed).toMatchObject({ format: 'rss1', title: 'RDF Daily', language: 'fr' });
    expect(feed.items.map((item) => [item.url, item.author, item.publishedAt?.toISOString()])).toEqual([
      ['https://rdf.example/a/1', 'Marie Curie', '2026-11-18T06:15:00.000Z'],
      ['https://rdf.example/a/2', null, '2026-11-18T08:00:00.000Z'],
    ]);
  });

  it('reads Atom 1.0: xml:base links, HTML titles and content, updated when not published', () => {
    const feed = parseFeedBody(read('atom.xml'), null, 'https://atom.example/feed');
    expect(feed.format).toBe('atom');
    expect(feed.items[0]).toMatchObject({
      guid: 'tag:atom.example,2026:1',
      url: 'https://atom.example/blog/posts/launch',
      title: 'Launch <em>day</em>',
      author: 'Sam Smith',
      contentHtml: '<p>The launch went <strong>very</strong> well.</p>',
    });
    expect(feed.items[1]!.publishedAt).toEqual(new Date('2026-11-19T15:00:00Z'));
  });

  it('reads JSON Feed 1.1: relative URLs against feed_url, numeric ids, text-only items get a title', () => {
    const feed = parseFeedBody(read('jsonfeed.json'), 'application/feed+json', 'https://json.example/feed.json');
    expect(feed).toMatchObject({ format: 'json', title: 'JSON Times', language: 'es' });
    expect(feed.items[0]).toMatchObject({ guid: 'j-1', url: 'https://json.example/noticias/1', author: 'Ana García', publishedAt: new Date('2026-11-20T11:00:00Z') });
    expect(feed.items[1]).toMatchObject({
      guid: '2',
      title: 'Texto sin título: el tiempo mañana será soleado <y> caluroso.',
      contentHtml: '<p>Texto sin título: el tiempo mañana será soleado &lt;y&gt; caluroso.</p>',
    });
  });

  it('decodes ISO-8859-1 declared in the prolog and windows-1252 declared only in Content-Type', () => {
    expect(parseFeedBody(read('latin1.xml'), 'text/xml', null).items[0]).toMatchObject({
      title: "L'été à Montréal : déjà fini",
      summaryHtml: 'Café crème et gâteau.',
      publishedAt: new Date('2026-11-18T09:00:00Z'),
    });
    expect(parseFeedBody(read('cp1252.xml'), 'application/xml; charset=windows-1252', null).items[0]!.title).toBe('“Prices” up 5 € – again');
    // Without the header the same bytes are not UTF-8: the parse must not silently pretend they are
    expect(parseFeedBody(read('cp1252.xml'), 'application/xml', null).items[0]!.title).not.toBe('“Prices” up 5 € – again');
    expect(decodeBody(Buffer.from([0xef, 0xbb, 0xbf, 0x41]), 'text/xml; charset=iso-8859-1')).toBe('A');
  });

  it('recovers what a lenient parser can from malformed XML', () => {
    const feed = parseFeedBody(read('malformed.xml'), null, 'https://sloppy.example/rss');
    expect(feed.title).toBe('Sloppy & Sons News');
    expect(feed.items[0]).toMatchObject({ url: 'https://sloppy.example/1', title: 'Unescaped ampersand & a bold word', publishedAt: new Date('2026-11-18T19:00:00Z') });
  });

  it.each([
    ['not-a-feed.html', 'Not a feed: the server sent an HTML page (is the feed URL right?)'],
    ['truncated.json', 'Not a valid JSON Feed'],
    ['plain.txt', 'Not a feed: the body is neither XML nor JSON'],
  ])('refuses %s with a clear message', (file, message) => {
    expect(() => parseFeedBody(read(file), null, null)).toThrow(FeedParseError);
    expect(() => parseFeedBody(read(file), null, null)).toThrow(message);
  });
});

describe('dates found in the wild', () => {
  it.each([
    ['Fri, 20 Nov 2026 09:30:00 GMT', '2026-11-20T09:30:00.000Z'],
    ['20 Nov 2026 09:30:00 +0200', '2026-11-20T07:30:00.000Z'],
    ['Wed, 18 Nov 26 14:00 EST', '2026-11-18T19:00:00.000Z'],
    ['Thu, 19 Nov 2026 08:00:00 PDT', '2026-11-19T15:00:00.000Z'],
    ['mer., 18 nov. 2026 10:00:00 +0100', '2026-11-18T09:00:00.000Z'],
    ['2026-11-18T07:15:00+01:00', '2026-11-18T06:15:00.000Z'],
    ['2026-11-18 08:00:00', '2026-11-18T08:00:00.000Z'],
    ['2026-11-18T08:00:00.123Z', '2026-11-18T08:00:00.123Z'],
    ['2026-11-18', '2026-11-18T00:00:00.000Z'],
    ['1763452800', '2025-11-18T08:00:00.000Z'],
  ])('%s', (raw, iso) => {
    expect(parseFeedDate(raw)?.toISOString()).toBe(iso);
  });

  it('gives null for no date or nonsense', () => {
    expect(parseFeedDate('')).toBeNull();
    expect(parseFeedDate('yesterday-ish')).toBeNull();
  });
});
