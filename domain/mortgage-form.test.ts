import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS } from './mortgage';
import { calculateFromFields, calculatorFieldsFrom, toFields } from './mortgage-form';

describe('calculateFromFields', () => {
  it('reads amounts the way people type them', () => {
    const calculation = calculateFromFields({ price: '₦25,000,000', equityPercent: '20', annualRatePercent: '18', tenorYears: '20' });
    expect(calculation.isValid).toBe(true);
    if (calculation.isValid) expect(calculation.input).toEqual(CALCULATOR_DEFAULTS);
  });

  it('accepts a 0% rate', () => {
    expect(calculateFromFields({ price: '1000000', equityPercent: '0', annualRatePercent: '0', tenorYears: '10' }).isValid).toBe(true);
  });

  it('names each field that is wrong', () => {
    const calculation = calculateFromFields({ price: 'abc', equityPercent: '100', annualRatePercent: '', tenorYears: '31' });
    expect(calculation).toEqual({
      isValid: false,
      errors: {
        price: 'Enter the property price as a number.',
        equityPercent: 'Equity must be less than 95% of the price; the rest is the loan.',
        annualRatePercent: 'Enter the interest rate.',
        tenorYears: 'Enter a tenor of at most 30 years.',
      },
    });
  });

  it('refuses part years and tiny prices', () => {
    const calculation = calculateFromFields({ price: '50000', equityPercent: '10', annualRatePercent: '18', tenorYears: '2.5' });
    expect(calculation.isValid).toBe(false);
    expect(calculation.errors.price).toBe('Enter a price of at least ₦100,000.');
    expect(calculation.errors.tenorYears).toBe('Enter the tenor in whole years.');
  });

  it('round-trips through the form fields', () => {
    expect(toFields(CALCULATOR_DEFAULTS)).toEqual({ price: '25,000,000', equityPercent: '20', annualRatePercent: '18', tenorYears: '20' });
    expect(calculateFromFields(toFields(CALCULATOR_DEFAULTS))).toMatchObject({ isValid: true, input: CALCULATOR_DEFAULTS });
  });
});

describe('calculatorFieldsFrom', () => {
  it('fills what the address leaves out with the defaults, and groups the price', () => {
    expect(calculatorFieldsFrom(new URLSearchParams('price=38000000'))).toEqual({ price: '38,000,000', equityPercent: '20', annualRatePercent: '18', tenorYears: '20' });
    expect(calculatorFieldsFrom(new URLSearchParams(''))).toEqual(toFields(CALCULATOR_DEFAULTS));
  });

  it('keeps what the visitor typed, even when it is wrong, so that the form can say why', () => {
    expect(calculatorFieldsFrom(new URLSearchParams('price=abc&tenorYears=40')).price).toBe('abc');
    expect(calculatorFieldsFrom(new URLSearchParams('price=abc&tenorYears=40')).tenorYears).toBe('40');
  });

  it('applies the NHF terms to the price given', () => {
    expect(calculatorFieldsFrom(new URLSearchParams('price=16500000&annualRatePercent=18&preset=nhf'))).toEqual({
      price: '16,500,000',
      equityPercent: '10',
      annualRatePercent: '6',
      tenorYears: '30',
    });
    expect(calculatorFieldsFrom(new URLSearchParams('price=abc&preset=nhf'))).toMatchObject({ price: 'abc', annualRatePercent: '6', tenorYears: '30' });
  });
});
