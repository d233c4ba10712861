/**
 * The amortization schedule in integer kobo (decision 030): each period's interest is the balance
 * times the period's rate, rounded half up to the kobo; the level payment is the annuity formula's,
 * rounded to the kobo; the last payment is whatever is left, so the balance ends at exactly zero
 * and the principal repaid adds up to the loan to the kobo.
 */
import { percentOfKobo } from './kobo';

export const PAYMENT_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const MONTHS_PER_PERIOD: Record<PaymentFrequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };
const periodsPerYear = (frequency: PaymentFrequency) => 12 / MONTHS_PER_PERIOD[frequency];

/** Payments on top of the schedule's, which repay principal early. Months count from 1, the month of the first payment. */
export interface ExtraPayments {
  monthlyKobo?: number;
  yearlyKobo?: number;
  oneOff?: readonly { amountKobo: number; month: number }[];
}

export interface ScheduleInput {
  loanKobo: number;
  annualRatePercent: number;
  tenorYears: number;
  frequency?: PaymentFrequency;
  /** YYYY-MM of the first payment; without it payments are only numbered. */
  startMonth?: string;
  extras?: ExtraPayments;
}

interface SchedulePayment {
  number: number;
  /** Months from the first payment's month (0 for the first). */
  monthOffset: number;
  /** YYYY-MM, when the schedule has a start month. */
  month?: string;
  /** The scheduled payment: interest and principal, extras apart. */
  paymentKobo: number;
  interestKobo: number;
  principalKobo: number;
  extraKobo: number;
  balanceKobo: number;
}

export interface Schedule {
  loanKobo: number;
  frequency: PaymentFrequency;
  /** The level payment of every period but the last. */
  levelPaymentKobo: number;
  payments: SchedulePayment[];
  totalInterestKobo: number;
  totalExtraKobo: number;
  /** Everything paid: the loan and its interest. */
  totalPaidKobo: number;
}

/** The level payment that repays `loanKobo` over `periods` at `periodRate` (a fraction), rounded half up to the kobo. */
export function levelPaymentKobo(loanKobo: number, annualRatePercent: number, periods: number, perYear = 12): number {
  if (loanKobo <= 0 || periods <= 0) return 0;
  const rate = annualRatePercent / 100 / perYear;
  if (rate === 0) return Math.round(loanKobo / periods);
  return Math.round((loanKobo * rate) / (1 - (1 + rate) ** -periods));
}

/** YYYY-MM plus some months. */
export function addMonths(month: string, months: number): string {
  const [year, monthOfYear] = month.split('-').map(Number);
  const index = year * 12 + (monthOfYear - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function extraFor(extras: ExtraPayments | undefined, firstMonth: number, months: number): number {
  if (!extras) return 0;
  let total = 0;
  for (let month = firstMonth; month < firstMonth + months; month += 1) {
    total += extras.monthlyKobo ?? 0;
    if (month % 12 === 0) total += extras.yearlyKobo ?? 0;
    for (const oneOff of extras.oneOff ?? []) if (oneOff.month === month) total += oneOff.amountKobo;
  }
  return total;
}

export function buildSchedule({
  loanKobo,
  annualRatePercent,
  tenorYears,
  frequency = 'monthly',
  startMonth,
  extras,
}: ScheduleInput): Schedule {
  const monthsPerPeriod = MONTHS_PER_PERIOD[frequency];
  const perYear = periodsPerYear(frequency);
  const periods = Math.round(tenorYears * perYear);
  const level = levelPaymentKobo(loanKobo, annualRatePercent, periods, perYear);
  const payments: SchedulePayment[] = [];
  let balance = loanKobo;
  let totalInterestKobo = 0;
  let totalExtraKobo = 0;
  for (let number = 1; number <= periods && balance > 0; number += 1) {
    const interestKobo = percentOfKobo(balance, annualRatePercent, perYear);
    const owed = balance + interestKobo;
    const paymentKobo = number === periods ? owed : Math.min(level, owed);
    const principalKobo = paymentKobo - interestKobo;
    const monthOffset = (number - 1) * monthsPerPeriod;
    // Months are counted from 1; a payment covers its month and those before the next payment.
    const extraKobo = Math.min(extraFor(extras, monthOffset + 1, monthsPerPeriod), balance - principalKobo);
    balance -= principalKobo + extraKobo;
    totalInterestKobo += interestKobo;
    totalExtraKobo += extraKobo;
    payments.push({
      number,
      monthOffset,
      month: startMonth ? addMonths(startMonth, monthOffset) : undefined,
      paymentKobo,
      interestKobo,
      principalKobo,
      extraKobo,
      balanceKobo: balance,
    });
  }
  return {
    loanKobo,
    frequency,
    levelPaymentKobo: level,
    payments,
    totalInterestKobo,
    totalExtraKobo,
    totalPaidKobo: loanKobo + totalInterestKobo,
  };
}

export interface ScheduleYear {
  year: number;
  firstMonth?: string;
  lastMonth?: string;
  paymentKobo: number;
  interestKobo: number;
  principalKobo: number;
  extraKobo: number;
  /** The balance after the year's last payment. */
  balanceKobo: number;
}

/** The schedule by year of the loan (year 1 holds the first twelve months): each year's sums and closing balance. */
export function scheduleByYear(schedule: Schedule): ScheduleYear[] {
  const years: ScheduleYear[] = [];
  for (const payment of schedule.payments) {
    const year = Math.floor(payment.monthOffset / 12) + 1;
    let row = years.at(-1);
    if (!row || row.year !== year) {
      row = {
        year,
        firstMonth: payment.month,
        paymentKobo: 0,
        interestKobo: 0,
        principalKobo: 0,
        extraKobo: 0,
        balanceKobo: 0,
      };
      years.push(row);
    }
    row.lastMonth = payment.month;
    row.paymentKobo += payment.paymentKobo;
    row.interestKobo += payment.interestKobo;
    row.principalKobo += payment.principalKobo;
    row.extraKobo += payment.extraKobo;
    row.balanceKobo = payment.balanceKobo;
  }
  return years;
}

export interface ExtrasSaving {
  /** Months sooner the loan is repaid than without extras. */
  monthsSaved: number;
  interestSavedKobo: number;
}

/** What the extra payments save against the same loan without them. */
export function savingOfExtras(withExtras: Schedule, withoutExtras: Schedule): ExtrasSaving {
  const months = MONTHS_PER_PERIOD[withExtras.frequency];
  return {
    monthsSaved: (withoutExtras.payments.length - withExtras.payments.length) * months,
    interestSavedKobo: withoutExtras.totalInterestKobo - withExtras.totalInterestKobo,
  };
}

/**
 * The largest loan, in whole thousands of naira, whose level payment stays within `budgetKobo` a
 * period: the annuity formula inverted, then checked and nudged against the rounded payment itself.
 */
export function largestLoanKobo(
  budgetKobo: number,
  annualRatePercent: number,
  tenorYears: number,
  frequency: PaymentFrequency = 'monthly',
): number {
  if (budgetKobo <= 0) return 0;
  const perYear = periodsPerYear(frequency);
  const periods = Math.round(tenorYears * perYear);
  const paymentOf = (loan: number) => levelPaymentKobo(loan, annualRatePercent, periods, perYear);
  const rate = annualRatePercent / 100 / perYear;
  const estimate = rate === 0 ? budgetKobo * periods : (budgetKobo * (1 - (1 + rate) ** -periods)) / rate;
  // Bracket the exact answer around the estimate, then search it to the kobo.
  let low = Math.max(0, Math.floor(estimate) - 1_000_000);
  let high = Math.floor(estimate) + 1_000_000;
  while (low > 0 && paymentOf(low) > budgetKobo) low = Math.floor(low / 2);
  while (paymentOf(high) <= budgetKobo) high *= 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (paymentOf(middle) <= budgetKobo) low = middle;
    else high = middle;
  }
  const THOUSAND_NAIRA = 100_000;
  return Math.floor(low / THOUSAND_NAIRA) * THOUSAND_NAIRA;
}
