/**
 * The per-field rules of specification 5 as zod building blocks. Every rule carries the message
 * `fieldMessage(field)` gives, so the browser and the server show the same catalogue text.
 */
import { z } from 'zod';
import { ACCOUNT_NUMBER_LENGTH, IDENTITY_NUMBER_LENGTH, OTP_LENGTH } from '../constants';
import { isIdNumberOfType } from '../lists/id-types';
import { BRANCH_VALUE_PATTERN } from '../lists/branches';
import { BANKING_CHANNELS } from '../lists/personal';
import { isStoredPhone, toInternationalPhone } from '../phone';
import { isValidPhone } from '../phone-validity';
import { isFutureDate, isPastOrTodayDate, isValidBirthDate } from './dates';
import { fieldMessage, isFirstNameType } from './field-message';

/** A clock, so that tests can fix "today". */
export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/** Values above this length are refused whatever the field: no address or name is that long. */
export const TEXT_MAX_LENGTH = 255;
const EMAIL_MAX_LENGTH = 254;
/** The shared e-mail pattern: local part, @, domain labels, a top-level domain of 2+ letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9%+'_-]+(?:\.[A-Za-z0-9%+'_-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const ID_NUMBER_CHARACTERS = /^[A-Za-z0-9/-]+$/;
const TIN_PATTERN = /^\d+(?:-\d+)?$/;
const EMPTY_SELECT = 'empty';

function text(field: string) {
  const error = fieldMessage(field);
  return z.string({ error }).trim().max(TEXT_MAX_LENGTH, { error });
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An optional field: empty text counts as absent; anything entered must pass the rule. */
export function optional<Rule extends z.ZodType>(rule: Rule) {
  return z.preprocess(blankToUndefined, rule.optional());
}

/** An optional select: its 'empty' placeholder, like no value, means not chosen. */
export function optionalChoice<Rule extends z.ZodType>(rule: Rule) {
  return z.preprocess((value) => (value === EMPTY_SELECT ? undefined : blankToUndefined(value)), rule.optional());
}

function digitsRule(field: string, length: number) {
  return text(field).regex(new RegExp(`^\\d{${length}}$`), { error: fieldMessage(field) });
}

/** bvnNo, nin, nokBvnNo: 11 digits. */
export function identityNumberRule(field: string) {
  return digitsRule(field, IDENTITY_NUMBER_LENGTH);
}

export function otpRule() {
  return digitsRule('otp', OTP_LENGTH);
}

/** accountNo, referee1AcctNo, referee2AcctNo: 10 digits. */
export function accountNumberRule(field: string) {
  return digitsRule(field, ACCOUNT_NUMBER_LENGTH);
}

/**
 * phoneNo, officePhone, nokMobile: stored in the international digits-only form, 13 digits for a
 * Nigerian number (234 and ten digits). Typed local forms ('0803 123 4567') are converted first, so
 * the form also works before JavaScript loads.
 */
export function phoneRule(field: string) {
  const error = fieldMessage(field);
  // No abort on the first refine: an aborted field would stop the form's rules across fields (the
  // ID number by its type), and one round must report every failing field.
  return text(field)
    .refine(isValidPhone, { error })
    .transform((value) => (isValidPhone(value) ? toInternationalPhone(value) : value))
    .pipe(z.string().refine(isStoredPhone, { error }));
}

/**
 * Names and other free text: longer than 2 characters; a field whose name ends in 'stName' needs
 * at least 4 (the suffix is matched as written: lastname and firstname do not end in it).
 */
export function textRule(field: string) {
  return text(field).min(isFirstNameType(field) ? 4 : 3, { error: fieldMessage(field) });
}

/**
 * E-mail addresses, trimmed and lower-cased so that the same address is always the same text.
 * Forms outside account opening may pass their own message.
 */
export function emailRule(field = 'email', error = fieldMessage(field)) {
  return z.string({ error }).trim().max(EMAIL_MAX_LENGTH, { error }).regex(EMAIL_PATTERN, { error }).toLowerCase();
}

/** birthDate, nokBirthDate: yyyy-mm-dd, year 19xx or 20xx, at least one year ago. */
export function birthDateRule(field: string, { today = systemClock }: { today?: Clock } = {}) {
  return text(field).refine((value) => isValidBirthDate(value, today()), { error: fieldMessage(field) });
}

/** idIssueDate: a calendar date not after today. */
export function issueDateRule(field = 'idIssueDate', { today = systemClock }: { today?: Clock } = {}) {
  return text(field).refine((value) => isPastOrTodayDate(value, today()), { error: fieldMessage(field) });
}

/** idExpiryDate: a calendar date after today. */
export function expiryDateRule(field = 'idExpiryDate', { today = systemClock }: { today?: Clock } = {}) {
  return text(field).refine((value) => isFutureDate(value, today()), { error: fieldMessage(field) });
}

/** A select whose options are open (lga depends on the state): not empty, not the 'empty' placeholder. */
export function selectRule(field: string) {
  return text(field).refine((value) => value !== '' && value !== EMPTY_SELECT, { error: fieldMessage(field) });
}

/** A select with a fixed list: one of its values (the placeholder is never one). */
export function choiceRule<const Value extends string>(field: string, values: readonly [Value, ...Value[]]) {
  return z.enum(values, { error: fieldMessage(field) });
}

/**
 * preferredBranch: the value of a published branch or "Others" (decision 101), not the placeholder.
 * The browser and the server check its shape; which branches are published, only the server knows and checks.
 */
export function branchRule() {
  return selectRule('preferredBranch').regex(BRANCH_VALUE_PATTERN, { error: fieldMessage('preferredBranch') });
}

/** zipCode: digits only, at most 9. */
export function zipCodeRule() {
  return text('zipCode').regex(/^\d{1,9}$/, { error: fieldMessage('zipCode') });
}

/** tin: digits (one hyphen allowed, as in 12345678-0001), 3 to 14 characters. */
export function tinRule() {
  const error = fieldMessage('tin');
  return text('tin').min(3, { error }).max(14, { error }).regex(TIN_PATTERN, { error });
}

/** idNO on its own: letters, digits, '/' and '-'. Its length depends on idType: see idNumberMatchesType. */
export function idNumberRule() {
  return text('idNO').regex(ID_NUMBER_CHARACTERS, { error: fieldMessage('idNO') });
}

/** Object-level check of idNO against idType, for `.superRefine` on a form that has both. */
export function refineIdNumberByType(value: { idType?: unknown; idNO?: unknown }, ctx: z.RefinementCtx) {
  const { idType, idNO } = value;
  if (typeof idType !== 'string' || typeof idNO !== 'string' || idType === '' || idType === EMPTY_SELECT) return;
  if (!isIdNumberOfType(idType, idNO)) ctx.addIssue({ code: 'custom', path: ['idNO'], message: fieldMessage('idNO') });
}

/** channels: at least one preferred channel; a single checkbox posts a string, not a list. */
export function channelsRule() {
  const error = fieldMessage('channels');
  return z.preprocess(
    (value) => (value === undefined || value === '' ? [] : typeof value === 'string' ? [value] : value),
    z.array(z.enum(BANKING_CHANNELS, { error }), { error }).min(1, { error }),
  );
}

/** terms: must be ticked (true, or 'on'/'true' as a form posts it). */
export function termsRule(field = 'terms') {
  return z.preprocess(
    (value) => value === true || value === 'on' || value === 'true',
    z.literal(true, { error: fieldMessage(field) }),
  );
}
