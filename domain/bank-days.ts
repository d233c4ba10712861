/**
 * Bank days: the calendar days of Lagos (UTC+1 all year, no daylight saving), written yyyy-mm-dd.
 * A statement's period and a posting's day are read in them, wherever the server runs.
 */
const LAGOS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' });
const LAGOS_OFFSET = '+01:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The bank day of a moment (today by default). */
export const bankDayOf = (moment: Date = new Date()): string => LAGOS_DAY.format(moment);

/** The first moment of a bank day. */
export const bankDayStart = (day: string): Date => new Date(`${day}T00:00:00${LAGOS_OFFSET}`);

/** The bank day `days` after (or before, when negative) another. */
export const addBankDays = (day: string, days: number): string =>
  bankDayOf(new Date(bankDayStart(day).getTime() + days * DAY_MS));

/** How many bank days a period spans, both ends included. */
export const bankDaysBetween = (from: string, to: string): number =>
  Math.round((bankDayStart(to).getTime() - bankDayStart(from).getTime()) / DAY_MS) + 1;
