import { PHONE_LENGTH } from './constants';

/** What a phone field accepts as typed: an optional plus, digits, spaces, parentheses, hyphens. */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/;

const NIGERIA_CALLING_CODE = '234';
const LOCAL_NIGERIAN_LENGTH = 11; // 0 and ten digits

/**
 * The international digits-only form stored everywhere: '0803 123 4567' and '+234 803 123 4567'
 * both become '2348031234567'. Other input comes back with its separators stripped, so that the
 * 13-digit rule can reject it.
 */
export function toInternationalPhone(input: string): string {
  const digits = input.replace(/[+\s()-]/g, '');
  if (/^\d+$/.test(digits) && digits.length === LOCAL_NIGERIAN_LENGTH) {
    return NIGERIA_CALLING_CODE + digits.slice(-10);
  }
  return digits;
}

export function countPhoneDigits(input: string): number {
  return input.replace(/\D/g, '').length;
}

/**
 * The stored form's rule (section 5: 13 characters, country code included): a Nigerian number is
 * 234 and ten digits; a number of another country, chosen with the picker, is as long as its own
 * numbering plan makes it (at most 15 digits, E.164).
 */
export function isStoredPhone(digits: string): boolean {
  if (!/^\d{8,15}$/.test(digits)) return false;
  return digits.startsWith(NIGERIA_CALLING_CODE) ? digits.length === PHONE_LENGTH : true;
}

/**
 * A stored phone as people read it: a Nigerian number '+234 803 123 4567', another country's
 * '+' and its digits (its grouping is its own), '' for none.
 */
export function formatPhone(digits: string): string {
  if (!digits) return '';
  const nigerian = /^234(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return nigerian ? `+234 ${nigerian.slice(1).join(' ')}` : `+${digits}`;
}
