/**
 * Expected figures were computed apart from this code, with Python's decimal module (exact
 * decimal arithmetic, ROUND_HALF_UP) following the rules of decision 030.
 */
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  buildSchedule,
  largestLoanKobo,
  levelPaymentKobo,
  savingOfExtras,
  scheduleByYear,
  type Schedule,
} from './mortgage-schedule';

const sum = (schedule: Schedule, key: 'principalKobo' | 'interestKobo' | 'extraKobo' | 'paymentKobo') =>
  schedule.payments.reduce((total, payment) => total + payment[key], 0);

function expectWhole(schedule: Schedule) {
  for (const payment of schedule.payments) {
    for (const value of [
      payment.paymentKobo,
      payment.interestKobo,
      payment.principalKobo,
      payment.extraKobo,
      payment.balanceKobo,
    ])
      expect(Number.isInteger(value)).toBe(true);
    expect(payment.paymentKobo).toBe(payment.interestKobo + payment.principalKobo);
  }
  expect(schedule.payments.at(-1)?.balanceKobo).toBe(0);
  expect(sum(schedule, 'principalKobo') + sum(schedule, 'extraKobo')).toBe(schedule.loanKobo);
}

describe('the schedule in kobo', () => {
  it('repays ₦15,000,000 at 6% over 30 years with ₦89,932.58 a month', () => {
    const schedule = buildSchedule({ loanKobo: 1_500_000_000, annualRatePercent: 6, tenorYears: 30 });
    expect(schedule.levelPaymentKobo).toBe(8_993_258);
    expect(schedule.payments).toHaveLength(360);
    expect(schedule.payments[0]).toMatchObject({
      interestKobo: 7_500_000,
      principalKobo: 1_493_258,
      balanceKobo: 1_498_506_742,
    });
    expect(schedule.totalInterestKobo).toBe(1_737_572_780);
    expect(schedule.totalPaidKobo).toBe(1_500_000_000 + 1_737_572_780);
    expectWhole(schedule);
  });

  it('adjusts the last payment so that the principal repaid is the loan exactly and the balance ends at zero', () => {
    const schedule = buildSchedule({ loanKobo: 2_000_000_000, annualRatePercent: 18, tenorYears: 20 });
    expect(schedule.levelPaymentKobo).toBe(30_866_230);
    expect(schedule.payments.at(-1)).toMatchObject({
      number: 240,
      paymentKobo: 30_867_264,
      interestKobo: 456_166,
      principalKobo: 30_411_098,
      balanceKobo: 0,
    });
    expect(sum(schedule, 'principalKobo')).toBe(2_000_000_000);
    expect(schedule.payments.slice(0, -1).every((payment) => payment.paymentKobo === 30_866_230)).toBe(true);
    expectWhole(schedule);
  });

  it('charges no interest at 0% and squares the rounding in the last payment', () => {
    const schedule = buildSchedule({ loanKobo: 1_000_000_000, annualRatePercent: 0, tenorYears: 1 });
    expect(schedule.levelPaymentKobo).toBe(83_333_333);
    expect(schedule.payments.at(-1)?.paymentKobo).toBe(83_333_337);
    expect(schedule.totalInterestKobo).toBe(0);
    expectWhole(schedule);
  });

  it('repays a one-month loan in one payment of the loan and a month of interest', () => {
    const schedule = buildSchedule({ loanKobo: 100_000_000, annualRatePercent: 12, tenorYears: 1 / 12 });
    expect(schedule.payments).toHaveLength(1);
    expect(schedule.payments[0]).toMatchObject({
      paymentKobo: 101_000_000,
      interestKobo: 1_000_000,
      principalKobo: 100_000_000,
      balanceKobo: 0,
    });
  });

  it('ends the loan early with extra payments, the last payment being what remains, and says what they save', () => {
    const input = { loanKobo: 2_000_000_000, annualRatePercent: 18, tenorYears: 20 };
    const withExtras = buildSchedule({
      ...input,
      extras: { monthlyKobo: 5_000_000, oneOff: [{ amountKobo: 100_000_000, month: 12 }] },
    });
    const without = buildSchedule(input);
    expect(withExtras.payments).toHaveLength(109);
    expect(withExtras.payments[11].extraKobo).toBe(105_000_000);
    expect(withExtras.payments.at(-1)).toMatchObject({
      paymentKobo: 21_274_005,
      interestKobo: 314_394,
      extraKobo: 0,
      balanceKobo: 0,
    });
    expect(withExtras.totalInterestKobo).toBe(1_994_826_845);
    expect(savingOfExtras(withExtras, without)).toEqual({
      monthsSaved: 131,
      interestSavedKobo: 5_407_896_234 - 1_994_826_845,
    });
    expectWhole(withExtras);
  });

  it('never takes an extra payment beyond the balance', () => {
    const schedule = buildSchedule({
      loanKobo: 100_000_000,
      annualRatePercent: 10,
      tenorYears: 5,
      extras: { oneOff: [{ amountKobo: 500_000_000, month: 2 }] },
    });
    expect(schedule.payments).toHaveLength(2);
    expectWhole(schedule);
  });

  it('repays the Tenant Ownership Mortgage quarterly or yearly at the rate of the period', () => {
    const quarterly = buildSchedule({
      loanKobo: 1_000_000_000,
      annualRatePercent: 18,
      tenorYears: 10,
      frequency: 'quarterly',
      startMonth: '2026-01',
    });
    expect(quarterly.levelPaymentKobo).toBe(54_343_147);
    expect(quarterly.payments).toHaveLength(40);
    expect(quarterly.payments[0].interestKobo).toBe(45_000_000);
    expect(quarterly.payments.map((payment) => payment.month).slice(0, 3)).toEqual(['2026-01', '2026-04', '2026-07']);
    expect(quarterly.totalInterestKobo).toBe(1_173_725_832);
    expectWhole(quarterly);

    const yearly = buildSchedule({
      loanKobo: 1_000_000_000,
      annualRatePercent: 18,
      tenorYears: 10,
      frequency: 'yearly',
    });
    expect(yearly.levelPaymentKobo).toBe(222_514_641);
    expect(yearly.payments.at(-1)?.paymentKobo).toBe(222_514_648);
    expect(yearly.totalInterestKobo).toBe(1_225_146_417);
    expectWhole(yearly);

    // A yearly extra lands on the quarter holding each 12th month.
    const withYearly = buildSchedule({
      loanKobo: 1_000_000_000,
      annualRatePercent: 18,
      tenorYears: 10,
      frequency: 'quarterly',
      extras: { yearlyKobo: 50_000_000 },
    });
    expect(withYearly.payments[3].extraKobo).toBe(50_000_000);
    expect(withYearly.payments[2].extraKobo).toBe(0);
    expect(withYearly.payments).toHaveLength(27);
    expect(withYearly.totalInterestKobo).toBe(737_452_110);
  });

  it('sums each year of the loan', () => {
    const schedule = buildSchedule({
      loanKobo: 1_500_000_000,
      annualRatePercent: 6,
      tenorYears: 30,
      startMonth: '2026-12',
    });
    const years = scheduleByYear(schedule);
    expect(years).toHaveLength(30);
    expect(years[0]).toMatchObject({
      year: 1,
      firstMonth: '2026-12',
      lastMonth: '2027-11',
      paymentKobo: 12 * 8_993_258,
    });
    expect(years.reduce((total, year) => total + year.interestKobo, 0)).toBe(schedule.totalInterestKobo);
    expect(years.reduce((total, year) => total + year.principalKobo, 0)).toBe(1_500_000_000);
    expect(years.at(-1)?.balanceKobo).toBe(0);
  });

  it('counts months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', 359)).toBe('2055-12');
  });
});

describe('affordability: the largest loan within a budget', () => {
  it('finds a loan whose repayment is within the budget, and ₦1,000 more would exceed it', () => {
    for (const [budget, rate, years] of [
      [25_000_000, 18, 20],
      [10_000_000, 6, 30],
      [7_777_777, 21.5, 7],
      [5_000_000, 0, 10],
    ] as const) {
      const loan = largestLoanKobo(budget, rate, years);
      expect(loan % 100_000).toBe(0);
      expect(levelPaymentKobo(loan, rate, years * 12)).toBeLessThanOrEqual(budget);
      expect(levelPaymentKobo(loan + 100_000, rate, years * 12)).toBeGreaterThan(budget);
    }
  });

  it('matches the annuity formula inverted: ₦250,000 a month at 18% over 20 years', () => {
    // 250,000 × (1 − 1.015^−240) / 0.015 = 16,198,933.02…, so ₦16,198,000 in whole thousands.
    expect(largestLoanKobo(25_000_000, 18, 20)).toBe(1_619_800_000);
  });

  it('lends nothing on no budget, and works per quarter for quarterly payments', () => {
    expect(largestLoanKobo(0, 18, 20)).toBe(0);
    const loan = largestLoanKobo(75_000_000, 18, 10, 'quarterly');
    expect(levelPaymentKobo(loan, 18, 40, 4)).toBeLessThanOrEqual(75_000_000);
    expect(levelPaymentKobo(loan + 100_000, 18, 40, 4)).toBeGreaterThan(75_000_000);
  });
});
