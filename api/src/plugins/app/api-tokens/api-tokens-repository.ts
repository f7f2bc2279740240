import { randomBytes } from 'node:crypto';

import type { TokenScope } from '@mediawatch/shared/permissions';
import { API_TOKEN_LIMITS, type AdminApiToken, type ApiToken, type ApiTokenCreate } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid, transaction } from '../../../db/sql';
import { hashLinkToken, type UserRow } from '../users/users-repository';

// ----------------------------------------------------------------------
// Personal API tokens (docs/decisions/0055-api-tokens.md): a random secret
// shown once, kept as its SHA-256; scopes, an expiry, the last use.

/** Every secret starts with this, which is how authentication tells one from a JWT. */
export const API_TOKEN_PREFIX = 'mwt_';

/** Characters of the secret kept in clear to tell tokens apart (the prefix and 8 of 43 random ones). */
const SHOWN_LENGTH = API_TOKEN_PREFIX.length + 8;

/** How stale `last_used_at` may get before a use writes it again: one write a minute per busy token, not one per request. */
const LAST_USED_STEP_SECONDS = 60;

/** Whether a bearer credential is an API token (a JWT has no such prefix). */
export function isApiTokenSecret(credential: string): boolean {
  return credential.startsWith(API_TOKEN_PREFIX);
}

interface ApiTokenRow {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  scopes: TokenScope[];
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
}

/** A token and its owner, as authentication reads them. */
export interface ApiTokenUse {
  token: { id: string; scopes: TokenScope[]; expiresAt: Date; revoked: boolean };
  user: UserRow;
}

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

const COLUMNS = 't.id, t.user_id, t.name, t.prefix, t.scopes, t.created_at, t.expires_at, t.last_used_at';

// ----------------------------------------------------------------------

export class ApiTokensRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * A new token for `userId`, and its secret (never stored); 'too-many' when
   * the account already holds `API_TOKEN_LIMITS.perUser` live ones. The
   * account's row is locked first, so two creations at once count each other.
   */
  async create(userId: string, input: ApiTokenCreate): Promise<{ token: ApiToken; secret: string } | 'too-many'> {
    const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    return transaction(this.db, async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows: live } = await tx.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()',
        [userId],
      );
      if ((live[0]?.count ?? 0) >= API_TOKEN_LIMITS.perUser) return 'too-many' as const;
      const { rows } = await tx.query<ApiTokenRow>(
        `INSERT INTO api_tokens AS t (user_id, name, token_hash, prefix, scopes, expires_at)
         VALUES ($1, $2, $3, $4, $5::text[], now() + make_interval(days => $6))
         RETURNING ${COLUMNS}`,
        [userId, input.name, hashLinkToken(secret), secret.slice(0, SHOWN_LENGTH), input.scopes, input.expiresInDays],
      );
      return { token: toApiToken(rows[0]!), secret };
    });
  }

  /** The live (unrevoked) tokens of `userId`, expired ones included, newest first. */
  async listForUser(userId: string): Promise<ApiToken[]> {
    const { rows } = await this.db.query<ApiTokenRow>(
      `SELECT ${COLUMNS} FROM api_tokens t WHERE t.user_id = $1 AND t.revoked_at IS NULL ORDER BY t.created_at DESC, t.id`,
      [userId],
    );
    return rows.map(toApiToken);
  }

  /** Every account's live tokens with their owners, newest first (admins). */
  async listAll(): Promise<AdminApiToken[]> {
    const { rows } = await this.db.query<ApiTokenRow & { email: string; first_name: string; last_name: string }>(
      `SELECT ${COLUMNS}, u.email, u.first_name, u.last_name
       FROM api_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.revoked_at IS NULL ORDER BY t.created_at DESC, t.id`,
    );
    return rows.map((row) => ({
      ...toApiToken(row),
      owner: { id: row.user_id, fullName: `${row.first_name} ${row.last_name}`, email: row.email },
    }));
  }

  /** The token whose secret is `secret`, with its owner, in one query; null when there is none. */
  async findForUse(secret: string): Promise<ApiTokenUse | null> {
    const { rows } = await this.db.query<
      UserRow & { token_id: string; token_scopes: TokenScope[]; token_expires_at: Date; token_revoked_at: Date | null }
    >(
      `SELECT t.id AS token_id, t.scopes AS token_scopes, t.expires_at AS token_expires_at, t.revoked_at AS token_revoked_at, u.*
       FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1`,
      [hashLinkToken(secret)],
    );
    const row = rows[0];
    if (!row) return null;
    const { token_id, token_scopes, token_expires_at, token_revoked_at, ...user } = row;
    return {
      token: { id: token_id, scopes: token_scopes, expiresAt: token_expires_at, revoked: token_revoked_at !== null },
      user,
    };
  }

  /** Records a use, at most once a minute per token. */
  async touch(id: string): Promise<void> {
    await this.db.query(
      `UPDATE api_tokens SET last_used_at = now()
       WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))`,
      [id, LAST_USED_STEP_SECONDS],
    );
  }

  /**
   * Revokes a live token: `ownerId`'s, or anyone's when `ownerId` is null (an
   * admin). False when there is no such live token (or it is someone else's).
   */
  async revoke(id: string, revokedBy: string, ownerId: string | null): Promise<boolean> {
    if (!isUuid(id)) return false;
    const { rows } = await this.db.query(
      `UPDATE api_tokens SET revoked_at = now(), revoked_by = $2
       WHERE id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR user_id = $3::uuid)
       RETURNING id`,
      [id, revokedBy, ownerId],
    );
    return rows.length > 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    apiTokensRepository: ApiTokensRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('apiTokensRepository', new ApiTokensRepository(app.db));
  },
  { name: 'api-tokens-repository', dependencies: ['database'] },
);
