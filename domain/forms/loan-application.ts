import { z } from 'zod';
import { EMPLOYMENT_STATUSES } from '../lists/personal';
import { loanTexts } from '../messages/loans';
import { birthDateRule, optional, textRule } from './field-rules';
import { stateRule } from './wizard';

const texts = loanTexts;
const { fields } = texts;

export const LOAN_DOCUMENTS_STEP = 5;
export const LOAN_REVIEW_STEP = 6;
export const PROPERTY_STATUSES = ['identified', 'searching'] as const;
export const MAX_LOAN_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** Naira as typed ("15,000,000", "₦ 1 500 000.50"), kept as integer kobo: no binary fractions. */
export function nairaRule(label: string, { min = 0 }: { min?: number } = {}) {
  const error = texts.errors.amount(label);
  return z
    .string({ error })
    .trim()
    .transform((value) => value.replace(/[₦,\s]/g, ''))
    .pipe(z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, { error }))
    .transform((value) => {
      const [whole, fraction = ''] = value.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    })
    .pipe(z.number().min(min, { error }));
}

const wholeNumber = (error: string, min: number, max: number) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

const LoanProductStepSchema = z.object({
  productId: z
    .string({ error: texts.errors.choose(fields.productId) })
    .min(1, { error: texts.errors.choose(fields.productId) }),
  loanAmount: nairaRule(fields.loanAmount, { min: 1 }),
  tenorYears: wholeNumber(texts.errors.tenor, 1, 30),
});

export const LoanPropertyStepSchema = z
  .object({
    propertyStatus: z.enum(PROPERTY_STATUSES, { error: texts.errors.propertyStatus }),
    propertyPrice: nairaRule(fields.propertyPrice, { min: 1 }),
    propertyType: z.enum(fields.propertyTypes, { error: texts.errors.choose(fields.propertyType) }),
    propertyAddress: optional(textRule('propertyAddress')),
    propertyState: stateRule('propertyState'),
  })
  .superRefine((value, context) => {
    if (value.propertyStatus === 'identified' && !value.propertyAddress)
      context.addIssue({
        code: 'custom',
        path: ['propertyAddress'],
        message: texts.errors.required(fields.propertyAddress),
      });
  });

export const LoanIncomeStepSchema = z
  .object({
    employmentStatus: z.enum(EMPLOYMENT_STATUSES, { error: texts.errors.choose(fields.employmentStatus) }),
    employerName: optional(textRule('employerName')),
    jobTitle: optional(textRule('jobTitle')),
    netMonthlyIncome: nairaRule(fields.netMonthlyIncome, { min: 1 }),
    birthDate: birthDateRule('birthDate'),
    nhfContributionMonths: optional(wholeNumber(texts.errors.months, 0, 600)),
  })
  .superRefine((value, context) => {
    const works = value.employmentStatus === 'Employed' || value.employmentStatus === 'Self Employed';
    if (works && !value.employerName)
      context.addIssue({ code: 'custom', path: ['employerName'], message: texts.errors.required(fields.employerName) });
  });

/** NHF loans are sized on the months contributed to the Fund: for them the months are not optional. */
export const needsContributionMonths = (productId: string | undefined) => productId === 'nhf';

const LoanNhfIncomeStepSchema = LoanIncomeStepSchema.superRefine((value, context) => {
  if (value.nhfContributionMonths === undefined)
    context.addIssue({ code: 'custom', path: ['nhfContributionMonths'], message: texts.errors.nhfMonthsNeeded });
});

export const LoanObligationsStepSchema = z.object({
  existingMonthlyRepayments: nairaRule(fields.existingMonthlyRepayments),
  dependants: wholeNumber(texts.errors.dependants, 0, 30),
  otherObligations: optional(z.string().trim().max(1000)),
});

export const LoanConsentSchema = z.object({
  declaration: z.literal('on', { error: texts.errors.declaration }),
  creditCheck: z.literal('on', { error: texts.errors.creditCheck }),
});

/** The customer withdraws a submitted application: a deliberate tick, never a single stray click. */
export const LoanWithdrawSchema = z.object({
  confirm: z.literal('on', { error: texts.errors.withdrawConfirm }),
});

/** A message in an application's thread, from the customer or the officer. */
export const LoanMessageSchema = z.object({
  message: z
    .string({ error: texts.errors.messageEmpty })
    .trim()
    .min(1, { error: texts.errors.messageEmpty })
    .max(2000, { error: texts.errors.messageTooLong }),
});

/** The schema of each step that is a form of values (the documents step is files). */
export const LOAN_STEP_SCHEMAS = {
  1: LoanProductStepSchema,
  2: LoanPropertyStepSchema,
  3: LoanIncomeStepSchema,
  4: LoanObligationsStepSchema,
} as const;
export type LoanValueStep = keyof typeof LOAN_STEP_SCHEMAS;

/** A step's schema for the application's product (an NHF application must say its months of contributions). */
export function loanStepSchema(step: LoanValueStep, productId: string | undefined) {
  return step === 3 && needsContributionMonths(productId) ? LoanNhfIncomeStepSchema : LOAN_STEP_SCHEMAS[step];
}
export const isLoanValueStep = (step: number): step is LoanValueStep => step >= 1 && step <= 4;

export type LoanDetails = Partial<
  z.infer<typeof LoanPropertyStepSchema> &
    z.infer<typeof LoanIncomeStepSchema> &
    z.infer<typeof LoanObligationsStepSchema>
>;

/** Whole years between a yyyy-mm-dd birth date and `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number);
  const age = today.getUTCFullYear() - year;
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return hadBirthday ? age : age - 1;
}
