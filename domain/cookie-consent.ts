/** The cookie banner's rules (specification 4, 9); the privacy policy names the cookie. */
export const CONSENT_COOKIE_NAME = 'mregistered';
/** The banner shows this long after the page has loaded. */
export const COOKIE_BANNER_DELAY_MS = 1000;
/** How long an acceptance is remembered: a year, then the visitor is asked again. */
const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** True when a cookie named mregistered exists, whatever its value. */
export function hasConsentCookie(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.split('=')[0]?.trim() === CONSENT_COOKIE_NAME);
}

/** The cookie that Accept stores: mregistered=true for the whole site. */
export function consentCookie({ isSecure }: { isSecure: boolean }): string {
  return [
    `${CONSENT_COOKIE_NAME}=true`,
    'path=/',
    `max-age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
}

/** Where the banner's form posts (Accept or Deny), and the stylesheet that shows the banner to visitors without scripts. */
export const COOKIE_CONSENT_PATH = '/cookie-consent';
export const COOKIE_BANNER_STYLESHEET_PATH = '/cookie-consent.css';
