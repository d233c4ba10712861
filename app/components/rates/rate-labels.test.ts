import { describe, expect, it } from 'vitest';
import { effectiveLabel, feeChargeLabel, percentLabel, rateLabel, termLabel } from './rate-labels';

describe('rate labels', () => {
  it('writes rates without trailing zeros, and a floor as such', () => {
    expect(percentLabel(4)).toBe('4%');
    expect(percentLabel(12.5)).toBe('12.5%');
    expect(percentLabel(0.25)).toBe('0.25%');
    expect(rateLabel({ annualRatePercent: 5, isMinimum: true })).toBe('At least 5%');
  });

  it('writes terms in days, years and longest tenors', () => {
    expect(termLabel(undefined)).toBe('No fixed term');
    expect(termLabel({ unit: 'days', count: 30 })).toBe('30 days');
    expect(termLabel({ unit: 'years', count: 1, isMaximum: false })).toBe('1 year');
    expect(termLabel({ unit: 'years', count: 30, isMaximum: true })).toBe('Up to 30 years');
  });

  it('writes fees as an amount or a share of something, and how often', () => {
    expect(feeChargeLabel({ charge: { unit: 'naira', amount: 100_000 }, frequency: 'once' })).toBe('₦100,000, once');
    expect(feeChargeLabel({ charge: { unit: 'percent', percent: 1, of: 'loan' }, frequency: 'once' })).toBe(
      '1% of the loan, once',
    );
    expect(
      feeChargeLabel({ charge: { unit: 'percent', percent: 0.25, of: 'property-value' }, frequency: 'yearly' }),
    ).toBe('0.25% of the property’s value, a year');
  });

  it('writes the day a figure took effect briefly', () => {
    expect(effectiveLabel('2026-09-01')).toBe('1 Sep 2026');
    expect(effectiveLabel('2025-12-31')).toBe('31 Dec 2025');
  });
});
