import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../../server/db/client';
import { onServer } from './migrated-templates';

/**
 * What the test run's global setup provides (tests/support/migrated-templates.ts). Imported only
 * inside a test run: outside one (the bench scripts build their app with these helpers) vitest's
 * module throws on import.
 */
const provided = async () => (await import('vitest')).inject;

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new PostgreSQL database, each a
 * copy of the template the run migrated once (tests/support/migrated-templates.ts). Outside a test
 * run, a PGlite database migrated on the spot.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!process.env.VITEST) {
    const database = wrapPglite(await PGlite.create());
    await database.migrate();
    return database;
  }
  const inject = await provided();
  if (process.env.TEST_DATABASE === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    const template = inject('postgresTemplate');
    if (!serverUrl || !template) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    const name = `test_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name} template ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString());
    return {
      ...handle,
      async close() {
        await handle.close();
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dump = new Blob([await readFile(inject('pgliteTemplateFile'))]);
  return wrapPglite(await PGlite.create({ loadDataDir: dump }));
}
