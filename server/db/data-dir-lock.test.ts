import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, acquireDataDirLock, describeSelf, isHolderAlive } from './data-dir-lock';

const lockIn = () => join(mkdtempSync(join(tmpdir(), 'lock-test-')), 'pglite.lock');

// Issue 14.12: a restart right after kill -9 failed while the killed server was still a zombie.
describe('the embedded database lock', () => {
  // A real zombie cannot be made reliably in every sandbox (some reap orphans at once), so the
  // process table is read through a stand-in that reports the killed server as Linux does.
  it('counts a zombie holder as gone, and a live one with the same start time as holding', () => {
    const holder = { pid: 4242, startTime: '777' };
    expect(isHolderAlive(holder, () => ({ state: 'Z', startTime: '777' }))).toBe(false);
    expect(isHolderAlive(holder, () => ({ state: 'X', startTime: '777' }))).toBe(false);
    expect(isHolderAlive(holder, () => undefined)).toBe(false);
    expect(isHolderAlive(holder, () => ({ state: 'S', startTime: '777' }))).toBe(true);
    expect(isHolderAlive(holder, () => ({ state: 'S', startTime: '778' }))).toBe(false);
  });

  it('is taken over when the pid now belongs to another process (reuse)', async () => {
    const lockPath = lockIn();
    writeFileSync(lockPath, JSON.stringify({ ...describeSelf(), pid: 1, startTime: '1' }));
    const release = await acquireDataDirLock(lockPath, { waitMs: 0 });
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('is refused while a live process holds it, after waiting', async () => {
    const lockPath = lockIn();
    const sleeper = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stat = spawnSync('cat', [`/proc/${sleeper.pid}/stat`]).stdout.toString();
      writeFileSync(
        lockPath,
        JSON.stringify({ pid: sleeper.pid, startTime: stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] }),
      );
      const started = Date.now();
      await expect(acquireDataDirLock(lockPath, { waitMs: 300 })).rejects.toBeInstanceOf(DataDirLockedError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      sleeper.kill();
    }
  });

  it('is taken as soon as a live holder lets go within the wait', async () => {
    const lockPath = lockIn();
    const sleeper = spawn('sleep', ['30']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    writeFileSync(lockPath, JSON.stringify({ pid: sleeper.pid }));
    setTimeout(() => sleeper.kill('SIGKILL'), 200);
    const release = await acquireDataDirLock(lockPath, { waitMs: 3_000 });
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });
});
