import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockHolder {
  pid: number;
  /** The process's start time (clock ticks since boot, /proc/<pid>/stat field 22): tells a reused pid apart. */
  startTime?: string;
}

type ProcessStat = { state: string; startTime: string };

/** Linux's view of a process: its state letter and start time, or undefined when it does not exist. */
function readProcessStat(pid: number): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], startTime: fields[19] };
  } catch {
    return undefined;
  }
}

function hasProcFs(): boolean {
  return readProcessStat(process.pid) !== undefined;
}

export function describeSelf(): LockHolder {
  return { pid: process.pid, startTime: readProcessStat(process.pid)?.startTime };
}

/**
 * Whether the lock's holder still runs. A zombie (killed, not yet reaped by its parent) holds
 * nothing, and a live process with the holder's pid but another start time is a stranger that
 * reused the pid.
 */
export function isHolderAlive(
  holder: LockHolder,
  readStat: (pid: number) => ProcessStat | undefined = readProcessStat,
): boolean {
  if (hasProcFs()) {
    const stat = readStat(holder.pid);
    if (!stat || stat.state === 'Z' || stat.state === 'X') return false;
    return holder.startTime === undefined || stat.startTime === holder.startTime;
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): LockHolder | undefined {
  try {
    const text = readFileSync(lockPath, 'utf8').trim();
    // Older lock files hold the pid alone.
    const holder = text.startsWith('{') ? (JSON.parse(text) as LockHolder) : { pid: Number.parseInt(text, 10) };
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

function tryLock(lockPath: string): LockHolder | undefined {
  const self = JSON.stringify(describeSelf());
  try {
    writeFileSync(lockPath, self, { flag: 'wx' });
    return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = readHolder(lockPath);
  if (holder && holder.pid !== process.pid && isHolderAlive(holder)) return holder;
  writeFileSync(lockPath, self);
  return undefined;
}

/**
 * Takes the embedded database's lock file, holding this process's id and start time. A lock left by
 * a process that died (or is a zombie) is taken over; a live holder is waited for a few seconds (a
 * server shutting down releases it), then refused, since two PGlite processes on one folder corrupt it.
 */
export async function acquireDataDirLock(
  lockPath: string,
  { waitMs = 5_000, pollMs = 100 }: { waitMs?: number; pollMs?: number } = {},
): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  let holder = tryLock(lockPath);
  while (holder && Date.now() < deadline) {
    await sleep(pollMs);
    holder = tryLock(lockPath);
  }
  if (holder) {
    throw new DataDirLockedError(
      `Another process (pid ${holder.pid}) is using the embedded database at ${lockPath}. Stop it, or set DATA_DIR or DATABASE_URL.`,
    );
  }
  return () => rmSync(lockPath, { force: true });
}
