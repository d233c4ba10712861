import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { onboardingTexts } from '../../domain/messages/onboarding';
import { bvnReferences } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { hashToken } from '../security/tokens';
import type { Services } from '../services';
import type { BvnData } from './bvn-data';
import { BVN_REFERENCE_USE_SECONDS, SEALED } from './consent-session';
import { bvnReferenceExpired } from '../errors/refusals';

/**
 * The page that the consent returned to fetches the BVN data with the reference: once, within
 * 10 minutes of the consent, in the browser that started it (a return address read from a history
 * or a log is useless elsewhere). When `bvnNo` is given it must be the validated BVN. The same
 * reference then proves the validation to openInstantAccount, in that browser, for an hour.
 */
export async function redeemBvnConsent({
  services,
  ref,
  bvnNo,
  browserRef,
}: {
  services: Services;
  ref: string;
  bvnNo?: string;
  browserRef: string;
}): Promise<BvnData> {
  if (typeof ref !== 'string' || ref.length < 20) throw bvnReferenceExpired();
  const refHash = hashToken(ref);
  if (bvnNo) {
    const [reference] = await services.database.db
      .select({ bvnHash: bvnReferences.bvnHash })
      .from(bvnReferences)
      .where(eq(bvnReferences.refHash, refHash));
    if (reference && reference.bvnHash !== services.keyedHash(bvnNo, 'bvn')) {
      throw new AppError(AppErrorCode.ValidationError, onboardingTexts.bvnMismatch, {
        fields: { bvnNo: onboardingTexts.bvnMismatch },
      });
    }
  }
  const [redeemed] = await services.database.db
    .update(bvnReferences)
    // Redeemed, the reference is the form's proof of the validation for the next hour.
    .set({
      redeemedAt: new Date(),
      redeemedBy: browserRef,
      useBy: new Date(Date.now() + BVN_REFERENCE_USE_SECONDS * 1000),
    })
    .where(
      and(
        eq(bvnReferences.refHash, refHash),
        isNull(bvnReferences.redeemedAt),
        gt(bvnReferences.redeemBy, new Date()),
        or(isNull(bvnReferences.redeemedBy), eq(bvnReferences.redeemedBy, browserRef)),
      ),
    )
    .returning({ dataSealed: bvnReferences.dataSealed, sessionId: bvnReferences.sessionId });
  if (!redeemed) throw bvnReferenceExpired();
  await services.audit.record({ action: 'identity.bvn.redeem', outcome: 'success', subject: redeemed.sessionId });
  return JSON.parse(services.cipher.decrypt(redeemed.dataSealed, SEALED.referenceData)) as BvnData;
}
