import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { parseEncryptionKeys } from '../security/field-cipher';
import {
  describeDatabase,
  hashKeyCheckOf,
  readManifest,
  type BackupManifest,
  type DatabaseState,
} from './backup-manifest';
import { copyDocuments, isEmptyOrMissing } from './document-copy';
import { runPostgresTool } from './postgres-tools';

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreReport {
  manifest: BackupManifest;
  restored: DatabaseState & { documents: number | null };
  /** What differs from the manifest, or would keep the data from opening: empty when the restore is whole. */
  problems: string[];
}

interface RestoreTarget {
  describe: string;
  isEmpty(): Promise<boolean>;
  /** Loads the dump (over what is there when `replace`) and describes the result. */
  load(dumpPath: string, replace: boolean): Promise<DatabaseState>;
  close(): Promise<void>;
}

/**
 * Restores a backup into the database and document storage that `config` names (DATABASE_URL or
 * DATA_DIR, STORAGE), then checks them against its manifest. Refuses, before writing anything, a
 * database or document folder that already holds data, unless `force`.
 */
export async function restoreBackup({
  config,
  source,
  force = false,
}: {
  config: Config;
  source: string;
  force?: boolean;
}): Promise<RestoreReport> {
  const manifest = readManifest(source);
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new RestoreRefusedError(
      manifest.database.kind === 'postgres'
        ? 'This backup holds a PostgreSQL database: set DATABASE_URL to the database to restore it into.'
        : 'This backup holds the embedded database: unset DATABASE_URL and set DATA_DIR to restore it.',
    );
  }
  const uploads = config.STORAGE === 'local' && manifest.documents ? resolve(config.DATA_DIR, 'uploads') : null;
  const target = kind === 'postgres' ? await postgresTarget(config.DATABASE_URL!) : await pgliteTarget(config.DATA_DIR);
  try {
    if (!force && !(await target.isEmpty()))
      throw new RestoreRefusedError(
        `${target.describe} already holds data: restore into a fresh one, or pass --force to replace it.`,
      );
    if (!force && uploads && !(await isEmptyOrMissing(uploads)))
      throw new RestoreRefusedError(
        `${uploads} already holds documents: restore into a fresh DATA_DIR, or pass --force to replace them.`,
      );
    const state = await target.load(join(source, manifest.database.file), force);
    let documents: number | null = null;
    if (uploads && manifest.documents) {
      await rm(uploads, { recursive: true, force: true });
      documents = (await copyDocuments(join(source, manifest.documents.folder), uploads)).files;
    }
    const restored = { ...state, documents };
    return { manifest, restored, problems: problemsOf(manifest, restored, config) };
  } finally {
    await target.close();
  }
}

function problemsOf(manifest: BackupManifest, restored: RestoreReport['restored'], config: Config): string[] {
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(manifest.database.counts)) {
    const found = restored.counts[name as keyof DatabaseState['counts']];
    if (found !== expected) problems.push(`${name}: ${found} restored, the backup holds ${expected}`);
  }
  if (restored.migration.latest !== manifest.database.migration.latest)
    problems.push(
      `migration: ${restored.migration.latest} restored, the backup holds ${manifest.database.migration.latest}`,
    );
  if (manifest.documents && restored.documents !== null && restored.documents !== manifest.documents.files)
    problems.push(`documents: ${restored.documents} restored, the backup holds ${manifest.documents.files}`);
  if (manifest.documents && restored.documents === null)
    problems.push(
      `documents: the backup holds ${manifest.documents.files} from the local storage, and STORAGE=${config.STORAGE}: copy its ${manifest.documents.folder} folder into the storage.`,
    );
  const knownKeyIds = new Set(parseEncryptionKeys(config.ENCRYPTION_KEY).keys());
  const missing = [...new Set([...manifest.database.keyIds, ...(manifest.documents?.keyIds ?? [])])].filter(
    (id) => !knownKeyIds.has(id),
  );
  if (missing.length > 0)
    problems.push(
      `ENCRYPTION_KEY lacks the key(s) ${missing.join(', ')} that sealed this backup: its personal data and documents will not open without them.`,
    );
  if (hashKeyCheckOf(config.HASH_KEY) !== manifest.hashKeyCheck)
    problems.push(
      'HASH_KEY is not the one this backup was taken with: BVN and NIN look-ups would find no one, and let duplicates in.',
    );
  return problems;
}

async function postgresTarget(url: string): Promise<RestoreTarget> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    describe: `The database ${new URL(url).pathname.slice(1)}`,
    async isEmpty() {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
      );
      return Number(rows[0].n) === 0;
    },
    async load(dumpPath, replace) {
      if (replace) await dropEverything(client);
      await runPostgresTool(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dumpPath],
        url,
      );
      return describeDatabase(async (text) => (await client.query(text)).rows);
    },
    close: () => client.end(),
  };
}

/**
 * Empties a database for --force. pg_restore's own --clean drops only what the dump holds, and fails
 * on what the site made since (pg-boss's tables of newer queues depend on its dumped ones).
 */
async function dropEverything(client: pg.Client) {
  const { rows } = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`,
  );
  await client.query('begin');
  for (const { name } of rows) await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`);
  await client.query('create schema public');
  await client.query('commit');
}

/** The embedded database's folder, held under its lock meanwhile: a running site refuses the restore. */
async function pgliteTarget(dataDir: string): Promise<RestoreTarget> {
  const folder = resolve(dataDir, 'pglite');
  await mkdir(resolve(dataDir), { recursive: true });
  const release = await acquireDataDirLock(join(resolve(dataDir), 'pglite.lock'));
  return {
    describe: `The embedded database in ${folder}`,
    isEmpty: () => isEmptyOrMissing(folder),
    async load(dumpPath) {
      await rm(folder, { recursive: true, force: true });
      const pglite = await PGlite.create(folder, { loadDataDir: new Blob([new Uint8Array(await readFile(dumpPath))]) });
      try {
        return await describeDatabase(async (text) => (await pglite.query<Record<string, unknown>>(text)).rows);
      } finally {
        await pglite.close();
      }
    },
    async close() {
      release();
    },
  };
}
