const DAY_MS = 24 * 60 * 60 * 1000;
/** Lagos is UTC+1 all year (no summer time). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** The number of the Lagos calendar day a moment falls on. */
const lagosDayNumber = (date: Date) => Math.floor((date.getTime() + LAGOS_OFFSET_MS) / DAY_MS);

/** Days left of a request's 30, in Lagos calendar days: 0 on the due day, negative once overdue. */
export function daysLeft(dueAt: Date, now = new Date()): number {
  return lagosDayNumber(dueAt) - lagosDayNumber(now);
}

/** The start (in Lagos) of the day `days` after today's: requests due before it have fewer than `days` days left. */
export function lagosDayStartAfter(days: number, now = new Date()): Date {
  return new Date((lagosDayNumber(now) + days) * DAY_MS - LAGOS_OFFSET_MS);
}

/** Compliance is reminded once a request has this many days left, or fewer. */
export const REMINDER_DAYS_LEFT = 5;
