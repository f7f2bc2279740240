import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataFolderLockedError } from './db/data-lock';

// ----------------------------------------------------------------------
// Starts the API: `node api/dist/server.js` (from the repository root) or
// `tsx api/src/server.ts`. Stops cleanly on SIGINT/SIGTERM: the server stops
// accepting, in-flight requests finish, the database closes and the data
// folder's lock is released.

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Mediawatch API: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const app = buildApp({ config });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => {
        process.exitCode = 0;
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Run by a supervisor (scripts/lib/stack.mjs) through an IPC channel: when it
  // dies, even by SIGKILL, the channel closes and we stop too, so no orphan
  // keeps the data folder locked. The channel itself must not keep us alive.
  if (process.send) {
    process.channel?.unref();
    process.once('disconnect', () => stop('SIGTERM'));
  }

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    if (error instanceof DataFolderLockedError || error instanceof ConfigError) {
      console.error(`Mediawatch API: ${error.message}`);
    } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Mediawatch API: ${config.host}:${config.port} is already in use. Stop the other server or set MEDIAWATCH_API_PORT.`);
    } else {
      app.log.error({ err: error }, 'The API could not start');
    }
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
