import { describe, expect, it } from 'vitest';
import { DECLARED_HOLIDAYS } from './declared-holidays';
import { easterSunday, isPublicHoliday, publicHolidaysOf } from './public-holidays';

describe("Nigeria's public holidays", () => {
  it('computes Easter Sunday', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('gives 2026 its fixed dates, Good Friday, Easter Monday and the expected Islamic holidays, each on a weekday', () => {
    expect(publicHolidaysOf(2026)).toEqual([
      '2026-01-01',
      '2026-03-20', // Eid-el-Fitr, a Friday
      '2026-03-23', // its second day, a Saturday, on the Monday
      '2026-04-03', // Good Friday
      '2026-04-06', // Easter Monday
      '2026-05-01',
      '2026-05-27', // Eid-el-Kabir
      '2026-05-28',
      '2026-06-12',
      '2026-08-26', // Eid-el-Maulud
      '2026-10-01',
      '2026-12-25',
      '2026-12-28', // Boxing Day, a Saturday, on the Monday
    ]);
  });

  it('moves two weekend holidays in a row to the Monday and the Tuesday', () => {
    expect(publicHolidaysOf(2027)).toEqual([
      '2027-01-01',
      '2027-03-10', // Eid-el-Fitr
      '2027-03-11',
      '2027-03-26', // Good Friday
      '2027-03-29', // Easter Monday
      '2027-05-03', // Workers' Day, a Saturday
      '2027-05-17', // Eid-el-Kabir's second day, a Monday...
      '2027-05-18', // ...and its first, a Sunday, on the next free weekday
      '2027-06-14', // Democracy Day, a Saturday
      '2027-08-16', // Eid-el-Maulud, a Sunday
      '2027-10-01',
      '2027-12-27', // Christmas, a Saturday
      '2027-12-28', // Boxing Day, a Sunday
    ]);
  });

  it('keeps the Islamic holidays of 2026 and 2027 in the list, and none of a year the list lacks', () => {
    const years = new Set(DECLARED_HOLIDAYS.map((holiday) => holiday.day.slice(0, 4)));
    expect([...years]).toEqual(['2026', '2027']);
    for (const year of years)
      expect(
        DECLARED_HOLIDAYS.filter((holiday) => holiday.day.startsWith(year)).map((holiday) => holiday.name),
      ).toEqual([
        'Eid-el-Fitr',
        'Eid-el-Fitr, second day',
        'Eid-el-Kabir',
        'Eid-el-Kabir, second day',
        'Eid-el-Maulud',
      ]);
    expect(publicHolidaysOf(2030)).toHaveLength(8);
  });

  it('answers for a single day', () => {
    expect(isPublicHoliday('2026-04-03')).toBe(true);
    expect(isPublicHoliday('2026-12-26')).toBe(false);
    expect(isPublicHoliday('2026-12-28')).toBe(true);
    expect(isPublicHoliday('2026-11-27')).toBe(false);
  });
});
