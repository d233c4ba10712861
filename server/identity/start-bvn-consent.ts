import type { BvnValidation } from '../../domain/forms';
import { isSandboxRefused } from '../adapters/identity';
import { bvnConsentSessions } from '../db/schema';
import { generateToken, hashToken } from '../security/tokens';
import type { Services } from '../services';
import { CONSENT_SESSION_SECONDS, SEALED, assertSameSitePath } from './consent-session';
import { CONSENT_START_PER_BVN_BROWSER, CONSENT_START_PER_CLIENT } from './identity-limits';
import { assertMayStartAfterWrongCodes } from './wrong-consent-codes';
import { identityUnavailable } from '../errors/refusals';

/** Where the consent pages are served: the sandbox's own, or the product's consent step for Dojah. */
export function consentPagesPath(services: Pick<Services, 'identity'>) {
  return services.identity.name === 'sandbox' ? '/sandbox/identity/consent' : '/identity/consent';
}

/**
 * Begins a BVN validation: records a consent session (BVN sealed, token hashed) and answers the
 * address of the consent page, where the holder approves with a code sent to their phone.
 */
export async function startBvnConsent({
  services,
  bvnNo,
  returnTo,
  clientRef,
  browserRef,
}: {
  services: Services;
  bvnNo: BvnValidation['bvnNo'];
  returnTo: string;
  clientRef: string;
  browserRef: string;
}): Promise<{ url: string }> {
  if (isSandboxRefused(services)) throw identityUnavailable();
  assertSameSitePath(returnTo);
  const bvnHash = services.keyedHash(bvnNo, 'bvn');
  await services.rateLimits.consume(CONSENT_START_PER_CLIENT, clientRef);
  // Per BVN and browser: a stranger starting consents for someone's BVN cannot lock its holder out.
  await services.rateLimits.consume(CONSENT_START_PER_BVN_BROWSER, `${bvnHash}:${browserRef}`);
  await assertMayStartAfterWrongCodes({ services, bvnHash, browserRef, clientRef });

  const sessionToken = generateToken();
  const [session] = await services.database.db
    .insert(bvnConsentSessions)
    .values({
      tokenHash: hashToken(sessionToken),
      bvnSealed: services.cipher.encrypt(bvnNo, SEALED.sessionBvn),
      bvnHash,
      returnTo,
      clientRef,
      browserRef,
      expiresAt: new Date(Date.now() + CONSENT_SESSION_SECONDS * 1000),
    })
    .returning({ id: bvnConsentSessions.id });
  await services.audit.record({
    action: 'identity.consent.start',
    outcome: 'pending',
    subject: session.id,
    clientRef,
    details: { provider: services.identity.name },
  });
  return { url: `${consentPagesPath(services)}/${sessionToken}` };
}
