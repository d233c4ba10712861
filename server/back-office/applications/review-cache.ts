import type { BvnRecord } from '../../adapters/identity';

/** How many answers each of the review's caches keeps, and for how long (decision 090). */
const REVIEW_CACHE_ENTRIES = 200;
const REVIEW_CACHE_MS = 10 * 60 * 1000;

interface ExpiringCache<V> {
  /** The value kept under `key` while fresh, or else what `make` gives, kept from now on. A throw is not kept. */
  remember(key: string, make: () => Promise<V>): Promise<V>;
}

/**
 * A small cache in the process's memory, never written to disk or the database: at most
 * `maxEntries` values (the least recently used goes first), each for `ttlMs` after it was made.
 */
export function createExpiringCache<V>({
  maxEntries = REVIEW_CACHE_ENTRIES,
  ttlMs = REVIEW_CACHE_MS,
  now = Date.now,
}: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}): ExpiringCache<V> {
  // A Map iterates in insertion order: a value used again is put back at the end.
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    async remember(key, make) {
      const kept = entries.get(key);
      entries.delete(key);
      if (kept && kept.expiresAt > now()) {
        entries.set(key, kept);
        return kept.value;
      }
      const value = await make();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}

/** What one identity look-up gave the review: the record and its photo already drawn (null: the BVN is unknown). */
export type ReviewedBvn = { record: BvnRecord; photo: Buffer | undefined } | null;

/** A document drawn for the review; 'not-an-image' for a file that does not decode as one, null when the file is gone. */
export type DrawnDocument = { bytes: Buffer } | 'not-an-image' | null;

/**
 * The KYC review's answers kept between a page's reloads (decision 090): the BVN look-up per
 * application, and each document drawn per application and stored file.
 */
export interface ReviewCache {
  bvnRecords: ExpiringCache<ReviewedBvn>;
  documentImages: ExpiringCache<DrawnDocument>;
}

export const createReviewCache = (options?: Parameters<typeof createExpiringCache>[0]): ReviewCache => ({
  bvnRecords: createExpiringCache(options),
  documentImages: createExpiringCache(options),
});
