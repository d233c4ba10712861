import { customerArea } from '../../domain/messages/customer-area';
import type { PasswordLock, PasswordTryLimits } from '../security/password-tries';
import { RateLimitedError, defineRateLimit } from '../security/rate-limits';
import type { Services } from '../services';
import { holderOf, type Profile } from './profiles';

const texts = customerArea.signIn;

/**
 * Wrong passwords (right ones are given back): 10 an hour per account and address, 50 an hour per
 * account from anywhere, 300 per 15 minutes per address, which a mobile carrier shares among
 * thousands of customers (docs/decisions/049).
 */
export const SIGN_IN_LIMITS: PasswordTryLimits = {
  perAccountAndClient: defineRateLimit({ action: 'sign-in.username.client', max: 10, windowSeconds: 60 * 60, message: texts.wrongPasswordsFromNetwork }),
  perAccount: defineRateLimit({ action: 'sign-in.username', max: 50, windowSeconds: 60 * 60, message: texts.accountPaused }),
  perClient: defineRateLimit({ action: 'sign-in.client', max: 300, windowSeconds: 15 * 60, message: texts.networkPaused }),
};
/** Codes sent and not used, per profile: a right password cannot flood the customer's phone, and signing in often costs nothing. */
export const SIGN_IN_CODES_PER_PROFILE = defineRateLimit({ action: 'sign-in.codes', max: 5, windowSeconds: 60 * 60, message: texts.tooManyCodes });
/** However often strangers lock an account, its holder hears of it at most this often. */
const LOCK_NOTICES_PER_PROFILE = defineRateLimit({ action: 'sign-in.lock-notice', max: 3, windowSeconds: 60 * 60 });

/**
 * Tells the holder that wrong passwords have paused sign-in to their profile: by e-mail, or by SMS
 * when no e-mail is on record. A notice that cannot go out does not change the answer of the sign-in.
 */
export async function tellHolderOfLock(services: Services, profile: Profile, lock: Exclude<PasswordLock, null>) {
  try {
    await services.rateLimits.consume(LOCK_NOTICES_PER_PROFILE, profile.id);
    const holder = await holderOf(services, profile);
    const everywhere = lock === 'everywhere';
    if (holder?.email) await services.messenger.sendEmail({ to: holder.email, subject: texts.lockNoticeSubject, text: texts.lockNoticeBody(everywhere) });
    else if (holder?.phoneNo) await services.messenger.sendSms({ to: holder.phoneNo, text: texts.lockNoticeSms(everywhere) });
  } catch (error) {
    if (error instanceof RateLimitedError) return;
    services.logger.warn({ err: error, profileId: profile.id }, 'sign-in lock notice not sent');
  }
}
