import type { CountryCode } from 'libphonenumber-js';
import { COUNTRIES } from '@domain/lists';
import type { PhoneCountry } from './phone-country';
// libphonenumber-js's calling codes, written by `npm run phone:codes`: the library stays out of the page.
import { callingCodes, mainCountryOfCode } from './phone-calling-codes.json';

/*
 * The phone field's table of countries, which the browser fetches when the field unlocks (or holds
 * an international number): the page arrives without it (docs/decisions/036).
 */

const CALLING_CODES: Record<string, string | undefined> = callingCodes;

/** Countries a phone number can belong to, Nigeria first as in the country list. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = COUNTRIES.flatMap((country) => {
  const dialCode = CALLING_CODES[country.code];
  return dialCode ? [{ code: country.code as CountryCode, name: country.name, dialCode }] : [];
});

/** Countries whose name, code or dialling code contains the query (case and '+' ignored). */
export function searchPhoneCountries(query: string): readonly PhoneCountry[] {
  const wanted = query.trim().toLowerCase().replace(/^\+/, '');
  if (!wanted) return PHONE_COUNTRIES;
  return PHONE_COUNTRIES.filter(
    (country) =>
      country.name.toLowerCase().includes(wanted) ||
      country.code.toLowerCase() === wanted ||
      country.dialCode.startsWith(wanted),
  );
}

/**
 * The country a number in international digits belongs to: the longest dialling code it starts
 * with, keeping the current country when it shares that code (+1 is the US, Canada and others).
 */
export function countryOfNumber(digits: string, current: PhoneCountry): PhoneCountry {
  if (digits.startsWith(current.dialCode)) {
    const longer = PHONE_COUNTRIES.find(
      (country) => country.dialCode.length > current.dialCode.length && digits.startsWith(country.dialCode),
    );
    if (!longer) return current;
  }
  let best: PhoneCountry | undefined;
  for (const country of PHONE_COUNTRIES) {
    if (digits.startsWith(country.dialCode) && (!best || country.dialCode.length > best.dialCode.length))
      best = country;
  }
  if (!best) return current;
  // Several countries share a code; the metadata lists the main one first (+44 is the UK).
  const main = (mainCountryOfCode as Record<string, string | undefined>)[best.dialCode];
  return PHONE_COUNTRIES.find((country) => country.code === main) ?? best;
}
