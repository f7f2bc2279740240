import type { AuthUser, Role } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid } from '../../../db/sql';

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

/** The role of an account someone creates for themselves (POST /api/auth/register). */
export const REGISTERED_ROLE: Role = 'analyst';

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
