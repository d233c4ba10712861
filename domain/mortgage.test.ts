import { describe, expect, it } from 'vitest';
import {
  NHF_TERMS,
  calculateMonthlyRepayment,
  calculateMortgage,
  formatNaira,
  isWithinNhfLimits,
  nhfMinimumEquityPercent,
  nhfPreset,
  nhfShortfalls,
} from './mortgage';

describe('calculateMonthlyRepayment', () => {
  it('follows the annuity formula', () => {
    // ₦20m over 20 years at 18% a year: r = 0.015, n = 240.
    const expected = (20_000_000 * 0.015) / (1 - 1.015 ** -240);
    expect(calculateMonthlyRepayment(20_000_000, 18, 240)).toBeCloseTo(expected, 6);
    expect(calculateMonthlyRepayment(20_000_000, 18, 240)).toBeCloseTo(308_662.3, 1);
  });

  it('divides the loan evenly when the rate is 0%', () => {
    expect(calculateMonthlyRepayment(12_000_000, 0, 120)).toBe(100_000);
  });

  it('repays nothing on no loan', () => {
    expect(calculateMonthlyRepayment(0, 18, 240)).toBe(0);
  });

  it('matches a known NHF schedule: ₦15m at 6% over 30 years', () => {
    expect(calculateMonthlyRepayment(15_000_000, 6, 360)).toBeCloseTo(89_932.58, 1);
  });
});

describe('calculateMortgage', () => {
  it('splits the price into equity and loan and totals the repayments', () => {
    const result = calculateMortgage({ price: 25_000_000, equityPercent: 20, annualRatePercent: 18, tenorYears: 20 });
    expect(result.equityAmount).toBe(5_000_000);
    expect(result.loanAmount).toBe(20_000_000);
    expect(result.months).toBe(240);
    // To the kobo: ₦308,662.30 a month, the last payment ₦308,672.64 clearing the balance (decision 030).
    expect(result.monthlyRepayment).toBe(308_662.3);
    expect(result.totalRepayment).toBe(74_078_962.34);
    expect(result.totalInterest).toBe(54_078_962.34);
  });

  it('charges no interest at 0%', () => {
    const result = calculateMortgage({ price: 10_000_000, equityPercent: 10, annualRatePercent: 0, tenorYears: 15 });
    expect(result.loanAmount).toBe(9_000_000);
    expect(result.monthlyRepayment).toBe(50_000);
    expect(result.totalRepayment).toBe(9_000_000);
    expect(result.totalInterest).toBe(0);
  });
});

describe('NHF terms', () => {
  it('states the NHF facts', () => {
    expect(NHF_TERMS).toMatchObject({ annualRatePercent: 6, maxTenorYears: 30, maxLoan: 15_000_000 });
  });

  it('asks no equity up to ₦5 million, 10% above, and more to stay within ₦15 million', () => {
    expect(nhfMinimumEquityPercent(5_000_000)).toBe(0);
    expect(nhfMinimumEquityPercent(5_000_001)).toBe(10);
    expect(nhfMinimumEquityPercent(16_000_000)).toBe(10);
    expect(nhfMinimumEquityPercent(25_000_000)).toBe(40);
  });

  it('knows which prices an NHF loan reaches with at most 10% equity', () => {
    expect(isWithinNhfLimits(16_500_000)).toBe(true);
    expect(isWithinNhfLimits(16_666_666)).toBe(true);
    expect(isWithinNhfLimits(17_000_000)).toBe(false);
  });

  it('presets 6% over 30 years with a loan within the cap', () => {
    const preset = nhfPreset(25_000_000);
    expect(preset).toEqual({ price: 25_000_000, equityPercent: 40, annualRatePercent: 6, tenorYears: 30 });
    expect(calculateMortgage(preset).loanAmount).toBe(15_000_000);
    expect(nhfShortfalls(preset)).toEqual([]);
  });

  it('explains what falls outside the NHF terms', () => {
    const shortfalls = nhfShortfalls({ price: 25_000_000, equityPercent: 20, annualRatePercent: 6, tenorYears: 30 });
    expect(shortfalls).toContain('The NHF lends at most ₦15,000,000.');
    expect(shortfalls).toContain('At this price the NHF asks for at least 40% equity.');
  });
});

describe('formatNaira', () => {
  it('groups thousands behind the naira sign', () => {
    expect(formatNaira(25_000_000)).toBe('₦25,000,000');
    expect(formatNaira(999)).toBe('₦999');
    expect(formatNaira(308_640.044)).toBe('₦308,640');
    expect(formatNaira(308_640.044, { kobo: true })).toBe('₦308,640.04');
    expect(formatNaira(-1500)).toBe('-₦1,500');
  });
});
