import { defineRateLimit } from '../security/rate-limits';

/**
 * The limits of account opening (docs/decisions/007-abuse-controls.md). What identifies an attempt
 * (the browser, the customer) is limited tightly; the client address only has a high ceiling, since
 * a carrier or an office puts many customers behind one address.
 */
export const ACCOUNT_OPEN_PER_BROWSER = defineRateLimit({
  action: 'accounts.open.browser',
  max: 10,
  windowSeconds: 60 * 60,
});
export const ACCOUNT_OPEN_PER_CLIENT = defineRateLimit({ action: 'accounts.open', max: 300, windowSeconds: 60 * 60 });
export const ACCOUNT_CHECK_PER_BROWSER = defineRateLimit({
  action: 'accounts.check.browser',
  max: 30,
  windowSeconds: 15 * 60,
});
export const ACCOUNT_CHECK_PER_CLIENT = defineRateLimit({ action: 'accounts.check', max: 600, windowSeconds: 15 * 60 });
export const VERIFICATION_EMAIL_PER_CUSTOMER = defineRateLimit({
  action: 'accounts.verification_email',
  max: 3,
  windowSeconds: 15 * 60,
});
export const VERIFICATION_EMAIL_PER_CLIENT = defineRateLimit({
  action: 'accounts.verification_email.client',
  max: 300,
  windowSeconds: 60 * 60,
});
export const EMAIL_VERIFY_PER_CLIENT = defineRateLimit({
  action: 'accounts.verify_email',
  max: 300,
  windowSeconds: 15 * 60,
});
export const EMAIL_CHANGE_CODE_PER_CUSTOMER = defineRateLimit({
  action: 'accounts.email_change.code',
  max: 3,
  windowSeconds: 60 * 60,
});
/** Codes to the BVN phone that let another device continue a wizard (its link used): a few an hour. */
export const WIZARD_DEVICE_CODE_PER_CUSTOMER = defineRateLimit({
  action: 'accounts.wizard.device_code',
  max: 3,
  windowSeconds: 60 * 60,
});
