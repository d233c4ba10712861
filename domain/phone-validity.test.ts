import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone-validity';

describe('isValidPhone', () => {
  it('accepts real Nigerian numbers in local and international forms', () => {
    expect(isValidPhone('08031234567')).toBe(true);
    expect(isValidPhone('2348031234567')).toBe(true);
    expect(isValidPhone('+234 803 123 4567')).toBe(true);
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
  });

  it('refuses numbers that are not phone numbers', () => {
    expect(isValidPhone('0803123')).toBe(false);
    expect(isValidPhone('08031234567x')).toBe(false);
    expect(isValidPhone('+1234567890123456')).toBe(false);
  });
});
