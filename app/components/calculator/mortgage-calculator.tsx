import { Form } from 'react-router';
import { mortgageCalculator as copy } from '~/content/pages/loan-calculator';
import type { MortgageCalculatorFields } from '@domain/mortgage-form';
import { buttonClasses } from '~/components/ui/button-link';
import { CalculatorActions } from './calculator-actions';
import { BasisChoice, ProductChoice } from './calculator-choices';
import { CalculatorDetails } from './calculator-details';
import { BasisFigures, ExtraFigures, TermFigures } from './calculator-figures';
import { CalculatorResults } from './calculator-results';
import { CALCULATOR_PATH, useMortgageCalculator } from './use-mortgage-calculator';

const CALCULATOR_FORM_ID = 'mortgage-calculator';

/**
 * The Mortgage Calculator: a GET form that the server renders with its result, so it works and
 * prints before JavaScript loads (or without it); with JavaScript the result follows every
 * keystroke and the address follows the form (replacing the entry), so it can be shared. Errors
 * show once a field is left, or straight away for figures that arrived in the address.
 */
export function MortgageCalculator(props: {
  initialFields: MortgageCalculatorFields;
  hasSubmitted: boolean;
  /** Next month when the server renders a request; none while prerendering (a build's month goes stale). */
  defaultStartMonth?: string;
}) {
  const calculator = useMortgageCalculator(props);
  const { calculation, shown, query, hydrated } = calculator;
  return (
    <>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Form
          ref={calculator.formRef}
          id={CALCULATOR_FORM_ID}
          method="get"
          action={CALCULATOR_PATH}
          replace
          preventScrollReset
          noValidate
          className="calculator-form grid grid-cols-1 gap-6 rounded-card border border-border p-4 sm:p-6 print:hidden"
        >
          <ProductChoice calculator={calculator} />
          <BasisChoice calculator={calculator} />
          <BasisFigures calculator={calculator} />
          <TermFigures calculator={calculator} />
          <ExtraFigures calculator={calculator} />
          <button type="submit" className={`w-full sm:w-auto sm:justify-self-start ${buttonClasses('primary')}`}>
            {copy.form.submit}
          </button>
        </Form>

        {/* On phones the estimate follows the form; on wide screens it stays in view beside it. */}
        <div className="grid grid-cols-1 gap-4 lg:sticky lg:top-4">
          <CalculatorResults calculation={calculation} />
          {calculation.isValid ? (
            <CalculatorActions
              query={query}
              canPrint={hydrated}
              outsideTerms={calculation.problems.length > 0 ? calculation.input.product.name : null}
            />
          ) : null}
        </div>
      </div>
      {shown.isValid ? <CalculatorDetails calculation={shown} /> : null}
    </>
  );
}
