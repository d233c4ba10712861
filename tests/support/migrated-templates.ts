import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped to a file (`loadDataDir`). */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database to copy (`create database … template`), when DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest's global setup: the migrations run once per test run, not once per test file (each file is
 * its own module graph, so a template kept in a module was rebuilt by every file). Each test file's
 * database is a copy of these templates.
 */
export default async function migratedTemplates(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'bank-test-template-'));
  const pgliteTemplateFile = join(folder, 'pglite.tar');
  const pglite = await PGlite.create();
  await wrapPglite(pglite).migrate();
  await writeFile(pgliteTemplateFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplateFile', pgliteTemplateFile);

  const serverUrl = process.env.DATABASE_URL;
  const postgresTemplate = serverUrl ? `test_template_${randomBytes(6).toString('hex')}` : null;
  if (serverUrl && postgresTemplate) {
    await onServer(serverUrl, `create database ${postgresTemplate}`);
    const url = new URL(serverUrl);
    url.pathname = `/${postgresTemplate}`;
    const template = openPostgres(url.toString());
    await template.migrate();
    await template.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (serverUrl && postgresTemplate)
      await onServer(serverUrl, `drop database if exists ${postgresTemplate} with (force)`);
  };
}

/** Runs one statement on the server's own database (creating and dropping databases). */
export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
