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
        dateText: 'Fri, 20 Nov 2026 09:30:00 GMT',
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

  it('reads Atom 1.0: xml:base links, HTML titles as text, HTML content, updated when not published', () => {
    const feed = parseFeedBody(read('atom.xml'), null, 'https://atom.example/feed');
    expect(feed.format).toBe('atom');
    expect(feed.items[0]).toMatchObject({
      guid: 'tag:atom.example,2026:1',
      url: 'https://atom.example/blog/posts/launch',
      title: 'Launch day',
      author: 'Sam Smith',
      contentHtml: '<p>The launch went <strong>very</strong> well.</p>',
    });
    expect(feed.items[1]!.publishedAt).toEqual(new Date('2026-11-19T15:00:00Z'));
  });

  it('reads JSON Feed 1.1: relative URLs against feed_url, numeric ids, text-only items get a title', () => {
    const feed = parseFeedBody(read('jsonfeed.json'), 'application/feed+json', 'https://json.example/feed.json');
    expect(feed).toMatchObject({ format: 'json', title: 'JSON Times', language: 'es' });
    expect(feed.items[0]).toMatchObject({
      guid: 'j-1',
      url: 'https://json.example/noticias/1',
      author: 'Ana García',
      publishedAt: new Date('2026-11-20T11:00:00Z'),
    });
    expect(feed.items[1]).toMatchObject({
      guid: '2',
      title: 'Texto sin título: el tiempo mañana será soleado <y> caluroso.',
      contentHtml: '<p>Texto sin título: el tiempo mañana será soleado &lt;y&gt; caluroso.</p>',
    });
  });

  it('decodes ISO-8859-1 declared in the prolog, windows-1252 declared only in Content-Type or not at all', () => {
    expect(parseFeedBody(read('latin1.xml'), 'text/xml', null).items[0]).toMatchObject({
      title: "L'été à Montréal : déjà fini",
      contentHtml: 'Café crème et gâteau.',
      publishedAt: new Date('2026-11-18T09:00:00Z'),
    });
    expect(parseFeedBody(read('cp1252.xml'), 'application/xml; charset=windows-1252', null).items[0]!.title).toBe(
      '“Prices” up 5 € – again',
    );
    // Without the header the same bytes are not UTF-8: they are detected, not read as UTF-8 with U+FFFD
    expect(parseFeedBody(read('cp1252.xml'), 'application/xml', null).items[0]!.title).toBe('“Prices” up 5 € – again');
    expect(decodeBody(Buffer.from([0xef, 0xbb, 0xbf, 0x41]), 'text/xml; charset=iso-8859-1')).toBe('A');
  });

  it('recovers what a lenient parser can from malformed XML', () => {
    const feed = parseFeedBody(read('malformed.xml'), null, 'https://sloppy.example/rss');
    expect(feed.title).toBe('Sloppy & Sons News');
    expect(feed.items[0]).toMatchObject({
      url: 'https://sloppy.example/1',
      title: 'Unescaped ampersand & a bold word',
      publishedAt: new Date('2026-11-18T19:00:00Z'),
    });
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
    // named zones in common use, IANA names, offsets with minutes
    ['Tue, 24 Sep 2024 10:00:00 CEST', '2024-09-24T08:00:00.000Z'],
    ['Tue, 24 Dec 2024 10:00:00 MET', '2024-12-24T09:00:00.000Z'],
    ['Tue, 24 Sep 2024 10:00:00 MEST', '2024-09-24T08:00:00.000Z'],
    ['Tue, 24 Sep 2024 10:00:00 ET', '2024-09-24T14:00:00.000Z'],
    ['Tue, 24 Dec 2024 10:00:00 ET', '2024-12-24T15:00:00.000Z'],
    ['Tue, 24 Dec 2024 10:00:00 CT', '2024-12-24T16:00:00.000Z'],
    ['Tue, 24 Sep 2024 10:00:00 MT', '2024-09-24T16:00:00.000Z'],
    ['Tue, 24 Dec 2024 10:00:00 PT', '2024-12-24T18:00:00.000Z'],
    ['Tue, 24 Dec 2024 10:00:00 Etc/GMT+5', '2024-12-24T15:00:00.000Z'],
    ['Tue, 24 Dec 2024 10:00:00 Etc/GMT', '2024-12-24T10:00:00.000Z'],
    ['Tue, 24 Dec 2024 10:00:00 GMT-01:01', '2024-12-24T11:01:00.000Z'],
    ['Tue, 24 Dec 2024 10:00:00 UTC+5', '2024-12-24T05:00:00.000Z'],
    ['Tue, 24 Dec 2024 10:00:00 Europe/Paris', '2024-12-24T09:00:00.000Z'],
    ['Mon, 20 Nov 2026 09:30:00 +0000 (UTC)', '2026-11-20T09:30:00.000Z'],
    // two-digit years, RFC 2822: 00-49 are 20xx, 50-99 are 19xx; three digits add 1900
    ['Fri, 24 Dec 49 10:00:00 GMT', '2049-12-24T10:00:00.000Z'],
    ['Fri, 24 Dec 50 10:00:00 GMT', '1950-12-24T10:00:00.000Z'],
    ['Fri, 24 Dec 124 10:00:00 GMT', '2024-12-24T10:00:00.000Z'],
    // ISO 8601: ordinal and week dates, fractions, basic format; W3C-DTF reduced forms
    ['2026-324', '2026-11-20T00:00:00.000Z'],
    ['2026-324T10:30Z', '2026-11-20T10:30:00.000Z'],
    ['2026-W47-5', '2026-11-20T00:00:00.000Z'],
    ['2026-11-20T10.5Z', '2026-11-20T10:30:00.000Z'],
    ['2026-11-20T10:30.5Z', '2026-11-20T10:30:30.000Z'],
    ['20261120T103015,5+0100', '2026-11-20T09:30:15.500Z'],
    ['2026', '2026-01-01T00:00:00.000Z'],
    ['2026-11', '2026-11-01T00:00:00.000Z'],
    // day and month names in eight languages
    ['Seg, 24 Set 2018 19:42:40 -0300', '2018-09-24T22:42:40.000Z'],
    ['24 déc. 2024', '2024-12-24T00:00:00.000Z'],
    ['mar., 17 nov. 2026 10:00:00 +0100', '2026-11-17T09:00:00.000Z'],
    ['Tue, 17 Mar 2026 10:00:00 +0100', '2026-03-17T09:00:00.000Z'],
    ['Montag, 24. Dezember 2024 10:00 Uhr', '2024-12-24T10:00:00.000Z'],
    ['24 de diciembre de 2024 10:00', '2024-12-24T10:00:00.000Z'],
    ['martedì 24 dicembre 2024 10:00', '2024-12-24T10:00:00.000Z'],
    ['dinsdag 24 december 2024 10:00', '2024-12-24T10:00:00.000Z'],
    ['الثلاثاء، ٢٤ ديسمبر ٢٠٢٤ ١٠:٠٠', '2024-12-24T10:00:00.000Z'],
    ['24 كانون الأول 2024', '2024-12-24T00:00:00.000Z'],
    ['December 24, 2024 10:00 PM', '2024-12-24T22:00:00.000Z'],
  ])('%s', (raw, iso) => {
    expect(parseFeedDate(raw)?.toISOString()).toBe(iso);
  });

  it.each([
    '',
    'yesterday-ish',
    '31 Apr 2026',
    '2026-02-30',
    'Fri, 20 Nov 2026 25:30:00 GMT',
    '0000-00-00 00:00:00',
    'Fri, 20 Nov 2026 10:00:00 XYZ',
    '2026-W54-1',
    '2026-366',
  ])('gives null for %j: no date, nonsense or an impossible one (not an absurd year)', (raw) => {
    expect(parseFeedDate(raw)).toBeNull();
  });
});
