import { formatKobo } from '@domain/kobo';
import { mortgageCalculator as copy } from '~/content/pages/loan-calculator';
import type { MortgageCalculation } from '@domain/mortgage-form';
import { shareLabel } from '@domain/mortgage-products';
import { monthName } from './schedule-tables';

/** The estimate: the repayment large (or, from income, the loan within reach), then the loan, equity, interest and totals. */
export function CalculatorResults({ calculation }: { calculation: MortgageCalculation }) {
  return (
    <section
      aria-labelledby="results-title"
      className="calculator-results rounded-card bg-primary-800 p-6 text-white shadow-raised"
    >
      <h2 id="results-title" className="text-lg font-bold">
        {copy.results.title}
      </h2>
      {calculation.isValid ? (
        <Figures calculation={calculation} />
      ) : (
        <p role="status" className="mt-4 text-primary-50">
          {copy.results.invalid}
        </p>
      )}
      <p className="mt-6 text-sm text-primary-100">{copy.results.note}</p>
    </section>
  );
}

function Figures({ calculation }: { calculation: Extract<MortgageCalculation, { isValid: true }> }) {
  const { input, schedule, saving, problems } = calculation;
  const last = schedule.payments.at(-1);
  const rows: [string, string][] = [
    [copy.results.loanAmount, formatKobo(input.loanKobo)],
    ...(input.priceKobo !== null && input.equityKobo !== null
      ? ([
          [copy.results.price, formatKobo(input.priceKobo)],
          [copy.results.equity, formatKobo(input.equityKobo)],
        ] as [string, string][])
      : []),
    [copy.results.totalInterest, formatKobo(schedule.totalInterestKobo)],
    [copy.results.totalPaid, formatKobo(schedule.totalPaidKobo)],
    [copy.results.payments, String(schedule.payments.length)],
    ...(last
      ? ([
          [
            copy.results.lastPayment,
            `${formatKobo(last.paymentKobo + last.extraKobo)}${last.month ? `, ${monthName(last.month)}` : ''}`,
          ],
        ] as [string, string][])
      : []),
  ];
  return (
    <div aria-live="polite">
      {input.income ? (
        <>
          <p className="mt-4 text-primary-100">{copy.results.youCouldBorrow}</p>
          <p className="text-4xl font-bold tracking-tight text-accent-300 tabular">{formatKobo(input.loanKobo)}</p>
          <p className="mt-2 text-primary-50">
            {copy.results.affordableHome(formatKobo(input.priceKobo ?? 0), input.equityPercent)}
          </p>
          <p className="mt-1 text-sm text-primary-100">
            {copy.results.budget(formatKobo(input.income.monthlyBudgetKobo), shareLabel(input.income.share))}
          </p>
        </>
      ) : null}
      <p className="mt-4 text-primary-100">{copy.results.repayment(input.frequency)}</p>
      <p className={`${input.income ? 'text-2xl' : 'text-4xl'} font-bold tracking-tight text-accent-300 tabular`}>
        {formatKobo(schedule.levelPaymentKobo)}
        <span className="sr-only"> {copy.frequencyWords[input.frequency].every}</span>
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-4 tabular">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-primary-100">{term}</dt>
            <dd className="text-base font-semibold break-words sm:text-lg">{value}</dd>
          </div>
        ))}
      </dl>
      {saving ? (
        <p className="mt-6 rounded-input bg-primary-900 p-4 font-semibold">
          {saving.monthsSaved > 0 || saving.interestSavedKobo > 0
            ? copy.results.extrasSave(copy.monthsAndYears(saving.monthsSaved), formatKobo(saving.interestSavedKobo))
            : copy.results.extrasSaveNothing}
        </p>
      ) : null}
      <div className="mt-6 rounded-input bg-primary-900 p-4">
        <p className="font-semibold">
          {problems.length === 0 ? copy.results.fits(input.product.name) : copy.results.outside(input.product.name)}
        </p>
        {problems.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-primary-50 tabular">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
