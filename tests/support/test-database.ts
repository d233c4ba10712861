import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../../server/db/client';
import { onServer } from './migrated-templates';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new PostgreSQL database, each a
 * copy of the template the run migrated once (tests/support/migrated-templates.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
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
