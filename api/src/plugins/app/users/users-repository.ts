import { createHash, randomBytes } from 'node:crypto';

import type { AdminUser, AuthUser, Role } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid, transaction } from '../../../db/sql';

// ----------------------------------------------------------------------

/** A `users` row as SQL returns it. */
export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  display_name: string;
  photo_url: string | null;
  role: Role;
  created_at: Date;
  /** Raised to end every session (docs/decisions/0042-accounts-and-ownership.md). */
  token_version: number;
  /** Set while an admin has disabled the account. */
  disabled_at: Date | null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  displayName: string;
  photoUrl?: string | null;
  role: Role;
}

/** The role of an account someone creates for themselves (POST /api/auth/register): an admin promotes. */
export const REGISTERED_ROLE: Role = 'viewer';

/** How long an invitation link and a password-reset link work. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const RESET_TTL_MS = 3600 * 1000;

/** A new secret for a link, and the SHA-256 that is stored in its place. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What `update` refused: the account is missing, or the change would leave no enabled admin. */
export type UserUpdateResult = UserRow | 'missing' | 'last-admin';

/** The user as the API shows it (shared `userSchema`). */
export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`,
    displayName: row.display_name,
    photoURL: row.photo_url,
    role: row.role,
  };
}

/** An account as user administration shows it. */
export function toAdminUser(row: UserRow): AdminUser {
  return { ...toAuthUser(row), disabled: row.disabled_at !== null };
}

/** Emails are kept lowercased, which makes them unique regardless of case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// ----------------------------------------------------------------------

export class UsersRepository {
  constructor(private readonly db: Queryable) {}

  async findByEmail(email: string): Promise<UserRow | null> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users WHERE email = $1', [normalizeEmail(email)]);
    return rows[0] ?? null;
  }

  /** Every user, oldest account first (user administration). */
  async list(): Promise<UserRow[]> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users ORDER BY created_at, id');
    return rows;
  }

  /**
   * The user of a token and whether the token was logged out, in one query
   * (every signed-in request asks; token_revocations is read for that flag only).
   */
  async findForToken(id: string, jti: string): Promise<{ user: UserRow | null; revoked: boolean }> {
    if (!isUuid(id)) return { user: null, revoked: false };
    const { rows } = await this.db.query<UserRow & { token_revoked: boolean }>(
      `SELECT u.*, EXISTS (SELECT 1 FROM token_revocations r WHERE r.jti = $2) AS token_revoked
       FROM (SELECT 1) one LEFT JOIN users u ON u.id = $1`,
      [id, jti],
    );
    const row = rows[0];
    if (!row) return { user: null, revoked: false };
    const { token_revoked: revoked, ...user } = row;
    return { user: user.id ? (user as UserRow) : null, revoked };
  }

  async findById(id: string): Promise<UserRow | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  /** Inserts the user; null when the email is taken (checked by the unique index, so two racing requests can't both win). */
  async create(user: NewUser): Promise<UserRow | null> {
    const { rows } = await this.db.query<UserRow>(
      `INSERT INTO users (email, password_hash, first_name, last_name, display_name, photo_url, role)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (email) DO NOTHING
       RETURNING *`,
      [normalizeEmail(user.email), user.passwordHash, user.firstName, user.lastName, user.displayName, user.photoUrl ?? null, user.role],
    );
    return rows[0] ?? null;
  }

  /**
   * Changes an account's role or enabled state. Refused ('last-admin') when
   * it would leave no enabled admin: the admins are locked first, so two
   * admins demoting each other at once cannot both succeed. Disabling raises
   * the token version, so the account's sessions end at once.
   */
  async update(id: string, change: { role?: Role; disabled?: boolean }): Promise<UserUpdateResult> {
    if (!isUuid(id)) return 'missing';
    return transaction(this.db, async (tx) => {
      const { rows: admins } = await tx.query<{ id: string }>(
        "SELECT id FROM users WHERE role = 'admin' AND disabled_at IS NULL ORDER BY id FOR UPDATE",
      );
      const { rows } = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [id]);
      const user = rows[0];
      if (!user) return 'missing';
      const role = change.role ?? user.role;
      const disabled = change.disabled ?? user.disabled_at !== null;
      const staysAdmin = role === 'admin' && !disabled;
      if (!staysAdmin && admins.every((admin) => admin.id === id)) return 'last-admin';
      const { rows: updated } = await tx.query<UserRow>(
        `UPDATE users SET role = $2,
           disabled_at = CASE WHEN $3::boolean THEN coalesce(disabled_at, now()) ELSE NULL END,
           token_version = token_version + CASE WHEN $3::boolean AND disabled_at IS NULL THEN 1 ELSE 0 END
         WHERE id = $1 RETURNING *`,
        [id, role, disabled],
      );
      return updated[0]!;
    });
  }

  /** Raises the token version: every token signed before stops working. Answers the updated row. */
  async endSessions(id: string): Promise<UserRow | null> {
    const { rows } = await this.db.query<UserRow>('UPDATE users SET token_version = token_version + 1 WHERE id = $1 RETURNING *', [id]);
    return rows[0] ?? null;
  }

  /** Sets a new password hash and ends every session made before (the caller issues a fresh token if it should). */
  async setPassword(id: string, passwordHash: string): Promise<UserRow | null> {
    const { rows } = await this.db.query<UserRow>(
      'UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING *',
      [id, passwordHash],
    );
    return rows[0] ?? null;
  }

  // --------------------------------------------------------------------
  // Invitations and password resets: the links' tokens are stored as hashes.

  /** Records an invitation of `email` and answers the link's token. */
  async invite(email: string, invitedBy: string, now = new Date()): Promise<string> {
    const { token, hash } = newLinkToken();
    await this.db.query('INSERT INTO invitations (email, token_hash, invited_by, expires_at) VALUES ($1, $2, $3, $4)', [
      normalizeEmail(email),
      hash,
      invitedBy,
      new Date(now.getTime() + INVITATION_TTL_MS),
    ]);
    return token;
  }

  /** Whether `token` is an unused, unexpired invitation of `email`. */
  async invitationValid(email: string, token: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM invitations WHERE token_hash = $1 AND email = $2 AND used_at IS NULL AND expires_at > now()',
      [hashLinkToken(token), normalizeEmail(email)],
    );
    return rows.length > 0;
  }

  /** Marks the invitation used; false when it was not (or no longer) valid, so one link makes one account. */
  async useInvitation(email: string, token: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'UPDATE invitations SET used_at = now() WHERE token_hash = $1 AND email = $2 AND used_at IS NULL AND expires_at > now()',
      [hashLinkToken(token), normalizeEmail(email)],
    );
    return rowCount > 0;
  }

  /** Records a password reset for the user and answers the link's token. */
  async createReset(userId: string, now = new Date()): Promise<string> {
    const { token, hash } = newLinkToken();
    await this.db.query('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      hash,
      userId,
      new Date(now.getTime() + RESET_TTL_MS),
    ]);
    return token;
  }

  /** The account a reset token is for, while the token is unused and unexpired. */
  async findByResetToken(token: string): Promise<UserRow | null> {
    const { rows } = await this.db.query<UserRow>(
      `SELECT u.* FROM password_resets r JOIN users u ON u.id = r.user_id
       WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()`,
      [hashLinkToken(token)],
    );
    return rows[0] ?? null;
  }

  /**
   * Uses a reset token: sets the new password and ends every session, in one
   * transaction; null when the token is unknown, used or expired.
   */
  async resetPassword(token: string, passwordHash: string): Promise<UserRow | null> {
    return transaction(this.db, async (tx) => {
      const { rows } = await tx.query<{ user_id: string }>(
        'UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id',
        [hashLinkToken(token)],
      );
      const reset = rows[0];
      if (!reset) return null;
      // Every other link sent to this account stops working too.
      await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [reset.user_id]);
      const { rows: users } = await tx.query<UserRow>(
        'UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING *',
        [reset.user_id, passwordHash],
      );
      return users[0] ?? null;
    });
  }

  /** The subset of `emails` that already have an account. */
  async existingEmails(emails: readonly string[]): Promise<Set<string>> {
    const { rows } = await this.db.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1::text[])', [
      emails.map(normalizeEmail),
    ]);
    return new Set(rows.map((row) => row.email));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('usersRepository', new UsersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['database'] },
);
