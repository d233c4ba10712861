import { z } from 'zod';
import { WHISTLE_BLOWER_STATUSES } from './whistle-blower';
import { ERASURE_ITEMS, type CorrectionField, type ErasureItem } from '../back-office/data-erasure';
import { complianceTexts } from '../messages/back-office/compliance';
import { dataSubjectTexts } from '../messages/back-office/data-subject-work';
import { emailRule, optional, optionalChoice, phoneRule, textRule } from './field-rules';
import { stateRule } from './wizard';

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

const ticked = z.literal('on').optional();

/**
 * The maker's half of an erasure: the items to erase (one box each, at least one ticked; the error
 * sits on the first box) and an optional note for the checker.
 */
export const DataErasureSchema = z
  .object({
    ...(Object.fromEntries(ERASURE_ITEMS.map((item) => [item, ticked])) as Record<ErasureItem, typeof ticked>),
    note: z.string().trim().max(500, { error: texts.dataRequests.eraseNoteTooLong }).default(''),
  })
  .refine((values) => ERASURE_ITEMS.some((item) => values[item] === 'on'), {
    error: dataSubjectTexts.itemsInvalid,
    path: [ERASURE_ITEMS[0]],
  })
  .transform(({ note, ...boxes }) => ({
    note,
    items: ERASURE_ITEMS.filter((item) => boxes[item] === 'on'),
  }));

const NAME_FIELDS = ['firstname', 'middlename', 'lastname'] as const;
const ADDRESS_FIELDS = ['homeAddress', 'city', 'stateOfResidence'] as const;

/**
 * A correction from a rectification request: only the fields filled in are corrected. A name needs
 * its first and last name, an address all three of its parts; something must be filled in.
 */
export const DataCorrectionSchema = z
  .object({
    firstname: optional(textRule('firstname')),
    middlename: optional(textRule('middlename')),
    lastname: optional(textRule('lastname')),
    email: optional(emailRule('email')),
    phoneNo: optional(phoneRule('phoneNo')),
    homeAddress: optional(textRule('homeAddress')),
    city: optional(textRule('city')),
    stateOfResidence: optionalChoice(stateRule('stateOfResidence')),
  })
  .superRefine((values, context) => {
    const filled = (field: keyof typeof values) => Boolean(values[field]);
    const correction = dataSubjectTexts.correction;
    if (NAME_FIELDS.some(filled))
      for (const field of ['firstname', 'lastname'] as const)
        if (!filled(field)) context.addIssue({ code: 'custom', path: [field], message: correction.nameIncomplete });
    if (ADDRESS_FIELDS.some(filled))
      for (const field of ADDRESS_FIELDS)
        if (!filled(field)) context.addIssue({ code: 'custom', path: [field], message: correction.addressIncomplete });
    if (![...NAME_FIELDS, ...ADDRESS_FIELDS, 'email', 'phoneNo'].some((field) => filled(field as keyof typeof values)))
      context.addIssue({ code: 'custom', path: ['firstname'], message: correction.nothing });
  });
export type DataCorrection = z.infer<typeof DataCorrectionSchema>;

/** Which groups of fields a correction changes. */
export function correctedFields(correction: DataCorrection): CorrectionField[] {
  return [
    ...(correction.lastname ? (['name'] as const) : []),
    ...(correction.email ? (['email'] as const) : []),
    ...(correction.phoneNo ? (['phoneNo'] as const) : []),
    ...(correction.homeAddress ? (['address'] as const) : []),
  ];
}
