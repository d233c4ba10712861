import { describe, expect, it } from 'vitest';
import { countPhoneDigits, PHONE_PATTERN, toInternationalPhone, formatPhone } from './phone';

describe('toInternationalPhone', () => {
  it('turns an 11-digit Nigerian number into 234 and its last ten digits', () => {
    expect(toInternationalPhone('08031234567')).toBe('2348031234567');
  });

  it('strips plus, spaces, parentheses and hyphens', () => {
    expect(toInternationalPhone('0803 123 4567')).toBe('2348031234567');
    expect(toInternationalPhone('(0803)-123-4567')).toBe('2348031234567');
    expect(toInternationalPhone('+234 803 123 4567')).toBe('2348031234567');
    expect(toInternationalPhone('2348031234567')).toBe('2348031234567');
  });

  it('leaves other lengths for the 13-digit rule to refuse', () => {
    expect(toInternationalPhone('0803123456')).toBe('0803123456');
  });
});

describe('PHONE_PATTERN', () => {
  it('allows an optional plus, digits, spaces, parentheses and hyphens', () => {
    expect(PHONE_PATTERN.test('+234 (803) 123-4567')).toBe(true);
    expect(PHONE_PATTERN.test('0803.123.4567')).toBe(false);
    expect(PHONE_PATTERN.test('234+803')).toBe(false);
    expect(PHONE_PATTERN.test('0803abc')).toBe(false);
  });
});

describe('countPhoneDigits', () => {
  it('counts digits only', () => {
    expect(countPhoneDigits('+234 (803) 123-4567')).toBe(13);
  });
});

describe('formatPhone', () => {
  it('groups a Nigerian number as it is read aloud, and leaves others their digits', () => {
    expect(formatPhone('2348031234567')).toBe('+234 803 123 4567');
    expect(formatPhone('447700900123')).toBe('+447700900123');
    expect(formatPhone('')).toBe('');
  });
});
