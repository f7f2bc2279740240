#!/usr/bin/env node
// `npm start`: install, build every package, then serve the product with demo
// data in an embedded database (the API migrates and seeds it at start).
import { installWorkspace, runPnpm } from './lib/pnpm.mjs';
import { serve } from './serve.mjs';

async function main() {
  console.log('› Installing the workspace (pnpm through corepack)…');
  await installWorkspace();
  console.log('› Building the API, the host and the five remotes…');
  const code = await runPnpm(['run', 'build']);
  if (code !== 0) throw new Error(`The build failed (exit code ${code}).`);
  console.log('› Starting…');
  await serve();
}

main().catch((error) => {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
});
