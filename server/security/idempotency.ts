import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from '../http/api/api-error';

export interface IdempotentResult<T> {
  status: number;
  body: T;
  /** True when this answer was stored by an earlier submission with the same key. */
  replayed: boolean;
}

export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/**
 * Runs a submission once per key: a double click or a retry after a time-out gets the first answer.
 * A second request arriving while the first still runs is told to wait (409); a different payload
 * under the same key is refused (422). A failed run frees its key so the customer can try again.
 */
export async function runIdempotent<T>({
  db,
  key,
  scope,
  fingerprint,
  run,
}: {
  db: Database;
  key: string;
  scope: string;
  fingerprint: string;
  run: () => Promise<{ status: number; body: T }>;
}): Promise<IdempotentResult<T>> {
  const scopedKey = `${scope}:${key}`;
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ key: scopedKey, scope, fingerprint, state: 'pending' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (!claimed) {
    const [existing] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, scopedKey));
    if (!existing) return runIdempotent({ db, key, scope, fingerprint, run });
    if (existing.fingerprint !== fingerprint) {
      throw new ApiError(422, 'IdempotencyKeyReused', 'This submission key was already used for different details.');
    }
    if (existing.state === 'pending') {
      throw new ApiError(409, 'SubmissionInProgress', 'Your application is being processed. Please wait a moment.');
    }
    return { status: existing.responseStatus ?? 200, body: existing.responseBody as T, replayed: true };
  }

  try {
    const result = await run();
    await db
      .update(idempotencyKeys)
      .set({ state: 'completed', responseStatus: result.status, responseBody: result.body as never })
      .where(and(eq(idempotencyKeys.key, scopedKey), eq(idempotencyKeys.state, 'pending')));
    return { ...result, replayed: false };
  } catch (error) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, scopedKey));
    throw error;
  }
}
