import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import type { FieldCipher } from './field-cipher';

/** The seal of a stored answer: it names the customer and their account number. */
export const RESPONSE_BODY_SEAL = 'idempotency_keys.response_body';

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
 * How long a submission may hold its key, by default (IDEMPOTENCY_LEASE_SECONDS). Longer than any
 * submission takes (the core banking call times out after seconds); a key still pending after it
 * belongs to a process that died mid-way.
 */
const IDEMPOTENCY_LEASE_SECONDS = 120;

/**
 * Runs a submission once per key: a double click or a retry after a time-out gets the first answer.
 * A second request arriving while the first still runs is told to wait (409); a different payload
 * under the same key is refused (422). A failed run frees its key so the customer can try again,
 * and a run that never finished (the process was killed) frees it when its lease lapses.
 */
export async function runIdempotent<T>({
  db,
  cipher,
  key,
  scope,
  fingerprint,
  run,
  recover,
  leaseSeconds = IDEMPOTENCY_LEASE_SECONDS,
}: {
  db: Database;
  cipher: FieldCipher;
  leaseSeconds?: number;
  key: string;
  scope: string;
  fingerprint: string;
  /** The work, told the scoped key so that it may record it with what it commits (for `recover`). */
  run: (scopedKey: string) => Promise<{ status: number; body: T }>;
  /**
   * Taking over a lapsed key: the answer of the work its first run committed before the process
   * died (found by the scoped key it recorded), or undefined when that run committed nothing.
   */
  recover?: (scopedKey: string) => Promise<{ status: number; body: T } | undefined>;
}): Promise<IdempotentResult<T>> {
  const scopedKey = `${scope}:${key}`;
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ key: scopedKey, scope, fingerprint, state: 'pending' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (!claimed) {
    const [existing] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, scopedKey));
    if (!existing) return runIdempotent({ db, cipher, key, scope, fingerprint, run, recover, leaseSeconds });
    if (existing.fingerprint !== fingerprint) {
      throw new AppError(
        AppErrorCode.IdempotencyKeyReused,
        'This submission key was already used for different details.',
      );
    }
    if (existing.state === 'pending') {
      // `createdAt` is when the current claim began: a lapsed claim is taken over.
      const [takenOver] = await db
        .update(idempotencyKeys)
        .set({ createdAt: new Date() })
        .where(
          and(
            eq(idempotencyKeys.key, scopedKey),
            eq(idempotencyKeys.state, 'pending'),
            lt(idempotencyKeys.createdAt, new Date(Date.now() - leaseSeconds * 1000)),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (!takenOver)
        throw new AppError(
          AppErrorCode.SubmissionInProgress,
          'Your application is being processed. Please wait a moment.',
        );
      const recovered = await recover?.(scopedKey);
      if (recovered) {
        await complete(recovered);
        return { ...recovered, replayed: true };
      }
      return runClaimed();
    }
    return {
      status: existing.responseStatus ?? 200,
      body: JSON.parse(cipher.decrypt(existing.responseBodySealed ?? '', RESPONSE_BODY_SEAL)) as T,
      replayed: true,
    };
  }

  return runClaimed();

  async function complete(result: { status: number; body: T }) {
    await db
      .update(idempotencyKeys)
      .set({
        state: 'completed',
        responseStatus: result.status,
        responseBodySealed: cipher.encrypt(JSON.stringify(result.body), RESPONSE_BODY_SEAL),
      })
      .where(and(eq(idempotencyKeys.key, scopedKey), eq(idempotencyKeys.state, 'pending')));
  }

  async function runClaimed(): Promise<IdempotentResult<T>> {
    try {
      const result = await run(scopedKey);
      await complete(result);
      return { ...result, replayed: false };
    } catch (error) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, scopedKey));
      throw error;
    }
  }
}
