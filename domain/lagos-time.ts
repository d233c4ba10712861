/** Dates as the bank's customers read them: Lagos time, day month year. */
const LAGOS_DATE = new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeZone: 'Africa/Lagos' });
const LAGOS_DATE_TIME = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

export const lagosDate = (date: Date | string) => LAGOS_DATE.format(new Date(date));
export const lagosDateTime = (date: Date | string) => LAGOS_DATE_TIME.format(new Date(date));
