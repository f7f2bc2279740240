import fs from 'node:fs';
import path from 'node:path';

import type { Database } from '../../src/db/database';
import { migrate, readMigrations } from '../../src/db/migrate';
import { MIGRATIONS_DIR } from '../../src/migrations-dir';
import { makeTempDir } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

async function tables(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('migrations', () => {
  let db: Database;
  let dir: string;

  beforeEach(async () => {
    db = await createTestDatabase({ blank: true });
    dir = makeTempDir();
  });
  afterEach(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads api/migrations in order', () => {
    expect(path.basename(MIGRATIONS_DIR)).toBe('migrations');
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => file.replace(/\.sql$/, ''));
    expect(files.slice(0, 2)).toEqual(['0001_users', '0002_token_revocations']);
    expect(readMigrations(MIGRATIONS_DIR).map((m) => `${m.version}_${m.name}`)).toEqual(files);
  });

  it('applies every migration once; a second run applies nothing', async () => {
    const migrations = readMigrations(MIGRATIONS_DIR);

    const versions = migrations.map((m) => m.version);
    expect(await migrate(db, migrations)).toEqual(versions);
    expect(await tables(db)).toEqual(
      expect.arrayContaining(['schema_migrations', 'token_revocations', 'users', 'tasks', 'podcasts', 'sources', 'articles']),
    );

    expect(await migrate(db, migrations)).toEqual([]);
    const { rows } = await db.query<{ version: string; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows).toEqual(migrations.map(({ version, name }) => ({ version, name })));
  });

  it('applies only the new files on a later start', async () => {
    fs.writeFileSync(path.join(dir, '0001_first.sql'), 'CREATE TABLE first_table (id int);');
    expect(await migrate(db, readMigrations(dir))).toEqual(['0001']);

    fs.writeFileSync(path.join(dir, '0002_second.sql'), 'CREATE TABLE second_table (id int);\nINSERT INTO second_table VALUES (1);');
    expect(await migrate(db, readMigrations(dir))).toEqual(['0002']);
    expect((await db.query('SELECT id FROM second_table')).rows).toEqual([{ id: 1 }]);
  });

  it('rolls a failing migration back whole and records nothing for it', async () => {
    fs.writeFileSync(path.join(dir, '0001_good.sql'), 'CREATE TABLE good (id int);');
    fs.writeFileSync(path.join(dir, '0002_bad.sql'), 'CREATE TABLE half_done (id int);\nSELECT * FROM no_such_table;');

    await expect(migrate(db, readMigrations(dir))).rejects.toThrow(/no_such_table/);
    expect(await tables(db)).toEqual(['good', 'schema_migrations']);
    expect((await db.query('SELECT version FROM schema_migrations')).rows).toEqual([{ version: '0001' }]);
  });

  it('runs safely when two starts migrate at once', async () => {
    const migrations = readMigrations(MIGRATIONS_DIR);
    const [a, b] = await Promise.all([migrate(db, migrations), migrate(db, migrations)]);
    // Each migration is applied by exactly one of the two starts.
    expect([...a, ...b].sort()).toEqual(migrations.map((m) => m.version));
    expect((await db.query('SELECT count(*)::int AS n FROM schema_migrations')).rows).toEqual([{ n: migrations.length }]);
  });

  it('refuses two files with one version', () => {
    fs.writeFileSync(path.join(dir, '0001_a.sql'), 'SELECT 1;');
    fs.writeFileSync(path.join(dir, '0001_b.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(/share a version/);
  });
});
