/** Dates as the bank's customers read them: Lagos time, day month year. */
const LAGOS_DATE = new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeZone: 'Africa/Lagos' });
const LAGOS_DATE_TIME = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

export const lagosDate = (date: Date | string) => LAGOS_DATE.format(new Date(date));
export const lagosDateTime = (date: Date | string) => LAGOS_DATE_TIME.format(new Date(date));

const LAGOS_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A time in an export: Lagos time with its zone named, `2026-11-27 15:04:05 WAT`, which a
 * spreadsheet sorts as text and a reader cannot take for UTC. Lagos keeps UTC+1 all year (WAT).
 * No time gives an empty cell.
 */
export function lagosExportTime(date: Date | string | null) {
  if (!date) return '';
  const part = Object.fromEntries(LAGOS_PARTS.formatToParts(new Date(date)).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} WAT`;
}

/** The day in Lagos, `2026-11-27`: what a date field holds. */
export const lagosIsoDate = (date: Date | string) => lagosExportTime(date).slice(0, 10);
