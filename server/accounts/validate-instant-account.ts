import { z } from 'zod';
import {
  CORPORATE_FIELDS,
  CorporateDetailsSchema,
  INSTANT_ACCOUNT_FIELDS,
  InstantAccountFilesSchema,
  InstantAccountSchema,
  fieldFailures,
  type CorporateDetails,
  type InstantAccount,
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

const LOCKED_FIELDS = ['lastname', 'firstname', 'middlename', 'gender', 'birthDate', 'phoneNo', 'nin'] as const;

/**
 * The fields the validated BVN record fills (the form shows them locked): its values replace what
 * the browser sent. A record's value is the registry's, so the typing rules do not judge it (a
 * three-letter surname such as Eze is a real name, not a typing slip).
 */
function lockedValues(verified: BvnData | undefined) {
  const locked: Partial<Record<(typeof LOCKED_FIELDS)[number], string>> = {};
  if (!verified) return locked;
  for (const field of LOCKED_FIELDS) {
    const value = field === 'phoneNo' ? verified.phoneNo : field === 'nin' ? verified.nin : verified[field];
    if (value || (field === 'middlename' && verified.lastname)) locked[field] = value;
  }
  return locked;
}

/**
 * Every rule of specification 5 again, whatever the browser checked: the shared schema, then the
 * documents by their bytes (an image, at most 2,000,000 bytes). `bvnProblem` is why the BVN
 * validation cannot be relied on, reported beside the other fields.
 */
export async function validateInstantAccount({
  input,
  files,
  verified,
  bvnProblem,
}: {
  input: Record<string, unknown>;
  files: InstantAccountFilesInput;
  verified?: BvnData;
  bvnProblem?: string;
}): Promise<{ form: InstantAccount; business?: CorporateDetails; documents: CheckedDocument[] }> {
  const locked = lockedValues(verified);
  const schema = InstantAccountSchema.extend(
    Object.fromEntries(Object.keys(locked).map((field) => [field, z.string()])),
  );
  const form = schema.safeParse({ ...input, ...locked });
  const business = input.acctType === 'Corporate' ? CorporateDetailsSchema.safeParse(input) : undefined;
  const declaredFiles = InstantAccountFilesSchema.safeParse(files);
  const failures: Record<string, string> = {
    ...fieldFailures(form),
    ...(business ? fieldFailures(business) : {}),
    ...fieldFailures(declaredFiles),
  };
  if (bvnProblem) failures.bvnNo ??= bvnProblem;
  const documents: CheckedDocument[] = [];
  for (const field of ['photo', 'scannedIDCard'] as const) {
    const file = files[field];
    if (!file || failures[field]) continue;
    const checked = await checkImageDocument(field, file);
    if ('error' in checked) failures[field] = checked.error;
    else documents.push(checked.document);
  }
  if (!form.success || Object.keys(failures).length > 0) throw validationError(failures);
  // The locked fields are plain strings here; the record's values have the form's shapes.
  return { form: form.data as unknown as InstantAccount, business: business?.data, documents };
}
