import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS } from './mortgage';
import {
  calculateFromFields,
  calculatorFieldsFrom,
  calculatorQuery,
  loanFiguresFrom,
  firstRepaymentMonth,
  nextMonth,
  toFields,
  type MortgageCalculatorFields,
} from './mortgage-form';

const fieldsOf = (changes: Partial<MortgageCalculatorFields>) => ({ ...toFields(CALCULATOR_DEFAULTS), ...changes });

describe('calculateFromFields', () => {
  it('reads amounts the way people type them and works in kobo', () => {
    const calculation = calculateFromFields(
      fieldsOf({ price: '₦25,000,000', equityPercent: '20', annualRatePercent: '18', tenorYears: '20' }),
    );
    expect(calculation.isValid).toBe(true);
    if (!calculation.isValid) return;
    expect(calculation.input).toMatchObject({
      priceKobo: 2_500_000_000,
      equityKobo: 500_000_000,
      loanKobo: 2_000_000_000,
    });
    expect(calculation.schedule.levelPaymentKobo).toBe(30_866_230);
    expect(calculation.years).toHaveLength(20);
    expect(calculation.problems).toEqual([]);
  });

  it('accepts a 0% rate', () => {
    expect(
      calculateFromFields(fieldsOf({ price: '1000000', equityPercent: '0', annualRatePercent: '0', tenorYears: '10' }))
        .isValid,
    ).toBe(true);
  });

  it('names each field that is wrong', () => {
    const calculation = calculateFromFields(
      fieldsOf({ price: 'abc', equityPercent: '100', annualRatePercent: '', tenorYears: '31', startMonth: '2026-13' }),
    );
    expect(calculation).toEqual({
      isValid: false,
      errors: {
        price: 'Enter the property price as a number.',
        equityPercent: 'Equity must be less than 95% of the price; the rest is the loan.',
        annualRatePercent: 'Enter the interest rate.',
        tenorYears: 'Enter a tenor of at most 30 years.',
        startMonth: 'Enter the month of the first payment as year and month, for example 2026-01.',
      },
    });
  });

  it('refuses part years and tiny prices', () => {
    const calculation = calculateFromFields(
      fieldsOf({ price: '50000', equityPercent: '10', annualRatePercent: '18', tenorYears: '2.5' }),
    );
    expect(calculation.isValid).toBe(false);
    expect(calculation.errors.price).toBe('Enter a price of at least ₦100,000.');
    expect(calculation.errors.tenorYears).toBe('Enter the tenor in whole years.');
  });

  it('takes the loan amount directly, to the kobo', () => {
    const calculation = calculateFromFields(
      fieldsOf({
        basis: 'loan',
        loanAmount: '15,000,000.00',
        annualRatePercent: '6',
        tenorYears: '30',
        price: 'ignored',
      }),
    );
    if (!calculation.isValid) throw new Error(JSON.stringify(calculation.errors));
    expect(calculation.input.priceKobo).toBeNull();
    expect(calculation.schedule.levelPaymentKobo).toBe(8_993_258);
    expect(calculateFromFields(fieldsOf({ basis: 'loan', loanAmount: '1.234' })).errors.loanAmount).toBe(
      'Enter the loan amount in naira, for example 1,500,000 or 1,500.50.',
    );
  });

  it('works out what an income affords, and the price with the equity entered', () => {
    const calculation = calculateFromFields(
      fieldsOf({ basis: 'income', netMonthlyIncome: '900,000', existingRepayments: '50,000', equityPercent: '20' }),
    );
    if (!calculation.isValid) throw new Error(JSON.stringify(calculation.errors));
    expect(calculation.input.income?.monthlyBudgetKobo).toBe(25_000_000);
    expect(calculation.input.loanKobo).toBe(1_619_800_000);
    expect(calculation.schedule.levelPaymentKobo).toBeLessThanOrEqual(25_000_000);
    expect(calculation.input.priceKobo).toBe(2_024_750_000);
    const share = calculateFromFields(
      fieldsOf({ basis: 'income', netMonthlyIncome: '900000', incomeSharePercent: '40' }),
    );
    expect(share.isValid && share.input.income?.monthlyBudgetKobo).toBe(36_000_000);
    expect(
      calculateFromFields(fieldsOf({ basis: 'income', netMonthlyIncome: '3000' })).errors.netMonthlyIncome,
    ).toMatch(/too little/);
  });

  it('applies extra payments and compares with none', () => {
    const calculation = calculateFromFields(
      fieldsOf({ extraMonthly: '50,000', extraOnce: '1,000,000', extraOnceMonth: '12' }),
    );
    if (!calculation.isValid) throw new Error(JSON.stringify(calculation.errors));
    expect(calculation.schedule.payments).toHaveLength(109);
    expect(calculation.saving).toMatchObject({ monthsSaved: 131, interestSavedKobo: 3_413_069_389 });
    expect(calculateFromFields(fieldsOf({ extraOnce: '1,000,000' })).errors.extraOnceMonth).toBe(
      'Enter the month of the one-off payment.',
    );
    expect(calculateFromFields(fieldsOf({ extraOnce: '1', extraOnceMonth: '241' })).errors.extraOnceMonth).toBe(
      'Enter a month within the tenor: from 1 to 240.',
    );
  });

  it('checks the figures against the chosen product', () => {
    const calculation = calculateFromFields(fieldsOf({ product: 'leap', tenorYears: '6' }));
    expect(calculation.isValid && calculation.problems).toEqual([
      'Leap Into Mortgage lends at most ₦1,000,000.',
      'Leap Into Mortgage loans run for at most 5 years.',
    ]);
  });

  it('dates payments from the start month, next month by default', () => {
    const calculation = calculateFromFields(fieldsOf({}), { defaultStartMonth: '2026-12' });
    expect(calculation.isValid && calculation.schedule.payments[0].month).toBe('2026-12');
    const chosen = calculateFromFields(fieldsOf({ startMonth: '2027-03' }), { defaultStartMonth: '2026-12' });
    expect(chosen.isValid && chosen.schedule.payments[0].month).toBe('2027-03');
    expect(nextMonth(new Date('2026-11-25T12:00:00Z'))).toBe('2026-12');
    // 23:30 in London on 31 December is already January in Lagos.
    expect(nextMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2027-02');
  });

  it('round-trips through the form fields', () => {
    expect(toFields(CALCULATOR_DEFAULTS)).toMatchObject({
      price: '25,000,000',
      equityPercent: '20',
      annualRatePercent: '18',
      tenorYears: '20',
      basis: 'price',
      product: 'standard',
    });
    expect(calculateFromFields(toFields(CALCULATOR_DEFAULTS)).isValid).toBe(true);
  });
});

describe('the address', () => {
  it('fills what the address leaves out with the defaults, and groups the price', () => {
    expect(calculatorFieldsFrom(new URLSearchParams('price=38000000'))).toMatchObject({
      price: '38,000,000',
      equityPercent: '20',
      annualRatePercent: '18',
      tenorYears: '20',
    });
    expect(calculatorFieldsFrom(new URLSearchParams(''))).toEqual(toFields(CALCULATOR_DEFAULTS));
  });

  it('keeps what the visitor typed, even when it is wrong, so that the form can say why', () => {
    expect(calculatorFieldsFrom(new URLSearchParams('price=abc&tenorYears=40')).price).toBe('abc');
    expect(calculatorFieldsFrom(new URLSearchParams('price=abc&tenorYears=40')).tenorYears).toBe('40');
  });

  it('applies the NHF terms to the price given', () => {
    expect(calculatorFieldsFrom(new URLSearchParams('price=16500000&annualRatePercent=18&preset=nhf'))).toMatchObject({
      product: 'nhf',
      price: '16,500,000',
      equityPercent: '10',
      annualRatePercent: '6',
      tenorYears: '30',
    });
    expect(calculatorFieldsFrom(new URLSearchParams('price=25000000&preset=nhf')).equityPercent).toBe('40');
    expect(calculatorFieldsFrom(new URLSearchParams('price=abc&preset=nhf'))).toMatchObject({
      price: 'abc',
      annualRatePercent: '6',
      tenorYears: '30',
    });
  });

  it('applies the chosen product with preset=apply, bringing the loan within its limit', () => {
    expect(calculatorFieldsFrom(new URLSearchParams('product=leap&preset=apply&price=25000000'))).toMatchObject({
      product: 'leap',
      annualRatePercent: '18',
      tenorYears: '5',
      basis: 'loan',
      loanAmount: '1,000,000',
    });
    expect(calculatorFieldsFrom(new URLSearchParams('product=tom&preset=apply&frequency=quarterly'))).toMatchObject({
      frequency: 'quarterly',
      tenorYears: '20',
    });
    expect(calculatorFieldsFrom(new URLSearchParams('product=acada&preset=apply&frequency=quarterly')).frequency).toBe(
      'monthly',
    );
  });

  it('writes only what the basis uses, and reads back the same figures', () => {
    const fields = calculatorFieldsFrom(
      new URLSearchParams('price=25,000,000&loanAmount=5&extraMonthly=&tenorYears=25'),
    );
    const query = calculatorQuery(fields);
    expect(query.toString()).toBe(
      'basis=price&product=standard&price=25000000&equityPercent=20&annualRatePercent=18&tenorYears=25',
    );
    expect(calculateFromFields(calculatorFieldsFrom(query))).toEqual(calculateFromFields(fields));
  });
});

describe('loanFiguresFrom, for the loan application', () => {
  it('reads the loan of a calculator address', () => {
    expect(
      loanFiguresFrom(
        new URLSearchParams('basis=loan&product=nhf&loanAmount=15000000&annualRatePercent=6&tenorYears=30'),
      ),
    ).toEqual({
      productId: 'nhf',
      priceKobo: null,
      loanKobo: 1_500_000_000,
      annualRatePercent: 6,
      tenorYears: 30,
      monthlyRepaymentKobo: 8_993_258,
    });
    expect(loanFiguresFrom(new URLSearchParams('price=25000000'))).toMatchObject({
      productId: 'standard',
      priceKobo: 2_500_000_000,
      loanKobo: 2_000_000_000,
      monthlyRepaymentKobo: 30_866_230,
    });
  });

  it('spreads quarterly payments over their months', () => {
    const figures = loanFiguresFrom(
      new URLSearchParams(
        'basis=loan&product=tom&loanAmount=10000000&annualRatePercent=18&tenorYears=10&frequency=quarterly',
      ),
    );
    expect(figures?.monthlyRepaymentKobo).toBe(Math.ceil(54_343_147 / 3));
  });

  it('is null without figures or with figures the calculator refuses', () => {
    expect(loanFiguresFrom(new URLSearchParams(''))).toBeNull();
    expect(loanFiguresFrom(new URLSearchParams('utm_source=x'))).toBeNull();
    expect(loanFiguresFrom(new URLSearchParams('price=abc'))).toBeNull();
    expect(loanFiguresFrom(new URLSearchParams('tenorYears=31'))).toBeNull();
  });
});

describe('firstRepaymentMonth, for an offer’s schedule', () => {
  it('starts the month after the offer, in Lagos time, as the calculator starts the month after today', () => {
    expect(firstRepaymentMonth('2026-11-27T10:00:00.000Z')).toBe('2026-12');
    expect(firstRepaymentMonth('2026-12-15T10:00:00.000Z')).toBe('2027-01');
    // 23:30 UTC on 30 November is already 1 December in Lagos.
    expect(firstRepaymentMonth('2026-11-30T23:30:00.000Z')).toBe('2027-01');
    expect(firstRepaymentMonth('2026-11-27T10:00:00.000Z')).toBe(nextMonth(new Date('2026-11-27T10:00:00.000Z')));
  });
});
