/**
 * The credit figures a mortgage officer weighs (issue 30): debt-to-income, loan-to-value, age at
 * maturity and the product's limits, each against its rule. The NHF's rules are the Fund's
 * (specification 9); where the specification is silent the bank's choices are in
 * docs/decisions/087-credit-figures-and-offer-letter.md.
 */
import { ageOn } from './forms/loan-application';
import { nairaToKobo } from './kobo';
import { NHF_TERMS } from './mortgage';
import { repaymentBudgetKobo, type MortgageProduct, type MortgageProductId } from './mortgage-products';

interface CreditLimits {
  /** The largest loan as a share of the price (%), for a property of this price. */
  maxLoanToValuePercent: (priceKobo: number) => number;
  minAgeYears: number;
  /** The age by which the loan is repaid. */
  maxAgeAtMaturityYears: number;
  minContributionMonths: number | null;
}

/** The NHF lends the whole price up to ₦5 million and asks 10% equity above it. */
const nhfMaxLoanToValue = (priceKobo: number) =>
  priceKobo <= nairaToKobo(NHF_TERMS.noEquityUpTo) ? 100 : 100 - NHF_TERMS.equityPercentAbove;

/** The bank's own products: 80% of the price at most, repaid by 65 (decision 087). */
const BANK_LIMITS: CreditLimits = {
  maxLoanToValuePercent: () => 80,
  minAgeYears: 18,
  maxAgeAtMaturityYears: 65,
  minContributionMonths: null,
};

const CREDIT_LIMITS: Record<MortgageProductId, CreditLimits> = {
  nhf: {
    maxLoanToValuePercent: nhfMaxLoanToValue,
    minAgeYears: NHF_TERMS.minAge,
    maxAgeAtMaturityYears: NHF_TERMS.maxAge,
    minContributionMonths: NHF_TERMS.minContributionMonths,
  },
  standard: BANK_LIMITS,
  leap: BANK_LIMITS,
  tom: BANK_LIMITS,
  acada: BANK_LIMITS,
};

/** Repayments (the new one and those already made) as a share of net monthly income, in %, to one decimal. */
export function debtToIncomePercent(monthlyRepaymentKobo: number, existingKobo: number, incomeKobo: number): number {
  return Math.round(((monthlyRepaymentKobo + existingKobo) / incomeKobo) * 1000) / 10;
}

/** The loan as a share of the property's price, in %, to one decimal. */
export function loanToValuePercent(loanKobo: number, priceKobo: number): number {
  return Math.round((loanKobo / priceKobo) * 1000) / 10;
}

/** The borrower's age in whole years when the last repayment falls due. */
export function ageAtMaturity(birthDate: string, tenorYears: number, today: Date): number {
  return ageOn(birthDate, today) + tenorYears;
}

export type CreditRule =
  'debtToIncome' | 'loanToValue' | 'ageAtMaturity' | 'ageNow' | 'loanAmount' | 'tenor' | 'contributions';

/** One figure against its rule: `meets` is null when a fact it needs is not known. */
export interface CreditCheck {
  rule: CreditRule;
  value: number | null;
  min: number | null;
  max: number | null;
  meets: boolean | null;
}

export interface CreditFacts {
  loanKobo: number;
  tenorYears: number;
  monthlyRepaymentKobo: number;
  priceKobo?: number;
  netMonthlyIncomeKobo?: number;
  existingRepaymentsKobo?: number;
  birthDate?: string;
  contributionMonths?: number;
}

function check(rule: CreditRule, value: number | null, min: number | null, max: number | null): CreditCheck {
  const meets = value === null ? null : (min === null || value >= min) && (max === null || value <= max);
  return { rule, value, min, max, meets };
}

/** Every credit figure of the loan against its product's rule, in the order the officer reads them. */
export function creditChecks(product: MortgageProduct, facts: CreditFacts, today = new Date()): CreditCheck[] {
  const limits = CREDIT_LIMITS[product.id];
  const income = facts.netMonthlyIncomeKobo;
  const existing = facts.existingRepaymentsKobo ?? 0;
  const debtToIncome: CreditCheck =
    income === undefined || income <= 0
      ? check('debtToIncome', null, null, 100 / 3)
      : {
          ...check('debtToIncome', debtToIncomePercent(facts.monthlyRepaymentKobo, existing, income), null, 100 / 3),
          // Judged in kobo, as the application is: a third of income, rounded down, less existing repayments.
          meets: facts.monthlyRepaymentKobo <= repaymentBudgetKobo(income, existing),
        };
  const price = facts.priceKobo;
  const checks = [
    debtToIncome,
    price === undefined || price <= 0
      ? check('loanToValue', null, null, null)
      : {
          ...check('loanToValue', loanToValuePercent(facts.loanKobo, price), null, limits.maxLoanToValuePercent(price)),
          // Judged on the amounts, not the rounded percentage.
          meets: facts.loanKobo * 100 <= price * limits.maxLoanToValuePercent(price),
        },
    check(
      'ageAtMaturity',
      facts.birthDate ? ageAtMaturity(facts.birthDate, facts.tenorYears, today) : null,
      null,
      limits.maxAgeAtMaturityYears,
    ),
    check('ageNow', facts.birthDate ? ageOn(facts.birthDate, today) : null, limits.minAgeYears, null),
    check('loanAmount', facts.loanKobo, product.minLoanKobo, product.maxLoanKobo),
    check('tenor', facts.tenorYears, product.minTenorYears, product.maxTenorYears),
  ];
  if (limits.minContributionMonths !== null)
    checks.push(check('contributions', facts.contributionMonths ?? null, limits.minContributionMonths, null));
  return checks;
}
