import { defineRateLimit } from '../security/rate-limits';

export const ACCOUNT_OPEN_PER_CLIENT = defineRateLimit({ action: 'accounts.open', max: 10, windowSeconds: 60 * 60 });
export const ACCOUNT_CHECK_PER_CLIENT = defineRateLimit({ action: 'accounts.check', max: 30, windowSeconds: 15 * 60 });
export const VERIFICATION_EMAIL_PER_CUSTOMER = defineRateLimit({ action: 'accounts.verification_email', max: 3, windowSeconds: 15 * 60 });
export const VERIFICATION_EMAIL_PER_CLIENT = defineRateLimit({ action: 'accounts.verification_email.client', max: 10, windowSeconds: 60 * 60 });
export const EMAIL_VERIFY_PER_CLIENT = defineRateLimit({ action: 'accounts.verify_email', max: 20, windowSeconds: 15 * 60 });
