import { customerAreaTexts } from '../../domain/messages/customer-area';
import { tellOfLock, type PasswordLock, type PasswordTryLimits } from '../security/password-tries';
import { defineRateLimit } from '../security/rate-limits';
import type { Services } from '../services';
import { holderOf, type Profile } from './profiles';

const texts = customerAreaTexts.signIn;

/**
 * Wrong passwords (right ones are given back): 10 an hour per account and address, 50 an hour per
 * account from anywhere, 300 per 15 minutes per address, which a mobile carrier shares among
 * thousands of customers (docs/decisions/049).
 */
export const SIGN_IN_LIMITS: PasswordTryLimits = {
  perAccountAndClient: defineRateLimit({
    action: 'sign-in.username.client',
    max: 10,
    windowSeconds: 60 * 60,
    message: texts.wrongPasswordsFromNetwork,
  }),
  perAccount: defineRateLimit({
    action: 'sign-in.username',
    max: 50,
    windowSeconds: 60 * 60,
    message: texts.accountPaused,
  }),
  perClient: defineRateLimit({
    action: 'sign-in.client',
    max: 300,
    windowSeconds: 15 * 60,
    message: texts.networkPaused,
  }),
};
/** Codes sent and not used, per profile: a right password cannot flood the customer's phone, and signing in often costs nothing. */
export const SIGN_IN_CODES_PER_PROFILE = defineRateLimit({
  action: 'sign-in.codes',
  max: 5,
  windowSeconds: 60 * 60,
  message: texts.tooManyCodes,
});
/** Tells the holder that wrong passwords have paused sign-in to their profile: by e-mail, or by SMS when no e-mail is on record. */
export async function tellHolderOfLock(services: Services, profile: Profile, lock: Exclude<PasswordLock, null>) {
  const everywhere = lock === 'everywhere';
  await tellOfLock(services, profile.id, async () => {
    const holder = await holderOf(services, profile);
    if (holder?.email)
      await services.messenger.sendEmail({
        to: holder.email,
        subject: texts.lockNoticeSubject,
        text: texts.lockNoticeBody(everywhere),
      });
    else if (holder?.phoneNo)
      await services.messenger.sendSms({ to: holder.phoneNo, text: texts.lockNoticeSms(everywhere) });
  });
}
