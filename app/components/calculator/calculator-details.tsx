import { formatKobo } from '@domain/kobo';
import type { MortgageCalculation } from '@domain/mortgage-form';
import { mortgageCalculator as copy } from '~/content/pages/loan-calculator';
import { BalanceChart, SplitChart } from './calculator-charts';
import { ScheduleTables, monthName } from './schedule-tables';

/** What was entered, for the printed page (the form itself does not print). */
function PrintSummary({ calculation }: { calculation: Extract<MortgageCalculation, { isValid: true }> }) {
  const { input } = calculation;
  const extras = input.extras;
  const rows: [string, string][] = [
    [copy.form.productLegend, input.product.name],
    ...(input.priceKobo !== null ? ([[copy.results.price, formatKobo(input.priceKobo)]] as [string, string][]) : []),
    ...(input.basis !== 'loan' ? ([[copy.form.equity.label, `${input.equityPercent}%`]] as [string, string][]) : []),
    [copy.results.loanAmount, formatKobo(input.loanKobo)],
    ...(input.income
      ? ([
          [copy.form.netMonthlyIncome.label, formatKobo(input.income.netMonthlyIncomeKobo)],
          [copy.form.existingRepayments.label, formatKobo(input.income.existingRepaymentsKobo)],
        ] as [string, string][])
      : []),
    [copy.form.rate.label, `${input.annualRatePercent}% a year`],
    [copy.form.tenor.label, `${input.tenorYears} years`],
    [copy.form.frequency.label, copy.frequencyWords[input.frequency].adjective],
    ...(input.startMonth ? ([[copy.form.startMonth.label, monthName(input.startMonth)]] as [string, string][]) : []),
    ...((extras.monthlyKobo ?? 0) > 0
      ? ([[copy.form.extraMonthly.label, formatKobo(extras.monthlyKobo ?? 0)]] as [string, string][])
      : []),
    ...((extras.yearlyKobo ?? 0) > 0
      ? ([[copy.form.extraYearly.label, formatKobo(extras.yearlyKobo ?? 0)]] as [string, string][])
      : []),
    ...(extras.oneOff ?? []).map(
      (oneOff) =>
        [copy.form.extraOnce.label, `${formatKobo(oneOff.amountKobo)} in month ${oneOff.month}`] as [string, string],
    ),
  ];
  return (
    <section aria-labelledby="summary-title" className="hidden print:block">
      <h2 id="summary-title" className="text-lg font-bold">
        {copy.summary.title}
      </h2>
      <dl className="mt-2 grid grid-cols-3 gap-x-4 gap-y-2 text-sm tabular">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The figures in full under the form: the printed summary, the charts and the schedule. */
export function CalculatorDetails({ calculation }: { calculation: Extract<MortgageCalculation, { isValid: true }> }) {
  return (
    <div className="mt-10 grid grid-cols-1 gap-10">
      <PrintSummary calculation={calculation} />
      <section aria-labelledby="charts-title" className="calculator-charts">
        <h2 id="charts-title" className="text-xl font-bold">
          {copy.charts.title}
        </h2>
        <div className="mt-4 grid grid-cols-1 gap-8 md:grid-cols-2">
          <BalanceChart schedule={calculation.schedule} tenorYears={calculation.input.tenorYears} />
          <SplitChart years={calculation.years} />
        </div>
      </section>
      <section aria-labelledby="schedule-title">
        <h2 id="schedule-title" className="text-xl font-bold">
          {copy.schedule.title}
        </h2>
        <div className="mt-4">
          <ScheduleTables schedule={calculation.schedule} years={calculation.years} />
        </div>
      </section>
    </div>
  );
}
