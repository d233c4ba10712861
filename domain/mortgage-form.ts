/**
 * The mortgage calculator's form: its fields as typed, their validation (zod) and the address that
 * fills them in. Kept apart from domain/mortgage so that pages which only show figures do not load
 * the validation library.
 */
import { z } from 'zod';
import { CALCULATOR_DEFAULTS, CALCULATOR_LIMITS, NHF_TERMS, calculateMortgage, formatNaira, nhfPreset, type MortgageInput, type MortgageResult } from './mortgage';

/** A number typed by a person: "25,000,000", "₦ 25 000 000" and "25000000" are the same. */
const typedNumber = (label: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[₦,\s]/g, ''))
    .pipe(z.string().min(1, `Enter the ${label}.`).regex(/^\d+(\.\d+)?$/, `Enter the ${label} as a number.`))
    .transform(Number);

/** The calculator form (specification: Mortgage Calculator), run by the browser and the loader alike. */
export const MortgageCalculatorSchema = z
  .object({
    price: typedNumber('property price').pipe(
      z
        .number()
        .min(CALCULATOR_LIMITS.minPrice, `Enter a price of at least ${formatNaira(CALCULATOR_LIMITS.minPrice)}.`)
        .max(CALCULATOR_LIMITS.maxPrice, `Enter a price of at most ${formatNaira(CALCULATOR_LIMITS.maxPrice)}.`),
    ),
    equityPercent: typedNumber('equity').pipe(z.number().max(95, 'Equity must be less than 95% of the price; the rest is the loan.')),
    annualRatePercent: typedNumber('interest rate').pipe(
      z.number().max(CALCULATOR_LIMITS.maxRatePercent, `Enter a rate of at most ${CALCULATOR_LIMITS.maxRatePercent}% a year.`),
    ),
    tenorYears: typedNumber('tenor').pipe(
      z
        .number()
        .int('Enter the tenor in whole years.')
        .min(CALCULATOR_LIMITS.minTenorYears, `Enter a tenor of at least ${CALCULATOR_LIMITS.minTenorYears} year.`)
        .max(CALCULATOR_LIMITS.maxTenorYears, `Enter a tenor of at most ${CALCULATOR_LIMITS.maxTenorYears} years.`),
    ),
  })
  .strict();

export type MortgageCalculatorFields = Record<keyof MortgageInput, string>;
export type MortgageCalculatorErrors = Partial<Record<keyof MortgageInput, string>>;

export type MortgageCalculation =
  | { isValid: true; input: MortgageInput; result: MortgageResult; errors: MortgageCalculatorErrors }
  | { isValid: false; errors: MortgageCalculatorErrors };

/** Validates the typed fields and, when they are sound, computes the mortgage. */
export function calculateFromFields(fields: MortgageCalculatorFields): MortgageCalculation {
  const parsed = MortgageCalculatorSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: MortgageCalculatorErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof MortgageInput;
      errors[field] ??= issue.message;
    }
    return { isValid: false, errors };
  }
  return { isValid: true, input: parsed.data, result: calculateMortgage(parsed.data), errors: {} };
}

/** A price as the form shows it: 25,000,000. */
export const formatPriceField = (price: number) => formatNaira(price).replace('₦', '');

/** The input as form fields, numbers written the way the form shows them. */
export function toFields(input: MortgageInput): MortgageCalculatorFields {
  return {
    price: formatPriceField(input.price),
    equityPercent: String(input.equityPercent),
    annualRatePercent: String(input.annualRatePercent),
    tenorYears: String(input.tenorYears),
  };
}

export const CALCULATOR_FIELD_NAMES = ['price', 'equityPercent', 'annualRatePercent', 'tenorYears'] as const satisfies readonly (keyof MortgageInput)[];

/**
 * The calculator's fields from its address (/loan-calculator?price=25000000): the defaults for what
 * is missing, and with preset=nhf the NHF terms for the price given.
 */
export function calculatorFieldsFrom(query: URLSearchParams): MortgageCalculatorFields {
  const fields = toFields(CALCULATOR_DEFAULTS);
  for (const name of CALCULATOR_FIELD_NAMES) fields[name] = query.get(name) ?? fields[name];
  const price = MortgageCalculatorSchema.shape.price.safeParse(fields.price);
  if (price.success) fields.price = formatPriceField(price.data);
  if (query.get('preset') !== 'nhf') return fields;
  return price.success
    ? toFields(nhfPreset(price.data))
    : { ...fields, annualRatePercent: String(NHF_TERMS.annualRatePercent), tenorYears: String(NHF_TERMS.maxTenorYears) };
}
