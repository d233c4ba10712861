/**
 * The Instant Account form (quick registration, step 50; specification 2.6 and 5). Every field is
 * required except middlename: NIN because every account must carry both BVN and NIN (section 1),
 * the passport photo because its 'Upload photograph!' message only makes sense where it is
 * required (only the wizard's step 5 exempts it). Files are checked by InstantAccountFilesSchema.
 * The step (50) is not a field: the server sets it.
 */
import { z } from 'zod';
import { DEFAULT_MAX_FILE_BYTES, QUICK_STEP } from '../constants';
import { ACCOUNT_PRODUCT_CODES } from '../lists/account-products';
import { ACCOUNT_TYPES, GENDERS } from '../lists/personal';
import {
  birthDateRule,
  branchRule,
  choiceRule,
  emailRule,
  identityNumberRule,
  optional,
  phoneRule,
  termsRule,
  textRule,
} from './field-rules';
import { CorporateDetailsSchema } from './corporate';
import { fieldMessage } from './field-message';
import { fileRule } from './file-rule';

/** The fields in the order of the form, files included (for firstFailingField). */
export const INSTANT_ACCOUNT_FIELDS = [
  'preferredBranch',
  'lastname',
  'firstname',
  'middlename',
  'email',
  'gender',
  'accountProduct',
  'bvnNo',
  'phoneNo',
  'birthDate',
  'photo',
  'scannedIDCard',
  'nin',
  'terms',
] as const;

export const OPENERS = ['self', 'unknown'] as const;

export const InstantAccountSchema = z.object({
  preferredBranch: branchRule(),
  lastname: textRule('lastname'),
  firstname: textRule('firstname'),
  middlename: optional(textRule('middlename')),
  email: emailRule(),
  gender: choiceRule('gender', GENDERS),
  accountProduct: choiceRule('accountProduct', ACCOUNT_PRODUCT_CODES),
  bvnNo: identityNumberRule('bvnNo'),
  phoneNo: phoneRule('phoneNo'),
  birthDate: birthDateRule('birthDate'),
  nin: identityNumberRule('nin'),
  terms: termsRule(),
  /** Who created the application: the opener of the route (purpose r is the customer). */
  cbBy: z.enum(OPENERS).default('unknown'),
  acctType: choiceRule('acctType', ACCOUNT_TYPES),
});
export type InstantAccountInput = z.input<typeof InstantAccountSchema>;
export type InstantAccount = z.output<typeof InstantAccountSchema>;

export const InstantAccountFilesSchema = z.object({
  photo: fileRule({ field: 'photo', maxBytes: DEFAULT_MAX_FILE_BYTES }),
  scannedIDCard: fileRule({ field: 'scannedIDCard', maxBytes: DEFAULT_MAX_FILE_BYTES }),
});

/** The fields a validated BVN record fills when it has them: the form shows them locked. */
export const RECORD_FILLED_FIELDS = [
  'lastname',
  'firstname',
  'middlename',
  'gender',
  'birthDate',
  'phoneNo',
  'nin',
] as const;

const filledByRecord = (rule: string) =>
  z
    .string()
    .optional()
    .describe(`The BVN record's value replaces what is sent when the record has one; otherwise ${rule}`);

/**
 * The instant account as it is sent, by the page's form or an API client: every field with its
 * rule, a corporate account's with its company's details, except the fields the BVN record fills,
 * whose rules wait for the record (the record's value is the registry's, not typed, and replaces
 * what was sent): `openInstantAccount` applies `InstantAccountSchema`'s rule to what stays typed.
 */
const InstantAccountRequestFields = InstantAccountSchema.extend({
  lastname: filledByRecord('3 letters at least'),
  firstname: filledByRecord('3 letters at least'),
  middlename: filledByRecord('optional, 3 letters at least when given'),
  gender: filledByRecord('Male or Female'),
  birthDate: filledByRecord('yyyy-mm-dd, at least one year ago'),
  phoneNo: filledByRecord('a valid phone number, stored as international digits'),
  nin: filledByRecord('11 digits'),
  step: z.literal(String(QUICK_STEP)).optional(),
  bvnRef: z.string().optional().describe('The reference of the approved BVN consent (from the return address)'),
  idempotencyKey: z
    .string()
    .optional()
    .describe('Or the Idempotency-Key header: the same key answers a repeated submission with the first result'),
});

export const InstantAccountRequestSchema = z.discriminatedUnion(
  'acctType',
  [
    InstantAccountRequestFields.extend({ acctType: z.literal('Individual') }),
    InstantAccountRequestFields.extend({ acctType: z.literal('Corporate'), ...CorporateDetailsSchema.shape }),
  ],
  { error: fieldMessage('acctType') },
);
export type InstantAccountRequest = z.output<typeof InstantAccountRequestSchema>;
