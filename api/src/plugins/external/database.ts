import fp from 'fastify-plugin';

import type { Database } from '../../db/database';
import { migrate, readMigrations } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { MIGRATIONS_DIR } from '../../migrations-dir';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DatabasePluginOptions {
  /** A database the caller opened and will close (tests); else one is opened from the config and closed with the app. */
  db?: Database;
}

/** Opens the database, applies pending migrations and exposes it as `app.db`. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const started = performance.now();
    const db = options.db ?? (await openDatabase(app.config, (error) => app.log.error({ err: error }, 'Idle database connection failed')));
    if (!options.db) app.addHook('onClose', () => db.close());
    // Where a start's time goes: opening (PGlite: loading the engine and replaying its log after a crash) and migrating.
    const openMs = Math.round(performance.now() - started);

    const applied = await migrate(db, readMigrations(MIGRATIONS_DIR));
    if (applied.length > 0) app.log.info({ applied }, 'Applied database migrations');
    app.log.info({ database: db.kind, openMs, migrateMs: Math.round(performance.now() - started) - openMs }, 'Database ready');

    app.decorate('db', db);
  },
  { name: 'database', dependencies: ['env'] },
);
