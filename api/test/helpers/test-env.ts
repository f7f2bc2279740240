// ----------------------------------------------------------------------
// What global-setup.ts hands to the test files, through environment variables.

export type TestDatabaseKind = 'pglite' | 'postgres';

export const ENV = {
  /** Chosen by the person running the tests. */
  kind: 'MEDIAWATCH_TEST_DB',
  /** Server to create the test database on (postgres). */
  adminUrl: 'MEDIAWATCH_TEST_PG_URL',
  /** Set by global setup: the created test database (postgres). */
  databaseUrl: 'MEDIAWATCH_TEST_DATABASE_URL',
  /** Set by global setup: a dump of a blank PGlite database (pglite). */
  pgliteTemplate: 'MEDIAWATCH_TEST_PGLITE_TEMPLATE',
  /** Set by global setup: a dump of the same database with every migration applied (pglite). */
  pgliteMigratedTemplate: 'MEDIAWATCH_TEST_PGLITE_MIGRATED',
} as const;

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env[ENV.kind]?.trim() || 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') {
    throw new Error(`${ENV.kind} must be "pglite" or "postgres" (got "${kind}")`);
  }
  return kind;
}

/** The URL with another database name (and optional query parameters). */
export function withDatabase(url: string, database: string, params: Record<string, string> = {}): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.toString();
}
