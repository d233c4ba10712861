import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Form } from 'react-router';
import { formatNaira, type MortgageInput } from '@domain/mortgage';
import { CALCULATOR_FIELD_NAMES, MortgageCalculatorSchema, calculateFromFields, formatPriceField, type MortgageCalculatorFields } from '@domain/mortgage-form';
import { buttonClasses } from '~/components/ui/button-link';
import { CalculatorField } from './calculator-field';
import { CalculatorResults } from './calculator-results';
import { NhfTerms } from './nhf-terms';

type FieldName = keyof MortgageInput;

export const CALCULATOR_FORM_ID = 'mortgage-calculator';

/**
 * The Mortgage Calculator: a GET form whose loader computes the estimate, so it works before
 * JavaScript loads; with JavaScript the estimate follows every keystroke. Errors show once a field
 * is left, or straight away for figures that arrived in the address.
 */
export function MortgageCalculator({ initialFields, hasSubmitted }: { initialFields: MortgageCalculatorFields; hasSubmitted: boolean }) {
  const [fields, setFields] = useState(initialFields);
  const [visited, setVisited] = useState<ReadonlySet<FieldName>>(() => new Set(hasSubmitted ? CALCULATOR_FIELD_NAMES : []));
  const calculation = useMemo(() => calculateFromFields(fields), [fields]);
  const errorOf = (name: FieldName) => (visited.has(name) ? calculation.errors[name] : undefined);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // After a submission with mistakes, start where the first one is (GOV.UK pattern).
    const firstError = CALCULATOR_FIELD_NAMES.find((name) => hasSubmitted && calculateFromFields(initialFields).errors[name]);
    if (firstError) form.current?.querySelector<HTMLInputElement>(`[name="${firstError}"]`)?.focus();
  }, [hasSubmitted, initialFields]);

  const bind = (name: FieldName) => ({
    name,
    value: fields[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setFields((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => {
      setVisited((current) => new Set(current).add(name));
      if (name === 'price') {
        const price = MortgageCalculatorSchema.shape.price.safeParse(fields.price);
        if (price.success) setFields((current) => ({ ...current, price: formatPriceField(price.data) }));
      }
    },
  });

  const equityHint = calculation.isValid ? `That is ${formatNaira(calculation.result.equityAmount)} of the price.` : 'The part of the price you pay yourself.';

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <Form ref={form} id={CALCULATOR_FORM_ID} method="get" action="/loan-calculator" replace preventScrollReset noValidate className="rounded-card border border-border p-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <CalculatorField {...bind('price')} label="Property price" hint="The price of the home, in naira." prefix="₦" inputMode="numeric" />
          </div>
          <CalculatorField {...bind('equityPercent')} label="Equity (down payment)" hint={equityHint} suffix="%" inputMode="decimal" />
          <CalculatorField {...bind('annualRatePercent')} label="Interest rate" hint="The yearly rate. NHF loans are 6%." suffix="% a year" inputMode="decimal" />
          <CalculatorField {...bind('tenorYears')} label="Tenor" hint="How long you repay, up to 30 years." suffix="years" inputMode="numeric" />
        </div>
        <button type="submit" className={`mt-6 w-full sm:w-auto ${buttonClasses('primary')}`}>
          Calculate
        </button>
      </Form>
      {/* On phones the estimate follows the form; on wide screens it stays in view beside it. */}
      <div className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <CalculatorResults calculation={calculation} />
      </div>
      <NhfTerms form={CALCULATOR_FORM_ID} />
    </div>
  );
}
