/**
 * The mortgage calculator's form: its fields as typed, their validation (zod), the address that
 * holds them (/loan-calculator?price=…&equityPercent=…) and the figures they give. Kept apart from
 * domain/mortgage so that pages which only show figures do not load the validation library.
 */
import { z } from 'zod';
import { formatKobo, koboToField, nairaToKobo, parseNairaToKobo, percentOfKobo } from './kobo';
import { CALCULATOR_DEFAULTS, CALCULATOR_LIMITS, formatNaira, nhfMinimumEquityPercent } from './mortgage';
import {
  MORTGAGE_PRODUCTS,
  REPAYMENT_SHARE_OF_INCOME,
  eligibilityProblems,
  mortgageProduct,
  repaymentBudgetKobo,
  type IncomeShare,
  type MortgageProduct,
  type MortgageProductId,
} from './mortgage-products';
import {
  MONTHS_PER_PERIOD,
  PAYMENT_FREQUENCIES,
  buildSchedule,
  largestLoanKobo,
  savingOfExtras,
  scheduleByYear,
  type ExtraPayments,
  type ExtrasSaving,
  type PaymentFrequency,
  type Schedule,
  type ScheduleYear,
} from './mortgage-schedule';

export const CALCULATOR_BASES = ['price', 'loan', 'income'] as const;
type CalculatorBasis = (typeof CALCULATOR_BASES)[number];

/** Every field of the form, by the name it has in the address. */
export const CALCULATOR_FIELD_NAMES = [
  'basis',
  'product',
  'price',
  'equityPercent',
  'loanAmount',
  'netMonthlyIncome',
  'existingRepayments',
  'incomeSharePercent',
  'annualRatePercent',
  'tenorYears',
  'frequency',
  'startMonth',
  'extraMonthly',
  'extraYearly',
  'extraOnce',
  'extraOnceMonth',
] as const;

export type CalculatorFieldName = (typeof CALCULATOR_FIELD_NAMES)[number];
export type MortgageCalculatorFields = Record<CalculatorFieldName, string>;
type MortgageCalculatorErrors = Partial<Record<CalculatorFieldName, string>>;

const MIN_LOAN_KOBO = nairaToKobo(CALCULATOR_LIMITS.minPrice);
const MAX_AMOUNT_KOBO = nairaToKobo(CALCULATOR_LIMITS.maxPrice);

/** A number typed by a person: "25,000,000", "₦ 25 000 000" and "25000000" are the same. */
const typedNumber = (label: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[₦,\s%]/g, ''))
    .pipe(
      z
        .string()
        .min(1, `Enter the ${label}.`)
        .regex(/^\d+(\.\d+)?$/, `Enter the ${label} as a number.`),
    )
    .transform(Number);

/** An amount of naira (and kobo) typed by a person, in kobo. */
const typedKobo = (label: string, { min = 0, max = MAX_AMOUNT_KOBO }: { min?: number; max?: number } = {}) =>
  z
    .string()
    .trim()
    .refine((value) => value.replace(/[₦,\s]/g, '') !== '', `Enter the ${label}.`)
    .transform((value, context) => {
      const kobo = parseNairaToKobo(value);
      if (kobo === null) {
        context.addIssue({
          code: 'custom',
          message: `Enter the ${label} in naira, for example 1,500,000 or 1,500.50.`,
        });
        return z.NEVER;
      }
      return kobo;
    })
    .pipe(
      z
        .number()
        .min(
          min,
          `Enter ${label === 'loan amount' ? 'a loan' : `an amount`} of at least ${formatKobo(min, { wholeNaira: true })}.`,
        )
        .max(max, `Enter an amount of at most ${formatKobo(max, { wholeNaira: true })}.`),
    );

/** An optional amount: empty is nil. */
const optionalKobo = (label: string) =>
  z.union([
    z
      .string()
      .trim()
      .length(0)
      .transform(() => 0),
    typedKobo(label),
  ]);

/** The rules of each field (specification: Mortgage Calculator), run by the browser and the server alike. */
export const CALCULATOR_FIELD_RULES = {
  price: typedNumber('property price').pipe(
    z
      .number()
      .min(CALCULATOR_LIMITS.minPrice, `Enter a price of at least ${formatNaira(CALCULATOR_LIMITS.minPrice)}.`)
      .max(CALCULATOR_LIMITS.maxPrice, `Enter a price of at most ${formatNaira(CALCULATOR_LIMITS.maxPrice)}.`),
  ),
  equityPercent: typedNumber('equity').pipe(
    z.number().max(95, 'Equity must be less than 95% of the price; the rest is the loan.'),
  ),
  loanAmount: typedKobo('loan amount', { min: MIN_LOAN_KOBO }),
  netMonthlyIncome: typedKobo('net monthly income', { min: 1 }),
  existingRepayments: optionalKobo('existing repayments'),
  incomeSharePercent: z.union([
    z
      .string()
      .trim()
      .length(0)
      .transform(() => undefined),
    typedNumber('share of income').pipe(
      z.number().gt(0, 'Enter a share above 0%.').max(100, 'Enter a share of at most 100%.'),
    ),
  ]),
  annualRatePercent: typedNumber('interest rate').pipe(
    z
      .number()
      .max(CALCULATOR_LIMITS.maxRatePercent, `Enter a rate of at most ${CALCULATOR_LIMITS.maxRatePercent}% a year.`),
  ),
  tenorYears: typedNumber('tenor').pipe(
    z
      .number()
      .int('Enter the tenor in whole years.')
      .min(CALCULATOR_LIMITS.minTenorYears, `Enter a tenor of at least ${CALCULATOR_LIMITS.minTenorYears} year.`)
      .max(CALCULATOR_LIMITS.maxTenorYears, `Enter a tenor of at most ${CALCULATOR_LIMITS.maxTenorYears} years.`),
  ),
  frequency: z.enum(PAYMENT_FREQUENCIES, 'Choose monthly, quarterly or yearly payments.'),
  startMonth: z.union([
    z
      .string()
      .trim()
      .length(0)
      .transform(() => undefined),
    z
      .string()
      .trim()
      .regex(
        /^(19|20|21)\d\d-(0[1-9]|1[0-2])$/,
        'Enter the month of the first payment as year and month, for example 2026-01.',
      ),
  ]),
  extraMonthly: optionalKobo('extra each month'),
  extraYearly: optionalKobo('extra each year'),
  extraOnce: optionalKobo('one-off payment'),
  extraOnceMonth: z.union([
    z
      .string()
      .trim()
      .length(0)
      .transform(() => undefined),
    typedNumber('month of the one-off payment').pipe(
      z.number().int('Enter the month as a whole number.').min(1, 'Enter a month from 1.'),
    ),
  ]),
};

interface CalculatorIncome {
  netMonthlyIncomeKobo: number;
  existingRepaymentsKobo: number;
  share: IncomeShare;
  /** What is left each month for the new loan. */
  monthlyBudgetKobo: number;
}

interface CalculatorInput {
  basis: CalculatorBasis;
  product: MortgageProduct;
  /** The home's price; null when the loan amount was entered directly. */
  priceKobo: number | null;
  equityPercent: number;
  equityKobo: number | null;
  loanKobo: number;
  annualRatePercent: number;
  tenorYears: number;
  frequency: PaymentFrequency;
  startMonth: string;
  extras: ExtraPayments;
  income?: CalculatorIncome;
}

interface CalculatorFigures {
  input: CalculatorInput;
  schedule: Schedule;
  years: ScheduleYear[];
  /** The same loan without extras, and what the extras save; only when there are extras. */
  saving?: ExtrasSaving & { withoutExtras: Schedule };
  /** The repayment of a month (quarterly and yearly payments spread over their months). */
  monthlyRepaymentKobo: number;
  /** Why the loan does not fit the chosen product; [] when it does. */
  problems: string[];
}

export type MortgageCalculation =
  | ({ isValid: true } & CalculatorFigures & { errors: MortgageCalculatorErrors })
  | { isValid: false; errors: MortgageCalculatorErrors };

/** The month after today's in Lagos: the first payment's month unless one is chosen. */
export function nextMonth(now: Date = new Date()): string {
  const lagos = new Date(now.getTime() + 60 * 60 * 1000);
  const index = lagos.getUTCFullYear() * 12 + lagos.getUTCMonth() + 1;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** An offer's first repayment month: the month after the offer, as the calculator starts the month after today. */
export function firstRepaymentMonth(offeredAt: string): string {
  return nextMonth(new Date(offeredAt));
}

function fieldsNeeded(basis: CalculatorBasis): CalculatorFieldName[] {
  const common: CalculatorFieldName[] = [
    'annualRatePercent',
    'tenorYears',
    'frequency',
    'startMonth',
    'extraMonthly',
    'extraYearly',
    'extraOnce',
    'extraOnceMonth',
  ];
  if (basis === 'loan') return ['loanAmount', ...common];
  if (basis === 'income')
    return ['netMonthlyIncome', 'existingRepayments', 'incomeSharePercent', 'equityPercent', ...common];
  return ['price', 'equityPercent', ...common];
}

/** A percentage typed with up to six decimals as an exact fraction. */
const percentShare = (percent: number): IncomeShare => ({
  numerator: Math.round(percent * 1_000_000),
  denominator: 100_000_000,
});

/**
 * Validates the typed fields and, when they are sound, computes the schedule. `startMonth` stands
 * in for an empty start month (the page passes next month, or nothing while prerendering).
 */
export function calculateFromFields(
  fields: MortgageCalculatorFields,
  { defaultStartMonth }: { defaultStartMonth?: string } = {},
): MortgageCalculation {
  const basis: CalculatorBasis = (CALCULATOR_BASES as readonly string[]).includes(fields.basis)
    ? (fields.basis as CalculatorBasis)
    : 'price';
  const product = mortgageProduct(fields.product) ?? MORTGAGE_PRODUCTS[0];
  const errors: MortgageCalculatorErrors = {};
  const values: Partial<Record<CalculatorFieldName, unknown>> = {};
  for (const name of fieldsNeeded(basis)) {
    const rule = CALCULATOR_FIELD_RULES[name as keyof typeof CALCULATOR_FIELD_RULES];
    const parsed = rule.safeParse(fields[name] ?? '');
    if (parsed.success) values[name] = parsed.data;
    else errors[name] = parsed.error.issues[0]?.message;
  }
  const tenorYears = values.tenorYears as number | undefined;
  const extraOnce = (values.extraOnce as number | undefined) ?? 0;
  const extraOnceMonth = values.extraOnceMonth as number | undefined;
  if (extraOnce > 0 && extraOnceMonth === undefined && !errors.extraOnceMonth)
    errors.extraOnceMonth = 'Enter the month of the one-off payment.';
  if (tenorYears !== undefined && extraOnceMonth !== undefined && extraOnceMonth > tenorYears * 12) {
    errors.extraOnceMonth = `Enter a month within the tenor: from 1 to ${tenorYears * 12}.`;
  }
  if (Object.keys(errors).length > 0) return { isValid: false, errors };

  const annualRatePercent = values.annualRatePercent as number;
  const frequency = values.frequency as PaymentFrequency;
  const startMonth = (values.startMonth as string | undefined) ?? defaultStartMonth ?? '';
  const equityPercent = basis === 'loan' ? 0 : (values.equityPercent as number);
  const extras: ExtraPayments = {
    monthlyKobo: values.extraMonthly as number,
    yearlyKobo: values.extraYearly as number,
    oneOff: extraOnce > 0 && extraOnceMonth ? [{ amountKobo: extraOnce, month: extraOnceMonth }] : [],
  };

  let priceKobo: number | null = null;
  let equityKobo: number | null = null;
  let loanKobo: number;
  let income: CalculatorIncome | undefined;
  if (basis === 'price') {
    priceKobo = nairaToKobo(values.price as number);
    equityKobo = percentOfKobo(priceKobo, equityPercent);
    loanKobo = priceKobo - equityKobo;
  } else if (basis === 'loan') {
    loanKobo = values.loanAmount as number;
  } else {
    const sharePercent = values.incomeSharePercent as number | undefined;
    const share = sharePercent === undefined ? REPAYMENT_SHARE_OF_INCOME : percentShare(sharePercent);
    const netMonthlyIncomeKobo = values.netMonthlyIncome as number;
    const existingRepaymentsKobo = values.existingRepayments as number;
    const monthlyBudgetKobo = repaymentBudgetKobo(netMonthlyIncomeKobo, existingRepaymentsKobo, share);
    income = { netMonthlyIncomeKobo, existingRepaymentsKobo, share, monthlyBudgetKobo };
    loanKobo = largestLoanKobo(
      monthlyBudgetKobo * MONTHS_PER_PERIOD[frequency],
      annualRatePercent,
      tenorYears!,
      frequency,
    );
    if (loanKobo < MIN_LOAN_KOBO) {
      return {
        isValid: false,
        errors: {
          netMonthlyIncome: `This income leaves too little each month for a loan of ${formatKobo(MIN_LOAN_KOBO, { wholeNaira: true })} or more.`,
        },
      };
    }
    // The price this loan buys with the equity entered, to the naira below.
    priceKobo = Math.floor((loanKobo * 100) / (100 - equityPercent) / 100) * 100;
    equityKobo = priceKobo - loanKobo;
  }

  const scheduleInput = {
    loanKobo,
    annualRatePercent,
    tenorYears: tenorYears!,
    frequency,
    startMonth: startMonth || undefined,
  };
  const schedule = buildSchedule({ ...scheduleInput, extras });
  const hasExtras = (extras.monthlyKobo ?? 0) > 0 || (extras.yearlyKobo ?? 0) > 0 || (extras.oneOff?.length ?? 0) > 0;
  const withoutExtras = hasExtras ? buildSchedule(scheduleInput) : undefined;
  const monthlyRepaymentKobo = Math.ceil(schedule.levelPaymentKobo / MONTHS_PER_PERIOD[frequency]);
  const problems = eligibilityProblems(product, {
    loanKobo,
    priceKobo: priceKobo ?? undefined,
    tenorYears: tenorYears!,
    frequency,
    monthlyRepaymentKobo,
    ...(income
      ? { netMonthlyIncomeKobo: income.netMonthlyIncomeKobo, existingRepaymentsKobo: income.existingRepaymentsKobo }
      : {}),
  });
  return {
    isValid: true,
    errors: {},
    input: {
      basis,
      product,
      priceKobo,
      equityPercent,
      equityKobo,
      loanKobo,
      annualRatePercent,
      tenorYears: tenorYears!,
      frequency,
      startMonth,
      extras,
      income,
    },
    schedule,
    years: scheduleByYear(schedule),
    saving: withoutExtras ? { ...savingOfExtras(schedule, withoutExtras), withoutExtras } : undefined,
    monthlyRepaymentKobo,
    problems,
  };
}

/** A price as the form shows it: 25,000,000. */
export const formatPriceField = (price: number) => formatNaira(price).replace('₦', '');

const EMPTY_FIELDS: MortgageCalculatorFields = Object.fromEntries(
  CALCULATOR_FIELD_NAMES.map((name) => [name, '']),
) as MortgageCalculatorFields;

/** The calculator's first figures: a home at the default price on the commercial mortgage. */
export function toFields(input: typeof CALCULATOR_DEFAULTS): MortgageCalculatorFields {
  return {
    ...EMPTY_FIELDS,
    basis: 'price',
    product: 'standard',
    price: formatPriceField(input.price),
    equityPercent: String(input.equityPercent),
    annualRatePercent: String(input.annualRatePercent),
    tenorYears: String(input.tenorYears),
    frequency: 'monthly',
  };
}

/**
 * Fills the form with a product's terms: its rate, its longest tenor, a frequency it offers and,
 * where the loan is above its limit, the equity (NHF) or the loan amount (the others) that fit.
 */
export function applyProduct(fields: MortgageCalculatorFields, product: MortgageProduct): MortgageCalculatorFields {
  const next: MortgageCalculatorFields = {
    ...fields,
    product: product.id,
    annualRatePercent: String(product.annualRatePercent),
    tenorYears: String(product.maxTenorYears),
    frequency: product.frequencies.includes(fields.frequency as PaymentFrequency)
      ? fields.frequency
      : product.frequencies[0],
  };
  const price = CALCULATOR_FIELD_RULES.price.safeParse(fields.price);
  if (product.id === 'nhf') {
    if (price.success && next.basis !== 'loan')
      return {
        ...next,
        price: formatPriceField(price.data),
        equityPercent: String(nhfMinimumEquityPercent(price.data)),
      };
    return next;
  }
  if (product.maxLoanKobo === null || next.basis === 'income') return next;
  const calculation = calculateFromFields(next);
  if (calculation.isValid && calculation.input.loanKobo > product.maxLoanKobo)
    return { ...next, basis: 'loan', loanAmount: koboToField(product.maxLoanKobo) };
  return next;
}

/** Whether the address holds any of the calculator's figures (or a preset), as a submission would. */
export function hasCalculatorQuery(query: URLSearchParams): boolean {
  return CALCULATOR_FIELD_NAMES.some((name) => query.has(name)) || query.has('preset');
}

/**
 * The calculator's fields from its address (/loan-calculator?price=25000000): the defaults for what
 * is missing; with preset=nhf (or any product's id, or preset=apply for the product chosen) that
 * product's terms for the price given.
 */
export function calculatorFieldsFrom(query: URLSearchParams): MortgageCalculatorFields {
  const fields = toFields(CALCULATOR_DEFAULTS);
  for (const name of CALCULATOR_FIELD_NAMES) fields[name] = query.get(name) ?? fields[name];
  const price = CALCULATOR_FIELD_RULES.price.safeParse(fields.price);
  if (price.success) fields.price = formatPriceField(price.data);
  const preset = query.get('preset');
  const product = preset === 'apply' ? mortgageProduct(fields.product) : preset ? mortgageProduct(preset) : undefined;
  return product ? applyProduct(fields, product) : fields;
}

/** The address of these fields: only what the basis uses, amounts without grouping, nothing left at its empty default. */
export function calculatorQuery(fields: MortgageCalculatorFields): URLSearchParams {
  const basis = (CALCULATOR_BASES as readonly string[]).includes(fields.basis)
    ? (fields.basis as CalculatorBasis)
    : 'price';
  const query = new URLSearchParams();
  const names: CalculatorFieldName[] = ['basis', 'product', ...fieldsNeeded(basis)];
  for (const name of names) {
    const value = fields[name].trim();
    if (value === '') continue;
    if (name === 'frequency' && value === 'monthly') continue;
    query.set(name, /^[₦\d,\s.]+$/.test(value) ? value.replace(/[₦,\s]/g, '') : value);
  }
  return query;
}

interface LoanFigures {
  productId: MortgageProductId;
  priceKobo: number | null;
  loanKobo: number;
  annualRatePercent: number;
  tenorYears: number;
  /** The repayment of a month; for quarterly or yearly payments, their share of a month rounded up to the kobo. */
  monthlyRepaymentKobo: number;
}

/**
 * The loan a calculator address describes, for the loan application (/loan-step?{the calculator's
 * query}): null when the address holds no figures or figures the calculator refuses.
 */
export function loanFiguresFrom(query: URLSearchParams): LoanFigures | null {
  if (!hasCalculatorQuery(query)) return null;
  const calculation = calculateFromFields(calculatorFieldsFrom(query));
  if (!calculation.isValid) return null;
  const { input, monthlyRepaymentKobo } = calculation;
  return {
    productId: input.product.id,
    priceKobo: input.priceKobo,
    loanKobo: input.loanKobo,
    annualRatePercent: input.annualRatePercent,
    tenorYears: input.tenorYears,
    monthlyRepaymentKobo,
  };
}
