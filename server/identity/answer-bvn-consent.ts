import { and, eq, sql } from 'drizzle-orm';
import { OTP_PATTERN } from '../../domain/constants';
import { bvnConsentTexts } from '../../domain/messages/bvn-consent';
import { bvnConsentSessions, bvnReferences } from '../db/schema';
import { constantTimeEqual, generateToken, hashToken } from '../security/tokens';
import type { Services } from '../services';
import {
  BVN_REFERENCE_REDEEM_SECONDS,
  BVN_REFERENCE_USE_SECONDS,
  CONSENT_CODE_MAX_TRIES,
  SEALED,
  findConsentSession,
  isSessionOpen,
  returnAddress,
} from './consent-session';
import { closedView, codeView, endConsent, type ConsentView } from './consent-views';
import { CODE_TRY_PER_CLIENT } from './identity-limits';
import { attemptOn, countWrongCode, hasTypedTooManyWrongCodes } from './wrong-consent-codes';
import { consentCodeHash } from './send-consent-code';

const texts = bvnConsentTexts;

/**
 * 'Approve' with the one-time code: 10 minutes, single use, at most 5 tries per consent session
 * whatever codes were sent, and at most 10 wrong codes per BVN a day from one browser (20 from one
 * address), however many consents they start (server/identity/wrong-consent-codes.ts). The
 * approved consent leaves its data behind a new single-use reference, which is all the return
 * address carries.
 */
export async function approveBvnConsent({
  services,
  sessionToken,
  code,
  clientRef,
}: {
  services: Services;
  sessionToken: string;
  code: string;
  clientRef: string;
}): Promise<ConsentView> {
  const session = await findConsentSession(services, sessionToken);
  if (!session || !isSessionOpen(session) || session.state !== 'code_sent') return closedView(services, session);
  await services.rateLimits.consume(CODE_TRY_PER_CLIENT, clientRef);
  const entered = code.trim();
  if (!OTP_PATTERN.test(entered)) return codeView({ error: texts.codeFormat });
  if (!session.codeHash || !session.codeExpiresAt || session.codeExpiresAt <= new Date())
    return codeView({ error: texts.codeExpired });

  // Past its own wrong codes for this BVN, a browser or address has no code compared: its guessing stops
  // there, while the holder's code, typed elsewhere, still counts.
  const attempt = attemptOn(services, session, clientRef);
  if (await hasTypedTooManyWrongCodes(attempt)) {
    await endConsent(services, session, 'failed', 'TOO_MANY_TRIES');
    return {
      kind: 'redirect',
      location: returnAddress(session.returnTo, { msg: 'bvn_error', igErrorCode: 'TOO_MANY_TRIES' }),
    };
  }

  const [counted] = await services.database.db
    .update(bvnConsentSessions)
    .set({ codeAttempts: sql`${bvnConsentSessions.codeAttempts} + 1` })
    .where(and(eq(bvnConsentSessions.id, session.id), eq(bvnConsentSessions.state, 'code_sent')))
    .returning();
  if (!counted || !counted.codeHash) return closedView(services, counted);
  const tooMany = counted.codeAttempts > CONSENT_CODE_MAX_TRIES;
  if (tooMany || !constantTimeEqual(consentCodeHash(session.id, entered), counted.codeHash)) {
    await services.audit.record({
      action: 'identity.consent.code_try',
      outcome: 'failure',
      subject: session.id,
      clientRef,
    });
    await countWrongCode(attempt);
    if (tooMany || counted.codeAttempts >= CONSENT_CODE_MAX_TRIES) {
      await endConsent(services, counted, 'failed', 'TOO_MANY_TRIES');
      return {
        kind: 'redirect',
        location: returnAddress(session.returnTo, { msg: 'bvn_error', igErrorCode: 'TOO_MANY_TRIES' }),
      };
    }
    return codeView({ error: texts.wrongCode(CONSENT_CODE_MAX_TRIES - counted.codeAttempts) });
  }

  const [approved] = await services.database.db
    .update(bvnConsentSessions)
    .set({ state: 'approved', codeHash: null, endedAt: new Date() })
    .where(
      and(
        eq(bvnConsentSessions.id, session.id),
        eq(bvnConsentSessions.state, 'code_sent'),
        eq(bvnConsentSessions.codeHash, counted.codeHash),
      ),
    )
    .returning();
  if (!approved) return closedView(services, await findConsentSession(services, sessionToken));

  const ref = generateToken();
  const now = Date.now();
  const data = services.cipher.decrypt(approved.dataSealed!, SEALED.sessionData);
  await services.database.db.insert(bvnReferences).values({
    refHash: hashToken(ref),
    sessionId: approved.id,
    bvnHash: approved.bvnHash,
    redeemedBy: approved.browserRef,
    dataSealed: services.cipher.encrypt(data, SEALED.referenceData),
    redeemBy: new Date(now + BVN_REFERENCE_REDEEM_SECONDS * 1000),
    useBy: new Date(now + BVN_REFERENCE_USE_SECONDS * 1000),
  });
  await services.audit.record({
    action: 'identity.consent.approve',
    outcome: 'success',
    subject: approved.id,
    clientRef,
  });
  return { kind: 'redirect', location: returnAddress(approved.returnTo, { msg: 'has_bvn_data', ref }) };
}

/** 'Decline': the application learns only that the holder said no. */
export async function declineBvnConsent({
  services,
  sessionToken,
}: {
  services: Services;
  sessionToken: string;
}): Promise<ConsentView> {
  const session = await findConsentSession(services, sessionToken);
  if (!session || !isSessionOpen(session)) return closedView(services, session);
  await endConsent(services, session, 'declined');
  return { kind: 'redirect', location: returnAddress(session.returnTo, { msg: 'bvn_declined' }) };
}
