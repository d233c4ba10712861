import { NHF_TERMS, formatNaira } from '@domain/mortgage';
import { buttonClasses } from '~/components/ui/button-link';

/** The NHF facts, and a submit button that puts them into the calculator for the price entered. */
export function NhfTerms({ form }: { form: string }) {
  return (
    <section aria-labelledby="nhf-title" className="rounded-card border border-border bg-surface-subtle p-6">
      <h2 id="nhf-title" className="text-lg font-bold">
        National Housing Fund (NHF) terms
      </h2>
      <ul className="mt-3 space-y-1 tabular">
        <li>Interest of {NHF_TERMS.annualRatePercent}% a year</li>
        <li>Up to {NHF_TERMS.maxTenorYears} years to repay</li>
        <li>Loans of up to {formatNaira(NHF_TERMS.maxLoan)}</li>
        <li>
          No equity up to {formatNaira(NHF_TERMS.noEquityUpTo)}; {NHF_TERMS.equityPercentAbove}% above
        </li>
        <li>
          For contributors aged {NHF_TERMS.minAge} to {NHF_TERMS.maxAge} with at least {NHF_TERMS.minContributionMonths} months of contributions
        </li>
      </ul>
      <button
        type="submit"
        form={form}
        name="preset"
        value="nhf"
        className={`mt-4 ${buttonClasses('outline')}`}
      >
        Use NHF terms for this price
      </button>
    </section>
  );
}
