#!/usr/bin/env node
// Serves the already-built product (see start.mjs for install + build + serve).
import { API_PORT, APPS, DEMO_SIGN_IN } from './lib/apps.mjs';
import { startStack } from './lib/stack.mjs';

export async function serve() {
  const stack = await startStack();
  const host = APPS.find((app) => app.name === 'host');

  console.log(`
  Mediawatch is running.

    Open        http://localhost:${host.port}
    Sign in     ${DEMO_SIGN_IN.email} / ${DEMO_SIGN_IN.password}
                (also analyst@mediawatch.local and viewer@mediawatch.local, same password)

    API         http://localhost:${host.port}/api  (direct: http://127.0.0.1:${API_PORT}/api, docs at /api/docs)
    Remotes     ${APPS.filter((app) => app.name !== 'host')
      .map((app) => `${app.name} :${app.port}`)
      .join(', ')}
    Wiring      host/dist/remotes.json (edit and reload to point at other remote builds)

  A part that crashes is restarted (with backoff) and reported here.
  Press Ctrl-C to stop.
`);

  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping every Mediawatch process…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
