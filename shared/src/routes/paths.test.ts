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

  it('reads returnTo as the browser does: tabs, newlines and control characters cannot make it leave the site', () => {
    expect(safeReturnTo('/\t/evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/\n/evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/\r\n\\evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeReturnTo(' //evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('\u0000/\t/evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/dash\tboard/notes?tab=1#top', '/')).toBe('/dashboard/notes?tab=1#top');
    expect(safeReturnTo('/dashboard/../auth/jwt/login', '/')).toBe('/auth/jwt/login');
  });
});
