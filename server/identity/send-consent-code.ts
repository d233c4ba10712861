import { eq } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import { bvnConsentSessions } from '../db/schema';
import { generateOtp, hashToken } from '../security/tokens';
import type { Services } from '../services';
import { CONSENT_CODE_SECONDS, SEALED, findConsentSession, isSessionOpen, type ConsentSession } from './consent-session';
import { CODE_SEND_PER_CLIENT, CODE_SEND_PER_SESSION } from './identity-limits';
import { closedView, codeView, type ConsentView } from './consent-views';

/** The stored form of a code: hashed with its session, so equal codes of two sessions differ. */
export function consentCodeHash(sessionId: string, code: string) {
  return hashToken(`${sessionId}:${code}`);
}

/** Sends a new 6-digit code to the registered phone; only the newest code works. */
export async function sendConsentCode({ services, session, clientRef, notice }: { services: Services; session: ConsentSession; clientRef: string; notice?: string }): Promise<ConsentView> {
  await services.rateLimits.consume(CODE_SEND_PER_SESSION, session.id);
  await services.rateLimits.consume(CODE_SEND_PER_CLIENT, clientRef);
  const code = generateOtp();
  const [updated] = await services.database.db
    .update(bvnConsentSessions)
    .set({
      state: 'code_sent',
      codeHash: consentCodeHash(session.id, code),
      codeExpiresAt: new Date(Date.now() + CONSENT_CODE_SECONDS * 1000),
      codeAttempts: 0,
    })
    .where(eq(bvnConsentSessions.id, session.id))
    .returning();
  const phone = services.cipher.decrypt(session.consentPhoneSealed!, SEALED.sessionPhone);
  await services.messenger.sendSms({ to: phone, text: messages.onboarding.consent.smsText(code) });
  await services.audit.record({ action: 'identity.consent.code_send', outcome: 'success', subject: session.id, clientRef });
  return codeView(services, updated, notice ? { notice } : {});
}

/** 'Send a new code' on the consent page. */
export async function resendConsentCode({ services, sessionToken, clientRef }: { services: Services; sessionToken: string; clientRef: string }): Promise<ConsentView> {
  const session = await findConsentSession(services, sessionToken);
  if (!session || !isSessionOpen(session) || session.state !== 'code_sent') return closedView(services, session);
  return sendConsentCode({ services, session, clientRef, notice: messages.onboarding.consent.codeResent });
}
