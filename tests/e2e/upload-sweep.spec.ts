import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { type Applicant, consentedApplicant, submission } from '../support/http-applicant';
import { startServer, stopServer } from './spawned-server';

/*
 * Issue 26.12: a server killed mid-upload leaves documents (and their folders) whose record never
 * committed. Killed with SIGKILL as the first document lands, then started again on the same data:
 * the sweep that runs after a start removes every such document and folder. Needs no browser.
 */

const PORT = 3151;
const BASE = `http://127.0.0.1:${PORT}`;
const IN_FLIGHT = 4;
const ATTEMPTS = 4;

/** Healthy within two minutes: the first start of an embedded database is slow on a busy machine. */
const healthy = () => expect.poll(async () => (await fetch(`${BASE}/healthz`).catch(() => undefined))?.status, { timeout: 120_000, intervals: [500] }).toBe(200);

const applicationFolders = (dataDir: string) => {
  const root = join(dataDir, 'uploads', 'applications');
  return existsSync(root) ? readdirSync(root) : [];
};

async function uncommittedUploads(dataDir: string): Promise<string[]> {
  const database = new PGlite(join(dataDir, 'pglite'));
  try {
    return (await database.query<{ key: string }>('select key from document_uploads where committed_at is null')).rows.map((row) => row.key);
  } finally {
    await database.close();
  }
}

test('documents a killed upload left behind are swept, folders and all, after the restart', async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-sweep-'));
  let orphans: string[] = [];
  for (let attempt = 0; attempt < ATTEMPTS && orphans.length === 0; attempt += 1) {
    const server = startServer(PORT, { DATA_DIR: dataDir });
    await healthy();
    const applicants: Applicant[] = [];
    for (let index = 0; index < IN_FLIGHT; index += 1) applicants.push(await consentedApplicant([BASE, BASE]));
    const before = new Set(applicationFolders(dataDir));
    const inFlight = applicants.map((applicant) => submission(BASE, applicant, crypto.randomUUID()).catch(() => undefined));
    // The kill lands as soon as a new document is on disk, while the others are still being written.
    await expect.poll(() => applicationFolders(dataDir).some((folder) => !before.has(folder)), { timeout: 30_000, intervals: [5] }).toBe(true);
    await stopServer(server, 'SIGKILL');
    await Promise.all(inFlight);
    orphans = await uncommittedUploads(dataDir);
  }
  expect(orphans.length, 'no kill landed between a document and its record').toBeGreaterThan(0);
  const orphanFolders = [...new Set(orphans.map((key) => key.split('/')[1]))];
  expect(orphanFolders.every((folder) => applicationFolders(dataDir).includes(folder))).toBe(true);

  // Started again, with uploads judged orphaned after a second: the sweep after the start removes them.
  const server = startServer(PORT, { DATA_DIR: dataDir, ORPHAN_DOCUMENT_SECONDS: '1' });
  try {
    await healthy();
    await expect.poll(() => orphanFolders.filter((folder) => applicationFolders(dataDir).includes(folder)), { timeout: 90_000, intervals: [1000] }).toEqual([]);
  } finally {
    await stopServer(server);
  }
  expect(await uncommittedUploads(dataDir)).toEqual([]);
  test.info().annotations.push({ type: 'orphans', description: `${orphans.length} uncommitted documents in ${orphanFolders.length} folders after the kill` });
});
