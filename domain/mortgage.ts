import { KOBO_PER_NAIRA, nairaToKobo, percentOfKobo } from './kobo';
import { buildSchedule } from './mortgage-schedule';

/** A mortgage's figures in naira, to the kobo (computed in integer kobo). */
export interface MortgageResult {
  loanAmount: number;
  equityAmount: number;
  months: number;
  monthlyRepayment: number;
  totalRepayment: number;
  totalInterest: number;
}

export interface MortgageInput {
  price: number;
  equityPercent: number;
  annualRatePercent: number;
  tenorYears: number;
}

/**
 * National Housing Fund terms (NHF Act; loans funded by the Federal Mortgage Bank of Nigeria
 * through primary mortgage banks): 6% a year, up to 30 years, at most ₦15 million, no equity up to
 * ₦5 million and 10% above that.
 */
export const NHF_TERMS = {
  annualRatePercent: 6,
  maxTenorYears: 30,
  maxLoan: 15_000_000,
  noEquityUpTo: 5_000_000,
  equityPercentAbove: 10,
  minContributionMonths: 6,
  minAge: 18,
  maxAge: 60,
  /** The NHF Savings account (specification 9), through which contributors qualify. */
  accountProductCode: '003',
} as const;

export const CALCULATOR_LIMITS = {
  minPrice: 100_000,
  maxPrice: 10_000_000_000,
  maxRatePercent: 60,
  minTenorYears: 1,
  maxTenorYears: 30,
} as const;

export const CALCULATOR_DEFAULTS: MortgageInput = {
  price: 25_000_000,
  equityPercent: 20,
  annualRatePercent: 18,
  tenorYears: 20,
};

/** The level monthly payment that repays `principal` over `months` (the annuity formula), unrounded. */
export function calculateMonthlyRepayment(principal: number, annualRatePercent: number, months: number): number {
  if (principal <= 0) return 0;
  const monthlyRate = annualRatePercent / 100 / 12;
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/**
 * The mortgage in naira, computed in integer kobo (domain/mortgage-schedule): the monthly
 * repayment is the level payment rounded to the kobo, and the totals are the schedule's, whose
 * last payment squares the balance to zero.
 */
export function calculateMortgage({
  price,
  equityPercent,
  annualRatePercent,
  tenorYears,
}: MortgageInput): MortgageResult {
  const priceKobo = nairaToKobo(price);
  const equityKobo = percentOfKobo(priceKobo, equityPercent);
  const loanKobo = priceKobo - equityKobo;
  const schedule = buildSchedule({ loanKobo, annualRatePercent, tenorYears });
  return {
    loanAmount: loanKobo / KOBO_PER_NAIRA,
    equityAmount: equityKobo / KOBO_PER_NAIRA,
    months: Math.round(tenorYears * 12),
    monthlyRepayment: schedule.levelPaymentKobo / KOBO_PER_NAIRA,
    totalRepayment: schedule.totalPaidKobo / KOBO_PER_NAIRA,
    totalInterest: schedule.totalInterestKobo / KOBO_PER_NAIRA,
  };
}

/**
 * The smallest equity an NHF buyer brings: nil up to ₦5 million, 10% above, and more when 10% is
 * not enough to keep the loan within the ₦15 million cap.
 */
export function nhfMinimumEquityPercent(price: number): number {
  if (price <= NHF_TERMS.noEquityUpTo) return 0;
  const toStayWithinCap = ((price - NHF_TERMS.maxLoan) / price) * 100;
  return Math.max(NHF_TERMS.equityPercentAbove, Math.ceil(toStayWithinCap * 100) / 100);
}

/** Whether an NHF loan can buy a home of this price with no more than the usual 10% equity. */
export function isWithinNhfLimits(price: number): boolean {
  return nhfMinimumEquityPercent(price) <= NHF_TERMS.equityPercentAbove;
}

/** The calculator's inputs for an NHF loan on a property of this price. */
export function nhfPreset(price: number): MortgageInput {
  return {
    price,
    equityPercent: nhfMinimumEquityPercent(price),
    annualRatePercent: NHF_TERMS.annualRatePercent,
    tenorYears: NHF_TERMS.maxTenorYears,
  };
}

/** Whether a loan fits the NHF terms, and why not when it does not. */
export function nhfShortfalls({ price, equityPercent, annualRatePercent, tenorYears }: MortgageInput): string[] {
  const { loanAmount } = calculateMortgage({ price, equityPercent, annualRatePercent, tenorYears });
  const shortfalls: string[] = [];
  if (loanAmount > NHF_TERMS.maxLoan) shortfalls.push(`The NHF lends at most ${formatNaira(NHF_TERMS.maxLoan)}.`);
  if (equityPercent < nhfMinimumEquityPercent(price))
    shortfalls.push(`At this price the NHF asks for at least ${nhfMinimumEquityPercent(price)}% equity.`);
  if (tenorYears > NHF_TERMS.maxTenorYears)
    shortfalls.push(`NHF loans run for at most ${NHF_TERMS.maxTenorYears} years.`);
  return shortfalls;
}

const NAIRA_GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * An amount as the site shows it: ₦25,000,000. Written out rather than Intl's NGN currency,
 * whose symbol differs between the server's and the browser's locale data (a hydration mismatch).
 */
export function formatNaira(amount: number, { kobo = false }: { kobo?: boolean } = {}): string {
  const sign = amount < 0 ? '-' : '';
  const [whole, fraction] = Math.abs(amount)
    .toFixed(kobo ? 2 : 0)
    .split('.');
  return `${sign}₦${whole.replace(NAIRA_GROUPS, ',')}${fraction ? `.${fraction}` : ''}`;
}
