import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const pnpmEnv = {
  ...process.env,
  COREPACK_INTEGRITY_KEYS: '0',
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  COREPACK_ENABLE_STRICT: '0',
};

/**
 * Runs `pnpm <args>` (the version pinned in package.json) with inherited stdio.
 * Resolves with the exit code.
 */
export function runPnpm(args, options = {}) {
  return run('corepack', ['pnpm', ...args], { env: pnpmEnv, ...options });
}

/** Runs a command with inherited stdio from the repository root; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Installs the workspace; frozen when a lockfile exists so CI gets what was committed. */
export async function installWorkspace() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const code = await runPnpm(['install', ...frozen, '--reporter=append-only']);
  if (code !== 0) throw new Error(`pnpm install failed with exit code ${code}`);
}
