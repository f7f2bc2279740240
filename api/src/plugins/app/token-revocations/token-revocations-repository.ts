import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';

/** Logged-out tokens, kept by jti until they would have expired anyway. */
export class TokenRevocationsRepository {
  constructor(private readonly db: Queryable) {}

  async revoke(jti: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO token_revocations (jti, user_id, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (jti) DO NOTHING`,
      [jti, userId, expiresAt],
    );
    // Expired tokens are refused by their exp claim: their rows are no longer needed.
    await this.db.query('DELETE FROM token_revocations WHERE expires_at < now()');
  }

  async isRevoked(jti: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM token_revocations WHERE jti = $1', [jti]);
    return rows.length > 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tokenRevocationsRepository: TokenRevocationsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('tokenRevocationsRepository', new TokenRevocationsRepository(app.db));
  },
  { name: 'token-revocations-repository', dependencies: ['database'] },
);
