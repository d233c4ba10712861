import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file holding this process id. A lock left by a process that has died is
 * taken over; one held by a live process is refused, since two PGlite processes on one folder corrupt it.
 */
export function acquireDataDirLock(lockPath: string): () => void {
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
      throw new DataDirLockedError(
        `Another process (pid ${holder}) is using the embedded database at ${lockPath}. Stop it, or set DATA_DIR or DATABASE_URL.`,
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  return () => rmSync(lockPath, { force: true });
}
