import { Calculator } from 'lucide-react';
import type { MortgageCalculatorFields } from '@domain/mortgage-form';
import { buttonClasses } from '~/components/ui/button-link';
import { homeTexts } from '~/content/pages/home';
import { teaserEstimate } from './teaser-estimate';

export interface CalculatorTeaserData {
  fields: MortgageCalculatorFields;
  tenorChoices: number[];
}

const CONTROL =
  'mt-1 block min-h-11 w-full rounded-input border border-border-strong bg-surface px-3 text-base text-ink tabular';

/**
 * A two-field start of the Mortgage Calculator: a GET form, so it works without JavaScript and the
 * calculator opens with the figures filled in. The page's script keeps the line under it in step
 * with what is typed (app/enhance/calculator-teaser.ts).
 */
export function CalculatorTeaser({ fields, tenorChoices }: CalculatorTeaserData) {
  const copy = homeTexts.calculator;
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
      <form
        method="get"
        action="/loan-calculator"
        data-calculator-teaser
        className="mt-6 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      >
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
            className={CONTROL}
          />
        </div>
        <div>
          <label htmlFor="teaser-tenor" className="font-semibold">
            {copy.tenorLabel}
          </label>
          <select id="teaser-tenor" name="tenorYears" defaultValue={fields.tenorYears} className={CONTROL}>
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
      </form>
      <p aria-live="polite" data-teaser-estimate className="mt-4 text-sm text-muted">
        {teaserEstimate(fields)}
      </p>
    </section>
  );
}
