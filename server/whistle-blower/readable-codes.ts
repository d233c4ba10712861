import { randomInt } from 'node:crypto';
import { normaliseReadableCode, READABLE_ALPHABET } from '../../domain/forms/whistle-blower';

const REFERENCE_PREFIX = 'WB';
const REFERENCE_GROUPS = 2;
// 28 symbols of 32 carry 140 bits: more than the 128 a secret needs, in seven groups of four.
const SECRET_GROUPS = 7;
const GROUP_LENGTH = 4;

function randomGroups(count: number): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: GROUP_LENGTH }, () => READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)]).join(''),
  );
}

/** A short reference that can be read out on the phone: WB-7K3Q-9XPM (40 bits, unique in the table). */
export function generateReportReference(): string {
  return [REFERENCE_PREFIX, ...randomGroups(REFERENCE_GROUPS)].join('-');
}

/** The reporter's secret, shown once: 7K3Q-9XPM-... (140 bits from the system's secure random source). */
export function generateReportSecret(): string {
  return randomGroups(SECRET_GROUPS).join('-');
}

/** 'wb 7k3q 9xpm' or 'WB-7K3Q-9XPM' (or with O for 0) as stored: 'WB-7K3Q-9XPM'; null when it cannot be one. */
export function canonicalReference(typed: string): string | null {
  const compact = normaliseReadableCode(typed).replace(/^WB/, '');
  const length = REFERENCE_GROUPS * GROUP_LENGTH;
  if (compact.length !== length || [...compact].some((symbol) => !READABLE_ALPHABET.includes(symbol))) return null;
  return [REFERENCE_PREFIX, compact.slice(0, GROUP_LENGTH), compact.slice(GROUP_LENGTH)].join('-');
}

/** The form of a secret that is hashed: typed case, spaces and hyphens do not matter. */
export function canonicalSecret(typed: string): string {
  return normaliseReadableCode(typed);
}
