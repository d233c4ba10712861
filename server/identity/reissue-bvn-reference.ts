import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { bvnReferences } from '../db/schema';
import { generateToken, hashToken } from '../security/tokens';
import type { Services } from '../services';
import { BVN_REFERENCE_REDEEM_SECONDS, BVN_REFERENCE_USE_SECONDS } from './consent-session';
import { BVN_REDEEM_PER_BROWSER, BVN_REDEEM_PER_CLIENT } from './identity-limits';
import { bvnReferenceExpired } from '../errors/refusals';

/**
 * Hands a redeemed validation on to another page (/bvnvalidation -> the instant form): the old
 * reference stops working and a new single-use one, redeemable once, carries the same data.
 */
export async function reissueBvnReference({
  services,
  ref,
  clientRef,
  browserRef,
}: {
  services: Services;
  ref: string;
  clientRef: string;
  browserRef: string;
}): Promise<{ ref: string }> {
  await services.rateLimits.consume(BVN_REDEEM_PER_CLIENT, clientRef);
  await services.rateLimits.consume(BVN_REDEEM_PER_BROWSER, browserRef);
  const now = new Date();
  const [previous] = await services.database.db
    .update(bvnReferences)
    .set({ usedAt: now })
    .where(
      and(
        eq(bvnReferences.refHash, hashToken(String(ref))),
        isNotNull(bvnReferences.redeemedAt),
        eq(bvnReferences.redeemedBy, browserRef),
        isNull(bvnReferences.usedAt),
        gt(bvnReferences.useBy, now),
      ),
    )
    .returning();
  if (!previous) throw bvnReferenceExpired();
  const next = generateToken();
  await services.database.db.insert(bvnReferences).values({
    refHash: hashToken(next),
    sessionId: previous.sessionId,
    bvnHash: previous.bvnHash,
    redeemedBy: browserRef,
    dataSealed: previous.dataSealed,
    redeemBy: new Date(now.getTime() + BVN_REFERENCE_REDEEM_SECONDS * 1000),
    useBy: new Date(now.getTime() + BVN_REFERENCE_USE_SECONDS * 1000),
  });
  await services.audit.record({
    action: 'identity.bvn.reissue',
    outcome: 'success',
    subject: previous.sessionId,
    clientRef,
  });
  return { ref: next };
}
