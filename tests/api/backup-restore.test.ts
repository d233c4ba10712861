import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerWithLatestApplication } from '../../server/accounts/account-result';
import { readDocument } from '../../server/accounts/documents';
import { readApplicationForStaff } from '../../server/back-office/applications/application-detail';
import { documentsOf } from '../../server/back-office/applications/application-documents';
import { createBackup } from '../../server/backups/create-backup';
import { RestoreRefusedError, restoreBackup } from '../../server/backups/restore-backup';
import { loadConfig } from '../../server/config';
import type { Services } from '../../server/services';
import { createServices } from '../../server/start-services';
import { captureLogs, createTestApp } from '../support/test-services';
import { openWebsiteAccount, type WebsiteCustomer } from '../support/website-customer';

// Issue 32.5: a backup restored into a fresh database opens with the same keys.
const KEYS = {
  ENCRYPTION_KEY: `bk1:${Buffer.alloc(32, 7).toString('base64')}`,
  HASH_KEY: 'backup-test-hash-key-0123456789abcdef',
};
const isPostgres = process.env.TEST_DATABASE === 'postgres';
const hasPostgresTools = ['pg_dump', 'pg_restore'].every((tool) => spawnSync('which', [tool]).status === 0);
const folders: string[] = [];
const folder = (name: string) => {
  folders.push(mkdtempSync(join(tmpdir(), `backup-${name}-`)));
  return folders.at(-1)!;
};

let source: Awaited<ReturnType<typeof createTestApp>>;
let customer: WebsiteCustomer;
const dropTargets: (() => Promise<void>)[] = [];

beforeAll(async () => {
  source = await createTestApp({ TRUST_PROXY: 'true', DATA_DIR: folder('source'), ...KEYS });
  customer = await openWebsiteAccount(source.app, source.services, {
    bvnNo: '51234567301',
    email: 'backed.up@example.com',
  });
});
afterAll(async () => {
  await source?.services.close();
  for (const drop of dropTargets) await drop();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

/** A database nobody has used, where the backup goes: a new DATA_DIR, or a new database on DATABASE_URL's server. */
async function freshTarget(env: Record<string, string> = {}) {
  const dataDir = folder('target');
  if (!isPostgres) return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...KEYS, ...env });
  const serverUrl = process.env.DATABASE_URL!;
  const name = `test_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropTargets.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url.toString(), ...KEYS, ...env });
}

/** The customer's application as staff read it (BVN, NIN, phone and birth date opened) and its documents' bytes. */
async function readBack(services: Services) {
  const found = await findCustomerWithLatestApplication(services.database.db, customer.customerId);
  if (!found) return undefined;
  const documents = await Promise.all(
    documentsOf(found.application).map(async ({ name, key }) => ({ name, bytes: await readDocument(services, key) })),
  );
  return { application: await readApplicationForStaff({ services, id: found.application.id }), documents };
}

const isSkipped = isPostgres && !hasPostgresTools;
const title = `a backup of the ${isPostgres ? 'PostgreSQL' : 'embedded'} database${isSkipped ? ' (skipped: pg_dump and pg_restore are missing; apt-get install postgresql-client)' : ''}`;

describe.skipIf(isSkipped)(title, () => {
  it(
    'restores into a fresh database every customer, application and document, readable with the same keys',
    { timeout: 120_000 },
    async () => {
      const original = await readBack(source.services);
      expect(original?.application?.phoneNo).toBe(customer.phone);
      expect(original?.documents.map((document) => document.name)).toEqual(['photo', 'scannedIDCard']);

      const backup = folder('backup');
      const manifest = await createBackup({
        config: source.services.config,
        database: source.services.database,
        destination: backup,
      });
      expect(manifest.database.kind).toBe(isPostgres ? 'postgres' : 'pglite');
      expect(manifest.database.counts).toMatchObject({ customers: 1, accountApplications: 1 });
      expect(manifest.database.keyIds).toEqual(['bk1']);
      expect(manifest.documents).toMatchObject({ files: 2, keyIds: ['bk1'] });
      expect(JSON.stringify(manifest)).not.toContain(KEYS.ENCRYPTION_KEY.split(':')[1]);
      expect(JSON.stringify(manifest)).not.toContain(KEYS.HASH_KEY);

      const otherKind = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: folder('other-kind'),
        ...KEYS,
        ...(isPostgres ? {} : { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }),
      });
      await expect(restoreBackup({ config: otherKind, source: backup })).rejects.toThrow(
        isPostgres ? /set DATABASE_URL/ : /unset DATABASE_URL/,
      );

      const target = await freshTarget();
      const report = await restoreBackup({ config: target, source: backup });
      expect(report.problems).toEqual([]);
      expect(report.restored).toMatchObject({ counts: manifest.database.counts, documents: 2 });

      const { logger } = captureLogs();
      const restored = await createServices({ config: target, logger });
      try {
        const readAgain = await readBack(restored);
        expect(readAgain).toEqual(original);
        expect(readAgain?.documents.every((document) => (document.bytes?.length ?? 0) > 0)).toBe(true);
      } finally {
        await restored.close();
      }

      // The same target again: refused as it holds data, replaced with --force, and keys that did not seal it are named.
      await expect(restoreBackup({ config: target, source: backup })).rejects.toBeInstanceOf(RestoreRefusedError);
      const otherKeys = {
        ...target,
        ENCRYPTION_KEY: `other:${Buffer.alloc(32, 9).toString('base64')}`,
        HASH_KEY: 'another-hash-key-0123456789abcdefghij',
      };
      const replaced = await restoreBackup({ config: otherKeys, source: backup, force: true });
      expect(replaced.restored.counts).toEqual(manifest.database.counts);
      expect(replaced.problems).toEqual([
        'ENCRYPTION_KEY lacks the key(s) bk1 that sealed this backup: its personal data and documents will not open without them.',
        'HASH_KEY is not the one this backup was taken with: BVN and NIN look-ups would find no one, and let duplicates in.',
      ]);
    },
  );
});
