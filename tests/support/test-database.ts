import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../../server/db/client';

let pgliteTemplate: Promise<File | Blob> | undefined;

/** Migrating PGlite takes seconds, so each worker migrates once and copies the result. */
function migratedPgliteTemplate() {
  pgliteTemplate ??= (async () => {
    const pglite = await PGlite.create();
    await wrapPglite(pglite).migrate();
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    return dump;
  })();
  return pgliteTemplate;
}

/** A fresh, migrated database for one test file: PGlite in memory, or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString());
    await handle.migrate();
    return {
      ...handle,
      async close() {
        await handle.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const pglite = await PGlite.create({ loadDataDir: await migratedPgliteTemplate() });
  return wrapPglite(pglite);
}
