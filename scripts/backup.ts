// `npm run backup [-- <folder>]`: a backup of the database and documents the environment names
// (DATABASE_URL or DATA_DIR, STORAGE) into a new folder, `backups/<time>` by default:
//   database.pgdump      PostgreSQL: pg_dump's custom format, taken while the site serves
//   database.tar.gz      the embedded database's data folder: the site must be stopped
//   uploads/             the local document storage (with STORAGE=s3, the bucket's versioning is the backup)
//   manifest.json        time, migration, counts of customers, applications and documents, key ids
// The encryption and hash keys are never in it: back them up apart (docs/operations.md).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createBackup } from '../server/backups/create-backup';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DataDirLockedError } from '../server/db/data-dir-lock';

const config = loadConfig();
const destination = resolve(process.argv[2] ?? join('backups', new Date().toISOString().replace(/[:.]/g, '-')));

try {
  if (!config.DATABASE_URL && !existsSync(resolve(config.DATA_DIR, 'pglite')))
    throw new Error(`No embedded database in ${resolve(config.DATA_DIR)}: set DATA_DIR (or DATABASE_URL).`);
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL }).catch(
    (error: unknown) => {
      if (error instanceof DataDirLockedError)
        throw new Error(`${error.message}\nThe embedded database is backed up while the site is stopped.`);
      throw error;
    },
  );
  try {
    const manifest = await createBackup({ config, database, destination });
    const { counts, migration, keyIds } = manifest.database;
    console.log(`Backup written to ${destination}`);
    console.log(
      `  database: ${manifest.database.kind}, migration ${migration.latest}, sealed with key(s) ${keyIds.join(', ') || '(none yet)'}`,
    );
    console.log(
      `  ${Object.entries(counts)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );
    console.log(
      manifest.documents
        ? `  documents: ${manifest.documents.files} files`
        : '  documents: in the S3 bucket (not copied: its versioning or replication is their backup)',
    );
    console.log('Keep ENCRYPTION_KEY and HASH_KEY apart from it: without them the backup cannot be read.');
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
