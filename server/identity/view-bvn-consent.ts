import { eq } from 'drizzle-orm';
import type { BvnErrorCode } from '../../domain/messages/onboarding';
import { IdentityProviderUnavailableError } from '../adapters/identity';
import { bvnConsentSessions } from '../db/schema';
import type { Services } from '../services';
import { toBvnData } from './bvn-data';
import { SEALED, findConsentSession, isSessionOpen, returnAddress } from './consent-session';
import { closedView, codeView, type ConsentView } from './consent-views';
import { BVN_LOOKUP_PER_CLIENT } from './identity-limits';
import { sendConsentCode } from './send-consent-code';

/**
 * Opening the consent page: the first view looks the BVN up (keeping the result sealed, so later
 * views cost no look-up) and sends the code to the phone of its record. A BVN the provider does not
 * know, or one without a phone, gets the very same page and no SMS, so the page tells a stranger
 * nothing; no code can approve it. An outage shows a page that keeps everything.
 */
export async function viewBvnConsent({
  services,
  sessionToken,
  clientRef,
}: {
  services: Services;
  sessionToken: string;
  clientRef: string;
}): Promise<ConsentView> {
  const session = await findConsentSession(services, sessionToken);
  if (!session || !isSessionOpen(session)) return closedView(services, session);
  if (session.state === 'code_sent') return codeView();

  await services.rateLimits.consume(BVN_LOOKUP_PER_CLIENT, clientRef);
  const bvnNo = services.cipher.decrypt(session.bvnSealed, SEALED.sessionBvn);
  let lookup;
  try {
    lookup = await services.identity.lookupBvn(bvnNo);
  } catch (error) {
    if (!(error instanceof IdentityProviderUnavailableError)) throw error;
    services.logger.warn({ provider: services.identity.name, sessionId: session.id }, 'identity provider unavailable');
    await services.audit.record({
      action: 'identity.bvn.lookup',
      outcome: 'failure',
      subject: session.id,
      clientRef,
      details: { reason: 'PROVIDER_UNAVAILABLE' },
    });
    return {
      kind: 'unavailable',
      backTo: returnAddress(session.returnTo, { msg: 'bvn_error', igErrorCode: 'PROVIDER_UNAVAILABLE' }),
    };
  }
  const failure: BvnErrorCode | undefined = !lookup
    ? 'BVN_NOT_FOUND'
    : !lookup.consentPhone
      ? 'NO_REGISTERED_PHONE'
      : undefined;
  if (failure || !lookup) {
    await services.audit.record({
      action: 'identity.bvn.lookup',
      outcome: 'failure',
      subject: session.id,
      clientRef,
      details: { reason: failure ?? 'BVN_NOT_FOUND' },
    });
    return sendConsentCode({ services, session, clientRef });
  }
  const [updated] = await services.database.db
    .update(bvnConsentSessions)
    .set({
      consentPhoneSealed: services.cipher.encrypt(lookup.consentPhone, SEALED.sessionPhone),
      dataSealed: services.cipher.encrypt(JSON.stringify(toBvnData(lookup.record)), SEALED.sessionData),
    })
    .where(eq(bvnConsentSessions.id, session.id))
    .returning();
  return sendConsentCode({ services, session: updated, clientRef });
}
