import { NHF_TERMS, formatNaira, nhfShortfalls } from '@domain/mortgage';
import type { MortgageCalculation } from '@domain/mortgage-form';

/** The estimate: the monthly repayment large, then the loan, equity, interest and totals. */
export function CalculatorResults({ calculation }: { calculation: MortgageCalculation }) {
  return (
    <section aria-labelledby="results-title" className="rounded-card bg-primary-800 p-6 text-white shadow-raised">
      <h2 id="results-title" className="text-lg font-bold">
        Your estimate
      </h2>
      {calculation.isValid ? (
        <>
          <p className="mt-4 text-primary-100">Monthly repayment</p>
          <p aria-live="polite" className="text-4xl font-bold tracking-tight text-accent-300 tabular">
            {formatNaira(calculation.result.monthlyRepayment)}
            <span className="sr-only"> a month</span>
          </p>
          <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-4 tabular">
            {[
              ['Loan amount', formatNaira(calculation.result.loanAmount)],
              ['Your equity', formatNaira(calculation.result.equityAmount)],
              ['Total interest', formatNaira(calculation.result.totalInterest)],
              ['Total repayment', formatNaira(calculation.result.totalRepayment)],
              ['Monthly payments', String(calculation.result.months)],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-primary-100">{term}</dt>
                <dd className="text-lg font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          {calculation.input.annualRatePercent === NHF_TERMS.annualRatePercent ? <NhfCheck shortfalls={nhfShortfalls(calculation.input)} /> : null}
        </>
      ) : (
        <p role="status" className="mt-4 text-primary-50">
          Correct the fields marked in red to see your estimate.
        </p>
      )}
      <p className="mt-6 text-sm text-primary-100">
        Figures are estimates, rounded to the nearest naira, with the same repayment every month. Your offer letter states the rate, fees and repayment that
        apply to you.
      </p>
    </section>
  );
}

function NhfCheck({ shortfalls }: { shortfalls: string[] }) {
  return (
    <div className="mt-6 rounded-input bg-primary-900 p-4">
      <p className="font-semibold">{shortfalls.length === 0 ? 'These figures fit the NHF terms.' : 'At 6%, these figures are outside the NHF terms:'}</p>
      {shortfalls.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-primary-50 tabular">
          {shortfalls.map((shortfall) => (
            <li key={shortfall}>{shortfall}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
