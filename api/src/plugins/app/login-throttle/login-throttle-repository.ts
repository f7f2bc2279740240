import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';

// ----------------------------------------------------------------------
// Sign-in throttling (tables login_throttle, login_known_addresses). Each
// attempt first reserves its turn with one atomic upsert per key, before the
// password is checked: concurrent attempts are counted one by one, so the
// limit holds under concurrency and across processes. Past `free` attempts
// the key must wait base × 2^n seconds (up to `capSeconds`) between attempts:
// an attacker is slowed, and no key is ever locked for good.

export interface ThrottleRule {
  /** Attempts allowed without delay. */
  free: number;
  /** The first delay, in seconds, then doubled per attempt. */
  baseSeconds: number;
  capSeconds: number;
  /** A key idle this long starts again from zero. */
  windowSeconds: number;
}

/** Either the turn is taken, or the seconds to wait. */
export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class LoginThrottleRepository {
  constructor(private readonly db: Queryable) {}

  /** Takes a turn for `key` under `rule`, atomically. */
  async reserve(key: string, rule: ThrottleRule): Promise<Reservation> {
    const fresh = `t.updated_at < now() - make_interval(secs => $5)`;
    const count = `CASE WHEN ${fresh} THEN 1 ELSE t.failures + 1 END`;
    // Within the allowance the next turn is open at once ('-infinity', not now():
    // a statement that waited for the row lock has an earlier now() than the one before it).
    const nextAt = (failures: string) =>
      `CASE WHEN ${failures} <= $2 THEN '-infinity'::timestamptz
            ELSE now() + make_interval(secs => least($4::float8, $3::float8 * power(2, ${failures} - $2 - 1))) END`;
    const { rows } = await this.db.query<{ failures: number }>(
      `INSERT INTO login_throttle AS t (key, failures, next_at, updated_at)
       VALUES ($1, 1, ${nextAt('1')}, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = ${count},
         next_at = ${nextAt(count)},
         updated_at = now()
       WHERE t.next_at <= now() OR ${fresh}
       RETURNING failures`,
      [key, rule.free, rule.baseSeconds, rule.capSeconds, rule.windowSeconds],
    );
    if (rows.length > 0) return { allowed: true };
    const wait = await this.db.query<{ seconds: number }>(
      'SELECT ceil(extract(epoch FROM greatest(next_at, now()) - now()))::int AS seconds FROM login_throttle WHERE key = $1',
      [key],
    );
    return { allowed: false, retryAfterSeconds: Math.max(1, wait.rows[0]?.seconds ?? 1) };
  }

  /** A correct password: the key starts again from zero. */
  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM login_throttle WHERE key = $1', [key]);
  }

  async isKnownAddress(email: string, address: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM login_known_addresses WHERE email = $1 AND address = $2', [email, address]);
    return rows.length > 0;
  }

  async rememberAddress(email: string, address: string): Promise<void> {
    await this.db.query(
      `INSERT INTO login_known_addresses (email, address, last_success) VALUES ($1, $2, now())
       ON CONFLICT (email, address) DO UPDATE SET last_success = now()`,
      [email, address],
    );
  }

  /** Forgets idle keys and addresses unused for 90 days. */
  async purge(windowSeconds: number): Promise<void> {
    await this.db.query('DELETE FROM login_throttle WHERE updated_at < now() - make_interval(secs => $1) AND next_at < now()', [
      windowSeconds,
    ]);
    await this.db.query("DELETE FROM login_known_addresses WHERE last_success < now() - interval '90 days'");
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottleRepository: LoginThrottleRepository;
  }
}

export default fp(
  async (app) => {
    const repository = new LoginThrottleRepository(app.db);
    app.decorate('loginThrottleRepository', repository);
    const purge = setInterval(() => {
      repository
        .purge(app.config.loginRateAccount.windowSeconds)
        .catch((error: unknown) => app.log.warn({ err: error }, 'Purging sign-in throttles failed'));
    }, 3_600_000);
    purge.unref();
    app.addHook('onClose', async () => clearInterval(purge));
  },
  { name: 'login-throttle-repository', dependencies: ['env', 'database'] },
);
