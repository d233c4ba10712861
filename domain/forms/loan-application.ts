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

const LOAN_INCOME_FIELDS = {
  employmentStatus: z.enum(EMPLOYMENT_STATUSES, { error: texts.errors.choose(fields.employmentStatus) }),
  employerName: optional(textRule('employerName')),
  jobTitle: optional(textRule('jobTitle')),
  netMonthlyIncome: nairaRule(fields.netMonthlyIncome, { min: 1 }),
  birthDate: birthDateRule('birthDate'),
  nhfContributionMonths: optional(wholeNumber(texts.errors.months, 0, 600)),
};

/** Whoever works names the employer. */
function employerNamed(value: { employmentStatus: string; employerName?: string }, context: z.RefinementCtx) {
  const works = value.employmentStatus === 'Employed' || value.employmentStatus === 'Self Employed';
  if (works && !value.employerName)
    context.addIssue({ code: 'custom', path: ['employerName'], message: texts.errors.required(fields.employerName) });
}

const LoanIncomeStepSchema = z.object(LOAN_INCOME_FIELDS).superRefine(employerNamed);

/** NHF loans are sized on the months contributed to the Fund: for them the months are not optional. */
export const needsContributionMonths = (productId: string | undefined) => productId === 'nhf';

const LoanNhfIncomeStepSchema = LoanIncomeStepSchema.superRefine((value, context) => {
  if (value.nhfContributionMonths === undefined)
    context.addIssue({ code: 'custom', path: ['nhfContributionMonths'], message: texts.errors.nhfMonthsNeeded });
});

const LoanObligationsStepSchema = z.object({
  existingMonthlyRepayments: nairaRule(fields.existingMonthlyRepayments),
  dependants: wholeNumber(texts.errors.dependants, 0, 30),
  otherObligations: optional(z.string().trim().max(1000)),
});

/**
 * Figures from the calculator that start an application (its first step filled when the product,
 * loan and tenor are all given; the customer checks them there), each by its first step's rule.
 */
export const LoanStartSchema = z.object({
  productId: LoanProductStepSchema.shape.productId.optional().describe('standard, nhf, leap, tom or acada'),
  loanAmount: LoanProductStepSchema.shape.loanAmount.optional(),
  propertyPrice: nairaRule(fields.propertyPrice, { min: 1 }).optional(),
  tenorYears: LoanProductStepSchema.shape.tenorYears.optional(),
});
export type LoanStart = z.output<typeof LoanStartSchema>;

export const LoanConsentSchema = z.object({
  declaration: z.literal('on', { error: texts.errors.declaration }),
  creditCheck: z.literal('on', { error: texts.errors.creditCheck }),
});
export type LoanConsent = z.infer<typeof LoanConsentSchema>;

/** The customer withdraws a submitted application: a deliberate tick, never a single stray click. */
export const LoanWithdrawSchema = z.object({
  confirm: z.literal('on', { error: texts.errors.withdrawConfirm }),
});
export type LoanWithdrawal = z.infer<typeof LoanWithdrawSchema>;

/** A message in an application's thread, from the customer or the officer. */
export const LoanMessageSchema = z.object({
  message: z
    .string({ error: texts.errors.messageEmpty })
    .trim()
    .min(1, { error: texts.errors.messageEmpty })
    .max(2000, { error: texts.errors.messageTooLong }),
});
export type LoanMessageText = z.infer<typeof LoanMessageSchema>;

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

const stepNumbered = (step: number) => z.literal([step, String(step)]);

/**
 * A step as the API and the page action take it, its number (or its digits) in `step`: each value
 * step's schema, and step 5 (the documents are done) alone. Two rules wait for the application
 * (`saveLoanStep`): the birth date is the one on record when the bank has one, and an NHF
 * application names its months of contributions.
 */
export const LoanStepRequestSchema = z.discriminatedUnion(
  'step',
  [
    LoanProductStepSchema.extend({ step: stepNumbered(1) }),
    LoanPropertyStepSchema.safeExtend({ step: stepNumbered(2) }),
    z
      .object({
        ...LOAN_INCOME_FIELDS,
        birthDate: LOAN_INCOME_FIELDS.birthDate.optional().describe('Required unless the bank has it on record'),
        nhfContributionMonths: LOAN_INCOME_FIELDS.nhfContributionMonths.describe('Required for an NHF application'),
        step: stepNumbered(3),
      })
      .superRefine(employerNamed),
    LoanObligationsStepSchema.extend({ step: stepNumbered(4) }),
    z.object({ step: stepNumbered(LOAN_DOCUMENTS_STEP) }),
  ],
  { error: texts.errors.whichStep },
);
export type LoanStepRequest = z.output<typeof LoanStepRequestSchema>;

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
