/** Business constants and limits of the specification (section 9). */

export const IDENTITY_NUMBER_LENGTH = 11; // BVN and NIN
/** The one-time codes sent by SMS or e-mail: their generator, every check, input and text follow it. */
export const OTP_LENGTH = 6;
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
/** Staff authenticator apps' codes (TOTP, RFC 6238): what the usual apps show, apart from the SMS codes. */
export const AUTHENTICATOR_CODE_LENGTH = 6;
export const AUTHENTICATOR_CODE_PATTERN = new RegExp(`^\\d{${AUTHENTICATOR_CODE_LENGTH}}$`);
export const ACCOUNT_NUMBER_LENGTH = 10;
export const LOGIN_PASSWORD_LENGTH = 10;
/** Phone numbers are stored in the international form: 234 and ten digits. */
export const PHONE_LENGTH = 13;
export const PHONE_MAX_DIGITS = 15;
export const DEFAULT_PHONE_COUNTRY = 'NG';

/** Files: 1 MB in the wizard, 2,000,000 bytes in the other forms; each form's hint and message say its own limit (decision 010). */
export const WIZARD_MAX_FILE_BYTES = 1_000_000;
/** Quick, instant and linking forms. */
export const DEFAULT_MAX_FILE_BYTES = 2_000_000;

/** A file limit as the hint and the message word it: '1MB', '2MB' (decimal, as the limits are). */
export function fileLimitLabel(maxBytes: number): string {
  return `${Number((maxBytes / 1_000_000).toFixed(1))}MB`;
}

export const QUICK_STEP = 50;
/** The application step of linking a BVN and NIN to an account (/profileupdate). */
export const LINKING_STEP = 51;

export const BVN_USSD_CODE = '*565*0#';
export const CBN_LINKING_CIRCULAR = {
  reference: 'PSM/DIR/PUB/CIR/001/053',
  issuedOn: '2023-12-01',
  linkingDeadline: '2024-03-01',
} as const;

export const SUBSCRIBE_ALERT_MS = 7000;
/**
 * Without JavaScript the footer form posts natively and the API answers 303 back to the page with
 * ?subscribe=success or ?subscribe=failed, from which the page shows the alert, and the form's id as
 * the fragment, so that the page opens at the form and its alert (issue 31.5).
 */
export const SUBSCRIBE_RESULT_PARAMETER = 'subscribe';
export const SUBSCRIBE_FORM_ID = 'newsletter-subscribe';
export const NOTICE_AUTO_CLOSE_MS = 10_000;
export const LOCAL_CACHE_EXPIRY_UNIT_MS = 60_000;
export const PHONE_SEARCH_DEBOUNCE_MS = 250;
export const CONFETTI = { pieces: 200, durationMs: 5000 } as const;
