import { sql } from 'drizzle-orm';
import { CONTENT_KINDS, type ContentKind } from '../../domain/content/content-model';
import { kindChangesPage } from '../../domain/content/kinds';
import { contentPublications } from '../db/schema';
import type { Services } from '../services';
import type { Database } from '../db/client';
import type { PublicationCounts } from './published-memory';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Raises `kind`'s publication counter, in the transaction of the publish (decision 092): the row
 * commits with the versions it announces, so an instance that reads the new count reads them too.
 */
export async function countPublication(tx: Transaction, kind: ContentKind, now: Date) {
  await tx
    .insert(contentPublications)
    .values({ kind, counter: 1, publishedAt: now })
    .onConflictDoUpdate({
      target: contentPublications.kind,
      set: { counter: sql`${contentPublications.counter} + 1`, publishedAt: now },
    });
}

/** Every kind's count of publishes, 0 for a kind never published since the counters began. */
export async function readPublicationCounts(services: Pick<Services, 'database'>) {
  const rows = await services.database.db
    .select({ kind: contentPublications.kind, counter: contentPublications.counter })
    .from(contentPublications);
  const counts: PublicationCounts = new Map(CONTENT_KINDS.map((kind) => [kind, 0]));
  for (const { kind, counter } of rows) counts.set(kind, Number(counter));
  return counts;
}

/** How long an instance trusts the counts it read: a publish shows on every instance within this (and a render). */
export const PUBLICATION_CHECK_MS = 1000;

/**
 * The publication counts as this instance last read them: read at most once every `checkMs`, one
 * query shared by every request in that time (the document cache and the kept readers alike, so a
 * page and what it is drawn from move together), null when they cannot be read.
 */
export function currentPublicationCounts(
  services: Pick<Services, 'database' | 'publishedMemory'>,
  { checkMs = PUBLICATION_CHECK_MS, now = Date.now }: { checkMs?: number; now?: () => number } = {},
): Promise<PublicationCounts | null> {
  const memory = services.publishedMemory;
  if (memory.lastCounts && now() - memory.lastCounts.at < checkMs) return memory.lastCounts.counts;
  memory.lastCounts = { at: now(), counts: readPublicationCounts(services).catch(() => null) };
  return memory.lastCounts.counts;
}

/**
 * Runs a transaction that publishes (it calls `countPublication`), then forgets this instance's last
 * read of the counts: the instance that published shows it at its next request, others within
 * `PUBLICATION_CHECK_MS`.
 */
export async function publishing<T>(
  services: Pick<Services, 'database' | 'publishedMemory'>,
  work: (tx: Transaction) => Promise<T>,
) {
  try {
    return await services.database.db.transaction(work);
  } finally {
    services.publishedMemory.lastCounts = undefined;
  }
}

/**
 * What a page's stored copy depends on, for the document cache: the publication counts of the kinds
 * that change the page at `path` (`faq:3`), '' for a page no content kind changes (nothing is read),
 * or null when the counts cannot be read (then no stored copy is served or kept).
 */
export function publicationWatch(
  services: Pick<Services, 'database' | 'publishedMemory'>,
  options: { checkMs?: number; now?: () => number } = {},
) {
  return async function generationOf(path: string): Promise<string | null> {
    const kinds = CONTENT_KINDS.filter((kind) => kindChangesPage(kind, path));
    if (kinds.length === 0) return '';
    const current = await currentPublicationCounts(services, options);
    return current ? kinds.map((kind) => `${kind}:${current.get(kind)}`).join(',') : null;
  };
}
