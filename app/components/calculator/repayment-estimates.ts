import {
  CALCULATOR_DEFAULTS,
  calculateMortgage,
  isWithinNhfLimits,
  nhfPreset,
  type MortgageInput,
} from '@domain/mortgage';

export interface RepaymentEstimate {
  input: MortgageInput;
  monthlyRepayment: number;
}

/** "What would I pay?" for a price: on the calculator's default terms and, where it reaches, an NHF loan. */
export function repaymentEstimates(price: number): { standard: RepaymentEstimate; nhf?: RepaymentEstimate } {
  const estimate = (input: MortgageInput) => ({ input, monthlyRepayment: calculateMortgage(input).monthlyRepayment });
  return {
    standard: estimate({ ...CALCULATOR_DEFAULTS, price }),
    nhf: isWithinNhfLimits(price) ? estimate(nhfPreset(price)) : undefined,
  };
}

/** The calculator's address with these figures filled in. */
export function calculatorLink(input: Pick<MortgageInput, 'price'> & Partial<MortgageInput>, preset?: 'nhf'): string {
  const query = new URLSearchParams({ price: String(input.price) });
  if (preset) query.set('preset', preset);
  return `/loan-calculator?${query}`;
}
