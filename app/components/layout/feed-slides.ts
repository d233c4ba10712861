/** The footer's X feed slider (specification 9): two posts in view, moving every 3000 ms. */
const FEED_VISIBLE_SLIDES = 2;
export const FEED_SLIDER_SPEED_MS = 3000;

/** The slide to scroll to next: one down, back to the first once the last ones are in view. */
export function nextSlideIndex(current: number, count: number, visible = FEED_VISIBLE_SLIDES): number {
  const lastStart = Math.max(0, count - visible);
  return current >= lastStart ? 0 : current + 1;
}

const POST_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2025-03-18' as '18 March 2025', the same on the server and in every browser. */
export function formatPostDate(isoDate: string): string {
  return POST_DATE.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
