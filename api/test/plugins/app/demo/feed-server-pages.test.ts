import { demoFeedUrl, demoHomepageUrl } from '../../../../src/plugins/app/demo/feed-server';
import { DEMO_SOURCES, demoItem, latestItemIndex } from '../../../../src/plugins/app/demo/newsroom';
import { extractReadable } from '../../../../src/news/full-text';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { QUIET_NEWS_CONFIG, useTestApp } from '../../../helpers/test-app';

// The demo feed server as a fresh `npm start` meets it: each outlet's
// homepage names its feed (so "Add from homepage" finds it), and the article
// pages run longer than the feed's summary (so full-text extraction has
// something to add). No host is allowed but the demo feed server, which the
// app allows itself while it runs.
const ctx = useTestApp({ news: { ...QUIET_NEWS_CONFIG, fetchAllowHosts: [], demoFeeds: true, demoFeedsPort: 0 } });

const paragraphs = (html: string) => html.match(/<p[\s>]/g)?.length ?? 0;

describe('the demo feed server’s pages', () => {
  let analyst: string;
  let base: string;
  beforeAll(async () => {
    analyst = await login(ctx.app, DEMO.analyst);
    base = ctx.app.demo.feedServerUrl!;
  });

  it.each(['rss2', 'atom', 'json', 'rss1'] as const)(
    'finds a %s outlet’s feed from its homepage, with its name and language',
    async (format) => {
      const source = DEMO_SOURCES.find((candidate) => candidate.format === format)!;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/source/discover',
        headers: bearer(analyst),
        payload: { url: demoHomepageUrl(base, source) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ title: source.name, language: source.language, error: null });
      expect(response.json().feeds).toEqual([
        expect.objectContaining({ url: demoFeedUrl(base, source), via: 'page', ok: true, format, title: source.name }),
      ]);
      expect(response.json().feeds[0].itemCount).toBeGreaterThan(0);
    },
  );

  it('names the outlet’s homepage and language in its feed, as "Test feed" reads them', async () => {
    const source = DEMO_SOURCES.find((candidate) => candidate.format === 'rss2' && candidate.language === 'fr')!;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/testFeed',
      headers: bearer(analyst),
      payload: { url: demoFeedUrl(base, source) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().feed).toMatchObject({ title: source.name, link: demoHomepageUrl(base, source), language: 'fr' });
  });

  it('lists every outlet and its feed on its own page', async () => {
    const html = await (await fetch(`${base}/`)).text();
    for (const source of DEMO_SOURCES) {
      expect(html).toContain(`href="${demoFeedUrl(base, source)}"`);
      expect(html).toContain(`href="/outlets/${source.slug}/"`);
    }
    expect((await fetch(`${base}/outlets/nobody/`)).status).toBe(404);
  });

  it('serves article pages whose body runs past the feed’s summary, found by the reader-view extraction', async () => {
    const source = DEMO_SOURCES[0]!;
    const homepage = await (await fetch(demoHomepageUrl(base, source))).text();
    const path = /href="(\/articles\/[^"]+)"/.exec(homepage)![1]!;
    const index = Number(path.split('/').pop());
    expect(index).toBeLessThanOrEqual(latestItemIndex(source, Date.now()));
    const page = await fetch(`${base}${path}`);
    expect(page.status).toBe(200);
    const extracted = extractReadable(await page.text(), `${base}${path}`)!;
    const summary = demoItem(source, index).html;
    expect(paragraphs(summary)).toBe(2);
    expect(paragraphs(extracted)).toBeGreaterThanOrEqual(5);
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    expect(text(extracted)).toContain(text(summary).slice(0, 60));
    expect(text(extracted).length).toBeGreaterThan(text(summary).length * 2);
  });
});
