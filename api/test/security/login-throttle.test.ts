import fs from 'node:fs';

import type { FastifyInstance } from 'fastify';

import { DEMO } from '../helpers/auth';
import { buildTestApp, makeTempDir, useTestApp } from '../helpers/test-app';

// docs/decisions/0011-hardening.md: sign-in throttling that slows an attacker without
// locking the owner out. Limits are counted in the database, one attempt at a
// time, so they hold under concurrency; X-Forwarded-For is believed only from
// the configured proxies.

const ctx = useTestApp();
let dataDir: string;
const apps: FastifyInstance[] = [];

async function appWith(config: Parameters<typeof buildTestApp>[1]) {
  const app = await buildTestApp(ctx.db, { dataDir, ...config });
  apps.push(app);
  return app;
}
beforeAll(() => {
  dataDir = makeTempDir();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PASSWORD = 'a sturdy passphrase of mine';

/** A fresh account, so no test inherits another's counters (they live in the shared database). */
async function newUser(app: FastifyInstance, name: string): Promise<string> {
  const email = `${name}-${Date.now()}@example.org`;
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, firstName: 'Test', lastName: 'User' },
  });
  if (answer.statusCode !== 201) throw new Error(answer.body);
  return email;
}

function postLogin(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers });
}

describe('sign-in throttling', () => {
  it('slows one address after N wrong passwords with a growing delay, and lets the owner in from elsewhere with the right one', async () => {
    const app = await appWith({ loginRateAccount: { max: 3, windowSeconds: 900 } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await postLogin(app, DEMO.analyst, `wrong-${i}`, '10.9.0.1')).statusCode);
    // The fourth attempt is checked (its turn was free), and sets a delay for the next.
    statuses.push((await postLogin(app, DEMO.analyst, 'wrong-3', '10.9.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);

    const slowed = await postLogin(app, DEMO.analyst, DEMO.password, '10.9.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(slowed.json().message).toMatch(/^Too many failed sign-in attempts for this account\. Try again in \d+ seconds?\.$/);

    // The owner, elsewhere, with the right password: in.
    expect((await postLogin(app, DEMO.analyst, DEMO.password, '10.9.0.2')).statusCode).toBe(200);
  });

  it('cannot be turned against the owner: attempts from many addresses never keep them out of an address they used before', async () => {
    const app = await appWith({ loginRateAccount: { max: 2, windowSeconds: 900 } });
    expect((await postLogin(app, DEMO.admin, DEMO.password, '10.8.0.100')).statusCode).toBe(200);
    // 40 wrong passwords from 20 addresses (more than the account-wide allowance of 4 × 2).
    for (let i = 0; i < 40; i += 1) await postLogin(app, DEMO.admin, `guess-${i}`, `10.8.1.${i % 20}`);
    // A new address is slowed now (at most a minute)...
    const stranger = await postLogin(app, DEMO.admin, DEMO.password, '10.8.2.1');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(60);
    // ...the owner's own address is not, and the right password works.
    expect((await postLogin(app, DEMO.admin, DEMO.password, '10.8.0.100')).statusCode).toBe(200);
  });

  it("never makes the owner wait behind a stranger's guesses from the same address: the browser they signed in with has a key of its own", async () => {
    const app = await appWith({ loginRateAccount: { max: 3, windowSeconds: 900 } });
    const email = await newUser(app, 'office');
    const first = await postLogin(app, email, PASSWORD, '10.5.0.1');
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^mw_device=[\w-]+\.\d+\.[\w-]+; Max-Age=\d+; Path=\/api\/auth\/login; HttpOnly; SameSite=Strict$/);
    const cookie = setCookie.split(';')[0]!;

    // A colleague at the same office address guesses the owner's password.
    for (let i = 0; i < 6; i += 1) await postLogin(app, email, `guess-${i}`, '10.5.0.1');
    expect((await postLogin(app, email, PASSWORD, '10.5.0.1')).statusCode).toBe(429);
    // The owner's browser, at that address, with the right password: in at once.
    expect((await postLogin(app, email, PASSWORD, '10.5.0.1', { cookie })).statusCode).toBe(200);

    // A cookie forged, tampered with, or issued for another account counts for nothing.
    const other = await newUser(app, 'office-other');
    const otherCookie = String((await postLogin(app, other, PASSWORD, '10.5.0.9')).headers['set-cookie']).split(';')[0]!;
    // One character of the signature changed, and the same signature spelled with other padding bits in its last character.
    const signatureAt = cookie.lastIndexOf('.') + 1;
    const flip = (char: string) => (char === 'A' ? 'B' : 'A');
    const tampered = `${cookie.slice(0, signatureAt)}${flip(cookie[signatureAt]!)}${cookie.slice(signatureAt + 1)}`;
    const last = cookie.at(-1)!;
    const respelled = `${cookie.slice(0, -1)}${'AEIMQUYcgkosw048'.includes(last) ? String.fromCharCode(last.charCodeAt(0) + 1) : last}`;
    for (const forged of [otherCookie, tampered, 'mw_device=abc.1.def', ...(respelled === cookie ? [] : [respelled])]) {
      expect((await postLogin(app, email, PASSWORD, '10.5.0.1', { cookie: forged })).statusCode).toBe(429);
    }

    // Guessing with the owner's cookie (a stolen browser) is slowed on the device's own key.
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await postLogin(app, email, `stolen-${i}`, '10.5.0.7', { cookie })).statusCode);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429);
  });

  it('holds under concurrency: of 60 simultaneous wrong passwords, only the allowance is checked', async () => {
    const app = await appWith({ loginRateAccount: { max: 10, windowSeconds: 900 } });
    const email = await newUser(app, 'concurrent');
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => postLogin(app, email, `wrong-${i}`, '10.7.0.1')));
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    const refused = answers.filter((answer) => answer.statusCode === 429).length;
    // 10 free attempts, plus the one that set the first delay (1 s, then 2 s: on a slow
    // machine the burst outlasts a delay or two, and those turns are due).
    expect(checked).toBeGreaterThanOrEqual(11);
    expect(checked).toBeLessThanOrEqual(13);
    expect(checked + refused).toBe(60);
  });

  it('counts unknown e-mails the same way (the answer does not tell which exist)', async () => {
    const app = await appWith({ loginRateAccount: { max: 1, windowSeconds: 900 } });
    const email = await newUser(app, 'known');
    const known = [
      await postLogin(app, email, 'x1', '10.6.0.1'),
      await postLogin(app, email, 'x2', '10.6.0.1'),
      await postLogin(app, email, 'x3', '10.6.0.1'),
    ];
    const unknown = [
      await postLogin(app, 'nobody@example.org', 'x1', '10.6.0.1'),
      await postLogin(app, 'nobody@example.org', 'x2', '10.6.0.1'),
      await postLogin(app, 'nobody@example.org', 'x3', '10.6.0.1'),
    ];
    expect(known.map((answer) => answer.statusCode)).toEqual(unknown.map((answer) => answer.statusCode));
  });
});

describe('X-Forwarded-For', () => {
  it('is ignored from a client that is not a configured proxy, so the per-address limit cannot be walked around', async () => {
    const app = await appWith({ loginRateIp: { max: 2, windowSeconds: 60 }, trustProxy: ['127.0.0.1'] });
    const email = await newUser(app, 'direct');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await postLogin(app, email, PASSWORD, '203.0.113.5', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('is believed from a configured proxy', async () => {
    const app = await appWith({ loginRateIp: { max: 2, windowSeconds: 60 }, trustProxy: ['127.0.0.1'] });
    const email = await newUser(app, 'proxied');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await postLogin(app, email, PASSWORD, '127.0.0.1', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
  });
});
