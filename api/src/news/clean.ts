import { createHash } from 'node:crypto';

import { franc } from 'franc-min';
import sanitizeHtml from 'sanitize-html';

// ----------------------------------------------------------------------
// Cleaning one item: HTML sanitized by an allowlist, plain text, language,
// tone, the normalized URL and the content hash used for dedup.

/** Hosts whose iframes (video players) are kept, sandboxed. */
export const IFRAME_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
  'w.soundcloud.com',
];

/** Image hosts and paths that only count readers. */
const TRACKER =
  /(^|\.)(feedburner\.com|doubleclick\.net|google-analytics\.com|pixel\.wp\.com|stats\.wp\.com|quantserve\.com|scorecardresearch\.com|feedsportal\.com)$/i;

function isTrackingPixel(attribs: Record<string, string>): boolean {
  const width = Number(attribs.width);
  const height = Number(attribs.height);
  if ((attribs.width !== undefined && width <= 1) || (attribs.height !== undefined && height <= 1)) return true;
  try {
    const url = new URL(attribs.src ?? '', 'https://x.invalid');
    return TRACKER.test(url.hostname) || /\/(pixel|beacon|track|open)\.(gif|png)$/i.test(url.pathname);
  } catch {
    return true;
  }
}

function absolute(value: string | undefined, base: string | null): string | undefined {
  if (!value) return value;
  try {
    return new URL(value, base ?? undefined).toString();
  } catch {
    return value;
  }
}

/**
 * The allowlist: text structure, links, images and tables; iframes only from
 * IFRAME_HOSTS and always sandboxed; no script, style, form or event
 * handler, no javascript:/data: URL, no tracking pixel. Relative URLs are
 * resolved against `baseUrl` (the article's URL).
 */
export function sanitizeArticleHtml(html: string, baseUrl: string | null = null): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'hr',
      'a',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'small',
      'mark',
      'abbr',
      'cite',
      'q',
      'blockquote',
      'ul',
      'ol',
      'li',
      'dl',
      'dt',
      'dd',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'figure',
      'figcaption',
      'img',
      'picture',
      'pre',
      'code',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'caption',
      'span',
      'div',
      'iframe',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      iframe: ['src', 'width', 'height', 'allowfullscreen', 'sandbox', 'title', 'loading'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      abbr: ['title'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: IFRAME_HOSTS,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'svg', 'math', 'object', 'embed'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, href: absolute(attribs.href, baseUrl) ?? '', rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: absolute(attribs.src, baseUrl) ?? '', loading: 'lazy' } }),
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, sandbox: 'allow-scripts allow-same-origin allow-presentation', loading: 'lazy' },
      }),
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && (isTrackingPixel(frame.attribs) || !frame.attribs.src)) ||
      (frame.tag === 'iframe' && !frame.attribs.src) ||
      (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()),
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Plain text of (sanitized) HTML: tags become spaces, entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d|\/blockquote|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

// ----------------------------------------------------------------------

/** franc's ISO 639-3 codes of the languages we expect, to ISO 639-1. */
const ISO3_TO_1: Record<string, string> = {
  eng: 'en',
  fra: 'fr',
  arb: 'ar',
  spa: 'es',
  deu: 'de',
  ita: 'it',
  por: 'pt',
  nld: 'nl',
  rus: 'ru',
  ukr: 'uk',
  tur: 'tr',
  pol: 'pl',
  cmn: 'zh',
  jpn: 'ja',
  kor: 'ko',
  pes: 'fa',
  urd: 'ur',
  hin: 'hi',
  swe: 'sv',
  ron: 'ro',
  ell: 'el',
  heb: 'he',
  ces: 'cs',
  hun: 'hu',
  ind: 'id',
  vie: 'vi',
  tha: 'th',
  ben: 'bn',
};

/** The language of `text` (ISO 639-1), or `fallback` when the text is too short or unclear. */
export function detectLanguage(text: string, fallback: string): string {
  const sample = text.slice(0, 2000);
  if (sample.length < 40) return fallback;
  return ISO3_TO_1[franc(sample, { minLength: 40 })] ?? fallback;
}

// ----------------------------------------------------------------------

/**
 * Query parameters that only tell a publisher where a click came from:
 * removed from the article URL that is stored and shown (the URL as the feed
 * gave it is kept for provenance). Entries ending in `*` are prefixes.
 */
export const TRACKING_PARAMETERS = [
  'utm_*',
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  'igshid',
  'igsh',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  '__hssc',
  '__hstc',
  '__hsfp',
  'hsctatracking',
  'mkt_tok',
  'ref_src',
  'ref_url',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
  'wickedid',
  's_cid',
  'cmpid',
  'ocid',
  'smid',
  'at_medium',
  'at_campaign',
  'at_custom*',
  'xtor',
  'wt_mc',
  'wt.mc_id',
  'ito',
  '__twitter_impression',
  'spm',
  'guccounter',
  'guce_referrer',
  'guce_referrer_sig',
  'rss_id',
] as const;

/** Also ignored when comparing URLs for deduplication, but kept in the stored URL: some sites use them for content. */
const DEDUP_ONLY_PARAMETERS = ['ref', 'src'];

const parameterPattern = (names: readonly string[]) =>
  new RegExp(`^(?:${names.map((name) => name.replace(/[.]/g, '\\.').replace(/\*$/, '.*')).join('|')})$`, 'i');

const TRACKING = parameterPattern(TRACKING_PARAMETERS);
const TRACKING_OR_DEDUP = parameterPattern([...TRACKING_PARAMETERS, ...DEDUP_ONLY_PARAMETERS]);

function parameterName(pair: string): string {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The URL to store and show: tracking parameters (TRACKING_PARAMETERS) and a
 * tracking-only fragment (`#xtor=RSS-3`) removed; every other part exactly as
 * it was. Not an http(s) URL: given back unchanged.
 */
export function canonicalUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return raw.trim();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return raw.trim();
  const pairs = url.search.replace(/^\?/, '').split('&').filter(Boolean);
  const kept = pairs.filter((pair) => !TRACKING.test(parameterName(pair)));
  if (kept.length !== pairs.length) url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  const fragment = url.hash.replace(/^#/, '');
  if (fragment && fragment.split('&').every((pair) => pair.includes('=') && TRACKING.test(parameterName(pair)))) url.hash = '';
  return url.toString();
}

/** The dedup key of a URL: tracking parameters, fragment, default port and `www.` removed, params sorted; lowercase host. */
export function normalizeUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return raw.trim();
  }
  url.hash = '';
  url.hostname = url.hostname.toLowerCase().replace(/^www\./, '');
  if ((url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443')) url.port = '';
  const kept = [...url.searchParams.entries()].filter(([key]) => !TRACKING_OR_DEDUP.test(key)).sort(([a], [b]) => a.localeCompare(b));
  url.search = new URLSearchParams(kept).toString();
  let text = url.toString();
  if (url.pathname.length > 1 && url.pathname.endsWith('/') && !url.search) text = text.replace(/\/$/, '');
  // http and https of one page are one page
  return text.replace(/^https?:\/\//, '//');
}

/** Title + the start of the text, normalized, hashed: the last-resort dedup key. */
export function contentHash(title: string, text: string): string {
  const norm = (value: string) =>
    value
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return createHash('sha256')
    .update(`${norm(title)}\n${norm(text).slice(0, 2000)}`)
    .digest('hex');
}
