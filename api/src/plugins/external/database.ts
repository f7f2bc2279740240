import fp from 'fastify-plugin';

import type { Database } from '../../db/database';
import { migrate, readMigrations } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { openPostgres } from '../../db/postgres';
import { MIGRATIONS_DIR } from '../../migrations-dir';

declare module 'fastify' {
  interface FastifyInstance {
    /** The primary: every write, and every read that must see the caller's own writes. */
    db: Database;
    /**
     * Where the analysis and search reads go: the read replica of
     * DATABASE_READ_URL, or `db` itself when there is none
     * (docs/decisions/0058-analysis-reads-on-a-replica.md). Never written.
     */
    readDb: Database;
  }
}

export interface DatabasePluginOptions {
  /** A database the caller opened and will close (tests); else one is opened from the config and closed with the app. */
  db?: Database;
}

/**
 * Opens the database, applies pending migrations and exposes it as `app.db`;
 * opens the read replica, when one is configured on PostgreSQL, as `app.readDb`.
 * The replica is not migrated: it receives the primary's schema by replication.
 */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const started = performance.now();
    const onIdleError = (error: Error) => app.log.error({ err: error }, 'Idle database connection failed');
    const db = options.db ?? (await openDatabase(app.config, onIdleError));
    if (!options.db) app.addHook('onClose', () => db.close());
    // Where a start's time goes: opening (PGlite: loading the engine and replaying its log after a crash) and migrating.
    const openMs = Math.round(performance.now() - started);

    const applied = await migrate(db, readMigrations(MIGRATIONS_DIR));
    if (applied.length > 0) app.log.info({ applied }, 'Applied database migrations');

    const readUrl = db.kind === 'postgres' ? app.config.databaseReadUrl : undefined;
    const readDb = readUrl ? await openPostgres(readUrl, onIdleError, 'DATABASE_READ_URL') : db;
    if (readDb !== db) app.addHook('onClose', () => readDb.close());
    app.log.info(
      { database: db.kind, replica: readDb !== db, openMs, migrateMs: Math.round(performance.now() - started) - openMs },
      'Database ready',
    );

    app.decorate('db', db);
    app.decorate('readDb', readDb);
  },
  { name: 'database', dependencies: ['env'] },
);
