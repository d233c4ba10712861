/**
 * A run of 10 or 11 digits, alone or in groups split by single spaces or hyphens: the shape of a
 * BVN or NIN (11) and of a NUBAN account number (10).
 */
const IDENTITY_NUMBER = /(?<![\d-])\d(?:[ -]?\d){9,10}(?![\d]|-\d)/g;

/** A Nigerian mobile number written locally (0803 123 4567): contact details, not an identity number. */
const LOCAL_MOBILE = /^0[789][01]\d{8}$/;

const VISIBLE_DIGITS = 4;

/**
 * Masks what looks like a BVN, NIN or account number in free text, keeping its last four digits
 * ("My BVN is 22222222222" becomes "My BVN is *******2222"), so that a number a customer typed
 * against the form's advice is neither stored nor forwarded in clear.
 */
export function maskIdentityNumbers(text: string): { text: string; masked: boolean } {
  let masked = false;
  const result = text.replace(IDENTITY_NUMBER, (match) => {
    const digits = match.replace(/\D/g, '');
    if (LOCAL_MOBILE.test(digits)) return match;
    masked = true;
    return '*'.repeat(digits.length - VISIBLE_DIGITS) + digits.slice(-VISIBLE_DIGITS);
  });
  return { text: result, masked };
}
