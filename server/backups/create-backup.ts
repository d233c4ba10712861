import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import {
  DATABASE_FILES,
  MANIFEST_FILE,
  UPLOADS_FOLDER,
  describeDatabase,
  hashKeyCheckOf,
  type BackupManifest,
  type DatabaseState,
} from './backup-manifest';
import { copyDocuments, isEmptyOrMissing } from './document-copy';
import { runPostgresTool } from './postgres-tools';

/**
 * Writes a backup into `destination` (a new or empty folder): the database (pg_dump's custom
 * format, or the embedded database's data folder as a tarball), a copy of the local document
 * storage, and a manifest of what they hold. Keys are never written: they are backed up apart.
 */
export async function createBackup({
  config,
  database,
  destination,
}: {
  config: Config;
  database: DatabaseHandle;
  destination: string;
}): Promise<BackupManifest> {
  if (!(await isEmptyOrMissing(destination)))
    throw new Error(`${destination} is not empty: a backup goes into a new folder.`);
  await mkdir(destination, { recursive: true, mode: 0o700 });
  const file = DATABASE_FILES[database.kind];
  const state =
    'pool' in database.raw
      ? await dumpPostgres(database.raw.pool, join(destination, file))
      : await dumpPglite(database.raw.pglite, join(destination, file));
  // After the database: a document stored meanwhile is copied without its record (harmless), where
  // the other order would lose the documents of records committed during the copy.
  const documents =
    config.STORAGE === 'local'
      ? {
          folder: UPLOADS_FOLDER,
          ...(await copyDocuments(resolve(config.DATA_DIR, 'uploads'), join(destination, UPLOADS_FOLDER))),
        }
      : null;
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: { kind: database.kind, file, ...state },
    hashKeyCheck: hashKeyCheckOf(config.HASH_KEY),
    documents,
  };
  await writeFile(join(destination, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/**
 * pg_dump copies the snapshot exported by a transaction that stays open meanwhile, and the
 * manifest's counts are read in that same transaction: they describe exactly what was dumped,
 * while the site goes on serving.
 */
async function dumpPostgres(pool: pg.Pool, path: string): Promise<DatabaseState> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const state = await describeDatabase(async (text) => (await client.query(text)).rows);
    await runPostgresTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${path}`],
      pool.options.connectionString!,
    );
    await chmod(path, 0o600);
    await client.query('commit');
    return state;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** PGlite tars its data folder while no query runs (dumpDataDir holds its query lock). */
async function dumpPglite(pglite: PGlite, path: string): Promise<DatabaseState> {
  await pglite.exec('checkpoint');
  const state = await describeDatabase(async (text) => (await pglite.query<Record<string, unknown>>(text)).rows);
  const tarball = await pglite.dumpDataDir('gzip');
  await writeFile(path, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
  return state;
}
