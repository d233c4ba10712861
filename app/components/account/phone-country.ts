import type { CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY } from '@domain/constants';

export interface PhoneCountry {
  code: CountryCode;
  name: string;
  dialCode: string;
}

/** Nigeria, which the phone field starts with; a unit test holds it to the table of phone-countries.ts. */
export const DEFAULT_COUNTRY: PhoneCountry = { code: DEFAULT_PHONE_COUNTRY, name: 'Nigeria', dialCode: '234' };

/** Replaces the dialling code at the front of a number with another country's. */
export function switchDialCode(digits: string, from: PhoneCountry, to: PhoneCountry): string {
  const national = digits.startsWith(from.dialCode) ? digits.slice(from.dialCode.length) : '';
  return to.dialCode + national;
}

/**
 * What the phone field holds once a country other than Nigeria is chosen: typed local digits
 * ('024 123 4567' with Ghana chosen) become that country's international form (+233241234567),
 * so the number is judged, sent and stored as that country's. Nigeria keeps local typing, which
 * the server converts.
 */
export function withChosenCountry(value: string, chosen: PhoneCountry): string {
  if (chosen.code === DEFAULT_COUNTRY.code || value === '' || value.startsWith('+')) return value;
  return `+${chosen.dialCode}${value.replace(/^0/, '')}`;
}
