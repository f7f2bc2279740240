import { DASHBOARD_PAGES, PAGES, paramsOf, SAMPLES, sampleRoute } from './page-routes.mjs';

// Every parameter of the table has a sample, and every sample names a page of
// the table, so a new page with a parameter fails here and not in the browser.

describe('page routes', () => {
  it('has a sample for every route parameter of the table', () => {
    const missing = PAGES.flatMap((page) =>
      paramsOf(page.route)
        .filter((name) => !SAMPLES[page.id as keyof typeof SAMPLES]?.params?.[name as never])
        .map((name) => `${page.id}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps no sample for a page the table no longer has', () => {
    const ids = new Set(PAGES.map((page) => page.id));
    expect(Object.keys(SAMPLES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('fills a route with its sample values', () => {
    const byId = (id: string) => PAGES.find((page) => page.id === id)!;
    expect(sampleRoute(byId('read'), { article: 'a/1' })).toBe('/dashboard/read/a%2F1');
    expect(sampleRoute(byId('search'))).toBe('/dashboard/search?q=climate');
    expect(sampleRoute(byId('tension'))).toBe('/dashboard/tension');
    expect(() => sampleRoute(byId('read'))).toThrow('/dashboard/read/:id: no sample for :id');
  });

  it('lists the signed-in pages without a parameter first', () => {
    const withParams = DASHBOARD_PAGES.map((page) => paramsOf(page.route).length > 0);
    expect(withParams).toEqual([...withParams].sort());
  });
});
