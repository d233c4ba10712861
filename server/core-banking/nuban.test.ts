import { describe, expect, it } from 'vitest';
import { isValidNuban, nubanCheckDigit, toNuban } from './nuban';

describe('NUBAN', () => {
  it("matches the CBN's published example: bank 011, serial 000001457 gives 0000014579", () => {
    // Deposit money banks' 3-digit codes become 6-digit institution codes by leading zeros.
    expect(nubanCheckDigit('000011', '000001457')).toBe(9);
    expect(toNuban('000011', 1457)).toBe('0000014579');
    expect(isValidNuban('000011', '0000014579')).toBe(true);
  });

  it('turns a check of 10 into 0 and validates numbers of the default institution', () => {
    // 999999 + 000000001: 9 * (3+7+3+3+7+3) + 1 * 3 = 237, so 10 - 7 = 3.
    expect(toNuban('999999', 1)).toBe('0000000013');
    // 000000 + 000000010: the 1 sits at the 14th digit, weight 7; 10 - 7 = 3.
    expect(toNuban('000000', 10)).toBe('0000000103');
    // 000000 + 000000019: 1 * 7 + 9 * 3 = 34, so 10 - 4 = 6.
    expect(toNuban('000000', 19)).toBe('0000000196');
    // 000000 + 000000055: 5 * 7 + 5 * 3 = 50, so 10 - 0 = 10, which becomes 0.
    expect(toNuban('000000', 55)).toBe('0000000550');
    for (let serial = 1; serial < 200; serial += 1)
      expect(isValidNuban('999999', toNuban('999999', serial))).toBe(true);
  });

  it('rejects a mistyped digit and malformed input', () => {
    expect(isValidNuban('000011', '0000014578')).toBe(false);
    expect(isValidNuban('000011', '000001457')).toBe(false);
    expect(() => nubanCheckDigit('011', '000001457')).toThrow(/6 digits/);
    expect(() => toNuban('999999', 1_000_000_000)).toThrow(/exhausted/);
  });
});
