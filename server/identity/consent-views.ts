import { and, eq } from 'drizzle-orm';
import type { BvnErrorCode } from '../../domain/messages/onboarding';
import { bvnConsentSessions } from '../db/schema';
import type { Services } from '../services';
import { returnAddress, type ConsentSession } from './consent-session';

/** What the consent page shows, or where it sends the browser instead. */
export type ConsentView =
  | { kind: 'redirect'; location: string }
  | { kind: 'ended'; backTo?: string }
  | { kind: 'unavailable'; backTo: string }
  | { kind: 'code'; notice?: string; error?: string };

export async function endConsent(
  services: Services,
  session: ConsentSession,
  state: 'declined' | 'failed',
  reason?: BvnErrorCode,
) {
  await services.database.db
    .update(bvnConsentSessions)
    .set({ state, endedAt: new Date(), codeHash: null })
    .where(and(eq(bvnConsentSessions.id, session.id), eq(bvnConsentSessions.state, session.state)));
  await services.audit.record({
    action: state === 'declined' ? 'identity.consent.decline' : 'identity.consent.fail',
    outcome: state === 'declined' ? 'refused' : 'failure',
    subject: session.id,
    details: reason ? { reason } : undefined,
  });
}

/**
 * The code page. It names no phone and looks the same for a BVN the provider does not know: a
 * stranger learns nothing from it; the holder, who gets the SMS, learns the rest.
 */
export function codeView(extra: { notice?: string; error?: string } = {}): ConsentView {
  return { kind: 'code', ...extra };
}

/** The view of an ended, expired or unknown session. */
export async function closedView(services: Services, session: ConsentSession | undefined): Promise<ConsentView> {
  if (!session) return { kind: 'ended' };
  if (session.state === 'started' || session.state === 'code_sent') {
    await endConsent(services, session, 'failed', 'CONSENT_EXPIRED');
    return {
      kind: 'redirect',
      location: returnAddress(session.returnTo, { msg: 'bvn_error', igErrorCode: 'CONSENT_EXPIRED' }),
    };
  }
  return { kind: 'ended', backTo: session.returnTo };
}
