import { fileURLToPath } from 'node:url';

/**
 * The folder of the SQL migrations (`api/migrations`). This file sits one
 * level below `api/` (src/), as does the bundle (dist/server.js), so the same
 * relative URL works from source (tsx, jest) and from the build. Keep it here.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
