import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the generated secret is kept inside the data folder. */
export const JWT_SECRET_FILE = 'jwt-secret';

const MIN_LENGTH = 32;

function readSecret(file: string): string | undefined {
  try {
    const secret = fs.readFileSync(file, 'utf8').trim();
    return secret.length >= MIN_LENGTH ? secret : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The JWT signing secret: `configured` when given, else the one kept in
 * `<dataDir>/jwt-secret` (created once, 48 random bytes, mode 0600), so
 * tokens survive a restart.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;

  const file = path.join(dataDir, JWT_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;

  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'w' rather than 'wx': an unreadable or too-short file is replaced.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  } catch (error) {
    throw new Error(`Could not write the JWT secret to ${file}: ${(error as Error).message}`, { cause: error });
  }
  return secret;
}
