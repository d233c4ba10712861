/**
 * Whether a phone number is real, by libphonenumber-js: apart from domain/phone.ts so that a page
 * which only formats numbers does not load the library's metadata.
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, PHONE_LENGTH, PHONE_MAX_DIGITS } from './constants';
import { PHONE_PATTERN, countPhoneDigits, toInternationalPhone } from './phone';

/**
 * Whether a number is a real phone number: the typed pattern, at most 15 digits, and valid for
 * libphonenumber-js. A number with a plus is judged by its own country (the field's country picker
 * writes it so: +233 24 123 4567 is a Ghana number); one without is Nigerian, or else the stored
 * international digits-only form ('233241234567'). That last reading keeps the rule true of its
 * own output: the browser sends the checked (stored) form, and the server judges it again.
 */
export function isValidPhone(input: string): boolean {
  if (!PHONE_PATTERN.test(input) || countPhoneDigits(input) > PHONE_MAX_DIGITS) return false;
  const international = toInternationalPhone(input);
  if (input.trim().startsWith('+') || international.length === PHONE_LENGTH)
    return isValidPhoneNumber(`+${international}`);
  return (
    isValidPhoneNumber(input, DEFAULT_PHONE_COUNTRY) ||
    (/^[1-9]\d+$/.test(international) && isValidPhoneNumber(`+${international}`))
  );
}
