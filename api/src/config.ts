import path from 'node:path';

import { parseDurationSeconds } from './lib/duration';

// ----------------------------------------------------------------------

/** At most `max` events per `windowSeconds`. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** Everything the API reads from its environment, already parsed. */
export interface AppConfig {
  host: string;
  port: number;
  /** Absolute path of the data folder (PGlite database, JWT secret). */
  dataDir: string;
  /** PostgreSQL connection string; PGlite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  /** Signing secret; generated once and kept in `<dataDir>/jwt-secret` when absent. */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  /** Creates the demo accounts at start (never overwrites a user). */
  seed: boolean;
  /** Login attempts per client IP. */
  loginRateIp: RateRule;
  /** Failed logins per account (email). */
  loginRateAccount: RateRule;
  /** Registrations per client IP. */
  registerRateIp: RateRule;
  /** Trust X-Forwarded-For (only behind a reverse proxy you control). */
  trustProxy: boolean;
  logLevel: string;
}

export const DEFAULT_PORT = 3100;

/** Generous enough for an e2e suite signing in ~50 times in a few minutes, far too slow to brute-force. */
export const DEFAULT_RATES = {
  loginRateIp: { max: 60, windowSeconds: 60 },
  loginRateAccount: { max: 10, windowSeconds: 15 * 60 },
  registerRateIp: { max: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

// ----------------------------------------------------------------------

/** A config value that cannot be read; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

/** Reads "10" (per the default window) or "10/15m" (10 per 15 minutes). */
function readRate(env: NodeJS.ProcessEnv, name: string, fallback: RateRule): RateRule {
  const raw = env[name]?.trim();
  if (!raw) return { ...fallback };
  const [maxText = '', windowText] = raw.split('/');
  const max = Number(maxText);
  const windowSeconds = windowText === undefined ? fallback.windowSeconds : parseDurationSeconds(windowText);
  if (!Number.isInteger(max) || max < 1 || windowSeconds === undefined) {
    throw new ConfigError(`${name} must look like "10" or "10/15m" (got "${raw}")`);
  }
  return { max, windowSeconds };
}

function readBoolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

/**
 * Builds the config from environment variables. Relative paths resolve
 * against `cwd` (the start script runs from the repository root).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const ttlText = env.MEDIAWATCH_JWT_TTL?.trim() || '8h';
  const jwtTtlSeconds = parseDurationSeconds(ttlText);
  if (jwtTtlSeconds === undefined) {
    throw new ConfigError(`MEDIAWATCH_JWT_TTL must be seconds or a duration like 8h or 30m (got "${ttlText}")`);
  }

  const jwtSecret = env.MEDIAWATCH_JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('MEDIAWATCH_JWT_SECRET must be at least 32 characters long');
  }

  return {
    host: env.MEDIAWATCH_API_HOST?.trim() || '127.0.0.1',
    port: readInteger(env, 'MEDIAWATCH_API_PORT', DEFAULT_PORT, 0, 65_535),
    dataDir: path.resolve(cwd, env.MEDIAWATCH_DATA?.trim() || '.data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    jwtSecret,
    jwtTtlSeconds,
    seed: readBoolean(env, 'MEDIAWATCH_SEED', true),
    loginRateIp: readRate(env, 'MEDIAWATCH_LOGIN_RATE_IP', DEFAULT_RATES.loginRateIp),
    loginRateAccount: readRate(env, 'MEDIAWATCH_LOGIN_RATE_ACCOUNT', DEFAULT_RATES.loginRateAccount),
    registerRateIp: readRate(env, 'MEDIAWATCH_REGISTER_RATE_IP', DEFAULT_RATES.registerRateIp),
    trustProxy: readBoolean(env, 'MEDIAWATCH_TRUST_PROXY', false),
    logLevel: env.MEDIAWATCH_LOG_LEVEL?.trim() || 'info',
  };
}
