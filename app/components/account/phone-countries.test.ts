import { describe, expect, it } from 'vitest';
import { phoneCallingCodes } from '../../../scripts/phone-calling-codes.mjs';
import callingCodesFile from './phone-calling-codes.json';
import { PHONE_COUNTRIES, countryOfNumber, searchPhoneCountries } from './phone-countries';
import { DEFAULT_COUNTRY, switchDialCode } from './phone-country';

const byCode = (code: string) => PHONE_COUNTRIES.find((country) => country.code === code)!;

describe('phone countries', () => {
  it('take their calling codes from the installed libphonenumber-js (else run `npm run phone:codes`)', () => {
    expect(callingCodesFile).toEqual(phoneCallingCodes());
  });

  it('defaults to Nigeria, +234', () => {
    expect(DEFAULT_COUNTRY).toEqual({ code: 'NG', name: 'Nigeria', dialCode: '234' });
    // The field starts with it before the table arrives: the table's Nigeria must be the same.
    expect(PHONE_COUNTRIES[0]).toEqual(DEFAULT_COUNTRY);
  });

  it('finds countries by name, code or dialling code, and nothing for nonsense', () => {
    expect(searchPhoneCountries('ghana').map((country) => country.code)).toEqual(['GH']);
    expect(searchPhoneCountries('+44').map((country) => country.code)).toContain('GB');
    expect(searchPhoneCountries('gb').map((country) => country.code)).toEqual(['GB']);
    expect(searchPhoneCountries('zzzz')).toEqual([]);
  });

  it('recognises the country of a number by its longest dialling code', () => {
    expect(countryOfNumber('2348031234567', byCode('US')).code).toBe('NG');
    expect(countryOfNumber('14165550000', byCode('CA')).code).toBe('CA');
    expect(countryOfNumber('353861234567', byCode('US')).code).toBe('IE');
    expect(countryOfNumber('447700900123', byCode('US')).code).toBe('GB');
    expect(countryOfNumber('', DEFAULT_COUNTRY).code).toBe('NG');
  });

  it('swaps the dialling code and keeps nothing from another country', () => {
    expect(switchDialCode('2348031234567', DEFAULT_COUNTRY, byCode('GH'))).toBe('2338031234567');
    expect(switchDialCode('', DEFAULT_COUNTRY, byCode('GH'))).toBe('233');
  });
});

// Issue 13.8: with Ghana chosen, a valid Ghana number was refused and a Nigerian one accepted.
describe('a number typed with another country chosen', () => {
  it("becomes that country's international form, which the shared rule accepts and stores", async () => {
    const { withChosenCountry } = await import('./phone-country');
    const { phoneRule } = await import('@domain/forms');
    const ghana = PHONE_COUNTRIES.find((country) => country.code === 'GH')!;
    const typed = withChosenCountry('0241234567', ghana);
    expect(typed).toBe('+233241234567');
    expect(phoneRule('phoneNo').safeParse(typed)).toEqual({ success: true, data: '233241234567' });
    // A Nigerian number under Ghana's code is not a Ghana number.
    expect(phoneRule('phoneNo').safeParse(withChosenCountry('08031234567', ghana)).success).toBe(false);
    expect(withChosenCountry('08031234567', DEFAULT_COUNTRY)).toBe('08031234567');
    expect(phoneRule('phoneNo').safeParse('08031234567')).toEqual({ success: true, data: '2348031234567' });
  });
});
