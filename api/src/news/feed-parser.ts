import { coded, type CodedMessage, type FlatMessage } from '@mediawatch/shared/messages';
import type { FeedFormat } from '@mediawatch/shared/schemas';

import { parseFeedDate } from './dates';
import { decodeBody } from './encoding';
import { DEFAULT_MAX_ITEMS } from './feed-limits';
import { asHtml, cleanLine, deriveTitle, escapeHtml, htmlToPlainText, looksLikeHtml, personName } from './feed-text';
import { attr, childNamed, childrenNamed, descendantsNamed, innerHtml, isElement, NS, parseXml, textOf, type XmlElement } from './xml-tree';

export { decodeBody } from './encoding';
export { parseFeedDate } from './dates';

// ----------------------------------------------------------------------
// Feeds of every common kind to one shape: RSS 0.90-0.94 and 2.0, RSS 1.0
// (RDF), Atom 0.3 and 1.0 through the tree of xml-tree.ts; JSON Feed 1.x
// from JSON. Bytes are decoded first (encoding.ts), dates read by the one
// parser (dates.ts). Titles and authors come out as plain text, bodies as
// HTML (plain-text bodies escaped); a malformed feed gives the items a
// forgiving parser recovers, with the strict parser's message.

export interface ParsedItem {
  guid: string | null;
  /** The item's link as the feed gives it (resolved against the feed), before tracking parameters are removed. */
  url: string | null;
  /** Plain text (empty when the item has none and no text to derive one from). */
  title: string;
  author: string | null;
  /** Null when the feed gives no date or none that can be read. */
  publishedAt: Date | null;
  /** The date as the feed wrote it, when it wrote one (kept for provenance when it cannot be read). */
  dateText?: string | null;
  /** HTML (sanitized later); a plain-text summary comes escaped. */
  summaryHtml: string | null;
  contentHtml: string | null;
}

export interface ParsedFeed {
  format: FeedFormat;
  /** The version the feed declares (`2.0`, `0.91`, `1.0`, `0.3`, `1.1`), when it does. */
  version: string | null;
  title: string | null;
  link: string | null;
  language: string | null;
  /** The feed's own <ttl> in minutes (RSS), when present. */
  ttlMinutes: number | null;
  items: ParsedItem[];
  /** Items the feed carries: more than `items` when only the newest `maxItems` were read. */
  itemsTotal: number;
  /** The strict parser's message when the feed is not well-formed XML (its items were recovered); null otherwise. */
  malformed: string | null;
  /** The same as a code (`xml.*`) with its parameters, for the reader's language. */
  malformedMessage: FlatMessage | null;
}

/** A feed that cannot be read; the message is shown as the source's health. */
/**
 * A body no feed could be read from. `coded` is its code in the catalogue with
 * its parameters (@mediawatch/shared/messages, docs/decisions/0040-server-texts-as-codes.md),
 * the message its English; a plain string is kept as `parse.failed`'s detail.
 */
export class FeedParseError extends Error {
  override readonly name = 'FeedParseError';
  readonly coded: CodedMessage;
  constructor(message: string | CodedMessage) {
    const known = typeof message === 'string' ? { code: 'parse.failed', params: { detail: message }, text: message } : message;
    super(known.text ?? known.code);
    this.coded = known;
  }
}

// ----------------------------------------------------------------------

function resolveUrl(value: unknown, base: string | null): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base ?? undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The absolute http(s) URL a GUID or id is, when it is one. */
function permalink(value: string | null): string | null {
  return value && /^https?:\/\/\S+$/i.test(value) ? resolveUrl(value, null) : null;
}

/** The xml:base in force on an element, resolved down from the document against `fallback`. */
function baseOf(element: XmlElement, fallback: string | null): string | null {
  const chain: string[] = [];
  for (let node: XmlElement | null = element; node; node = node.parent) {
    const base = node.attrs['xml:base'];
    if (base) chain.unshift(base);
  }
  return chain.reduce<string | null>((base, next) => resolveUrl(next, base) ?? base, fallback);
}

const text = (element: XmlElement | undefined) => (element ? cleanLine(textOf(element)) : '');

/** The first of the dates named that the feed gives: its text and its reading. */
function dateOf(item: XmlElement, names: Array<[string, readonly string[]]>): { dateText: string | null; publishedAt: Date | null } {
  let first: string | null = null;
  for (const [name, namespaces] of names) {
    for (const element of childrenNamed(item, name, namespaces)) {
      const raw = text(element);
      if (!raw) continue;
      first ??= raw;
      const date = parseFeedDate(raw);
      if (date) return { dateText: raw, publishedAt: date };
    }
  }
  return { dateText: first, publishedAt: null };
}

/** A text-or-HTML field of RSS: markup left unescaped in a malformed feed, escaped HTML, or plain text. */
function rssField(element: XmlElement | undefined, alwaysHtml: boolean): { html: string; isHtml: boolean } | null {
  if (!element) return null;
  if (element.children.some(isElement)) return { html: innerHtml(element), isHtml: true };
  const value = textOf(element).trim();
  if (!value) return null;
  const isHtml = alwaysHtml || looksLikeHtml(value);
  return { html: asHtml(value, isHtml), isHtml };
}

function titleFrom(field: { html: string; isHtml: boolean } | null, element: XmlElement | undefined): string {
  if (!field || !element) return '';
  return field.isHtml ? htmlToPlainText(field.html) : text(element);
}

/** How many items of a feed are read (the newest); the others are counted, not read. */
export interface ParseOptions {
  maxItems?: number;
}

/**
 * The newest `max` of `entries` in their order in the feed, reading only their
 * dates (`dateOf`), so that a 100,000-item feed costs a date per item beyond
 * the cap, not a parse (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).
 * Undated items rank by their place in the feed (feeds list the newest first).
 */
export function newest<T>(entries: readonly T[], max: number, dateOf: (entry: T) => Date | null): T[] {
  if (entries.length <= max) return [...entries];
  const ranked = entries.map((entry, index) => ({ index, time: dateOf(entry)?.getTime() ?? Number.NEGATIVE_INFINITY }));
  ranked.sort((a, b) => (b.time === a.time ? a.index - b.index : b.time > a.time ? 1 : -1));
  return ranked
    .slice(0, max)
    .sort((a, b) => a.index - b.index)
    .map(({ index }) => entries[index]!);
}

// ----------------------------------------------------------------------
// RSS 0.9x, 2.0 and 1.0

const RSS_NS = ['', NS.rss1, NS.rss090];
const DC = [NS.dc];

const RSS_DATES: Array<[string, readonly string[]]> = [
  ['pubdate', ['', NS.rss1, NS.rss090]],
  ['date', [NS.dc]],
  ['issued', [NS.dcterms]],
  ['created', [NS.dcterms]],
  ['published', [NS.atom]],
  ['updated', [NS.atom]],
  ['modified', [NS.dcterms]],
];

function parseRss(
  root: XmlElement,
  feedUrl: string | null,
  malformed: string | null,
  maxItems: number,
): Omit<ParsedFeed, 'malformed' | 'malformedMessage'> {
  const rdf = root.name === 'rdf';
  const channel = descendantsNamed(root, 'channel', RSS_NS)[0] ?? root;
  const version = rdf
    ? channel.ns === NS.rss090 || root.children.some((node) => isElement(node) && node.ns === NS.rss090)
      ? '0.90'
      : '1.0'
    : (attr(root, 'version')?.trim() ?? null);
  const format = rdf ? (version === '0.90' ? 'rss09' : 'rss1') : version && /^0\.9/.test(version) ? 'rss09' : 'rss2';
  const channelLink = resolveUrl(text(childNamed(channel, 'link', RSS_NS)), feedUrl);
  const base = baseOf(channel, channelLink ?? feedUrl);
  // Items anywhere under the root: inside the channel (RSS 2.0), beside it (RSS 1.0) or astray.
  const all = descendantsNamed(root, 'item', RSS_NS).filter((item) => !(malformed && item.cut));
  const items = newest(all, maxItems, (item) => dateOf(item, RSS_DATES).publishedAt).map((item): ParsedItem => {
    const itemBase = baseOf(item, base);
    const guidElement = childNamed(item, 'guid', RSS_NS);
    const guid = text(guidElement) || null;
    const isPermaLink = guidElement ? attr(guidElement, 'ispermalink')?.trim().toLowerCase() !== 'false' : false;
    const link =
      childrenNamed(item, 'link', RSS_NS)
        .map((element) => resolveUrl(text(element), itemBase))
        .find(Boolean) ?? null;
    const url = link ?? (isPermaLink ? permalink(guid) : null) ?? (rdf ? resolveUrl(attr(item, 'about'), itemBase) : null);
    const titleElement = childNamed(item, 'title', RSS_NS) ?? childNamed(item, 'title', DC);
    const description = rssField(childNamed(item, 'description', RSS_NS), false);
    const encoded = rssField(childNamed(item, 'encoded', [NS.content]), true);
    const contentHtml = encoded?.html ?? description?.html ?? null;
    const authors = [...childrenNamed(item, 'author', RSS_NS), ...childrenNamed(item, 'creator', DC)]
      .map((element) => personName(textOf(element)))
      .filter(Boolean);
    return {
      guid: guid ?? (rdf ? attr(item, 'about') : null),
      url,
      title: titleFrom(rssField(titleElement, false), titleElement) || deriveTitle(description?.html ?? contentHtml),
      author: authors[0] ?? null,
      ...dateOf(item, RSS_DATES),
      summaryHtml: encoded && description ? description.html : null,
      contentHtml,
    };
  });
  const ttl = Number(text(childNamed(channel, 'ttl', RSS_NS)));
  return {
    format,
    version,
    title: text(childNamed(channel, 'title', RSS_NS)) || null,
    link: channelLink,
    language: text(childNamed(channel, 'language', RSS_NS)) || text(childNamed(channel, 'language', DC)) || null,
    ttlMinutes: Number.isInteger(ttl) && ttl > 0 ? ttl : null,
    items,
    itemsTotal: all.length,
  };
}

// ----------------------------------------------------------------------
// Atom 1.0 and 0.3

const ATOM = ['', NS.atom, NS.atom03];

/** An Atom text construct or content: type text, html, xhtml or a MIME type; Atom 0.3's mode; base64. */
function atomContent(element: XmlElement | undefined): { html: string; isHtml: boolean } | null {
  if (!element || attr(element, 'src')) return null;
  const type = (attr(element, 'type') ?? 'text').trim().toLowerCase();
  const mode = attr(element, 'mode')?.trim().toLowerCase();
  const xml = type === 'xhtml' || type.endsWith('+xml') || type.endsWith('/xml') || mode === 'xml';
  if (xml && mode !== 'base64' && mode !== 'escaped') {
    const div = childNamed(element, 'div', [NS.xhtml, '']);
    const html = innerHtml(div ?? element).trim();
    return html ? { html, isHtml: true } : null;
  }
  let value = textOf(element);
  // Atom 1.0 (4.1.3.3): content of a MIME type neither text nor XML is base64; Atom 0.3 says so with mode.
  if (mode === 'base64' || (type.includes('/') && !type.startsWith('text/') && !xml)) {
    if (type.includes('/') && !/^text\/|xhtml|\+xml|\/xml/.test(type)) return null;
    value = Buffer.from(value.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  value = value.trim();
  if (!value) return null;
  const isHtml = type === 'html' || type === 'text/html' || xml || (mode === 'escaped' && type !== 'text/plain');
  return { html: asHtml(value, isHtml), isHtml };
}

/** The link of an entry: rel="alternate" (or none), HTML preferred, resolved with xml:base. */
function atomLink(element: XmlElement, feedUrl: string | null): string | null {
  const links = childrenNamed(element, 'link', ATOM).filter(
    (link) => (attr(link, 'rel') ?? 'alternate').trim().toLowerCase() === 'alternate',
  );
  const best = links.find((link) => /html/i.test(attr(link, 'type') ?? 'text/html')) ?? links[0];
  return best ? resolveUrl(attr(best, 'href'), baseOf(best, feedUrl)) : null;
}

function atomAuthor(element: XmlElement | undefined): string | null {
  for (const author of element ? childrenNamed(element, 'author', ATOM) : []) {
    const name = personName(text(childNamed(author, 'name', ATOM)) || text(childNamed(author, 'email', ATOM)) || textOf(author));
    if (name) return name;
  }
  return null;
}

const ATOM_DATES: Array<[string, readonly string[]]> = [
  ['published', ['', NS.atom, NS.atom03]],
  ['issued', ['', NS.atom, NS.atom03]],
  ['created', ['', NS.atom, NS.atom03]],
  ['updated', ['', NS.atom, NS.atom03]],
  ['modified', ['', NS.atom, NS.atom03]],
  ['date', [NS.dc]],
];

function parseAtom(
  root: XmlElement,
  feedUrl: string | null,
  malformed: string | null,
  maxItems: number,
): Omit<ParsedFeed, 'malformed' | 'malformedMessage'> {
  const feedAuthor = atomAuthor(root);
  const all = descendantsNamed(root, 'entry', ATOM).filter((entry) => !(malformed && entry.cut));
  const items = newest(all, maxItems, (entry) => dateOf(entry, ATOM_DATES).publishedAt).map((entry): ParsedItem => {
    const id = text(childNamed(entry, 'id', ATOM)) || null;
    const titleElement = childNamed(entry, 'title', ATOM);
    const title = atomContent(titleElement);
    const summary = atomContent(childNamed(entry, 'summary', ATOM));
    const content = atomContent(childNamed(entry, 'content', ATOM));
    return {
      guid: id,
      url: atomLink(entry, feedUrl) ?? permalink(id),
      title:
        (title ? (title.isHtml ? htmlToPlainText(title.html) : text(titleElement)) : '') ||
        deriveTitle(summary?.html ?? content?.html ?? null),
      author: atomAuthor(entry) ?? atomAuthor(childNamed(entry, 'source', ATOM)) ?? feedAuthor,
      ...dateOf(entry, ATOM_DATES),
      summaryHtml: content && summary ? summary.html : null,
      contentHtml: content?.html ?? summary?.html ?? null,
    };
  });
  const version = root.ns === NS.atom03 || attr(root, 'version') === '0.3' ? '0.3' : '1.0';
  const titleElement = childNamed(root, 'title', ATOM);
  const title = atomContent(titleElement);
  return {
    format: 'atom',
    version,
    title: (title ? (title.isHtml ? htmlToPlainText(title.html) : text(titleElement)) : '') || null,
    link: atomLink(root, feedUrl),
    language: attr(root, 'xml:lang') ?? null,
    ttlMinutes: null,
    items,
    itemsTotal: all.length,
  };
}

// ----------------------------------------------------------------------
// JSON Feed 1.x

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
  authors?: Array<{ name?: unknown; url?: unknown }>;
  author?: { name?: unknown; url?: unknown };
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function parseJsonFeed(body: string, feedUrl: string | null, maxItems: number): Omit<ParsedFeed, 'malformed' | 'malformedMessage'> {
  let doc: { version?: unknown; title?: unknown; home_page_url?: unknown; feed_url?: unknown; language?: unknown; items?: unknown };
  try {
    doc = JSON.parse(body) as typeof doc;
  } catch (error) {
    throw new FeedParseError(coded('parse.invalidJson', { detail: (error as Error).message }));
  }
  if (typeof doc.version !== 'string' || !doc.version.startsWith('https://jsonfeed.org/version/') || !Array.isArray(doc.items)) {
    throw new FeedParseError(coded('parse.notJsonFeed'));
  }
  const base = resolveUrl(doc.feed_url, feedUrl) ?? feedUrl;
  const all = (doc.items as unknown[]).filter((item): item is JsonFeedItem => Boolean(item) && typeof item === 'object');
  const picked = newest(all, maxItems, (item) => parseFeedDate(str(item.date_published) ?? str(item.date_modified)));
  const items = picked.flatMap((item): ParsedItem[] => {
    if (!item || typeof item !== 'object') return [];
    const contentHtml = str(item.content_html) ?? (str(item.content_text) ? `<p>${asHtml(str(item.content_text)!, false)}</p>` : null);
    const summaryHtml = str(item.summary) ? escapeHtml(str(item.summary)!.trim()) : null;
    const person = [...(Array.isArray(item.authors) ? item.authors : []), item.author].find((entry) => str(entry?.name) ?? str(entry?.url));
    const id = item.id === undefined || item.id === null ? null : String(item.id);
    const dateText = str(item.date_published) ?? str(item.date_modified);
    return [
      {
        guid: id,
        url: resolveUrl(item.url ?? item.external_url, base) ?? permalink(id),
        title: cleanLine(str(item.title) ?? '') || deriveTitle(summaryHtml ?? contentHtml),
        author: personName(str(person?.name) ?? str(person?.url)),
        publishedAt: parseFeedDate(dateText),
        dateText,
        summaryHtml,
        contentHtml,
      },
    ];
  });
  return {
    format: 'json',
    version: doc.version.slice('https://jsonfeed.org/version/'.length) || null,
    title: str(doc.title) ? cleanLine(doc.title as string) : null,
    link: resolveUrl(doc.home_page_url, base),
    language: str(doc.language),
    ttlMinutes: null,
    items,
    itemsTotal: all.length,
  };
}

// ----------------------------------------------------------------------

/** Parses a decoded feed; `feedUrl` resolves relative links. Throws FeedParseError when nothing can be read. */
export function parseFeedText(body: string, feedUrl: string | null = null, options: ParseOptions = {}): ParsedFeed {
  const maxItems = options.maxItems ?? DEFAULT_MAX_ITEMS;
  const trimmed = body.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('{')) return { ...parseJsonFeed(trimmed, feedUrl, maxItems), malformed: null, malformedMessage: null };
  if (!trimmed.startsWith('<')) throw new FeedParseError(coded('parse.notXmlOrJson'));
  if (/^<(!doctype\s+)?html[\s>]/i.test(trimmed)) {
    throw new FeedParseError(coded('parse.htmlPage'));
  }
  const { document, malformed, malformedMessage } = parseXml(trimmed);
  const root = document.children.find(isElement);
  // The feed may sit inside something else (a wrapper, or junk a malformed feed starts with).
  const feedRoot =
    descendantsNamed(document, 'rss')[0] ?? descendantsNamed(document, 'feed', ATOM)[0] ?? descendantsNamed(document, 'rdf', [NS.rdf])[0];
  if (!feedRoot) {
    if (root?.name === 'html') throw new FeedParseError(coded('parse.htmlPage'));
    throw new FeedParseError(
      malformedMessage ? coded('parse.malformed', { detail: malformedMessage }) : coded('parse.otherRoot', { root: root?.name ?? '?' }),
    );
  }
  const feed =
    feedRoot.name === 'feed' ? parseAtom(feedRoot, feedUrl, malformed, maxItems) : parseRss(feedRoot, feedUrl, malformed, maxItems);
  if (feed.items.length === 0 && !feed.title) {
    throw new FeedParseError(malformedMessage ? coded('parse.malformed', { detail: malformedMessage }) : coded('parse.empty'));
  }
  return { ...feed, malformed, malformedMessage };
}

/** Decodes and parses a fetched feed. */
export function parseFeedBody(
  body: Uint8Array,
  contentType: string | null,
  feedUrl: string | null,
  options: ParseOptions = {},
): ParsedFeed {
  return parseFeedText(decodeBody(body, contentType), feedUrl, options);
}
