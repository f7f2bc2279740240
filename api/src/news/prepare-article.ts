import { canonicalUrl, contentHash, detectLanguage, htmlToText, normalizeUrl, sanitizeArticleHtml } from './clean';
import { titleBands } from './cluster';
import { cleanLine } from './feed-text';
import { extractEntities, type ExtractedEntity } from './entities';
import { scoreTone } from './tone';

// ----------------------------------------------------------------------
// One feed item made ready to store: the canonical URL (tracking
// parameters removed; the feed's URL kept when it differs), the title as
// text, sanitized HTML and text, summary, language, tone, and the hashes
// dedup and clustering use. Pure: the ingestion pipeline stores what this
// returns, the feed test shows it.

/** Why an article's date is not the feed's: none given, none readable, more than a day ahead, or before 1990. */
export type DateIssue = 'missing' | 'unreadable' | 'future' | 'past';

/** How far ahead of the fetch a feed's date may be before it is not believed. */
export const FUTURE_TOLERANCE_MS = 24 * 3_600_000;

/** No news item was published on the web before this: an earlier date is a feed's mistake (year 0100, 1970's epoch). */
export const EARLIEST_PLAUSIBLE = Date.UTC(1990, 0, 1);

/** The date to store for an item fetched at `now`: the feed's, or `now` with the reason it is not the feed's. */
export function articleDate(
  publishedAt: Date | null,
  dateText: string | null | undefined,
  now: Date,
): { publishedAt: Date; dateIssue: DateIssue | null } {
  if (!publishedAt) return { publishedAt: now, dateIssue: dateText ? 'unreadable' : 'missing' };
  if (publishedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return { publishedAt: now, dateIssue: 'future' };
  if (publishedAt.getTime() < EARLIEST_PLAUSIBLE) return { publishedAt: now, dateIssue: 'past' };
  return { publishedAt, dateIssue: null };
}

/** An item cleaned and scored, ready to store. */
export interface PreparedArticle {
  guid: string | null;
  /** Canonical: tracking parameters removed. */
  url: string;
  /** The URL as the feed gave it, when it differs from `url`. */
  originalUrl: string | null;
  normalizedUrl: string;
  title: string;
  author: string | null;
  /** The feed's date, or the fetch time when `dateIssue` says why not. */
  publishedAt: Date;
  dateIssue: DateIssue | null;
  /** The date as the feed wrote it, when it wrote one. */
  dateText: string | null;
  language: string;
  summary: string;
  contentHtml: string;
  contentText: string;
  fullText: boolean;
  /** Null when no lexicon reads the language (unknown tone). */
  tone: number | null;
  contentHash: string;
  bands: string[];
  /**
   * People, organizations and places of the title and text (docs/decisions/0047-entities-method.md);
   * absent: not extracted (stored with entities_method 0, for the entities-extract job).
   */
  entities?: ExtractedEntity[];
  /** Time the extraction took, in microseconds (the Pipeline page's `entities` timing). */
  entitiesMicros?: number;
}

const SUMMARY_MAX = 600;

/** A feed item with its link and the date to store: what prepareArticle cleans. */
export interface ArticleInput {
  guid: string | null;
  url: string;
  title: string;
  author: string | null;
  publishedAt: Date;
  dateIssue?: DateIssue | null;
  dateText?: string | null;
  summaryHtml: string | null;
  contentHtml: string | null;
}

/** Cleans one item: sanitized HTML, text, summary, language, tone, hashes. */
export function prepareArticle(item: ArticleInput, fallbackLanguage: string, fullTextHtml: string | null = null): PreparedArticle {
  const url = canonicalUrl(item.url);
  // The title is text: kept as written (a "<blink>" in it stays), escaped where it is shown.
  const title = cleanLine(item.title).slice(0, 500) || url;
  const contentHtml = sanitizeArticleHtml(fullTextHtml ?? item.contentHtml ?? item.summaryHtml ?? '', url);
  const contentText = htmlToText(contentHtml);
  const summarySource = item.summaryHtml ? htmlToText(sanitizeArticleHtml(item.summaryHtml, url)) : contentText;
  const summary = summarySource.length > SUMMARY_MAX ? `${summarySource.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : summarySource;
  const language = detectLanguage(`${title}. ${contentText}`, fallbackLanguage);
  const started = performance.now();
  const entities = extractEntities(title, contentText, language);
  const entitiesMicros = Math.round((performance.now() - started) * 1000);
  return {
    guid: item.guid?.trim() ? item.guid.trim().slice(0, 1000) : null,
    url,
    originalUrl: url === item.url.trim() ? null : item.url.trim(),
    normalizedUrl: normalizeUrl(url),
    title,
    author: item.author?.trim() ? cleanLine(item.author).slice(0, 200) : null,
    publishedAt: item.publishedAt,
    dateIssue: item.dateIssue ?? null,
    dateText: item.dateText ? item.dateText.slice(0, 200) : null,
    language,
    summary,
    contentHtml,
    contentText,
    fullText: fullTextHtml !== null,
    tone: scoreTone(`${title} ${contentText}`, language),
    contentHash: contentHash(title, contentText),
    bands: titleBands(title),
    entities,
    entitiesMicros,
  };
}
