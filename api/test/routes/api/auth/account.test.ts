import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { ACCOUNT_DISABLED } from '../../../../src/routes/api/auth/index';
import { ACCOUNT_MESSAGES, RESET_REQUESTED } from '../../../../src/routes/api/auth/account';
import { USER_MESSAGES } from '../../../../src/routes/api/user/index';
import { DEMO, bearer, decodeJwt, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

// Accounts (docs/decisions/0042-accounts-and-ownership.md): a password change
// or reset ends every other session, sign out everywhere, admins change roles
// and disable accounts, and never leave the product without an enabled admin.

const PASSWORD = 'a sturdy passphrase of mine';

async function newAccount(app: FastifyInstance, email: string): Promise<{ token: string; id: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
  });
  if (response.statusCode !== 201) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  const body = response.json<{ accessToken: string; user: { id: string } }>();
  return { token: body.accessToken, id: body.user.id };
}

const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

/** The reset link's token from the newest .eml file to `email` in the data folder's outbox. */
function mailedToken(dataDir: string, email: string, parameter: string): string {
  const dir = path.join(dataDir, 'outbox');
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.includes(email))
    .sort();
  const eml = fs
    .readFileSync(path.join(dir, files.at(-1)!), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  return decodeURIComponent(new RegExp(`${parameter}=([^&\\s]+)`).exec(eml)![1]!);
}

describe('accounts', () => {
  const ctx = useTestApp();

  describe('POST /api/auth/password', () => {
    it('needs the current password and a strong new one; ends every other session and answers a fresh token', async () => {
      const { token: first } = await newAccount(ctx.app, 'change@example.org');
      const second = await login(ctx.app, 'change@example.org', PASSWORD);
      const change = (token: string, body: object) =>
        ctx.app.inject({ method: 'POST', url: '/api/auth/password', headers: bearer(token), payload: body });

      const wrong = await change(first, { currentPassword: 'not it at all', newPassword: 'another sturdy passphrase' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.wrongPassword);
      const weak = await change(first, { currentPassword: PASSWORD, newPassword: 'password' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ field: 'password', reason: 'common' });

      const changed = await change(first, { currentPassword: PASSWORD, newPassword: 'another sturdy passphrase' });
      expect(changed.statusCode).toBe(200);
      const fresh = changed.json<{ token: string }>().token;
      expect(decodeJwt(fresh).payload).toMatchObject({ ver: 1 });
      expect((await me(ctx.app, fresh)).statusCode).toBe(200);
      expect((await me(ctx.app, first)).statusCode).toBe(401);
      expect((await me(ctx.app, second)).json().message).toBe('This session has ended. Sign in again.');
      await expect(login(ctx.app, 'change@example.org', PASSWORD)).rejects.toThrow(/401/);
      await login(ctx.app, 'change@example.org', 'another sturdy passphrase');
    });

    it('answers a guest 401', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/password', payload: {} });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/logout-everywhere', () => {
    it('ends every token of the account, this one too, and not other accounts', async () => {
      const { token: first } = await newAccount(ctx.app, 'everywhere@example.org');
      const second = await login(ctx.app, 'everywhere@example.org', PASSWORD);
      const someoneElse = await login(ctx.app, DEMO.viewer);
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: bearer(first) });
      expect(response.statusCode).toBe(204);
      expect((await me(ctx.app, first)).statusCode).toBe(401);
      expect((await me(ctx.app, second)).statusCode).toBe(401);
      expect((await me(ctx.app, someoneElse)).statusCode).toBe(200);
      expect((await me(ctx.app, await login(ctx.app, 'everywhere@example.org', PASSWORD))).statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    const forgot = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email } });
    const reset = (token: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password } });

    it('answers the same for any address, mails a single-use link to an account, and stores only its hash', async () => {
      const { token: session } = await newAccount(ctx.app, 'forgot@example.org');
      const unknown = await forgot('nobody@example.org');
      const known = await forgot('Forgot@Example.org');
      expect(unknown.statusCode).toBe(202);
      expect(known.statusCode).toBe(202);
      expect(unknown.json()).toEqual({ message: RESET_REQUESTED });
      expect(known.json()).toEqual(unknown.json());
      expect(fs.readdirSync(path.join(ctx.dataDir, 'outbox')).filter((file) => file.includes('nobody@'))).toEqual([]);

      const token = mailedToken(ctx.dataDir, 'forgot@example.org', 'token');
      const { rows } = await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets');
      expect(rows.map((row) => row.token_hash)).not.toContain(token);
      const outbox = await ctx.app.outboxRepository.to('forgot@example.org');
      expect(outbox.at(-1)).toMatchObject({ kind: 'password-reset' });
      expect(outbox.at(-1)!.body).not.toContain(token);

      expect((await reset(token, 'password')).json()).toMatchObject({ field: 'password', reason: 'common' });
      const done = await reset(token, 'a brand new passphrase');
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordReset });
      // Every session ended; the new password signs in; the link works once.
      expect((await me(ctx.app, session)).statusCode).toBe(401);
      await login(ctx.app, 'forgot@example.org', 'a brand new passphrase');
      const again = await reset(token, 'yet another passphrase');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(ACCOUNT_MESSAGES.badResetLink);
    });

    it('refuses an expired link (an hour) and an unknown one', async () => {
      const { id } = await newAccount(ctx.app, 'late@example.org');
      const token = await ctx.app.usersRepository.createReset(id, new Date(Date.now() - 61 * 60 * 1000));
      expect((await reset(token, 'a brand new passphrase')).statusCode).toBe(400);
      expect((await reset('x'.repeat(43), 'a brand new passphrase')).statusCode).toBe(400);
      await login(ctx.app, 'late@example.org', PASSWORD);
    });
  });

  describe('PATCH /api/user/update/{id}', () => {
    let admin: string;
    beforeAll(async () => {
      admin = await login(ctx.app, DEMO.admin);
    });
    const update = (id: string, body: object, token = admin) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/user/update/${id}`, headers: bearer(token), payload: body });

    it('promotes a viewer: the role is read on the next request, no new sign-in needed', async () => {
      const { token, id } = await newAccount(ctx.app, 'promoted@example.org');
      const add = () =>
        ctx.app.inject({ method: 'POST', url: '/api/topic/add', headers: bearer(token), payload: { name: 'Promoted', query: 'port' } });
      expect((await add()).statusCode).toBe(403);
      const promoted = await update(id, { role: 'analyst' });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toMatchObject({ id, role: 'analyst', disabled: false });
      expect((await add()).statusCode).toBe(201);
    });

    it('disables an account: its tokens stop at once and sign-in is refused with a clear message; enabling lets it in again', async () => {
      const { token, id } = await newAccount(ctx.app, 'disabled@example.org');
      expect((await update(id, { disabled: true })).json()).toMatchObject({ disabled: true });
      expect((await me(ctx.app, token)).statusCode).toBe(401);
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'disabled@example.org', password: PASSWORD },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ACCOUNT_DISABLED);
      // A wrong password still gets the one neutral answer (the state is told only to the owner).
      const guess = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'disabled@example.org', password: 'wrong guess here' },
      });
      expect(guess.statusCode).toBe(401);
      expect((await update(id, { disabled: false })).json()).toMatchObject({ disabled: false });
      await login(ctx.app, 'disabled@example.org', PASSWORD);
      expect((await me(ctx.app, token)).statusCode).toBe(401);
    });

    it('never leaves no enabled admin: the last one cannot demote or disable themself', async () => {
      const self = (await ctx.app.usersRepository.findByEmail(DEMO.admin))!;
      for (const body of [{ role: 'analyst' }, { disabled: true }]) {
        const response = await update(self.id, body);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(USER_MESSAGES.lastAdmin);
      }
      const { id } = await newAccount(ctx.app, 'second.admin@example.org');
      expect((await update(id, { role: 'admin' })).statusCode).toBe(200);
      expect((await update(self.id, { role: 'analyst' })).statusCode).toBe(200);
      // Now the other one is the last.
      const other = await login(ctx.app, 'second.admin@example.org', PASSWORD);
      expect((await update(id, { disabled: true }, other)).statusCode).toBe(409);
      expect((await update(self.id, { role: 'admin' }, other)).statusCode).toBe(200);
    });

    it('refuses a body without a change, an unknown role and a missing account', async () => {
      const self = (await ctx.app.usersRepository.findByEmail(DEMO.admin))!;
      expect((await update(self.id, {})).statusCode).toBe(400);
      expect((await update(self.id, { role: 'owner' })).statusCode).toBe(400);
      expect((await update('00000000-0000-4000-8000-000000000000', { role: 'viewer' })).statusCode).toBe(404);
    });

    it('lists the accounts with their state', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/user/all', headers: bearer(admin) });
      expect(response.json().users[0]).toEqual(expect.objectContaining({ disabled: false, role: expect.any(String) }));
    });
  });
});
