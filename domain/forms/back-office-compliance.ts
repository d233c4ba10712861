import { z } from 'zod';
import { WHISTLE_BLOWER_STATUSES } from './whistle-blower';
import { complianceTexts } from '../messages/back-office/compliance';

const texts = complianceTexts;

const BANK_MESSAGE_MAX_LENGTH = 2000;
const DATA_REQUEST_ANSWER_MAX_LENGTH = 4000;

/** Compliance's answer to a whistle-blower report: its status, and a message the reporter reads with the status check. */
export const WhistleBlowerAnswerSchema = z.object({
  status: z.enum(WHISTLE_BLOWER_STATUSES, { error: texts.whistleBlower.statusInvalid }),
  message: z
    .string()
    .trim()
    .max(BANK_MESSAGE_MAX_LENGTH, { error: texts.whistleBlower.messageTooLong(BANK_MESSAGE_MAX_LENGTH) })
    .default(''),
});

/** The answer that completes or declines a data-subject request; the customer gets it by e-mail. */
export const DataRequestAnswerSchema = z.object({
  answer: z
    .string({ error: texts.dataRequests.answerInvalid })
    .trim()
    .min(10, { error: texts.dataRequests.answerInvalid })
    .max(DATA_REQUEST_ANSWER_MAX_LENGTH, { error: texts.dataRequests.answerTooLong(DATA_REQUEST_ANSWER_MAX_LENGTH) }),
});

/** The maker's half of an erasure: an optional note for the checker. */
export const DataErasureSchema = z.object({
  note: z.string().trim().max(500, { error: texts.dataRequests.eraseNoteTooLong }).default(''),
});
