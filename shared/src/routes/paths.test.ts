import { loginHref, paths, safeReturnTo } from './paths';

describe('paths', () => {
  it('builds the login route with returnTo', () => {
    expect(loginHref()).toBe('/auth/jwt/login');
    expect(loginHref('/dashboard/worker')).toBe('/auth/jwt/login?returnTo=%2Fdashboard%2Fworker');
  });

  it('encodes the reader and source-analysis parameters', () => {
    expect(paths.read.getHref({ id: 'a b' })).toBe('/dashboard/read/a%20b');
    expect(paths.sourceAnalysis.getHref({ source: 'le-monde' })).toBe('/dashboard/source-analysis/le-monde');
  });

  it('keeps only same-site returnTo values', () => {
    expect(safeReturnTo('/dashboard/notes', '/dashboard')).toBe('/dashboard/notes');
    expect(safeReturnTo(null, '/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('https://evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('//evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/\\evil.example', '/dashboard')).toBe('/dashboard');
  });
});
