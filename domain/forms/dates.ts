/** Date checks on yyyy-mm-dd text, compared by the calendar date (UTC) of `today`. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BIRTH_YEAR = /^(19|20)\d{2}-/;

/** Whether the text is a real calendar date written yyyy-mm-dd (no 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A birth date: a calendar date, the year beginning 19 or 20, at least one year before today. */
export function isValidBirthDate(value: string, today: Date): boolean {
  if (!BIRTH_YEAR.test(value) || !isCalendarDate(value)) return false;
  const now = toIsoDate(today);
  const oneYearAgo = `${Number(now.slice(0, 4)) - 1}${now.slice(4)}`;
  // Text comparison is date order for yyyy-mm-dd; '2023-02-29' sorts between 02-28 and 03-01.
  return value <= oneYearAgo;
}

/** A calendar date on or before today (an ID's issue date). */
export function isPastOrTodayDate(value: string, today: Date): boolean {
  return isCalendarDate(value) && value <= toIsoDate(today);
}

/** A calendar date after today (an ID's expiry date). */
export function isFutureDate(value: string, today: Date): boolean {
  return isCalendarDate(value) && value > toIsoDate(today);
}
