#!/usr/bin/env node
// Runs the workspace's pinned pnpm through corepack, so a bare machine with only
// Node and npm needs no global install. COREPACK_INTEGRITY_KEYS=0 is needed on
// this registry (see docs/toolchain.md).
import { runPnpm } from './lib/pnpm.mjs';

process.exitCode = await runPnpm(process.argv.slice(2));
