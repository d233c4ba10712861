/** How long until someone may try again, as a limit's message says it: '1 minute', '15 minutes'. */
export const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;
