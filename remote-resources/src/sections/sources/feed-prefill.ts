import type { TestFeedResult } from '@mediawatch/shared';
import { SOURCE_LIMITS } from '@mediawatch/shared/constants';

// ----------------------------------------------------------------------

/** The source's fields a tested feed can fill in. */
export interface PrefillFields {
  name: string;
  homepage: string;
  language: string;
}

/**
 * What "Test feed" fills in from the first feed it could read: the feed's
 * title as the name, the site it links to as the homepage (the feed's own
 * site when it names none), its language's two-letter code. Only the fields
 * that are empty (`languageEmpty`: the language was never chosen, its
 * default aside); nothing when no feed could be read.
 */
export function feedPrefill(results: readonly TestFeedResult[], current: PrefillFields, languageEmpty: boolean): Partial<PrefillFields> {
  const read = results.find((result) => result.ok && result.feed);
  if (!read?.feed) return {};
  const fill: Partial<PrefillFields> = {};
  const title = read.feed.title?.replace(/\s+/g, ' ').trim();
  if (!current.name.trim() && title) fill.name = title.slice(0, SOURCE_LIMITS.nameMax);
  if (!current.homepage.trim()) {
    const homepage = siteOf(read.feed.link, read.finalUrl);
    if (homepage) fill.homepage = homepage;
  }
  const language = /^([a-z]{2})(?:[-_]|$)/i.exec(read.feed.language?.trim() ?? '')?.[1]?.toLowerCase();
  if (languageEmpty && language && language !== current.language) fill.language = language;
  return fill;
}

/** The feed's link resolved against the feed's address, when it is a web page; else the feed's own site. */
function siteOf(link: string | null, feedUrl: string): string | null {
  try {
    const url = new URL(link?.trim() || '/', feedUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
