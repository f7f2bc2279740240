import { parseFeed } from '@rowanmanning/feed-parser';
import iconv from 'iconv-lite';

// ----------------------------------------------------------------------
// Feeds of every common kind to one shape. XML feeds (RSS 2.0, RSS 1.0/RDF,
// Atom 1.0) go through @rowanmanning/feed-parser, which is lenient with the
// malformed XML real feeds serve and resolves relative links; JSON Feed 1.x
// is mapped here (it is plain JSON). Bytes are decoded first: the charset of
// the Content-Type header, else the XML prolog's encoding, else a BOM, else
// UTF-8 (iconv-lite covers ISO-8859-1, windows-1252 and the rest).

export type FeedFormat = 'rss2' | 'rss1' | 'atom' | 'json';

export interface ParsedItem {
  guid: string | null;
  url: string | null;
  title: string;
  author: string | null;
  publishedAt: Date | null;
  /** HTML as the feed gave it (sanitized later). */
  summaryHtml: string | null;
  contentHtml: string | null;
}

export interface ParsedFeed {
  format: FeedFormat;
  title: string | null;
  link: string | null;
  language: string | null;
  /** The feed's own <ttl> in minutes (RSS), when present. */
  ttlMinutes: number | null;
  items: ParsedItem[];
}

/** A feed that cannot be read; the message is shown as the source's health. */
export class FeedParseError extends Error {
  override readonly name = 'FeedParseError';
}

function charsetOf(contentType: string | null | undefined): string | null {
  const match = contentType ? /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType) : null;
  return match?.[1] ?? null;
}

/** Decodes a feed body to text, honouring the HTTP charset, the XML prolog and BOMs. */
export function decodeBody(body: Buffer, contentType?: string | null): string {
  if (body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return body.subarray(3).toString('utf8');
  if (body.length >= 2 && body[0] === 0xff && body[1] === 0xfe) return iconv.decode(body.subarray(2), 'utf-16le');
  if (body.length >= 2 && body[0] === 0xfe && body[1] === 0xff) return iconv.decode(body.subarray(2), 'utf-16be');
  const head = body.subarray(0, 512).toString('latin1');
  const prolog = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ?? null;
  // The HTTP header wins over the prolog (RFC 7303), except a bare text/xml
  // default; servers that send no charset leave it to the document.
  const declared = charsetOf(contentType) ?? prolog;
  const encoding = declared && iconv.encodingExists(declared) ? declared : 'utf-8';
  return iconv.decode(body, encoding);
}

// ----------------------------------------------------------------------
// Dates found in the wild

const MONTHS: Record<string, number> = {
  jan: 0, feb: 1, mar: 2, apr: 3, may: 4, jun: 5, jul: 6, aug: 7, sep: 8, sept: 8, oct: 9, nov: 10, dec: 11,
  janv: 0, fevr: 1, févr: 1, mars: 2, avr: 3, mai: 4, juin: 5, juil: 6, aout: 7, août: 7, déc: 11,
};

const ZONES: Record<string, string> = {
  UT: '+0000', GMT: '+0000', Z: '+0000', UTC: '+0000', EST: '-0500', EDT: '-0400', CST: '-0600', CDT: '-0500',
  MST: '-0700', MDT: '-0600', PST: '-0800', PDT: '-0700', CET: '+0100', CEST: '+0200', BST: '+0100', IST: '+0530',
};

/**
 * Parses RFC 822/1123 (with or without weekday, 2-digit years, named or
 * numeric zones, French month names), ISO 8601 / RFC 3339 (with a space
 * instead of T, without a zone = UTC) and Unix timestamps. Null if hopeless.
 */
export function parseFeedDate(raw: string | null | undefined): Date | null {
  if (!raw) return null;
  const text = raw.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  if (/^\d{9,13}$/.test(text)) {
    const n = Number(text);
    return new Date(text.length > 11 ? n : n * 1000);
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2}|[A-Z]{2,4})?$/i.exec(text);
  if (iso) {
    const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '0', zone] = iso;
    const offset = zone ? (ZONES[zone.toUpperCase()] ?? zone.replace(':', '')) : '+0000';
    const sign = offset.startsWith('-') ? -1 : 1;
    const minutes = /^[+-]\d{4}$/.test(offset) ? sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3))) : 0;
    const ms = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, Number(`0.${frac}`) * 1000) - minutes * 60_000;
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  const rfc = /^(?:[A-Za-zéû]+\.?,? )?(\d{1,2})(?:er)? ([A-Za-zéû]+)\.? (\d{2,4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?(?: ?([+-]\d{2}:?\d{2}|[A-Za-z]{1,5}))?$/.exec(text);
  if (rfc) {
    const [, d, monthName, yearText, h = '0', mi = '0', s = '0', zone] = rfc;
    const month = MONTHS[monthName!.toLowerCase().slice(0, 4)] ?? MONTHS[monthName!.toLowerCase().slice(0, 3)];
    if (month !== undefined) {
      let year = Number(yearText);
      if (yearText!.length === 2) year += year < 70 ? 2000 : 1900;
      const offset = zone ? (ZONES[zone.toUpperCase()] ?? zone.replace(':', '')) : '+0000';
      const sign = offset.startsWith('-') ? -1 : 1;
      const minutes = /^[+-]\d{4}$/.test(offset) ? sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3))) : 0;
      return new Date(Date.UTC(year, month, +d!, +h, +mi, +s) - minutes * 60_000);
    }
  }
  const fallback = Date.parse(text);
  return Number.isNaN(fallback) ? null : new Date(fallback);
}

// ----------------------------------------------------------------------

function resolveUrl(value: unknown, base: string | null): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    return new URL(value.trim(), base ?? undefined).toString();
  } catch {
    return null;
  }
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

interface JsonFeedItem {
  id?: unknown;
  url?: unknown;
  external_url?: unknown;
  title?: unknown;
  content_html?: unknown;
  content_text?: unknown;
  summary?: unknown;
  date_published?: unknown;
  date_modified?: unknown;
  authors?: Array<{ name?: unknown }>;
  author?: { name?: unknown };
  language?: unknown;
}

const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

function parseJsonFeed(text: string, feedUrl: string | null): ParsedFeed {
  let doc: { version?: unknown; title?: unknown; home_page_url?: unknown; feed_url?: unknown; language?: unknown; items?: unknown };
  try {
    doc = JSON.parse(text) as typeof doc;
  } catch (error) {
    throw new FeedParseError(`Not a valid JSON Feed: ${(error as Error).message}`);
  }
  if (typeof doc.version !== 'string' || !doc.version.startsWith('https://jsonfeed.org/version/') || !Array.isArray(doc.items)) {
    throw new FeedParseError('Not a JSON Feed: no "version" of https://jsonfeed.org/version/1.x or no "items" list');
  }
  const base = resolveUrl(doc.feed_url, feedUrl) ?? feedUrl;
  const items = (doc.items as JsonFeedItem[]).flatMap((item): ParsedItem[] => {
    if (!item || typeof item !== 'object') return [];
    const contentHtml =
      typeof item.content_html === 'string'
        ? item.content_html
        : typeof item.content_text === 'string'
          ? `<p>${escapeHtml(item.content_text)}</p>`
          : null;
    const title =
      typeof item.title === 'string' && item.title.trim()
        ? item.title.trim()
        : (typeof item.summary === 'string' ? item.summary : typeof item.content_text === 'string' ? item.content_text : stripTags(contentHtml ?? ''))
            .trim()
            .slice(0, 140);
    const author = item.authors?.find((entry) => typeof entry?.name === 'string')?.name ?? item.author?.name;
    return [
      {
        guid: item.id === undefined || item.id === null ? null : String(item.id),
        url: resolveUrl(item.url ?? item.external_url, base),
        title,
        author: typeof author === 'string' ? author : null,
        publishedAt: parseFeedDate(typeof item.date_published === 'string' ? item.date_published : typeof item.date_modified === 'string' ? item.date_modified : null),
        summaryHtml: typeof item.summary === 'string' ? escapeHtml(item.summary) : null,
        contentHtml,
      },
    ];
  });
  return {
    format: 'json',
    title: typeof doc.title === 'string' ? doc.title : null,
    link: resolveUrl(doc.home_page_url, base),
    language: typeof doc.language === 'string' ? doc.language : null,
    ttlMinutes: null,
    items,
  };
}

/** Parses a decoded feed; `feedUrl` resolves relative links. Throws FeedParseError when nothing can be read. */
export function parseFeedText(text: string, feedUrl: string | null = null): ParsedFeed {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('{')) return parseJsonFeed(trimmed, feedUrl);
  if (!trimmed.startsWith('<')) throw new FeedParseError('Not a feed: the body is neither XML nor JSON');
  if (/^<(!doctype\s+)?html[\s>]/i.test(trimmed)) {
    throw new FeedParseError('Not a feed: the server sent an HTML page (is the feed URL right?)');
  }
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(trimmed);
  } catch (error) {
    throw new FeedParseError(`Not a feed: ${(error as Error).message}`);
  }
  const format: FeedFormat = feed.meta.type === 'atom' ? 'atom' : /^(1\.0|0\.9)/.test(feed.meta.version ?? '') ? 'rss1' : 'rss2';
  const ttl = format === 'rss2' ? /<ttl>\s*(\d+)\s*<\/ttl>/i.exec(trimmed)?.[1] : undefined;
  // The library resolves links against the feed's own xml:base / link; a
  // link still relative after that is resolved against the URL we fetched.
  const base = feedUrl;
  const items = feed.items.map((item): ParsedItem => {
    const url = resolveUrl(item.url, feed.url ?? base) ?? resolveUrl(item.url, base);
    const content = item.content;
    const description = item.description;
    const title = item.title?.trim() || stripTags(description ?? content ?? '').slice(0, 140);
    return {
      guid: item.id,
      url,
      title,
      author: item.authors[0]?.name ?? null,
      publishedAt: item.published ?? item.updated ?? null,
      summaryHtml: description && description !== content ? description : null,
      contentHtml: content ?? description ?? null,
    };
  });
  if (items.length === 0 && !feed.title) throw new FeedParseError('Not a feed: no title and no items could be read');
  return {
    format,
    title: feed.title,
    link: resolveUrl(feed.url, base),
    language: feed.language,
    ttlMinutes: ttl ? Number(ttl) : null,
    items,
  };
}

/** Decodes and parses a fetched feed. */
export function parseFeedBody(body: Buffer, contentType: string | null, feedUrl: string | null): ParsedFeed {
  return parseFeedText(decodeBody(body, contentType), feedUrl);
}
