import { endpoints } from '@mediawatch/shared/endpoints';

import { useTestApp } from '../../helpers/test-app';

// The browser's `endpoints` table (shared/src/api/endpoints.ts) and the API's
// routes are one set: every endpoint the client can call exists in the OpenAPI
// document, and every route of the document has its endpoint.

type Tree = { [key: string]: string | ((...args: string[]) => string) | Tree };

/** Every path the table can produce, with sample arguments for the builders. */
function endpointPaths(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') {
      // A builder's first argument is an action name when it takes two (`/source/{action}/{id}`).
      return value.length === 2 ? ['fetch', 'pause', 'resume', 'resetErrors'].map((action) => value(action, 'sample')) : [value('sample')];
    }
    return endpointPaths(value);
  });
}

/** `/api/podcast/{id}` as a pattern that matches `/podcast/sample`. */
function patternOf(openApiPath: string): RegExp {
  const below = openApiPath.replace(/^\/api/, '');
  return new RegExp(`^${below.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

describe('endpoints', () => {
  const ctx = useTestApp();

  it('names only routes the API has, and every route the API has', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    const routes = Object.keys(doc.paths).filter((path) => !path.startsWith('/api/docs'));
    const patterns = routes.map((route) => ({ route, pattern: patternOf(route) }));
    const called = endpointPaths(endpoints as unknown as Tree).map((path) => path.split('?')[0]!);

    const unknown = called.filter((path) => !patterns.some(({ pattern }) => pattern.test(path)));
    expect(unknown).toEqual([]);
    const uncovered = patterns.filter(({ pattern }) => !called.some((path) => pattern.test(path))).map(({ route }) => route);
    expect(uncovered).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });
});
