import { defineRateLimit } from '../security/rate-limits';

/** The rate limits of BVN validation, declared together so that their sizes can be compared. */
export const CONSENT_START_PER_CLIENT = defineRateLimit({ action: 'identity.consent.start', max: 10, windowSeconds: 15 * 60 });
export const CONSENT_START_PER_BVN = defineRateLimit({ action: 'identity.consent.start.bvn', max: 5, windowSeconds: 60 * 60 });
export const BVN_LOOKUP_PER_CLIENT = defineRateLimit({ action: 'identity.bvn.lookup', max: 20, windowSeconds: 60 * 60 });
export const CODE_SEND_PER_SESSION = defineRateLimit({ action: 'identity.consent.code_send', max: 3, windowSeconds: 15 * 60 });
export const CODE_SEND_PER_CLIENT = defineRateLimit({ action: 'identity.consent.code_send.client', max: 10, windowSeconds: 60 * 60 });
export const CODE_TRY_PER_CLIENT = defineRateLimit({ action: 'identity.consent.code_try', max: 20, windowSeconds: 15 * 60 });
export const BVN_REDEEM_PER_CLIENT = defineRateLimit({ action: 'identity.bvn.redeem', max: 20, windowSeconds: 15 * 60 });
export const NIN_LOOKUP_PER_CLIENT = defineRateLimit({ action: 'identity.nin.lookup', max: 10, windowSeconds: 60 * 60 });
