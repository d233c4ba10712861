import { describe, expect, it } from 'vitest';
import { nairaToKobo } from './kobo';
import { ageAtMaturity, creditChecks, debtToIncomePercent, loanToValuePercent, type CreditFacts } from './loan-credit';
import { mortgageProduct } from './mortgage-products';

const TODAY = new Date('2026-11-28T10:00:00Z');
const naira = nairaToKobo;
const standard = mortgageProduct('standard')!;
const nhf = mortgageProduct('nhf')!;
const acada = mortgageProduct('acada')!;

/** A loan that meets every rule of the commercial mortgage. */
const FITS: CreditFacts = {
  loanKobo: naira(20_000_000),
  priceKobo: naira(25_000_000),
  tenorYears: 20,
  monthlyRepaymentKobo: naira(300_000),
  netMonthlyIncomeKobo: naira(1_500_000),
  existingRepaymentsKobo: 0,
  birthDate: '1988-05-14',
};
const ruleOf = (product = standard, facts: Partial<CreditFacts> = {}, rule: string) =>
  creditChecks(product, { ...FITS, ...facts }, TODAY).find((check) => check.rule === rule);

describe('the credit figures', () => {
  it('computes debt-to-income, loan-to-value and age at maturity', () => {
    expect(debtToIncomePercent(naira(300_000), naira(200_000), naira(1_500_000))).toBe(33.3);
    expect(loanToValuePercent(naira(20_000_000), naira(25_000_000))).toBe(80);
    expect(ageAtMaturity('1988-05-14', 20, TODAY)).toBe(58);
    // The birthday not yet reached this year.
    expect(ageAtMaturity('1988-12-14', 20, TODAY)).toBe(57);
  });

  it('meets every rule of a loan that fits', () => {
    expect(creditChecks(standard, FITS, TODAY).map((check) => [check.rule, check.meets])).toEqual([
      ['debtToIncome', true],
      ['loanToValue', true],
      ['ageAtMaturity', true],
      ['ageNow', true],
      ['loanAmount', true],
      ['tenor', true],
    ]);
  });

  it('holds repayments, existing ones included, to a third of net income, to the kobo', () => {
    expect(ruleOf(standard, { monthlyRepaymentKobo: naira(500_000) }, 'debtToIncome')?.meets).toBe(true);
    expect(ruleOf(standard, { monthlyRepaymentKobo: naira(500_000) + 1 }, 'debtToIncome')?.meets).toBe(false);
    expect(
      ruleOf(
        standard,
        { monthlyRepaymentKobo: naira(300_000), existingRepaymentsKobo: naira(200_001) },
        'debtToIncome',
      ),
    ).toMatchObject({ value: 33.3, meets: false });
    expect(ruleOf(standard, { netMonthlyIncomeKobo: undefined }, 'debtToIncome')).toMatchObject({
      value: null,
      meets: null,
    });
  });

  it('lends the bank’s products at most 80% of the price', () => {
    expect(ruleOf(standard, { loanKobo: naira(20_000_001) }, 'loanToValue')).toMatchObject({ max: 80, meets: false });
    expect(ruleOf(acada, { loanKobo: naira(4_000_000), priceKobo: naira(5_000_000) }, 'loanToValue')?.meets).toBe(true);
    expect(ruleOf(standard, { priceKobo: undefined }, 'loanToValue')?.meets).toBeNull();
  });

  it('lends the NHF’s whole price up to ₦5 million and 90% above it', () => {
    const nhfFacts = { loanKobo: naira(5_000_000), priceKobo: naira(5_000_000), contributionMonths: 12 };
    expect(ruleOf(nhf, nhfFacts, 'loanToValue')).toMatchObject({ value: 100, max: 100, meets: true });
    expect(
      ruleOf(nhf, { ...nhfFacts, priceKobo: naira(10_000_000), loanKobo: naira(9_000_000) }, 'loanToValue'),
    ).toMatchObject({ value: 90, max: 90, meets: true });
    expect(
      ruleOf(nhf, { ...nhfFacts, priceKobo: naira(10_000_000), loanKobo: naira(9_500_000) }, 'loanToValue')?.meets,
    ).toBe(false);
  });

  it('has an NHF loan repaid by 60 and the bank’s by 65', () => {
    expect(ruleOf(nhf, { birthDate: '1986-01-01', tenorYears: 20 }, 'ageAtMaturity')).toMatchObject({
      value: 60,
      meets: true,
    });
    expect(ruleOf(nhf, { birthDate: '1986-01-01', tenorYears: 21 }, 'ageAtMaturity')?.meets).toBe(false);
    expect(ruleOf(standard, { birthDate: '1981-01-01', tenorYears: 20 }, 'ageAtMaturity')).toMatchObject({
      value: 65,
      max: 65,
      meets: true,
    });
    expect(ruleOf(standard, { birthDate: '1980-01-01', tenorYears: 20 }, 'ageAtMaturity')?.meets).toBe(false);
    expect(ruleOf(standard, { birthDate: undefined }, 'ageAtMaturity')?.meets).toBeNull();
  });

  it('asks the borrower to be 18', () => {
    expect(ruleOf(standard, { birthDate: '2008-11-28' }, 'ageNow')).toMatchObject({ value: 18, meets: true });
    expect(ruleOf(standard, { birthDate: '2008-11-29' }, 'ageNow')).toMatchObject({ value: 17, meets: false });
  });

  it('holds the loan and tenor to the product’s limits', () => {
    expect(ruleOf(nhf, { loanKobo: naira(15_000_000) }, 'loanAmount')?.meets).toBe(true);
    expect(ruleOf(nhf, { loanKobo: naira(15_000_001) }, 'loanAmount')).toMatchObject({
      max: naira(15_000_000),
      meets: false,
    });
    expect(ruleOf(standard, { loanKobo: naira(99_999) }, 'loanAmount')?.meets).toBe(false);
    expect(ruleOf(nhf, { tenorYears: 30 }, 'tenor')?.meets).toBe(true);
    expect(ruleOf(nhf, { tenorYears: 31 }, 'tenor')?.meets).toBe(false);
    expect(ruleOf(mortgageProduct('leap'), { tenorYears: 6 }, 'tenor')).toMatchObject({ max: 5, meets: false });
  });

  it('asks six months of contributions of an NHF borrower only', () => {
    expect(ruleOf(nhf, { contributionMonths: 6 }, 'contributions')).toMatchObject({ min: 6, meets: true });
    expect(ruleOf(nhf, { contributionMonths: 5 }, 'contributions')?.meets).toBe(false);
    expect(ruleOf(nhf, {}, 'contributions')?.meets).toBeNull();
    expect(ruleOf(standard, { contributionMonths: 0 }, 'contributions')).toBeUndefined();
  });
});
