import fs from 'node:fs';
import path from 'node:path';

// ----------------------------------------------------------------------
// PGlite belongs to one process: two processes can open the same data folder
// with no error and silently lose writes (see docs/toolchain.md). The API
// holds `<folder>.lock` (containing its pid) for as long as the database is open.

/** Another live process holds the data folder. */
export class DataFolderLockedError extends Error {
  override readonly name = 'DataFolderLockedError';

  constructor(
    readonly pid: number,
    readonly folder: string,
  ) {
    super(`Another Mediawatch API process (pid ${pid}) is using ${folder}. Stop it or set MEDIAWATCH_DATA to another folder.`);
  }
}

export interface DataLock {
  readonly lockFile: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

/** Lock files this process holds, so a second opener inside the same process is refused too. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(lockFile: string): boolean {
  try {
    fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx', mode: 0o644 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes `lockFile` for this process, guarding `folder` (named in the error).
 * A lock left by a dead process (or by an earlier run that had our pid) is
 * taken over; a lock held by a live process throws {@link DataFolderLockedError}.
 */
export function acquireDataLock(lockFile: string, folder: string = path.dirname(lockFile)): DataLock {
  const absolute = path.resolve(lockFile);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });

  if (heldByThisProcess.has(absolute)) throw new DataFolderLockedError(process.pid, folder);

  // Two rounds: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(absolute)) {
      heldByThisProcess.add(absolute);
      return lockHandle(absolute);
    }
    const pid = readPid(absolute);
    if (pid !== undefined && pid !== process.pid && isAlive(pid)) throw new DataFolderLockedError(pid, folder);
    fs.rmSync(absolute, { force: true });
  }
  throw new Error(`Could not take the lock file ${absolute}: it keeps reappearing.`);
}

function lockHandle(lockFile: string): DataLock {
  const removeOnExit = () => release();
  function release() {
    if (!heldByThisProcess.delete(lockFile)) return;
    process.off('exit', removeOnExit);
    if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  }
  // A crash that skips the graceful shutdown still leaves no lock behind.
  process.on('exit', removeOnExit);
  return { lockFile, release };
}
