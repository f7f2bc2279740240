import { commonFeedUrls, findFeedLinks, pageTitle } from '../../src/news/discover';

describe('feed discovery in a page', () => {
  it('finds <link rel="alternate"> feeds of every type, resolved against <base>, without repeats or other links', () => {
    const html = `<!doctype html><html lang="fr"><head><title>Le &amp; Site</title><base href="https://site.example/fr/">
      <link rel="alternate" type="application/rss+xml" title="Tout" href="feed.xml">
      <link rel="alternate" type="application/atom+xml" title="Atom" href="/atom.xml">
      <link rel="Alternate" type="application/feed+json" href="https://site.example/feed.json">
      <link rel="alternate" type="application/rss+xml" href="feed.xml">
      <link rel="alternate" hreflang="en" href="/en/">
      <link rel="stylesheet" type="text/css" href="s.css">
      <link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">
    </head><body></body></html>`;
    expect(findFeedLinks(html, 'https://site.example/fr/index.html')).toEqual([
      { url: 'https://site.example/fr/feed.xml', title: 'Tout', type: 'application/rss+xml' },
      { url: 'https://site.example/atom.xml', title: 'Atom', type: 'application/atom+xml' },
      { url: 'https://site.example/feed.json', title: null, type: 'application/feed+json' },
    ]);
    expect(pageTitle(html)).toBe('Le & Site');
  });

  it('knows the common feed paths of publishing systems', () => {
    expect(commonFeedUrls('https://site.example/some/page?x=1')).toEqual(
      expect.arrayContaining([
        'https://site.example/feed',
        'https://site.example/rss.xml',
        'https://site.example/atom.xml',
        'https://site.example/?feed=rss2',
      ]),
    );
  });
});
