/**
 * The Instant Account form (quick registration, step 50; specification 2.6 and 5). Every field is
 * required except middlename: NIN because every account must carry both BVN and NIN (section 1),
 * the passport photo because its 'Upload photograph!' message only makes sense where it is
 * required (only the wizard's step 5 exempts it). Files are checked by InstantAccountFilesSchema.
 * The step (50) is not a field: the server sets it.
 */
import { z } from 'zod';
import { DEFAULT_MAX_FILE_BYTES } from '../constants';
import { ACCOUNT_PRODUCT_CODES } from '../lists/account-products';
import { BRANCH_VALUES } from '../lists/branches';
import { ACCOUNT_TYPES, GENDERS } from '../lists/personal';
import {
  birthDateRule,
  choiceRule,
  emailRule,
  identityNumberRule,
  optional,
  phoneRule,
  termsRule,
  textRule,
} from './field-rules';
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
  preferredBranch: choiceRule('preferredBranch', BRANCH_VALUES),
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
