import { describe, expect, it } from 'vitest';
import {
  divideRoundingHalfUp,
  formatKobo,
  koboToDecimal,
  koboToField,
  parseNairaToKobo,
  percentOfKobo,
  percentOfKoboDown,
} from './kobo';

describe('kobo', () => {
  it('reads naira as people type them, to the kobo and never through a float', () => {
    expect(parseNairaToKobo('₦25,000,000')).toBe(2_500_000_000);
    expect(parseNairaToKobo('1,500.5')).toBe(150_050);
    expect(parseNairaToKobo('0.07')).toBe(7);
    expect(parseNairaToKobo('1.005')).toBeNull();
    expect(parseNairaToKobo('abc')).toBeNull();
    expect(parseNairaToKobo('')).toBeNull();
  });

  it('rounds half up to the kobo', () => {
    expect(divideRoundingHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundingHalfUp(7n, 3n)).toBe(2n);
    expect(divideRoundingHalfUp(-5n, 2n)).toBe(-2n);
    // 0.5% of ₦1.01 is 0.505 kobo: half up gives 1 kobo.
    expect(percentOfKobo(101, 0.5)).toBe(1);
    // A month of 6% a year on ₦15,000,000 is exactly ₦75,000.
    expect(percentOfKobo(1_500_000_000, 6, 12)).toBe(7_500_000);
    // 0.1 + 0.2 style drift does not reach the kobo: 10% of ₦0.30.
    expect(percentOfKobo(30, 10)).toBe(3);
    expect(percentOfKoboDown(100, 33.333333)).toBe(33);
  });

  it('writes amounts as Nigerians write them', () => {
    expect(formatKobo(8_993_258)).toBe('₦89,932.58');
    expect(formatKobo(2_500_000_000, { wholeNaira: true })).toBe('₦25,000,000');
    expect(formatKobo(2_500_000_050, { wholeNaira: true })).toBe('₦25,000,000.50');
    expect(formatKobo(-150_000)).toBe('-₦1,500.00');
    expect(formatKobo(5)).toBe('₦0.05');
    expect(koboToDecimal(8_993_258)).toBe('89932.58');
    expect(koboToDecimal(7)).toBe('0.07');
    expect(koboToField(2_500_000_000)).toBe('25,000,000');
    expect(koboToField(150_050)).toBe('1,500.50');
  });
});
