import { sameUrl, urlKey } from './feed-url';

// docs/decisions/0045-one-feed-one-source.md

describe('urlKey', () => {
  it.each([
    ['https://News.Example.com/feed', 'http://news.example.com/feed/'],
    ['https://news.example.com:443/feed', 'https://news.example.com/feed'],
    ['http://news.example.com:80/feed', 'https://news.example.com/feed'],
    ['https://news.example.com/feed?utm_source=x&utm_medium=rss', 'https://news.example.com/feed'],
    ['https://news.example.com/feed?b=2&a=1&fbclid=zz', 'https://news.example.com/feed?a=1&b=2'],
    ['https://news.example.com/feed#top', 'https://news.example.com/feed'],
    ['https://news.example.com./feed', 'https://news.example.com/feed'],
    ['http://feeds2.feedburner.com/HarbourGazette?format=xml', 'https://feeds.feedburner.com/HarbourGazette'],
    ['http://feedproxy.google.com/HarbourGazette', 'https://feeds.feedburner.com/HarbourGazette/'],
  ])('%s is the same feed as %s', (a, b) => {
    expect(sameUrl(a, b)).toBe(true);
  });

  it.each([
    ['https://news.example.com/feed', 'https://news.example.com/feed.xml'],
    ['https://news.example.com/feed?section=world', 'https://news.example.com/feed?section=sport'],
    ['https://news.example.com:8080/feed', 'https://news.example.com/feed'],
    ['https://news.example.com/Feed', 'https://news.example.com/feed'],
    ['https://feeds.feedburner.com/A', 'https://feeds.feedburner.com/B'],
  ])('%s is another feed than %s', (a, b) => {
    expect(sameUrl(a, b)).toBe(false);
  });

  it('has no key for what is not an http(s) URL', () => {
    expect(urlKey('ftp://news.example.com/feed')).toBeNull();
    expect(urlKey('not a url')).toBeNull();
    expect(sameUrl('not a url', 'not a url')).toBe(false);
  });
});
