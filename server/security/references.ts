import { randomInt } from 'node:crypto';

const LAGOS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' });
/** Letters and digits no one confuses when reading a reference aloud (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A reference customers quote: `DSR-20261125-7Q4KX2`, the day it was made in Lagos and six characters. */
export function newReference(prefix: string, now = new Date()): string {
  const tail = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}-${LAGOS_DAY.format(now).replaceAll('-', '')}-${tail}`;
}
