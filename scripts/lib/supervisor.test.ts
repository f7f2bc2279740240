import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { backoffDelay, supervise } from './supervisor.mjs';

// `npm start` and `npm run serve` run the API and every static server under a
// supervisor: a crash is logged and restarted with backoff, stop() ends all,
// and a supervisor killed outright leaves no orphan behind.

const SUPERVISOR = path.join(__dirname, 'supervisor.mjs');
const STATIC_SERVER_PROCESS = path.join(__dirname, 'static-server-process.mjs');

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(check: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A child that records each start and holds a "lock" until it is told to stop or loses its supervisor. */
function writeChild(name: string, body: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(
    file,
    `import fs from 'node:fs';
import { exitWithParent } from ${JSON.stringify(SUPERVISOR)};
const lock = process.argv[2];
fs.appendFileSync(lock + '.starts', process.pid + '\\n');
fs.writeFileSync(lock, String(process.pid));
const release = () => { fs.rmSync(lock, { force: true }); process.exit(0); };
process.on('SIGTERM', release);
exitWithParent(release);
setInterval(() => undefined, 1000);
${body}
`,
  );
  return file;
}

describe('backoffDelay', () => {
  it('doubles from the base up to the cap', () => {
    expect([0, 1, 2, 3, 10].map((n) => backoffDelay(n, { baseMs: 100, maxMs: 1000 }))).toEqual([100, 200, 400, 800, 1000]);
  });
});

describe('supervise', () => {
  it('restarts a child that crashes, with growing delays, and logs each restart', async () => {
    const lock = path.join(dir, 'crashy.lock');
    const script = writeChild('crashy.mjs', 'setTimeout(() => process.exit(3), 100);');
    const lines: string[] = [];
    const supervisor = supervise({
      name: 'crashy',
      command: process.execPath,
      args: [script, lock],
      output: 'ignore',
      baseMs: 100,
      log: (line) => lines.push(line),
    });
    try {
      await until(() => supervisor.restarts >= 3);
      expect(lines[0]).toMatch(/^\[supervisor\] crashy \(pid \d+\) exited with code 3; restart 1 in 100 ms$/);
      expect(lines[1]).toMatch(/restart 2 in 200 ms$/);
      expect(lines[2]).toMatch(/restart 3 in 400 ms$/);
    } finally {
      await supervisor.stop();
    }
  });

  it('stop() ends the child and never restarts it', async () => {
    const lock = path.join(dir, 'steady.lock');
    const script = writeChild('steady.mjs', '');
    const supervisor = supervise({ name: 'steady', command: process.execPath, args: [script, lock], output: 'ignore', baseMs: 50 });
    await until(() => fs.existsSync(lock));
    const pid = supervisor.pid!;
    await supervisor.stop();
    expect(alive(pid)).toBe(false);
    expect(fs.existsSync(lock)).toBe(false);
    await sleep(200);
    expect(supervisor.restarts).toBe(0);
  });

  it('leaves no orphan holding its lock when the supervisor itself is killed with SIGKILL', async () => {
    const lock = path.join(dir, 'orphan.lock');
    const child = writeChild('held.mjs', '');
    const parentScript = path.join(dir, 'parent.mjs');
    fs.writeFileSync(
      parentScript,
      `import { supervise } from ${JSON.stringify(SUPERVISOR)};
supervise({ name: 'held', command: process.execPath, args: [${JSON.stringify(child)}, ${JSON.stringify(lock)}], output: 'ignore' });
setInterval(() => undefined, 1000);
`,
    );
    const parent = spawn(process.execPath, [parentScript], { stdio: 'ignore' });
    const childPid = await until(() => fs.existsSync(lock) && Number(fs.readFileSync(lock, 'utf8')));
    parent.kill('SIGKILL');
    await until(() => !alive(childPid));
    expect(fs.existsSync(lock)).toBe(false);
  });

  // Two starts of a static server (Fastify and its plugins load in each): well under a second
  // apiece alone, seconds on a loaded 2-core machine.
  it('restarts a static server killed outright, which then serves again', async () => {
    const root = path.join(dir, 'site');
    fs.mkdirSync(root);
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>site</title>');
    const port = await freePort();
    const lines: string[] = [];
    const supervisor = supervise({
      name: 'site',
      command: process.execPath,
      args: [STATIC_SERVER_PROCESS, JSON.stringify({ root, port, host: '127.0.0.1' })],
      output: 'ignore',
      baseMs: 100,
      log: (line) => lines.push(line),
    });
    const ok = async () => (await fetch(`http://127.0.0.1:${port}/index.html`).catch(() => null))?.status === 200;
    try {
      const first = supervisor.pid!;
      for (let i = 0; i < 100 && !(await ok()); i += 1) await sleep(100);
      process.kill(first, 'SIGKILL');
      await until(() => supervisor.pid !== first && supervisor.pid);
      let served = false;
      for (let i = 0; i < 100 && !served; i += 1) {
        served = await ok();
        if (!served) await sleep(100);
      }
      expect(served).toBe(true);
      expect(lines[0]).toMatch(/^\[supervisor\] site \(pid \d+\) exited on SIGKILL; restart 1 in 100 ms$/);
    } finally {
      await supervisor.stop();
    }
  }, 20_000);
});
