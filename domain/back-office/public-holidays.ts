import { DECLARED_HOLIDAYS } from './declared-holidays';

/**
 * Nigeria's federal public holidays (decision 094), days written yyyy-mm-dd in Lagos: the fixed
 * dates, Good Friday and Easter Monday, and the Islamic holidays of the bank's list
 * (declared-holidays.ts; a year missing from it has none). A holiday on a Saturday or Sunday is
 * kept on the next weekday that is not already one, as the government declares: Christmas on a
 * Saturday and Boxing Day on a Sunday give Monday and Tuesday.
 */
const FIXED_HOLIDAYS = [
  '01-01', // New Year's Day
  '05-01', // Workers' Day
  '06-12', // Democracy Day
  '10-01', // Independence Day
  '12-25', // Christmas Day
  '12-26', // Boxing Day
];

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const shift = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const isWeekendDay = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The days off of a year, each holiday on its weekday (moved off the weekend), in date order. */
export function publicHolidaysOf(year: number): string[] {
  const easter = easterSunday(year);
  const days = [
    ...FIXED_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`),
    shift(easter, -2),
    shift(easter, 1),
    ...DECLARED_HOLIDAYS.map((holiday) => holiday.day).filter((day) => day.startsWith(`${year}-`)),
  ].sort();
  const off = new Set<string>();
  for (const day of days) {
    let moved = day;
    while (isWeekendDay(moved) || off.has(moved)) moved = shift(moved, 1);
    off.add(moved);
  }
  return [...off].sort();
}

const byYear = new Map<number, ReadonlySet<string>>();

/** Whether a Lagos day (yyyy-mm-dd) is a public holiday. */
export function isPublicHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Set(publicHolidaysOf(year));
    byYear.set(year, days);
  }
  return days.has(day);
}
