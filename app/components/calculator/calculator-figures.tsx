import { formatKobo } from '@domain/kobo';
import { mortgageCalculator as copy } from '~/content/pages/loan-calculator';
import { MORTGAGE_PRODUCTS, mortgageProduct } from '@domain/mortgage-products';
import { PAYMENT_FREQUENCIES } from '@domain/mortgage-schedule';
import { Field, controlClasses } from '~/components/form-kit/field';
import { CalculatorField } from './calculator-field';
import type { MortgageCalculatorState } from './use-mortgage-calculator';

/** The figures of the chosen basis; the page's styles show only those of the checked one. */
export function BasisFigures({ calculator: { bind } }: { calculator: MortgageCalculatorState }) {
  return (
    <>
      <div data-basis="price" className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <CalculatorField
            {...bind('price')}
            label={copy.form.price.label}
            hint={copy.form.price.hint}
            prefix="₦"
            inputMode="numeric"
          />
        </div>
      </div>
      <div data-basis="loan" className="grid grid-cols-1 gap-5">
        <CalculatorField
          {...bind('loanAmount')}
          label={copy.form.loanAmount.label}
          hint={copy.form.loanAmount.hint}
          prefix="₦"
          inputMode="decimal"
        />
      </div>
      <div data-basis="income" className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <CalculatorField
          {...bind('netMonthlyIncome')}
          label={copy.form.netMonthlyIncome.label}
          hint={copy.form.netMonthlyIncome.hint}
          prefix="₦"
          inputMode="decimal"
        />
        <CalculatorField
          {...bind('existingRepayments')}
          label={copy.form.existingRepayments.label}
          hint={copy.form.existingRepayments.hint}
          prefix="₦"
          inputMode="decimal"
        />
        <CalculatorField
          {...bind('incomeSharePercent')}
          label={copy.form.incomeShare.label}
          hint={copy.form.incomeShare.hint}
          suffix="%"
          inputMode="decimal"
        />
      </div>
    </>
  );
}

/** The loan's terms: equity, rate, tenor, how often it is repaid and from when. */
export function TermFigures({ calculator }: { calculator: MortgageCalculatorState }) {
  const { fields, calculation, bind, errorOf, update, markVisited } = calculator;
  const product = mortgageProduct(fields.product) ?? MORTGAGE_PRODUCTS[0];
  const equityHint =
    calculation.isValid && calculation.input.equityKobo !== null
      ? copy.form.equityOf(formatKobo(calculation.input.equityKobo, { wholeNaira: true }))
      : copy.form.equity.hint;
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <div data-basis="price income">
        <CalculatorField
          {...bind('equityPercent')}
          label={copy.form.equity.label}
          hint={equityHint}
          suffix="%"
          inputMode="decimal"
        />
      </div>
      <CalculatorField
        {...bind('annualRatePercent')}
        label={copy.form.rate.label}
        hint={copy.form.rate.hint(product.name, product.annualRatePercent)}
        suffix="% a year"
        inputMode="decimal"
      />
      <CalculatorField
        {...bind('tenorYears')}
        label={copy.form.tenor.label}
        hint={copy.form.tenor.hint(product.name, product.minTenorYears, product.maxTenorYears)}
        suffix="years"
        inputMode="numeric"
      />
      <div data-product="tom">
        <Field id="calculator-frequency" label={copy.form.frequency.label} hint={copy.form.frequency.hint} isSelect>
          {(control) => (
            <select
              {...control}
              name="frequency"
              value={fields.frequency}
              onChange={(event) => update({ frequency: event.target.value })}
              className={controlClasses({ isSelect: true })}
            >
              {PAYMENT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {copy.frequencyWords[frequency].adjective}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        id="calculator-startMonth"
        label={copy.form.startMonth.label}
        hint={copy.form.startMonth.hint}
        error={errorOf('startMonth')}
      >
        {(control) => (
          <input
            {...control}
            name="startMonth"
            autoComplete="off"
            spellCheck={false}
            value={fields.startMonth}
            onChange={(event) => update({ startMonth: event.target.value })}
            onBlur={() => markVisited('startMonth')}
            className={`${controlClasses({ invalid: Boolean(errorOf('startMonth')) })} tabular`}
          />
        )}
      </Field>
    </div>
  );
}

/** Extra payments, folded away unless one is given. */
export function ExtraFigures({ calculator: { fields, bind } }: { calculator: MortgageCalculatorState }) {
  const hasExtras = (['extraMonthly', 'extraYearly', 'extraOnce'] as const).some((name) => fields[name].trim() !== '');
  return (
    <details open={hasExtras || undefined} className="rounded-input border border-border p-4">
      <summary className="cursor-pointer font-semibold">{copy.form.extrasSummary}</summary>
      <p className="mt-2 text-sm text-muted">{copy.form.extrasHint}</p>
      <div className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2">
        <CalculatorField
          {...bind('extraMonthly')}
          label={copy.form.extraMonthly.label}
          hint={copy.form.extraMonthly.hint}
          prefix="₦"
          inputMode="decimal"
        />
        <CalculatorField
          {...bind('extraYearly')}
          label={copy.form.extraYearly.label}
          hint={copy.form.extraYearly.hint}
          prefix="₦"
          inputMode="decimal"
        />
        <CalculatorField
          {...bind('extraOnce')}
          label={copy.form.extraOnce.label}
          hint={copy.form.extraOnce.hint}
          prefix="₦"
          inputMode="decimal"
        />
        <CalculatorField
          {...bind('extraOnceMonth')}
          label={copy.form.extraOnceMonth.label}
          hint={copy.form.extraOnceMonth.hint}
          inputMode="numeric"
        />
      </div>
    </details>
  );
}
