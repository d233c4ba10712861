/**
 * The bank's mortgage products as the calculator and the loan application apply them: rate, tenor
 * and loan limits, payment frequencies and the rules a loan must fit. The bank edits this object;
 * the facts come from the product catalogue (specification 9, app/content/products.ts), and rates
 * the catalogue does not state are the commercial rate until the bank sets them.
 */
import { formatKobo, nairaToKobo } from './kobo';
import { NHF_TERMS } from './mortgage';
import { buildSchedule, MONTHS_PER_PERIOD, type PaymentFrequency } from './mortgage-schedule';

export type MortgageProductId = 'standard' | 'nhf' | 'leap' | 'tom' | 'acada';

export interface MortgageProduct {
  id: MortgageProductId;
  name: string;
  annualRatePercent: number;
  minTenorYears: number;
  maxTenorYears: number;
  minLoanKobo: number;
  maxLoanKobo: number | null;
  frequencies: readonly PaymentFrequency[];
  /** The product's page: /products/{id}, or the mortgages list for the commercial mortgage. */
  productPath: string;
}

/** A share of income as a fraction, so that one third is exactly one third. */
export interface IncomeShare {
  numerator: number;
  denominator: number;
}

/** Repayments, existing ones included, stay within this share of net monthly income. */
export const REPAYMENT_SHARE_OF_INCOME: IncomeShare = { numerator: 1, denominator: 3 };

/** The commercial mortgage's default rate (% a year), which the other products take until the bank sets theirs. */
const COMMERCIAL_RATE_PERCENT = 18;

export const MORTGAGE_PRODUCTS: readonly MortgageProduct[] = [
  {
    id: 'standard',
    name: 'Commercial mortgage',
    annualRatePercent: COMMERCIAL_RATE_PERCENT,
    minTenorYears: 1,
    maxTenorYears: 20,
    minLoanKobo: nairaToKobo(100_000),
    maxLoanKobo: null,
    frequencies: ['monthly'],
    productPath: '/products/category/mortgage',
  },
  {
    id: 'nhf',
    name: 'National Housing Fund (NHF)',
    annualRatePercent: NHF_TERMS.annualRatePercent,
    minTenorYears: 1,
    maxTenorYears: NHF_TERMS.maxTenorYears,
    minLoanKobo: nairaToKobo(100_000),
    maxLoanKobo: nairaToKobo(NHF_TERMS.maxLoan),
    frequencies: ['monthly'],
    productPath: '/products/5',
  },
  {
    id: 'leap',
    name: 'Leap Into Mortgage',
    annualRatePercent: COMMERCIAL_RATE_PERCENT,
    minTenorYears: 1,
    maxTenorYears: 5,
    minLoanKobo: nairaToKobo(100_000),
    maxLoanKobo: nairaToKobo(1_000_000),
    frequencies: ['monthly'],
    productPath: '/products/9',
  },
  {
    id: 'tom',
    name: 'Tenant Ownership Mortgage',
    annualRatePercent: COMMERCIAL_RATE_PERCENT,
    minTenorYears: 1,
    maxTenorYears: 20,
    minLoanKobo: nairaToKobo(100_000),
    maxLoanKobo: null,
    frequencies: ['monthly', 'quarterly', 'yearly'],
    productPath: '/products/6',
  },
  {
    id: 'acada',
    name: 'Acada School Mortgage',
    annualRatePercent: COMMERCIAL_RATE_PERCENT,
    minTenorYears: 1,
    maxTenorYears: 20,
    minLoanKobo: nairaToKobo(100_000),
    maxLoanKobo: nairaToKobo(5_000_000),
    frequencies: ['monthly'],
    productPath: '/products/10',
  },
];

export const MORTGAGE_PRODUCT_IDS = MORTGAGE_PRODUCTS.map((product) => product.id);

export function mortgageProduct(id: string): MortgageProduct | undefined {
  return MORTGAGE_PRODUCTS.find((product) => product.id === id);
}

/** Income times a share, rounded down to the kobo. */
function shareOfKobo(kobo: number, share: IncomeShare): number {
  return Number((BigInt(kobo) * BigInt(share.numerator)) / BigInt(share.denominator));
}

/** What is left each month for a new repayment: the share of income less the repayments already made (never below nil). */
export function repaymentBudgetKobo(
  netMonthlyIncomeKobo: number,
  existingRepaymentsKobo = 0,
  share: IncomeShare = REPAYMENT_SHARE_OF_INCOME,
): number {
  return Math.max(0, shareOfKobo(netMonthlyIncomeKobo, share) - existingRepaymentsKobo);
}

/** The smallest equity the NHF asks on a price: nil up to ₦5 million, 10% above. */
function nhfRequiredEquityKobo(priceKobo: number): number {
  if (priceKobo <= nairaToKobo(NHF_TERMS.noEquityUpTo)) return 0;
  return Math.ceil((priceKobo * NHF_TERMS.equityPercentAbove) / 100);
}

export interface EligibilityFacts {
  loanKobo: number;
  priceKobo?: number;
  tenorYears: number;
  ageYears?: number;
  contributionMonths?: number;
  /** The repayment a month (for quarterly or yearly payments, their monthly share); computed when absent. */
  monthlyRepaymentKobo?: number;
  netMonthlyIncomeKobo?: number;
  existingRepaymentsKobo?: number;
  frequency?: PaymentFrequency;
}

/** The repayment a month of a loan on the product's rate: the level payment, spread over the months it covers. */
function monthlyRepaymentOf(
  product: MortgageProduct,
  loanKobo: number,
  tenorYears: number,
  frequency: PaymentFrequency = 'monthly',
): number {
  const { levelPaymentKobo } = buildSchedule({
    loanKobo,
    annualRatePercent: product.annualRatePercent,
    tenorYears,
    frequency,
  });
  return Math.ceil(levelPaymentKobo / MONTHS_PER_PERIOD[frequency]);
}

const years = (count: number) => `${count} year${count === 1 ? '' : 's'}`;

/** Every reason the loan does not fit the product's rules, in plain words; [] when it fits. */
export function eligibilityProblems(product: MortgageProduct, facts: EligibilityFacts): string[] {
  const problems: string[] = [];
  const { loanKobo, priceKobo, tenorYears, ageYears, contributionMonths, frequency } = facts;
  if (loanKobo < product.minLoanKobo)
    problems.push(`${product.name} loans start at ${formatKobo(product.minLoanKobo, { wholeNaira: true })}.`);
  if (product.maxLoanKobo !== null && loanKobo > product.maxLoanKobo) {
    problems.push(`${product.name} lends at most ${formatKobo(product.maxLoanKobo, { wholeNaira: true })}.`);
  }
  if (tenorYears < product.minTenorYears)
    problems.push(`${product.name} loans run for at least ${years(product.minTenorYears)}.`);
  if (tenorYears > product.maxTenorYears)
    problems.push(`${product.name} loans run for at most ${years(product.maxTenorYears)}.`);
  if (frequency && !product.frequencies.includes(frequency)) {
    problems.push(
      `${product.name} loans are repaid ${product.frequencies.join(', ')}; only the Tenant Ownership Mortgage can be repaid quarterly or yearly.`,
    );
  }
  if (product.id === 'nhf') {
    if (priceKobo !== undefined) {
      const required = nhfRequiredEquityKobo(priceKobo);
      if (priceKobo - loanKobo < required) {
        problems.push(
          `At this price the NHF asks for at least ${NHF_TERMS.equityPercentAbove}% equity (${formatKobo(required, { wholeNaira: true })}); it asks none up to ${formatKobo(nairaToKobo(NHF_TERMS.noEquityUpTo), { wholeNaira: true })}.`,
        );
      }
    }
    if (ageYears !== undefined) {
      if (ageYears < NHF_TERMS.minAge || ageYears > NHF_TERMS.maxAge)
        problems.push(`NHF loans are for contributors aged ${NHF_TERMS.minAge} to ${NHF_TERMS.maxAge}.`);
      else if (ageYears + tenorYears > NHF_TERMS.maxAge) {
        problems.push(
          `An NHF loan must be repaid by age ${NHF_TERMS.maxAge}: at ${ageYears}, choose at most ${years(NHF_TERMS.maxAge - ageYears)}.`,
        );
      }
    }
    if (contributionMonths !== undefined && contributionMonths < NHF_TERMS.minContributionMonths) {
      problems.push(`NHF loans need at least ${NHF_TERMS.minContributionMonths} months of contributions to the Fund.`);
    }
  }
  if (facts.netMonthlyIncomeKobo !== undefined) {
    const monthly = facts.monthlyRepaymentKobo ?? monthlyRepaymentOf(product, loanKobo, tenorYears, frequency);
    const existing = facts.existingRepaymentsKobo ?? 0;
    const limit = shareOfKobo(facts.netMonthlyIncomeKobo, REPAYMENT_SHARE_OF_INCOME);
    if (monthly + existing > limit) {
      problems.push(
        `Repayments of ${formatKobo(monthly + existing)} a month${existing > 0 ? ' (with those you already make)' : ''} are more than ${shareLabel(REPAYMENT_SHARE_OF_INCOME)} of your net income, ${formatKobo(limit)}.`,
      );
    }
  }
  return problems;
}

/** "one third", or the share as a percentage. */
export function shareLabel(share: IncomeShare): string {
  if (share.numerator === 1 && share.denominator === 3) return 'one third';
  if (share.numerator === 1 && share.denominator === 2) return 'half';
  const percent = (share.numerator / share.denominator) * 100;
  return `${Number(percent.toFixed(2))}%`;
}
