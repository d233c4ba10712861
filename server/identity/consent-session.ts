import { eq } from 'drizzle-orm';
import { bvnConsentSessions } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { hashToken } from '../security/tokens';
import type { Services } from '../services';
import { onboardingTexts } from '../../domain/messages/onboarding';
import type { BvnErrorCode } from '../../domain/messages/onboarding';

export const CONSENT_SESSION_SECONDS = 30 * 60;
export const CONSENT_CODE_SECONDS = 10 * 60;
export const CONSENT_CODE_MAX_TRIES = 5;
/** The page must fetch the data within 10 minutes of the consent... */
export const BVN_REFERENCE_REDEEM_SECONDS = 10 * 60;
/** ...and the form it filled must be sent within the hour. */
export const BVN_REFERENCE_USE_SECONDS = 60 * 60;

/** Columns sealed with the field cipher, one context each, so a value cannot be moved to another. */
export const SEALED = {
  sessionBvn: 'bvn_consent_sessions.bvn',
  sessionPhone: 'bvn_consent_sessions.consent_phone',
  sessionData: 'bvn_consent_sessions.data',
  referenceData: 'bvn_references.data',
} as const;

export type ConsentSession = typeof bvnConsentSessions.$inferSelect;

export async function findConsentSession(
  services: Services,
  sessionToken: string,
): Promise<ConsentSession | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(sessionToken)) return undefined;
  const [session] = await services.database.db
    .select()
    .from(bvnConsentSessions)
    .where(eq(bvnConsentSessions.tokenHash, hashToken(sessionToken)));
  return session;
}

export function isSessionOpen(session: ConsentSession, now = new Date()) {
  return (session.state === 'started' || session.state === 'code_sent') && session.expiresAt > now;
}

/** Same-site paths only ('/bvnvalidation', '/instantaccount/ind/r?x=1'): never another host. */
const SAME_SITE_PATH = /^\/(?![/\\])[A-Za-z0-9/_.~-]*(\?[A-Za-z0-9=&_.~%+-]*)?$/;

export function assertSameSitePath(returnTo: string) {
  if (!SAME_SITE_PATH.test(returnTo)) {
    throw new AppError(AppErrorCode.ValidationError, onboardingTexts.returnToInvalid, {
      fields: { returnTo: onboardingTexts.returnToInvalid },
    });
  }
}

/** The return address with the outcome's parameters (and any earlier outcome's removed). */
export function returnAddress(
  returnTo: string,
  outcome:
    { msg: 'has_bvn_data'; ref: string } | { msg: 'bvn_declined' } | { msg: 'bvn_error'; igErrorCode: BvnErrorCode },
) {
  const url = new URL(returnTo, 'http://same-site.invalid');
  for (const name of ['msg', 'ref', 'igErrorCode']) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/** '2348031234567' shows as '+234 803 *** 4567': enough to recognise, not enough to use. */
export function maskPhone(phone: string): string {
  if (!/^\d{13}$/.test(phone)) return '***';
  return `+${phone.slice(0, 3)} ${phone.slice(3, 6)} *** ${phone.slice(-4)}`;
}
