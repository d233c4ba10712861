import { and, eq, gt, isNull } from 'drizzle-orm';
import { onboardingTexts } from '../../domain/messages/onboarding';
import type { Database } from '../db/client';
import { bvnReferences } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { hashToken } from '../security/tokens';
import type { Services } from '../services';
import type { BvnData } from './bvn-data';
import { SEALED } from './consent-session';

function notValidated(message: string) {
  return new AppError(AppErrorCode.ValidationError, message, { fields: { bvnNo: message } });
}

/**
 * The BVN data an account opening relies on: the consent reference must be unused, within the hour,
 * redeemed by this very browser, and for the very BVN on the form. Names, gender and date of birth
 * come from here, not the browser.
 */
export async function readVerifiedBvn({
  services,
  ref,
  bvnNo,
  browserRef,
}: {
  services: Services;
  ref: string | undefined;
  bvnNo: string;
  browserRef: string;
}): Promise<BvnData> {
  if (!ref) throw notValidated(onboardingTexts.bvnNotValidated);
  const [reference] = await services.database.db
    .select()
    .from(bvnReferences)
    .where(
      and(
        eq(bvnReferences.refHash, hashToken(ref)),
        eq(bvnReferences.redeemedBy, browserRef),
        isNull(bvnReferences.usedAt),
        gt(bvnReferences.useBy, new Date()),
      ),
    );
  if (!reference) throw notValidated(onboardingTexts.bvnReferenceExpired);
  if (reference.bvnHash !== services.keyedHash(bvnNo, 'bvn')) throw notValidated(onboardingTexts.bvnMismatch);
  return JSON.parse(services.cipher.decrypt(reference.dataSealed, SEALED.referenceData)) as BvnData;
}

/** Marks the reference used, inside the opening's transaction; false when another request used it first. */
export async function markVerifiedBvnUsed({ db, ref }: { db: Database; ref: string }): Promise<boolean> {
  const used = await db
    .update(bvnReferences)
    .set({ usedAt: new Date() })
    .where(and(eq(bvnReferences.refHash, hashToken(ref)), isNull(bvnReferences.usedAt)))
    .returning({ refHash: bvnReferences.refHash });
  return used.length === 1;
}
