import { eq } from 'drizzle-orm';
import { bvnConsentTexts } from '../../domain/messages/bvn-consent';
import { bvnConsentSessions } from '../db/schema';
import { generateOtp, generateToken, hashToken } from '../security/tokens';
import type { Services } from '../services';
import {
  CONSENT_CODE_SECONDS,
  SEALED,
  findConsentSession,
  isSessionOpen,
  type ConsentSession,
} from './consent-session';
import { CODE_SEND_PER_CLIENT, CODE_SEND_PER_SESSION } from './identity-limits';
import { closedView, codeView, type ConsentView } from './consent-views';

/** The stored form of a code: hashed with its session, so equal codes of two sessions differ. */
export function consentCodeHash(sessionId: string, code: string) {
  return hashToken(`${sessionId}:${code}`);
}

/**
 * Sends a new one-time code to the registered phone; only the newest code works, and the tries of
 * the session carry on across codes. A session without a phone (a BVN the provider does not know)
 * goes through the same steps without an SMS, behind a code hash that no code of digits can match.
 */
export async function sendConsentCode({
  services,
  session,
  clientRef,
  notice,
}: {
  services: Services;
  session: ConsentSession;
  clientRef: string;
  notice?: string;
}): Promise<ConsentView> {
  await services.rateLimits.consume(CODE_SEND_PER_SESSION, session.id);
  await services.rateLimits.consume(CODE_SEND_PER_CLIENT, clientRef);
  const phone = session.consentPhoneSealed
    ? services.cipher.decrypt(session.consentPhoneSealed, SEALED.sessionPhone)
    : undefined;
  const code = phone ? generateOtp() : generateToken();
  await services.database.db
    .update(bvnConsentSessions)
    .set({
      state: 'code_sent',
      codeHash: consentCodeHash(session.id, code),
      codeExpiresAt: new Date(Date.now() + CONSENT_CODE_SECONDS * 1000),
    })
    .where(eq(bvnConsentSessions.id, session.id));
  if (phone) await services.messenger.sendSms({ to: phone, text: bvnConsentTexts.smsText(code) });
  await services.audit.record({
    action: 'identity.consent.code_send',
    outcome: phone ? 'success' : 'refused',
    subject: session.id,
    clientRef,
  });
  return codeView(notice ? { notice } : {});
}

/** 'Send a new code' on the consent page. */
export async function resendConsentCode({
  services,
  sessionToken,
  clientRef,
}: {
  services: Services;
  sessionToken: string;
  clientRef: string;
}): Promise<ConsentView> {
  const session = await findConsentSession(services, sessionToken);
  if (!session || !isSessionOpen(session) || session.state !== 'code_sent') return closedView(services, session);
  return sendConsentCode({ services, session, clientRef, notice: bvnConsentTexts.codeResent });
}
