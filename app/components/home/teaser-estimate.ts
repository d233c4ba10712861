import { CALCULATOR_LIMITS, calculateMortgage, formatNaira } from '@domain/mortgage';
import type { MortgageCalculatorFields } from '@domain/mortgage-form';
import { homeTexts } from '~/content/pages/home';

/**
 * The line under the form: what the home typed would cost a month on the calculator's terms (the
 * same figure /loan-calculator gives), or what to type when the price is not one it takes.
 */
export function teaserEstimate({
  price,
  tenorYears,
  equityPercent,
  annualRatePercent,
}: MortgageCalculatorFields): string {
  const copy = homeTexts.calculator;
  const amount = Number(price.replace(/[₦,\s]/g, ''));
  if (!(amount >= CALCULATOR_LIMITS.minPrice && amount <= CALCULATOR_LIMITS.maxPrice)) {
    return copy.exampleNeedsPrice(formatNaira(CALCULATOR_LIMITS.minPrice), formatNaira(CALCULATOR_LIMITS.maxPrice));
  }
  const input = {
    price: amount,
    tenorYears: Number(tenorYears),
    equityPercent: Number(equityPercent),
    annualRatePercent: Number(annualRatePercent),
  };
  return copy.example(
    formatNaira(amount),
    input.equityPercent,
    input.tenorYears,
    input.annualRatePercent,
    formatNaira(calculateMortgage(input).monthlyRepayment, { kobo: true }),
  );
}
