import { describe, expect, it } from 'vitest';
import { PricingSchema, RateSchema } from './pricing';

const savings = { kind: 'savings', annualRatePercent: 4, effectiveFrom: '2026-10-01' };
const processing = {
  kind: 'processing',
  charge: { unit: 'percent', percent: 1, of: 'loan' },
  frequency: 'once',
  effectiveFrom: '2026-04-01',
};

describe('PricingSchema', () => {
  it('accepts dated rates and fees', () => {
    expect(PricingSchema.safeParse({ rates: [savings], fees: [processing] }).success).toBe(true);
  });

  it('refuses a rate or fee without a real date', () => {
    expect(RateSchema.safeParse({ ...savings, effectiveFrom: '2026-02-30' }).success).toBe(false);
    expect(RateSchema.safeParse({ ...savings, effectiveFrom: 'October 2026' }).success).toBe(false);
    const { effectiveFrom: _date, ...undated } = processing;
    expect(PricingSchema.safeParse({ rates: [], fees: [undated] }).success).toBe(false);
  });

  it('refuses a rate out of bounds and a fixed deposit without a term in days', () => {
    expect(RateSchema.safeParse({ ...savings, annualRatePercent: -1 }).success).toBe(false);
    expect(RateSchema.safeParse({ ...savings, annualRatePercent: 61 }).success).toBe(false);
    expect(RateSchema.safeParse({ ...savings, kind: 'fixed-deposit' }).success).toBe(false);
    expect(
      RateSchema.safeParse({ ...savings, kind: 'fixed-deposit', tenor: { unit: 'years', count: 1, isMaximum: false } })
        .success,
    ).toBe(false);
    expect(
      RateSchema.safeParse({ ...savings, kind: 'fixed-deposit', tenor: { unit: 'days', count: 90 } }).success,
    ).toBe(true);
  });

  it('refuses a percentage fee of nothing or over 10%, a fee listed twice, and pricing with nothing in it', () => {
    const fee = (charge: object) => ({ rates: [], fees: [{ ...processing, charge }] });
    expect(PricingSchema.safeParse(fee({ unit: 'percent', percent: 1 })).success).toBe(false);
    expect(PricingSchema.safeParse(fee({ unit: 'percent', percent: 12, of: 'loan' })).success).toBe(false);
    expect(PricingSchema.safeParse(fee({ unit: 'naira', amount: 50_000 })).success).toBe(true);
    expect(PricingSchema.safeParse({ rates: [], fees: [processing, processing] }).success).toBe(false);
    expect(PricingSchema.safeParse({ rates: [], fees: [] }).success).toBe(false);
  });
});
