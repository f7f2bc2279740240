import type { TestFeedResult } from '@mediawatch/shared';

import { feedPrefill } from './feed-prefill';

const result = (feed: Partial<NonNullable<TestFeedResult['feed']>> | null, ok = true): TestFeedResult => ({
  ok,
  url: 'https://news.example/feeds/main.xml',
  finalUrl: 'https://news.example/feeds/main.xml',
  httpStatus: ok ? 200 : 404,
  contentType: 'application/rss+xml',
  bytes: 100,
  durationMs: 10,
  error: ok ? null : 'Feed not found',
  feed: feed && { format: 'rss2', version: '2.0', title: null, link: null, language: null, ttlMinutes: null, malformed: null, ...feed },
  items: [],
});

const EMPTY = { name: '', homepage: '', language: 'en' };

describe('feedPrefill', () => {
  it('fills the empty name, homepage and language from the feed', () => {
    expect(feedPrefill([result({ title: '  Le   Monde ', link: 'https://news.example/', language: 'fr-FR' })], EMPTY, true)).toEqual({
      name: 'Le Monde',
      homepage: 'https://news.example/',
      language: 'fr',
    });
  });

  it('keeps what was typed, and a language that was chosen', () => {
    const typed = { name: 'My name', homepage: 'https://mine.example/', language: 'de' };
    expect(feedPrefill([result({ title: 'Feed', link: 'https://news.example/', language: 'fr' })], typed, false)).toEqual({});
    expect(feedPrefill([result({ title: 'Feed', language: 'fr' })], { ...EMPTY, name: 'Mine' }, false)).toEqual({
      homepage: 'https://news.example/',
    });
  });

  it('takes the first feed that could be read, resolves a relative link and ignores what is not a language code', () => {
    const fill = feedPrefill([result(null, false), result({ title: 'Second', link: '/home', language: 'english' })], EMPTY, true);
    expect(fill).toEqual({ name: 'Second', homepage: 'https://news.example/home' });
    expect(feedPrefill([result({ link: 'javascript:alert(1)' })], EMPTY, true)).toEqual({});
  });

  it('fills nothing when no feed could be read', () => {
    expect(feedPrefill([result(null, false)], EMPTY, true)).toEqual({});
    expect(feedPrefill([], EMPTY, true)).toEqual({});
  });
});
