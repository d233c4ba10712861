import { z } from 'zod';
import { LOAN_NEXT_STAGES, type LoanStage } from '../back-office/loan-stages';
import { loanOfficeTexts } from '../messages/back-office/loans';
import { loanTermsTexts } from '../messages/back-office/loan-terms';
import { CALCULATOR_LIMITS } from '../mortgage';
import { nairaRule } from './loan-application';

const texts = loanOfficeTexts;

/** The kinds of document an officer can ask for (server/db/schema/loans.ts LOAN_DOCUMENT_KINDS). */
export const REQUESTABLE_LOAN_DOCUMENTS = ['payslip', 'bankStatement', 'titleDocument', 'identity', 'other'] as const;
const STAGES = Object.keys(LOAN_NEXT_STAGES) as [LoanStage, ...LoanStage[]];

const optionalNote = (max: number, message: string) => z.string().trim().max(max, { error: message }).default('');
/** What staff write for one another: on every action, apart from what the customer reads. */
const internalNote = optionalNote(1000, texts.internalNoteTooLong);

export const LoanDocumentRequestSchema = z.object({
  kind: z.enum(REQUESTABLE_LOAN_DOCUMENTS, { error: texts.kindInvalid }),
  note: optionalNote(500, texts.noteTooLong),
  internalNote,
});

export const LoanMoveSchema = z.object({
  status: z.enum(STAGES, { error: texts.moveInvalid }),
  note: optionalNote(500, texts.noteTooLong),
  internalNote,
});

export const LoanDeclineSchema = z.object({
  reason: z
    .string({ error: texts.reasonInvalid })
    .trim()
    .min(10, { error: texts.reasonInvalid })
    .max(1000, { error: texts.reasonTooLong }),
  internalNote,
});

const terms = loanTermsTexts.terms;
/** A rate of up to three decimals (the column's scale), in % a year. */
const ratePercent = z.coerce
  .number({ error: terms.rateInvalid })
  .min(0.01, { error: terms.rateInvalid })
  .max(CALCULATOR_LIMITS.maxRatePercent, { error: terms.rateInvalid })
  .refine((rate) => Math.abs(rate * 1000 - Math.round(rate * 1000)) < 1e-6, { error: terms.rateInvalid });

/** The maker's approval carries the offer's terms, which the checker approves as they are (issue 30). */
export const LoanApproveSchema = z.object({
  loanAmount: nairaRule(terms.loanAmount, { min: 1 }),
  annualRatePercent: ratePercent,
  tenorYears: z.coerce
    .number({ error: terms.tenorInvalid })
    .int({ error: terms.tenorInvalid })
    .min(CALCULATOR_LIMITS.minTenorYears, { error: terms.tenorInvalid })
    .max(CALCULATOR_LIMITS.maxTenorYears, { error: terms.tenorInvalid }),
  conditions: optionalNote(2000, terms.conditionsTooLong),
  internalNote: optionalNote(500, texts.approveNoteTooLong),
  note: optionalNote(500, texts.noteTooLong),
});
