// Keeps a child process running: `npm start`, `npm run serve` and the e2e suite
// run the API and each static server under one of these, so a crash of one
// part is logged and that part restarted, while the rest keeps serving.
//
//  - restarts with exponential backoff (base × 2^n, capped), reset once the
//    child has stayed up for `stableMs`;
//  - every child gets an IPC channel: when the supervising process dies,
//    even by SIGKILL, the channel closes and the child shuts itself down
//    (see `exitWithParent`), so no orphan keeps the data folder locked;
//  - `stop()` sends SIGTERM, then SIGKILL after `killAfterMs`, and never restarts.
import { spawn } from 'node:child_process';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The delay before restart number `attempt` (0-based). */
export function backoffDelay(attempt, { baseMs = 500, maxMs = 30_000 } = {}) {
  return Math.min(maxMs, baseMs * 2 ** attempt);
}

/**
 * @typedef {object} SuperviseOptions
 * @property {string} name                     how the logs name the child
 * @property {string} command
 * @property {string[]} args
 * @property {NodeJS.ProcessEnv} [env]
 * @property {string} [cwd]
 * @property {'inherit' | 'ignore' | 'pipe'} [output]
 * @property {number} [baseMs]                 first restart delay
 * @property {number} [maxMs]                  longest restart delay
 * @property {number} [stableMs]               up this long, the next crash restarts after baseMs again
 * @property {number} [killAfterMs]            SIGTERM, then SIGKILL after this long
 * @property {(line: string) => void} [log]
 * @property {(child: import('node:child_process').ChildProcess) => void} [onSpawn]
 */

/**
 * Starts `command` and restarts it whenever it exits unexpectedly.
 * @param {SuperviseOptions} options
 */
export function supervise({
  name,
  command,
  args,
  env = process.env,
  cwd,
  output = 'inherit',
  baseMs = 500,
  maxMs = 30_000,
  stableMs = 30_000,
  killAfterMs = 5000,
  log = (line) => console.error(line),
  onSpawn = () => undefined,
}) {
  let child;
  let stopping = false;
  let attempt = 0;
  let restarts = 0;
  let restartTimer;
  const exitListeners = new Set();

  const start = () => {
    const startedAt = Date.now();
    child = spawn(command, args, { cwd, env, stdio: ['ignore', output, output, 'ipc'] });
    const current = child;
    // A child that could not be spawned at all exits too; the exit handler restarts it.
    current.on('error', (error) => log(`[supervisor] ${name}: ${error.message}`));
    current.on('exit', (code, signal) => {
      for (const listener of exitListeners) listener(code, signal);
      if (stopping) return;
      if (Date.now() - startedAt >= stableMs) attempt = 0;
      const delay = backoffDelay(attempt, { baseMs, maxMs });
      attempt += 1;
      restarts += 1;
      log(
        `[supervisor] ${name} (pid ${current.pid}) exited ${signal ? `on ${signal}` : `with code ${code}`}; ` +
          `restart ${restarts} in ${delay} ms`,
      );
      restartTimer = setTimeout(() => {
        if (!stopping) start();
      }, delay);
    });
    onSpawn(current);
  };
  start();

  return {
    name,
    /** The child running now (a new one after each restart). */
    get child() {
      return child;
    },
    get pid() {
      return child?.pid;
    },
    /** Restarts so far. */
    get restarts() {
      return restarts;
    },
    /** Hears every exit of every child, expected or not. */
    onExit(listener) {
      exitListeners.add(listener);
      return () => exitListeners.delete(listener);
    },
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill('SIGTERM');
      await Promise.race([exited, sleep(killAfterMs)]);
      if (current.exitCode === null && current.signalCode === null) {
        log(`[supervisor] ${name} (pid ${current.pid}) did not stop within ${killAfterMs} ms; killing it`);
        current.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/**
 * In a supervised child: run `shutdown` once when the supervisor goes away
 * (its IPC channel closes, also when it was killed with SIGKILL).
 * @param {() => void} shutdown
 */
export function exitWithParent(shutdown) {
  if (!process.send) return;
  process.once('disconnect', shutdown);
}
