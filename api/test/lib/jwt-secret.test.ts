import fs from 'node:fs';
import path from 'node:path';

import type { Database } from '../../src/db/database';
import { JWT_SECRET_FILE, resolveJwtSecret } from '../../src/lib/jwt-secret';
import { DEMO, bearer, login } from '../helpers/auth';
import { buildTestApp, makeTempDir } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

describe('JWT secret', () => {
  let db: Database;
  const dirs: string[] = [];

  function tempDir() {
    const dir = makeTempDir();
    dirs.push(dir);
    return dir;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is generated once into <data>/jwt-secret (mode 0600) and reused', () => {
    const dir = path.join(tempDir(), 'nested');
    const secret = resolveJwtSecret(undefined, dir);
    const file = path.join(dir, JWT_SECRET_FILE);

    expect(secret.length).toBeGreaterThanOrEqual(64);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dir)).toBe(secret);
  });

  it('prefers the configured secret and writes no file then', () => {
    const dir = tempDir();
    expect(resolveJwtSecret('configured-secret-configured-secret', dir)).toBe('configured-secret-configured-secret');
    expect(fs.existsSync(path.join(dir, JWT_SECRET_FILE))).toBe(false);
  });

  it('keeps tokens valid across two app instances on the same data folder', async () => {
    const dataDir = tempDir();
    const first = await buildTestApp(db, { dataDir, jwtSecret: undefined });
    const token = await login(first, DEMO.analyst);
    await first.close();

    const second = await buildTestApp(db, { dataDir, jwtSecret: undefined });
    const other = await buildTestApp(db, { dataDir: tempDir(), jwtSecret: undefined });
    try {
      expect((await second.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
      expect((await other.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    } finally {
      await second.close();
      await other.close();
    }
  });
});
