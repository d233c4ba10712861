/**
 * The National Housing Fund explained with the terms of domain/mortgage. Loaders call these on the
 * server, so the calculator's validation code stays out of the pages' JavaScript.
 */
import { NHF_TERMS, formatNaira } from '@domain/mortgage';

/** The three steps of the home page's NHF explainer. */
export function nhfSteps() {
  return [
    {
      title: 'Contribute',
      text: `Pay 2.5% of your monthly basic salary into the National Housing Fund, through your employer or on your own if you are self-employed, for at least ${NHF_TERMS.minContributionMonths} months. Contributors are ${NHF_TERMS.minAge} to ${NHF_TERMS.maxAge} years old.`,
    },
    {
      title: 'Apply with us',
      text: `Choose a home and apply through our branches for a loan of up to ${formatNaira(NHF_TERMS.maxLoan)} at ${NHF_TERMS.annualRatePercent}% a year. No equity is needed up to ${formatNaira(NHF_TERMS.noEquityUpTo)}; above that, ${NHF_TERMS.equityPercentAbove}%.`,
    },
    {
      title: 'Move in and repay',
      text: `Repay monthly over as long as ${NHF_TERMS.maxTenorYears} years, usually straight from your salary, while you live in your own home.`,
    },
  ];
}

/** One sentence on the size and length of an NHF loan. */
export function nhfLoanSummary(): string {
  return `Contributors apply through us for NHF loans of up to ${formatNaira(NHF_TERMS.maxLoan)} over as long as ${NHF_TERMS.maxTenorYears} years.`;
}
