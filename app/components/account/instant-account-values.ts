/**
 * The instant account form's data, apart from React: which fields exist, which are locked by the
 * BVN record, and how the form is sent. What each field's rule says is in instant-account-rules.ts,
 * which the form fetches when the visitor turns to it.
 */
import { normaliseBvnMiddleName } from '@domain/forms/bvn-data';
import { CORPORATE_FIELDS } from '@domain/forms/corporate-fields';
import { checkFile } from '@domain/forms/file-check';
import { uploadProgress } from '~/components/form-kit/upload-progress';
import { DEFAULT_MAX_FILE_BYTES, PHONE_LENGTH, QUICK_STEP } from '@domain/constants';
import { toInternationalPhone } from '@domain/phone';
import { bvnProofTexts } from '@domain/messages/bvn-proof';

/** The BVN record as the identity service returns it (accounts contract: BvnData). */
export interface BvnRecord {
  bvnNo: string;
  firstname: string;
  lastname: string;
  middlename: string;
  gender: string;
  birthDate: string;
  phoneNo: string;
  nin: string;
  email: string;
}

export const TEXT_FIELDS = [
  ...CORPORATE_FIELDS,
  'bvnNo',
  'nin',
  'lastname',
  'firstname',
  'middlename',
  'gender',
  'birthDate',
  'accountProduct',
  'preferredBranch',
  'email',
  'phoneNo',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const FILE_FIELDS = ['photo', 'scannedIDCard'] as const;
export type FileField = (typeof FILE_FIELDS)[number];
export type FormField = TextField | FileField | 'terms';

/** The order of the fields on the screen: the first failing field in this order gets focus. */
export const SCREEN_ORDER: readonly FormField[] = [...TEXT_FIELDS, ...FILE_FIELDS, 'terms'];

/** Every field is required except the middle name (domain/forms/instant-account.ts says why). */
export const OPTIONAL_FIELDS: ReadonlySet<FormField> = new Set(['middlename']);

export type TextValues = Record<TextField, string>;
export type Files = Partial<Record<FileField, File>>;

export const EMPTY_VALUES: TextValues = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as TextValues;

/** Shown with a plus so the country picker and the customer read it as an international number. */
function displayPhone(digits: string): string {
  return digits ? `+${digits.replace(/^\+/, '')}` : '';
}

/**
 * A phone number entering the form from elsewhere (a link's query, the draft): section 5's
 * conversion applies, so '08031234567' shows as '+2348031234567' and '2348031234567' gains its plus;
 * anything else stays as it was typed.
 */
export function phoneForField(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/[\s()-]/g, '');
  if (!/^\d+$/.test(digits)) return trimmed;
  const international = toInternationalPhone(digits);
  return international.length === PHONE_LENGTH && international.startsWith('234')
    ? displayPhone(international)
    : trimmed;
}

/** The form values a BVN record fills in; the middle name is dropped when shorter than 3 letters. */
export function valuesFromRecord(record: BvnRecord): Partial<TextValues> {
  const values: Partial<TextValues> = {
    bvnNo: record.bvnNo,
    lastname: record.lastname,
    firstname: record.firstname,
    middlename: normaliseBvnMiddleName(record.middlename),
    gender: record.gender,
    birthDate: record.birthDate.slice(0, 10),
    phoneNo: displayPhone(record.phoneNo),
    nin: record.nin,
  };
  if (record.email) values.email = record.email;
  return values;
}

/**
 * Fields the BVN record fixes, greyed and locked: identity and names always, the phone and NIN
 * only when the record has them (the customer types them otherwise). The e-mail stays editable:
 * it is where the account details go.
 */
export function lockedFieldsOf(record: BvnRecord): TextField[] {
  const always: TextField[] = ['bvnNo', 'lastname', 'firstname', 'gender', 'birthDate'];
  const whenPresent: [TextField, string][] = [
    ['middlename', normaliseBvnMiddleName(record.middlename)],
    ['phoneNo', record.phoneNo],
    ['nin', record.nin],
  ];
  return [...always, ...whenPresent.filter(([, value]) => value !== '').map(([field]) => field)];
}

export const isCorporateField = (field: string): field is (typeof CORPORATE_FIELDS)[number] =>
  (CORPORATE_FIELDS as readonly string[]).includes(field);

/** The text fields a form of this kind shows: the company's only on the corporate form. */
function textFieldsOf(acctType: 'Individual' | 'Corporate'): readonly TextField[] {
  return acctType === 'Corporate' ? TEXT_FIELDS : TEXT_FIELDS.filter((field) => !isCorporateField(field));
}

export function fileFieldProblem(field: FileField, file: File | undefined): string | undefined {
  return checkFile(file, { field, maxBytes: DEFAULT_MAX_FILE_BYTES });
}

/** Whether every required field has a value: what the main button's highlight waits for. */
export function isEveryRequiredFieldFilled(
  values: TextValues,
  files: Files,
  terms: boolean,
  acctType: 'Individual' | 'Corporate',
): boolean {
  const textFilled = textFieldsOf(acctType).every((field) => OPTIONAL_FIELDS.has(field) || values[field].trim() !== '');
  return textFilled && FILE_FIELDS.every((field) => files[field]) && terms;
}

/**
 * The multipart body of the application, as the form posts it to the route action without
 * JavaScript; the files are the ones chosen (a photo too large is shrunk first), and go last so that
 * upload progress maps onto them in FILE_FIELDS order.
 */
export function applicationFormData({
  values,
  files,
  terms,
  locked,
  envelope,
  bvnRef,
  idempotencyKey,
}: {
  values: TextValues;
  files: Files;
  terms: boolean;
  locked: readonly string[];
  envelope: { acctType: string; cbBy: string };
  bvnRef: string;
  idempotencyKey: string;
}): FormData {
  const body = new FormData();
  const fields = {
    intent: 'instantAccount',
    ...envelope,
    step: String(QUICK_STEP),
    bvnRef,
    idempotencyKey,
    lockedFields: locked.join(','),
    ...values,
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (terms) body.append('terms', 'on');
  for (const field of FILE_FIELDS) {
    const file = files[field];
    if (file) body.append(field, file, file.name);
  }
  return body;
}

/** Each file's share of the application's upload so far (0 to 100): the files go last, in FILE_FIELDS order. */
export function fileProgress(
  files: Files,
  loadedBytes: number,
  totalBytes: number,
): Partial<Record<FileField, number>> {
  return uploadProgress(FILE_FIELDS, files, loadedBytes, totalBytes);
}

const BVN_PROOF_PROBLEMS: readonly string[] = Object.values(bvnProofTexts);

/** Whether the server refused the application because the BVN validation is missing or spent: validate again. */
export function isBvnProofProblem(errors: Record<string, string> | undefined): boolean {
  return BVN_PROOF_PROBLEMS.includes(errors?.bvnNo ?? '');
}
