import { canonicalUrl, normalizeUrl, TRACKING_PARAMETERS } from '../../src/news/clean';
import { deriveTitle, htmlToPlainText, looksLikeHtml, personName } from '../../src/news/feed-text';
import { articleDate, prepareArticle } from '../../src/news/prepare-article';

describe('text stays text', () => {
  it.each([
    ['History of the <blink> tag', false],
    ['Why <script> tags break email', false],
    ['Use <b> for bold', false],
    ['AT&T & the <3 emoji', false],
    ['<p>A paragraph</p>', true],
    ['Line one<br>Line two', true],
    ['A <a href="/x">link</a>', true],
    ['Caf&eacute;', true],
  ])('%j looks like HTML: %s', (text, html) => {
    expect(looksLikeHtml(text)).toBe(html);
  });

  it('reads HTML as a reader does: no script, style or other non-text element', () => {
    expect(
      htmlToPlainText('<script>var x = "hidden";</script><style>p{}</style><p>Shown &amp; <b>bold</b></p><noscript>no</noscript>'),
    ).toBe('Shown & bold');
  });

  it('derives a title for an untitled item from its text, never from script or style text, cut at a word', () => {
    expect(deriveTitle('<script>track()</script><p>The council approved the budget.</p>')).toBe('The council approved the budget.');
    const long = deriveTitle(`<p>${'word '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(141);
    expect(long).toMatch(/word…$/);
  });

  it('keeps a title as written when the article is prepared (escaped on output, not stripped)', () => {
    const article = prepareArticle(
      {
        guid: null,
        url: 'https://news.example/a?utm_source=rss&id=1',
        title: 'Why <script> tags break email',
        author: 'jane@news.example',
        publishedAt: new Date(),
        summaryHtml: null,
        contentHtml: '<p>Body</p><script>x()</script>',
      },
      'en',
    );
    expect(article).toMatchObject({
      title: 'Why <script> tags break email',
      author: 'jane@news.example',
      url: 'https://news.example/a?id=1',
      originalUrl: 'https://news.example/a?utm_source=rss&id=1',
      contentHtml: '<p>Body</p>',
    });
  });
});

describe('people', () => {
  it.each([
    ['jane@news.example (Jane Roe)', 'Jane Roe'],
    ['Jane Roe <jane@news.example>', 'Jane Roe'],
    ['"Roe, Jane" <jane@news.example>', 'Roe, Jane'],
    ['jane@news.example', 'jane@news.example'],
    ['mailto:jane@news.example', 'jane@news.example'],
    ['<jane@news.example>', 'jane@news.example'],
    ['Jane Roe', 'Jane Roe'],
    ['  ', null],
  ])('%j is %j', (raw, name) => {
    expect(personName(raw)).toBe(name);
  });
});

describe('links', () => {
  it('stores the canonical URL: the documented tracking parameters and tracking fragments removed, the rest untouched', () => {
    expect(TRACKING_PARAMETERS).toEqual(expect.arrayContaining(['utm_*', 'fbclid', 'gclid', 'mc_cid', 'mc_eid', 'igshid', 'ref_src']));
    expect(canonicalUrl('https://News.example/a/b/?utm_source=x&b=2&fbclid=y&a=1&UTM_Campaign=z#top')).toBe(
      'https://news.example/a/b/?b=2&a=1#top',
    );
    expect(canonicalUrl('https://news.example/a?gclid=1&mc_cid=2&mc_eid=3&igshid=4&ref_src=5')).toBe('https://news.example/a');
    expect(canonicalUrl('https://news.example/a?q=caf%C3%A9+cr%C3%A8me&ref=home#xtor=RSS-3')).toBe(
      'https://news.example/a?q=caf%C3%A9+cr%C3%A8me&ref=home',
    );
    expect(canonicalUrl('https://news.example/a#utm_source=feed&utm_medium=rss')).toBe('https://news.example/a');
    expect(canonicalUrl('https://news.example/a')).toBe('https://news.example/a');
    expect(canonicalUrl('mailto:desk@news.example')).toBe('mailto:desk@news.example');
    // the dedup key still ignores ref and src too
    expect(normalizeUrl('https://news.example/a?ref=home&src=rss')).toBe(normalizeUrl('https://news.example/a'));
  });
});

describe('dates that are not the feed’s', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('are the fetch time, with the reason: none given, none readable, more than a day ahead', () => {
    expect(articleDate(null, null, now)).toEqual({ publishedAt: now, dateIssue: 'missing' });
    expect(articleDate(null, 'yesterday-ish', now)).toEqual({ publishedAt: now, dateIssue: 'unreadable' });
    expect(articleDate(new Date('2026-11-21T13:00:00Z'), 'x', now)).toEqual({ publishedAt: now, dateIssue: 'future' });
    expect(articleDate(new Date('2026-11-21T11:00:00Z'), 'x', now)).toEqual({
      publishedAt: new Date('2026-11-21T11:00:00Z'),
      dateIssue: null,
    });
  });
});
