import { onboardingTexts } from '../../domain/messages/onboarding';
import { defineRateLimit } from '../security/rate-limits';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The rate limits of BVN validation, declared together so that their sizes can be compared
 * (docs/decisions/007-abuse-controls.md). Limits count what identifies an attempt (the BVN, the
 * consent session, the browser); per-address limits are only a high ceiling against floods, since a
 * Nigerian mobile carrier puts thousands of customers behind one address.
 */
export const CONSENT_START_PER_BVN_BROWSER = defineRateLimit({
  action: 'identity.consent.start.bvn_browser',
  max: 5,
  windowSeconds: 60 * 60,
});
export const CONSENT_START_PER_CLIENT = defineRateLimit({
  action: 'identity.consent.start',
  max: 300,
  windowSeconds: 15 * 60,
});
export const BVN_LOOKUP_PER_CLIENT = defineRateLimit({
  action: 'identity.bvn.lookup',
  max: 600,
  windowSeconds: 60 * 60,
});
export const CODE_SEND_PER_SESSION = defineRateLimit({
  action: 'identity.consent.code_send',
  max: 3,
  windowSeconds: 15 * 60,
});
export const CODE_SEND_PER_CLIENT = defineRateLimit({
  action: 'identity.consent.code_send.client',
  max: 600,
  windowSeconds: 60 * 60,
});
export const CODE_TRY_PER_CLIENT = defineRateLimit({
  action: 'identity.consent.code_try',
  max: 600,
  windowSeconds: 15 * 60,
});
/**
 * Wrong codes for one BVN typed in one browser (the one that started the consent) or from one
 * address: past these, that browser or address can neither start a validation of the BVN nor have a
 * code compared. A stranger spends their own allowance, not the holder's (docs/decisions/048).
 */
export const CODE_FAILURES_PER_BVN_BROWSER = defineRateLimit({
  action: 'identity.consent.code_fail.bvn_browser',
  max: 10,
  windowSeconds: DAY_SECONDS,
  message: onboardingTexts.bvnWrongCodesFromBrowser,
});
export const CODE_FAILURES_PER_BVN_CLIENT = defineRateLimit({
  action: 'identity.consent.code_fail.bvn_client',
  max: 20,
  windowSeconds: DAY_SECONDS,
  message: onboardingTexts.bvnWrongCodesFromNetwork,
});
/**
 * Wrong codes for one BVN, whoever typed them. It refuses nobody by itself: past it, new validations
 * of the BVN start at most every 15 minutes (which bounds guessing from many addresses), and a code
 * the holder received is still compared.
 */
export const CODE_FAILURES_PER_BVN = defineRateLimit({
  action: 'identity.consent.code_fail.bvn',
  max: 30,
  windowSeconds: DAY_SECONDS,
});
export const CONSENT_START_PER_BVN_SLOWED = defineRateLimit({
  action: 'identity.consent.start.bvn_slowed',
  max: 1,
  windowSeconds: 15 * 60,
  message: onboardingTexts.bvnSlowed,
});
export const BVN_REDEEM_PER_BROWSER = defineRateLimit({
  action: 'identity.bvn.redeem.browser',
  max: 20,
  windowSeconds: 15 * 60,
});
export const BVN_REDEEM_PER_CLIENT = defineRateLimit({
  action: 'identity.bvn.redeem',
  max: 600,
  windowSeconds: 15 * 60,
});
export const NIN_LOOKUP_PER_BROWSER = defineRateLimit({
  action: 'identity.nin.lookup.browser',
  max: 10,
  windowSeconds: 60 * 60,
});
export const NIN_LOOKUP_PER_CLIENT = defineRateLimit({
  action: 'identity.nin.lookup',
  max: 300,
  windowSeconds: 60 * 60,
});
/** Requests for another way than the code, per consent session: enough to change one's mind. */
export const PHONE_HELP_PER_SESSION = defineRateLimit({
  action: 'identity.bvn_phone_help.session',
  max: 5,
  windowSeconds: 60 * 60,
});
