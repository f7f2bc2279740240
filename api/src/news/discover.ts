import { Parser } from 'htmlparser2';

// ----------------------------------------------------------------------
// Feed discovery from a site's page, as browsers and feed readers do it:
// the page's <link rel="alternate"> elements with a feed type (RSS 2.0 Autodiscovery,
// Atom, JSON Feed), resolved against the page (and its <base href>); when
// there are none, the paths where publishing systems put their feeds.

/** Where feeds usually are, tried in order when a page names none (WordPress, Ghost, Hugo, Jekyll, Blogger, Drupal...). */
export const COMMON_FEED_PATHS = [
  '/feed',
  '/rss',
  '/rss.xml',
  '/feed.xml',
  '/atom.xml',
  '/index.xml',
  '/feed.json',
  '/feeds/posts/default',
  '/?feed=rss2',
  '/rss/index.xml',
];

const FEED_TYPES =
  /^(application\/(rss|atom|rdf|feed)\+(xml|json)|application\/(rss|atom)|application\/json|application\/xml|text\/xml|text\/rss\+xml)$/i;

/** A feed a page links to. */
export interface FeedLink {
  url: string;
  title: string | null;
  type: string | null;
}

/** The feeds a page declares with <link rel="alternate" type="(feed type)">, in page order, without repeats. */
export function findFeedLinks(html: string, pageUrl: string): FeedLink[] {
  let base = pageUrl;
  const raw: Array<{ href: string; title: string | null; type: string | null }> = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'base' && attrs.href) {
          try {
            base = new URL(attrs.href, pageUrl).toString();
          } catch {
            // a broken <base> is ignored, as browsers do
          }
        }
        if (name !== 'link' || !attrs.href) return;
        const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
        const type = attrs.type?.trim() ?? null;
        if (rel.includes('alternate') && type && FEED_TYPES.test(type))
          raw.push({ href: attrs.href, title: attrs.title?.trim() || null, type });
        else if (rel.includes('feed')) raw.push({ href: attrs.href, title: attrs.title?.trim() || null, type });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const seen = new Set<string>();
  return raw.flatMap((link) => {
    let url: URL;
    try {
      url = new URL(link.href.trim(), base);
    } catch {
      return [];
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || seen.has(url.toString())) return [];
    seen.add(url.toString());
    return [{ url: url.toString(), title: link.title, type: link.type }];
  });
}

/** The common feed paths on the page's site. */
export function commonFeedUrls(pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  return COMMON_FEED_PATHS.map((path) => `${origin}${path}`);
}

/** The page's <title>, when it has one. */
export function pageTitle(html: string): string | null {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  if (!match) return null;
  let text = '';
  const parser = new Parser({ ontext: (data) => void (text += data) }, { decodeEntities: true });
  parser.write(match[1]!);
  parser.end();
  return text.replace(/\s+/g, ' ').trim() || null;
}
