import { calculatorFieldsFrom, hasCalculatorQuery, nextMonth } from '@domain/mortgage-form';
import { MortgageCalculator } from './mortgage-calculator';

/**
 * The calculator with the figures of its address (/loan-calculator?price=25000000): the server
 * renders a link or a submission without JavaScript with its result; without a query, the defaults.
 */
export function CalculatorFromAddress({ query }: { query: URLSearchParams }) {
  const hasSubmitted = hasCalculatorQuery(query);
  return (
    <MortgageCalculator
      initialFields={calculatorFieldsFrom(query)}
      hasSubmitted={hasSubmitted}
      defaultStartMonth={hasSubmitted ? nextMonth() : undefined}
    />
  );
}
