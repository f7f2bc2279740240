import type { AppConfig } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, else PGlite in the data folder. */
export function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, onIdleError?: (error: Error) => void): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, onIdleError) : openPglite({ dataDir: config.dataDir });
}
