import { describe, expect, it } from 'vitest';
import { isCalendarDate, isFutureDate, isPastOrTodayDate, isValidBirthDate, toIsoDate } from './dates';

const today = new Date('2025-06-15T12:00:00Z');

describe('isCalendarDate', () => {
  it('accepts real dates written yyyy-mm-dd', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('1990-12-31')).toBe(true);
  });

  it('refuses impossible dates and other formats', () => {
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('15/06/1990')).toBe(false);
    expect(isCalendarDate('1990-6-1')).toBe(false);
    expect(isCalendarDate('1990-06-01T00:00:00Z')).toBe(false);
  });
});

describe('isValidBirthDate', () => {
  it('accepts dates at least one year before today', () => {
    expect(isValidBirthDate('2024-06-15', today)).toBe(true);
    expect(isValidBirthDate('1985-01-20', today)).toBe(true);
    expect(isValidBirthDate('1900-01-01', today)).toBe(true);
  });

  it('refuses dates less than a year ago or in the future', () => {
    expect(isValidBirthDate('2024-06-16', today)).toBe(false);
    expect(isValidBirthDate('2025-01-01', today)).toBe(false);
    expect(isValidBirthDate('2030-01-01', today)).toBe(false);
  });

  it('needs a year beginning 19 or 20', () => {
    expect(isValidBirthDate('1899-12-31', today)).toBe(false);
    expect(isValidBirthDate('0990-01-01', today)).toBe(false);
  });

  it('refuses empty and malformed text', () => {
    expect(isValidBirthDate('', today)).toBe(false);
    expect(isValidBirthDate('1990-02-30', today)).toBe(false);
    expect(isValidBirthDate('01-01-1990', today)).toBe(false);
  });

  it('counts a year back from 29 February', () => {
    const leapDay = new Date('2024-02-29T12:00:00Z');
    expect(isValidBirthDate('2023-02-28', leapDay)).toBe(true);
    expect(isValidBirthDate('2023-03-01', leapDay)).toBe(false);
  });
});

describe('ID dates', () => {
  it('issue dates are today or earlier', () => {
    expect(isPastOrTodayDate('2025-06-15', today)).toBe(true);
    expect(isPastOrTodayDate('2025-06-16', today)).toBe(false);
    expect(isPastOrTodayDate('2025-02-30', today)).toBe(false);
  });

  it('expiry dates are after today', () => {
    expect(isFutureDate('2025-06-16', today)).toBe(true);
    expect(isFutureDate('2025-06-15', today)).toBe(false);
  });

  it('writes a date as yyyy-mm-dd', () => {
    expect(toIsoDate(today)).toBe('2025-06-15');
  });
});
