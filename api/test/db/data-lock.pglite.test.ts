import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { DataFolderLockedError, acquireDataLock } from '../../src/db/data-lock';
import { openPglite } from '../../src/db/pglite';
import { makeTempDir } from '../helpers/test-app';

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('PGlite data-folder lock', () => {
  let folder: string;
  let lockFile: string;

  beforeEach(() => {
    folder = makeTempDir();
    lockFile = path.join(folder, 'pglite.lock');
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('writes our pid, refuses a second opener, and frees the folder on release', () => {
    const lock = acquireDataLock(lockFile, folder);
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));

    expect(() => acquireDataLock(lockFile, folder)).toThrow(DataFolderLockedError);
    expect(() => acquireDataLock(lockFile, folder)).toThrow(
      `Another Mediawatch API process (pid ${process.pid}) is using ${folder}. Stop it or set MEDIAWATCH_DATA to another folder.`,
    );

    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
    acquireDataLock(lockFile, folder).release();
  });

  it('refuses a folder held by another live process, naming its pid', () => {
    const otherPid = process.ppid;
    fs.writeFileSync(lockFile, `${otherPid}\n`);
    expect(() => acquireDataLock(lockFile, folder)).toThrow(`Another Mediawatch API process (pid ${otherPid})`);
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(otherPid));
  });

  it('takes over a stale lock left by a dead process', () => {
    const pid = deadPid();
    expect(pid).toBeGreaterThan(0);
    fs.writeFileSync(lockFile, `${pid}\n`);

    const lock = acquireDataLock(lockFile, folder);
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    fs.writeFileSync(lockFile, 'garbage');
    acquireDataLock(lockFile, folder).release();
  });

  it('makes openPglite refuse a folder another process holds, before touching the database', async () => {
    fs.writeFileSync(lockFile, `${process.ppid}\n`);
    await expect(openPglite({ dataDir: folder })).rejects.toThrow(DataFolderLockedError);
    expect(fs.existsSync(path.join(folder, 'pglite'))).toBe(false);
  });
});
