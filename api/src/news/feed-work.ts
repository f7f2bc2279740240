import type { CodedMessage } from '@mediawatch/shared/messages';

import { htmlToText } from './clean';
import { FeedParseError, parseFeedBody, parseFeedText, type ParsedFeed } from './feed-parser';
import { FeedLimitError, tooDeep } from './feed-limits';
import { extractReadable } from './full-text';
import { decodeBody } from './encoding';
import { prepareArticle, type ArticleInput, type PreparedArticle } from './prepare-article';

// ----------------------------------------------------------------------
// The work done in the feed worker threads (feed-worker.ts runs these,
// feed-pool.ts sends them): decoding, parsing, sanitizing and text
// extraction, everything whose cost grows with what a feed's author chose
// to send. Each answers data, never throws: an error crosses the thread as
// its kind and one coded message
// (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).

export interface WorkError {
  kind: 'parse' | 'limit' | 'other';
  /** Its code in the catalogue, params and English (docs/decisions/0040-server-texts-as-codes.md); `other`'s is its own words. */
  coded: CodedMessage;
}

export type WorkResult<T> = { ok: true; value: T } | { ok: false; error: WorkError };

function attempt<T>(work: () => T): WorkResult<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    if (error instanceof FeedLimitError) return { ok: false, error: { kind: 'limit', coded: error.coded } };
    if (error instanceof FeedParseError) return { ok: false, error: { kind: 'parse', coded: error.coded } };
    // The readers are bounded by the depth cap; a stack overflow past it is still reported as depth, never as V8's words.
    if (error instanceof RangeError && /call stack/i.test(error.message))
      return { ok: false, error: { kind: 'limit', coded: tooDeep().coded } };
    const message = (error as Error)?.message ?? String(error);
    return { ok: false, error: { kind: 'other', coded: { code: 'parse.failed', params: { detail: message }, text: message } } };
  }
}

export interface ParseTask {
  body: Uint8Array;
  contentType: string | null;
  feedUrl: string | null;
  maxItems: number;
}

/** Bytes of a fetched feed to its newest `maxItems` items. */
export function parseFeed(task: ParseTask): WorkResult<ParsedFeed> {
  return attempt(() => parseFeedBody(task.body, task.contentType, task.feedUrl, { maxItems: task.maxItems }));
}

/** A decoded page that may be a feed (discovery). */
export function parseFeedPage(task: { text: string; feedUrl: string | null; maxItems: number }): WorkResult<ParsedFeed> {
  return attempt(() => parseFeedText(task.text, task.feedUrl, { maxItems: task.maxItems }));
}

/** The length of each item's text (whether its page is worth reading for full text). */
export function textLengths(task: { html: Array<string | null> }): WorkResult<number[]> {
  return attempt(() => task.html.map((html) => htmlToText(html ?? '').length));
}

export type PrepareItem = ArticleInput;

/** Items cleaned and scored (prepareArticle), with the full text read for some. */
export function prepareItems(task: {
  items: PrepareItem[];
  language: string;
  fullTextHtml?: Array<string | null>;
}): WorkResult<PreparedArticle[]> {
  return attempt(() => task.items.map((item, index) => prepareArticle(item, task.language, task.fullTextHtml?.[index] ?? null)));
}

/** The article in a fetched page (Readability), or null. */
export function readable(task: { body: Uint8Array; contentType: string; url: string }): WorkResult<string | null> {
  return attempt(() => extractReadable(decodeBody(task.body, task.contentType), task.url));
}
