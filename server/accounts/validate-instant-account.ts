import {
  CORPORATE_FIELDS,
  INSTANT_ACCOUNT_FIELDS,
  InstantAccountFilesSchema,
  InstantAccountSchema,
  RECORD_FILLED_FIELDS,
  fieldFailures,
  fieldMessage,
  type CorporateDetails,
  type InstantAccount,
  type InstantAccountRequest,
} from '../../domain/forms';
import { invalid } from '../errors/refusals';
import type { BvnData } from '../identity/bvn-data';
import { checkImageDocument, type CheckedDocument } from './documents';

export interface InstantAccountFilesInput {
  photo?: File;
  scannedIDCard?: File;
}

/** The fields in form order first, so the first entry is the field to fix first. */
function inFormOrder(failures: Record<string, string>): Record<string, string> {
  const ordered: Record<string, string> = {};
  for (const field of [...CORPORATE_FIELDS, ...INSTANT_ACCOUNT_FIELDS])
    if (failures[field]) ordered[field] = failures[field];
  return { ...ordered, ...failures };
}

export function validationError(failures: Record<string, string>) {
  return invalid(inFormOrder(failures));
}

/**
 * The fields the validated BVN record fills (the form shows them locked): its values replace what
 * the browser sent. A record's value is the registry's, so the typing rules do not judge it (a
 * three-letter surname such as Eze is a real name, not a typing slip).
 */
function lockedValues(verified: BvnData | undefined) {
  const locked: Partial<Record<(typeof RECORD_FILLED_FIELDS)[number], string>> = {};
  if (!verified) return locked;
  for (const field of RECORD_FILLED_FIELDS) {
    const value = field === 'phoneNo' ? verified.phoneNo : field === 'nin' ? verified.nin : verified[field];
    if (value || (field === 'middlename' && verified.lastname)) locked[field] = value;
  }
  return locked;
}

/**
 * The rules that wait for the BVN record (the request's schema has checked the other fields): each
 * field the record fills is the record's, the typed ones are judged by `InstantAccountSchema`; then
 * the Preferred Branch against the published ones, then the documents by their bytes (an image, at most 2,000,000 bytes). `bvnProblem` is why the BVN validation cannot be relied on, reported
 * beside the other fields.
 */
export async function validateInstantAccount({
  input,
  files,
  verified,
  bvnProblem,
  branchValues,
}: {
  input: InstantAccountRequest;
  /** The Preferred Branch values of the published branches (decision 101). */
  branchValues: readonly string[];
  files: InstantAccountFilesInput;
  verified?: BvnData;
  bvnProblem?: string;
}): Promise<{ form: InstantAccount; business?: CorporateDetails; documents: CheckedDocument[] }> {
  const locked = lockedValues(verified);
  const typedFields: Partial<Record<(typeof RECORD_FILLED_FIELDS)[number], true>> = Object.fromEntries(
    RECORD_FILLED_FIELDS.filter((field) => locked[field] === undefined).map((field) => [field, true]),
  );
  const typed = InstantAccountSchema.pick(typedFields).safeParse(input);
  const declaredFiles = InstantAccountFilesSchema.safeParse(files);
  const failures: Record<string, string> = {
    ...fieldFailures(typed),
    ...fieldFailures(declaredFiles),
  };
  if (bvnProblem) failures.bvnNo ??= bvnProblem;
  if (!branchValues.includes(input.preferredBranch)) failures.preferredBranch ??= fieldMessage('preferredBranch');
  const documents: CheckedDocument[] = [];
  for (const field of ['photo', 'scannedIDCard'] as const) {
    const file = files[field];
    if (!file || failures[field]) continue;
    const checked = await checkImageDocument(field, file);
    if ('error' in checked) failures[field] = checked.error;
    else documents.push(checked.document);
  }
  if (!typed.success || Object.keys(failures).length > 0) throw validationError(failures);
  // The record's values are plain strings here; they have the form's shapes.
  const form = { ...input, ...locked, ...typed.data } as InstantAccount;
  const business =
    input.acctType === 'Corporate' ? { businessName: input.businessName, cacNumber: input.cacNumber } : undefined;
  return { form, business, documents };
}
