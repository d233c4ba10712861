/**
 * Money as integer kobo (₦1 = 100 kobo). Amounts are added, compared and rounded as integers, and
 * products of an amount and a rate go through BigInt, so no binary fraction ever drifts a figure.
 */

export const KOBO_PER_NAIRA = 100;

/** Rates and percentages are carried as integers of a millionth of a percent (6.5% is 6_500_000). */
const PERCENT_SCALE = 1_000_000n;

export const nairaToKobo = (naira: number): number => Math.round(naira * KOBO_PER_NAIRA);

/** An amount typed by a person ("25,000,000", "₦ 1,500.50") in kobo; null when it is not an amount of naira and kobo. */
export function parseNairaToKobo(text: string): number | null {
  const cleaned = text.replace(/[₦,\s]/g, '');
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * KOBO_PER_NAIRA + Number((match[2] ?? '').padEnd(2, '0'));
}

/** a / b rounded half up (towards +∞ at exactly one half), for b > 0. */
export function divideRoundingHalfUp(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  const remainder = a % b;
  if (remainder === 0n) return quotient;
  if (remainder > 0n) return 2n * remainder >= b ? quotient + 1n : quotient;
  return -2n * remainder > b ? quotient - 1n : quotient;
}

const scaledPercent = (percent: number) => BigInt(Math.round(percent * Number(PERCENT_SCALE)));

/** `percent`% of an amount in kobo, divided by `parts` (12 for a month of a yearly rate), rounded half up to the kobo. */
export function percentOfKobo(kobo: number, percent: number, parts = 1): number {
  return Number(divideRoundingHalfUp(BigInt(kobo) * scaledPercent(percent), 100n * PERCENT_SCALE * BigInt(parts)));
}

/** `percent`% of an amount in kobo, rounded down to the kobo (a budget never rounds up). */
export function percentOfKoboDown(kobo: number, percent: number): number {
  return Number((BigInt(kobo) * scaledPercent(percent)) / (100n * PERCENT_SCALE));
}

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

function splitKobo(kobo: number): { sign: string; whole: string; fraction: string } {
  const absolute = Math.abs(kobo);
  return {
    sign: kobo < 0 ? '-' : '',
    whole: String(Math.floor(absolute / KOBO_PER_NAIRA)),
    fraction: String(absolute % KOBO_PER_NAIRA).padStart(2, '0'),
  };
}

/**
 * An amount in kobo as the site shows it: ₦89,932.58 (or ₦25,000,000 with `wholeNaira` when the kobo
 * are nil). `symbol: ''` leaves the naira sign out, for a document whose fonts lack it.
 */
export function formatKobo(
  kobo: number,
  { wholeNaira = false, symbol = '₦' }: { wholeNaira?: boolean; symbol?: string } = {},
): string {
  const { sign, whole, fraction } = splitKobo(kobo);
  const grouped = whole.replace(GROUPS, ',');
  return wholeNaira && fraction === '00' ? `${sign}${symbol}${grouped}` : `${sign}${symbol}${grouped}.${fraction}`;
}

/** An amount in kobo as a plain decimal: 89932.58 (CSV, form fields). */
export function koboToDecimal(kobo: number): string {
  const { sign, whole, fraction } = splitKobo(kobo);
  return `${sign}${whole}.${fraction}`;
}

/** An amount in kobo as a form shows it: 25,000,000 or 1,500.50. */
export function koboToField(kobo: number): string {
  const { sign, whole, fraction } = splitKobo(kobo);
  return `${sign}${whole.replace(GROUPS, ',')}${fraction === '00' ? '' : `.${fraction}`}`;
}
