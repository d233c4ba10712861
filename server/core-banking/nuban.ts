const WEIGHTS = [3, 7, 3];
const SERIAL_DIGITS = 9;

/**
 * The CBN's NUBAN check digit over the 6-digit institution code and the 9-digit serial: weights
 * 3, 7, 3 repeated over the 15 digits; 10 minus the sum modulo 10, and 0 when that is 10.
 */
export function nubanCheckDigit(institutionCode: string, serial: string): number {
  if (!/^\d{6}$/.test(institutionCode)) throw new Error('The institution code has 6 digits');
  if (!/^\d{9}$/.test(serial)) throw new Error('The NUBAN serial has 9 digits');
  const digits = `${institutionCode}${serial}`;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) sum += Number(digits[index]) * WEIGHTS[index % WEIGHTS.length];
  return (10 - (sum % 10)) % 10;
}

/** The 10-digit account number: the serial, zero-padded to 9 digits, then its check digit. */
export function toNuban(institutionCode: string, serialNumber: number | bigint): string {
  const serial = String(serialNumber).padStart(SERIAL_DIGITS, '0');
  if (serial.length > SERIAL_DIGITS) throw new Error('The NUBAN serial range is exhausted');
  return `${serial}${nubanCheckDigit(institutionCode, serial)}`;
}

export function isValidNuban(institutionCode: string, accountNumber: string): boolean {
  return (
    /^\d{10}$/.test(accountNumber) &&
    nubanCheckDigit(institutionCode, accountNumber.slice(0, 9)) === Number(accountNumber[9])
  );
}
