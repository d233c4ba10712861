import { describe, expect, it } from 'vitest';
import {
  MORTGAGE_PRODUCTS,
  eligibilityProblems,
  mortgageProduct,
  repaymentBudgetKobo,
  type MortgageProduct,
} from './mortgage-products';

const naira = (amount: number) => amount * 100;
const product = (id: string) => mortgageProduct(id) as MortgageProduct;

describe('the product configuration', () => {
  it('holds the five mortgage products with their pages', () => {
    expect(MORTGAGE_PRODUCTS.map((item) => item.id)).toEqual(['standard', 'nhf', 'leap', 'tom', 'acada']);
    expect(product('nhf')).toMatchObject({
      annualRatePercent: 6,
      maxTenorYears: 30,
      maxLoanKobo: naira(15_000_000),
      productPath: '/products/5',
    });
    expect(product('standard')).toMatchObject({ annualRatePercent: 18, maxTenorYears: 20, maxLoanKobo: null });
    expect(product('tom').frequencies).toEqual(['monthly', 'quarterly', 'yearly']);
    expect(mortgageProduct('nope')).toBeUndefined();
  });
});

describe('NHF rules', () => {
  const nhf = product('nhf');
  const fits = {
    loanKobo: naira(4_500_000),
    priceKobo: naira(5_000_000),
    tenorYears: 30,
    ageYears: 30,
    contributionMonths: 6,
  };

  it('accepts a loan within every rule', () => {
    expect(eligibilityProblems(nhf, fits)).toEqual([]);
    expect(eligibilityProblems(nhf, { ...fits, loanKobo: naira(5_000_000) })).toEqual([]);
  });

  it('caps the loan at ₦15 million', () => {
    expect(eligibilityProblems(nhf, { loanKobo: naira(15_000_000), tenorYears: 20 })).toEqual([]);
    expect(eligibilityProblems(nhf, { loanKobo: naira(15_000_000) + 1, tenorYears: 20 })).toEqual([
      'National Housing Fund (NHF) lends at most ₦15,000,000.',
    ]);
  });

  it('asks no equity up to ₦5 million and 10% above', () => {
    expect(
      eligibilityProblems(nhf, { loanKobo: naira(5_000_000), priceKobo: naira(5_000_000), tenorYears: 20 }),
    ).toEqual([]);
    expect(
      eligibilityProblems(nhf, { loanKobo: naira(9_000_000), priceKobo: naira(10_000_000), tenorYears: 20 }),
    ).toEqual([]);
    expect(
      eligibilityProblems(nhf, { loanKobo: naira(9_000_001), priceKobo: naira(10_000_000), tenorYears: 20 }),
    ).toEqual(['At this price the NHF asks for at least 10% equity (₦1,000,000); it asks none up to ₦5,000,000.']);
  });

  it('lends to contributors aged 18 to 60, repaid by 60, with 6 months of contributions', () => {
    expect(eligibilityProblems(nhf, { ...fits, ageYears: 17 })).toEqual([
      'NHF loans are for contributors aged 18 to 60.',
    ]);
    expect(eligibilityProblems(nhf, { ...fits, ageYears: 61 })).toEqual([
      'NHF loans are for contributors aged 18 to 60.',
    ]);
    expect(eligibilityProblems(nhf, { ...fits, ageYears: 30, tenorYears: 30 })).toEqual([]);
    expect(eligibilityProblems(nhf, { ...fits, ageYears: 31, tenorYears: 30 })).toEqual([
      'An NHF loan must be repaid by age 60: at 31, choose at most 29 years.',
    ]);
    expect(eligibilityProblems(nhf, { ...fits, contributionMonths: 5 })).toEqual([
      'NHF loans need at least 6 months of contributions to the Fund.',
    ]);
    expect(eligibilityProblems(nhf, { ...fits, tenorYears: 31, ageYears: 20 })).toEqual([
      'National Housing Fund (NHF) loans run for at most 30 years.',
    ]);
  });
});

describe('other products', () => {
  it('keeps Leap Into Mortgage between ₦100,000 and ₦1,000,000 over at most 5 years', () => {
    const leap = product('leap');
    expect(eligibilityProblems(leap, { loanKobo: naira(100_000), tenorYears: 5 })).toEqual([]);
    expect(eligibilityProblems(leap, { loanKobo: naira(1_000_000), tenorYears: 1 })).toEqual([]);
    expect(eligibilityProblems(leap, { loanKobo: naira(99_999), tenorYears: 5 })).toEqual([
      'Leap Into Mortgage loans start at ₦100,000.',
    ]);
    expect(eligibilityProblems(leap, { loanKobo: naira(1_000_001), tenorYears: 6 })).toEqual([
      'Leap Into Mortgage lends at most ₦1,000,000.',
      'Leap Into Mortgage loans run for at most 5 years.',
    ]);
  });

  it('lets only the Tenant Ownership Mortgage be repaid quarterly or yearly', () => {
    expect(
      eligibilityProblems(product('tom'), { loanKobo: naira(10_000_000), tenorYears: 10, frequency: 'quarterly' }),
    ).toEqual([]);
    expect(
      eligibilityProblems(product('tom'), { loanKobo: naira(10_000_000), tenorYears: 10, frequency: 'yearly' }),
    ).toEqual([]);
    expect(
      eligibilityProblems(product('standard'), { loanKobo: naira(10_000_000), tenorYears: 10, frequency: 'yearly' }),
    ).toHaveLength(1);
  });

  it('caps Acada at ₦5 million', () => {
    expect(eligibilityProblems(product('acada'), { loanKobo: naira(5_000_000), tenorYears: 10 })).toEqual([]);
    expect(eligibilityProblems(product('acada'), { loanKobo: naira(5_000_001), tenorYears: 10 })).toEqual([
      'Acada School Mortgage lends at most ₦5,000,000.',
    ]);
  });
});

describe('affordability rule', () => {
  it('keeps repayments within one third of net income, existing repayments included', () => {
    expect(repaymentBudgetKobo(naira(900_000))).toBe(naira(300_000));
    expect(repaymentBudgetKobo(naira(900_000), naira(50_000))).toBe(naira(250_000));
    expect(repaymentBudgetKobo(100)).toBe(33);
    expect(repaymentBudgetKobo(naira(90_000), naira(50_000))).toBe(0);
    const standard = product('standard');
    const facts = { loanKobo: naira(20_000_000), tenorYears: 20, netMonthlyIncomeKobo: naira(926_000) };
    // ₦308,662.30 a month against a third of ₦926,000 (₦308,666.66).
    expect(eligibilityProblems(standard, facts)).toEqual([]);
    expect(eligibilityProblems(standard, { ...facts, existingRepaymentsKobo: naira(5) })).toEqual([
      'Repayments of ₦308,667.30 a month (with those you already make) are more than one third of your net income, ₦308,666.66.',
    ]);
  });
});
