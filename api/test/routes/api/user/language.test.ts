import { bearer, DEMO, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

// /api/user/language: the language a user reads, which their digests are
// written in (docs/decisions/0040-server-texts-as-codes.md).

const ctx = useTestApp();

describe('/api/user/language', () => {
  it('is English until the client says, then keeps the language last sent, per user', async () => {
    const [analyst, viewer] = await Promise.all([login(ctx.app, DEMO.analyst), login(ctx.app, DEMO.viewer)]);
    const get = async (token: string) => (await ctx.app.inject({ url: '/api/user/language', headers: bearer(token) })).json();
    const put = (token: string, language: unknown) =>
      ctx.app.inject({ method: 'PUT', url: '/api/user/language', headers: bearer(token), payload: { language } });
    expect(await get(analyst)).toEqual({ language: 'en' });
    expect((await put(analyst, 'ar')).json()).toEqual({ language: 'ar' });
    expect(await get(analyst)).toEqual({ language: 'ar' });
    expect(await get(viewer)).toEqual({ language: 'en' });
    const { rows } = await ctx.db.query<{ language: string }>('SELECT language FROM users WHERE email = $1', [DEMO.analyst]);
    expect(rows[0]!.language).toBe('ar');
    const bad = await put(analyst, 'de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/language must be one of: en, fr, ar/);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/user/language', payload: { language: 'fr' } })).statusCode).toBe(401);
  });
});
