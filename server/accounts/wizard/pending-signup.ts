import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { bvnConsentSessions } from '../../db/schema';
import { CONSENT_CODE_SECONDS, type ConsentSession } from '../../identity/consent-session';
import { hashToken } from '../../security/tokens';
import type { Services } from '../../services';

/** Where the wizard's consent sessions say they return: the mark of a wizard's code. */
export const WIZARD_SIGNUP_RETURN = '/newaccount';

/** The countdown before 'Resend OTP' (a new code each time; only the newest works). */
export const RESEND_AFTER_SECONDS = 60;

export const FORM_SEAL = 'bvn_consent_sessions.wizard_form';

export type SignupPending = {
  status: 'pending';
  signupToken: string;
  codeSeconds: number;
  resendAfterSeconds: number;
  notice: string;
};

/** A code sent and still waiting: its seconds to live and the seconds before another may be sent. */
export function timingsOf(session: Pick<ConsentSession, 'codeExpiresAt'>, now = Date.now()) {
  const expiresAt = session.codeExpiresAt?.getTime() ?? now;
  const sentAt = expiresAt - CONSENT_CODE_SECONDS * 1000;
  return {
    codeSeconds: Math.max(0, Math.ceil((expiresAt - now) / 1000)),
    resendAfterSeconds: Math.max(0, Math.ceil((sentAt + RESEND_AFTER_SECONDS * 1000 - now) / 1000)),
  };
}

/**
 * Keeps step 1's fields with the consent session that carries its code, and the session's token
 * (both sealed: the table otherwise holds the token's hash only), so that a reload finds them again.
 */
export async function keepWizardForm(services: Services, signupToken: string, form: Record<string, string>) {
  await services.database.db
    .update(bvnConsentSessions)
    .set({ wizardFormSealed: services.cipher.encrypt(JSON.stringify({ signupToken, form }), FORM_SEAL) })
    .where(eq(bvnConsentSessions.tokenHash, hashToken(signupToken)));
}

/**
 * The wizard's code this browser is waiting for, the newest first (of one BVN when given): a code
 * sent, not used, not expired, not locked out. The code itself stays as it was: nothing is sent.
 */
export async function findWaitingSignup({
  services,
  browserRef,
  bvnHash,
}: {
  services: Services;
  browserRef: string;
  bvnHash?: string;
}) {
  const now = new Date();
  const [session] = await services.database.db
    .select()
    .from(bvnConsentSessions)
    .where(
      and(
        eq(bvnConsentSessions.browserRef, browserRef),
        eq(bvnConsentSessions.returnTo, WIZARD_SIGNUP_RETURN),
        eq(bvnConsentSessions.state, 'code_sent'),
        isNotNull(bvnConsentSessions.wizardFormSealed),
        gt(bvnConsentSessions.codeExpiresAt, now),
        gt(bvnConsentSessions.expiresAt, now),
        ...(bvnHash ? [eq(bvnConsentSessions.bvnHash, bvnHash)] : []),
      ),
    )
    .orderBy(desc(bvnConsentSessions.createdAt))
    .limit(1);
  return session;
}

/** The waiting code's token, step 1's fields and countdowns, as `keepWizardForm` kept them. */
export function waitingSignupOf(services: Services, session: ConsentSession) {
  const kept = JSON.parse(services.cipher.decrypt(session.wizardFormSealed ?? '', FORM_SEAL)) as {
    signupToken: string;
    form: Record<string, string>;
  };
  return { ...kept, ...timingsOf(session) };
}
