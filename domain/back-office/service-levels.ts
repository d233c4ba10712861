import { isPublicHoliday } from './public-holidays';

/**
 * Service levels of the back office's queues (issue 30 point 4; decision 091), stated in the README.
 * An item is over its service level once it has waited longer than its level allows while still
 * open. Times are read in Lagos (UTC+1 all year); working days are Monday to Friday except Nigeria's
 * federal public holidays (public-holidays.ts, decision 094).
 */
export type ServiceLevel =
  | { unit: 'hours'; amount: number }
  | { unit: 'working-days'; amount: number }
  /** Data-subject requests: the legal clock, the request's own due date (30 days, days-left.ts). */
  | { unit: 'legal-clock' };

type ServiceLevelQueue =
  | 'application'
  | 'bvn-phone-help'
  | 'contact-message'
  | 'complaint'
  | 'data-request'
  | 'link'
  | 'loan'
  | 'whistle-blower';

export const SERVICE_LEVELS: Record<ServiceLevelQueue, ServiceLevel> = {
  /** Account applications: reviewed within one working day. */
  application: { unit: 'working-days', amount: 1 },
  /** Customers whose BVN phone is out of date: taken up by a member within one working day. */
  'bvn-phone-help': { unit: 'working-days', amount: 1 },
  /** Contact messages: answered within two days. */
  'contact-message': { unit: 'hours', amount: 48 },
  /** Complaints: acknowledged within 24 hours (decision 078). */
  complaint: { unit: 'hours', amount: 24 },
  /** Data-subject requests: the legal clock (the request's due date). */
  'data-request': { unit: 'legal-clock' },
  /** BVN/NIN link attempts: an account's new attempts reviewed within one working day. */
  link: { unit: 'working-days', amount: 1 },
  /** Mortgage applications: moved on within five days. */
  loan: { unit: 'hours', amount: 5 * 24 },
  /** Whistle-blower reports: taken up within three days. */
  'whistle-blower': { unit: 'hours', amount: 3 * 24 },
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const LAGOS_OFFSET_MS = HOUR_MS;

/** Each Lagos day's answer, by its number since 1970: the queues ask about the same few days again and again. */
const dayOffByNumber = new Map<number, boolean>();

/** Whether a moment falls, in Lagos, on a Saturday, a Sunday or a public holiday. */
function isDayOff(moment: Date): boolean {
  const number = Math.floor((moment.getTime() + LAGOS_OFFSET_MS) / DAY_MS);
  let off = dayOffByNumber.get(number);
  if (off === undefined) {
    const day = new Date(number * DAY_MS);
    off = [0, 6].includes(day.getUTCDay()) || isPublicHoliday(day.toISOString().slice(0, 10));
    dayOffByNumber.set(number, off);
  }
  return off;
}
/** The start (in Lagos) of the day a moment falls on. */
const lagosDayStart = (moment: Date) =>
  new Date(Math.floor((moment.getTime() + LAGOS_OFFSET_MS) / DAY_MS) * DAY_MS - LAGOS_OFFSET_MS);

/** Moves a moment by whole days, `step` (+1 or -1) at a time, past the days off it lands on. */
function moveWorkingDays(moment: Date, days: number, step: 1 | -1): Date {
  let at = moment;
  for (let moved = 0; moved < days; moved++) {
    at = new Date(at.getTime() + step * DAY_MS);
    while (isDayOff(at)) at = new Date(at.getTime() + step * DAY_MS);
  }
  return at;
}

/** The first working moment at or after a moment: a moment of a day off counts from the next working day's 00:00. */
function workingStart(moment: Date): Date {
  let at = moment;
  while (isDayOff(at)) at = lagosDayStart(new Date(at.getTime() + DAY_MS));
  return at;
}

/** The last working moment at or before a moment: on a day off the clock stands at the end of the last working day. */
function workingEnd(moment: Date): Date {
  if (!isDayOff(moment)) return moment;
  let day = lagosDayStart(moment);
  while (isDayOff(new Date(day.getTime() - 1))) day = new Date(day.getTime() - DAY_MS);
  return day;
}

/** When an item received at `receivedAt` is due (a data-subject request brings its own due date). */
export function serviceDueAt(level: ServiceLevel, receivedAt: Date, legalDueAt?: Date): Date {
  if (level.unit === 'legal-clock') return legalDueAt ?? receivedAt;
  if (level.unit === 'hours') return new Date(receivedAt.getTime() + level.amount * HOUR_MS);
  return moveWorkingDays(workingStart(receivedAt), level.amount, 1);
}

/**
 * The moment before which an item must have been received to be over its level at `now`: the one
 * comparison a queue's query makes (`received < cutoff`) to put those items first. Not for the legal
 * clock, which compares the due date with `now` itself.
 */
export function overCutoff(level: Exclude<ServiceLevel, { unit: 'legal-clock' }>, now: Date): Date {
  if (level.unit === 'hours') return new Date(now.getTime() - level.amount * HOUR_MS);
  const cutoff = moveWorkingDays(workingEnd(now), level.amount, -1);
  // A cutoff at the start of the first working day after days off: items received on those days
  // start their clock then too, so they are not over yet; the cutoff is where the days off begin.
  const before = new Date(cutoff.getTime() - 1);
  return isDayOff(before) ? workingEnd(before) : cutoff;
}

/** Whether an open item is over its service level at `now`. */
export function isOverServiceLevel(level: ServiceLevel, receivedAt: Date, now: Date, legalDueAt?: Date): boolean {
  return serviceDueAt(level, receivedAt, legalDueAt).getTime() < now.getTime();
}

/** An item's age in whole hours under two days, otherwise in whole days (for its words, messages/back-office/work.ts). */
export function ageOf(receivedAt: Date, now: Date): { unit: 'hours' | 'days'; amount: number } {
  const hours = Math.max(0, Math.floor((now.getTime() - receivedAt.getTime()) / HOUR_MS));
  return hours < 48 ? { unit: 'hours', amount: hours } : { unit: 'days', amount: Math.floor(hours / 24) };
}
