import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { traceStatements } from '../observability/database-spans';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The raw connection, for libraries that bring their own SQL (pg-boss, rate limits). */
  raw: { pglite: PGlite } | { pool: pg.Pool };
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Both the source tree (server/db) and the build (build/server) sit two levels below the root. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

// Any constant works; it only has to be the same for every instance of the product.
const MIGRATION_LOCK_ID = 727_001;

export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Every query goes through pool.query or a client taken from the pool (transactions, migrations).
  traceStatements(pool, ['query']);
  pool.on('connect', (client) => traceStatements(client, ['query']));
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    raw: { pool },
    async migrate() {
      // Two instances starting together: the second waits here, then finds nothing left to apply.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

export function wrapPglite(pglite: PGlite, release: () => void = () => {}): DatabaseHandle {
  tracePgliteStatements(pglite);
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    raw: { pglite },
    async migrate() {
      await migratePglite(drizzlePglite(pglite, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: () => ping(db),
    async close() {
      await pglite.close();
      release();
    },
  };
}

/** A transaction's statements go through an object of its own, not through the instance's methods. */
function tracePgliteStatements(pglite: PGlite) {
  traceStatements(pglite, ['query', 'exec']);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => work(traceStatements(tx, ['query', 'exec'])));
}

/** PGlite keeps its files under DATA_DIR/pglite; one process per folder, as PGlite has no lock of its own. */
async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const folder = resolve(dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  const release = await acquireDataDirLock(join(resolve(dataDir), 'pglite.lock'));
  try {
    const pglite = await PGlite.create(folder);
    return wrapPglite(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}

export async function openDatabase({
  dataDir,
  databaseUrl,
}: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<DatabaseHandle> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
