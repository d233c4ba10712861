import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../db/client';
import { sealedColumnLocations } from '../security/key-rotation';
import { createKeyedHash } from '../security/keyed-hash';

export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_FOLDER = 'uploads';
export const DATABASE_FILES = { postgres: 'database.pgdump', pglite: 'database.tar.gz' } as const;

const CountsSchema = z.object({
  customers: z.number().int(),
  accountApplications: z.number().int(),
  loanApplications: z.number().int(),
  loanDocuments: z.number().int(),
});

const DatabaseStateSchema = z.object({
  counts: CountsSchema,
  /** The newest migration applied (its tag in server/db/migrations), and how many are. */
  migration: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
  /** Ids (never the keys) of the ENCRYPTION_KEY entries that sealed the database's values. */
  keyIds: z.array(z.string()),
});

const ManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: DatabaseStateSchema.extend({ kind: z.enum(['postgres', 'pglite']), file: z.string() }),
  /** A keyed hash of a constant under HASH_KEY: tells whether a restore has the same key, without revealing it. */
  hashKeyCheck: z.string(),
  /** The local document storage's copy; null when documents live in an S3 bucket (its versioning is their backup). */
  documents: z.object({ folder: z.string(), files: z.number().int(), keyIds: z.array(z.string()) }).nullable(),
});

export type BackupManifest = z.infer<typeof ManifestSchema>;
export type DatabaseState = z.infer<typeof DatabaseStateSchema>;

/** Plain SQL on one connection, so that PostgreSQL can answer inside the snapshot pg_dump copies. */
type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

export const hashKeyCheckOf = (hashKey: string) =>
  createKeyedHash(hashKey)('backup manifest', 'hash key check').slice(0, 16);

export function readManifest(backupFolder: string): BackupManifest {
  return ManifestSchema.parse(JSON.parse(readFileSync(join(backupFolder, MANIFEST_FILE), 'utf8')));
}

export async function describeDatabase(query: RunQuery): Promise<DatabaseState> {
  const count = async (table: string) => Number((await query(`select count(*) as n from ${table}`))[0].n);
  const [migrations] = await query(
    'select count(*) as applied, max(created_at) as latest from drizzle.__drizzle_migrations',
  );
  const keyIds = new Set<string>();
  for (const { table, column } of sealedColumnLocations()) {
    const rows = await query(
      `select distinct split_part(${column}, '.', 2) as key_id from ${table} where ${column} like 'v1.%'`,
    );
    for (const row of rows) keyIds.add(String(row.key_id));
  }
  return {
    counts: {
      customers: await count('customers'),
      accountApplications: await count('account_applications'),
      loanApplications: await count('loan_applications'),
      loanDocuments: await count('loan_documents'),
    },
    migration: { applied: Number(migrations.applied), latest: migrationTag(migrations.latest) },
    keyIds: [...keyIds].sort(),
  };
}

/** Drizzle records a migration by its journal's `when`; the tag is the name people know it by. */
function migrationTag(createdAt: unknown): string | null {
  if (createdAt === null || createdAt === undefined) return null;
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.find((entry) => entry.when === Number(createdAt))?.tag ?? `unknown (${createdAt})`;
}
