import { z } from 'zod';
import { LOAN_NEXT_STAGES, type LoanStage } from '../back-office/loan-stages';
import { loanOfficeTexts } from '../messages/back-office/loans';

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

export const LoanApproveSchema = z.object({
  internalNote: optionalNote(500, texts.approveNoteTooLong),
  note: optionalNote(500, texts.noteTooLong),
});
