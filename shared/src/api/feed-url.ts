// ----------------------------------------------------------------------
// One feed, one source (docs/decisions/0045-one-feed-one-source.md): two
// spellings of the same address compare equal once normalized. The key is
// for comparing only; what a user typed is what is stored and fetched.

/** Query parameters that track a click, never select content. */
const TRACKING = /^(utm_[a-z_]*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|igshid|yclid|ref_src|cmpid|ito)$/i;

/** FeedBurner's hosts, one service: its feeds answer at each of them (and `?format=xml` is the same feed). */
const FEEDBURNER_HOSTS = new Set(['feeds.feedburner.com', 'feeds2.feedburner.com', 'feedproxy.google.com', 'feedburner.google.com']);

/**
 * The comparison key of an http(s) URL: scheme-blind (http and https are one
 * address), host in lower case without a trailing dot or a default port,
 * no fragment, no tracking parameter (utm_*, fbclid...), the other
 * parameters sorted, no trailing slash on the path; FeedBurner's aliases
 * folded into one host. Null for what is not an http(s) URL.
 */
export function urlKey(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  let host = url.hostname.toLowerCase().replace(/\.$/, '');
  const port = url.port && url.port !== '80' && url.port !== '443' ? `:${url.port}` : '';
  const params = [...url.searchParams.entries()].filter(([name]) => !TRACKING.test(name));
  let path = url.pathname.replace(/\/+$/, '') || '/';
  if (FEEDBURNER_HOSTS.has(host)) {
    host = 'feeds.feedburner.com';
    path = path.replace(/^\/~r(?=\/)/, '');
    for (let index = params.length - 1; index >= 0; index -= 1) {
      const [name, value] = params[index]!;
      if (name === 'format' && value.toLowerCase() === 'xml') params.splice(index, 1);
    }
  }
  params.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `//${host}${port}${path}${query}`;
}

/** True when two URLs name the same feed or page once normalized. */
export function sameUrl(a: string, b: string): boolean {
  const key = urlKey(a);
  return key !== null && key === urlKey(b);
}
