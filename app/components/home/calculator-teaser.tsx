import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-router';
import { CALCULATOR_LIMITS, calculateMortgage, formatNaira } from '@domain/mortgage';
import type { MortgageCalculatorFields } from '@domain/mortgage-form';
import { buttonClasses } from '~/components/ui/button-link';
import { homeCopy } from '~/content/pages/home';

export interface CalculatorTeaserData {
  fields: MortgageCalculatorFields;
  tenorChoices: number[];
}

/**
 * The line under the form: what the home typed would cost a month on the calculator's terms (the
 * same figure /loan-calculator gives), or what to type when the price is not one it takes.
 */
export function teaserEstimate({ price, tenorYears, equityPercent, annualRatePercent }: MortgageCalculatorFields): string {
  const copy = homeCopy.calculator;
  const amount = Number(price.replace(/[₦,\s]/g, ''));
  if (!(amount >= CALCULATOR_LIMITS.minPrice && amount <= CALCULATOR_LIMITS.maxPrice)) {
    return copy.exampleNeedsPrice(formatNaira(CALCULATOR_LIMITS.minPrice), formatNaira(CALCULATOR_LIMITS.maxPrice));
  }
  const input = { price: amount, tenorYears: Number(tenorYears), equityPercent: Number(equityPercent), annualRatePercent: Number(annualRatePercent) };
  return copy.example(formatNaira(amount), input.equityPercent, input.tenorYears, input.annualRatePercent, formatNaira(calculateMortgage(input).monthlyRepayment, { kobo: true }));
}

const CONTROL = 'mt-1 block min-h-11 w-full rounded-input border border-border-strong bg-surface px-3 text-base text-ink tabular';

/**
 * A two-field start of the Mortgage Calculator: a GET form, so it works before JavaScript loads and
 * the calculator opens with the figures filled in.
 */
export function CalculatorTeaser({ fields, tenorChoices }: CalculatorTeaserData) {
  const copy = homeCopy.calculator;
  const [typed, setTyped] = useState(fields);
  return (
    <section aria-labelledby="calculator-title" className="rounded-card bg-surface p-6 text-ink shadow-raised sm:p-8">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <Calculator aria-hidden="true" size={22} />
        </span>
        <h2 id="calculator-title" className="text-xl font-bold">
          {copy.title}
        </h2>
      </div>
      <p className="mt-3 text-muted">{copy.lead}</p>
      <Form method="get" action="/loan-calculator" className="mt-6 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="teaser-price" className="font-semibold">
            {copy.priceLabel}
          </label>
          <p id="teaser-price-hint" className="text-sm text-muted">
            {copy.priceHint}
          </p>
          <input
            id="teaser-price"
            name="price"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby="teaser-price-hint"
            defaultValue={fields.price}
            onChange={(event) => setTyped({ ...typed, price: event.target.value })}
            className={CONTROL}
          />
        </div>
        <div>
          <label htmlFor="teaser-tenor" className="font-semibold">
            {copy.tenorLabel}
          </label>
          <select id="teaser-tenor" name="tenorYears" defaultValue={fields.tenorYears} onChange={(event) => setTyped({ ...typed, tenorYears: event.target.value })} className={CONTROL}>
            {tenorChoices.map((years) => (
              <option key={years} value={years}>
                {years} years
              </option>
            ))}
          </select>
        </div>
        <input type="hidden" name="equityPercent" value={fields.equityPercent} />
        <input type="hidden" name="annualRatePercent" value={fields.annualRatePercent} />
        <button type="submit" className={buttonClasses('primary')}>
          {copy.submit}
        </button>
      </Form>
      <p aria-live="polite" className="mt-4 text-sm text-muted">
        {teaserEstimate(typed)}
      </p>
    </section>
  );
}
