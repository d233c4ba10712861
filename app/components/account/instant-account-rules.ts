/**
 * The instant account form's rules in the browser: the schemas the server applies (zod, and
 * libphonenumber-js for the phone), fetched when the visitor turns to the form (docs/decisions/036).
 */
import { z } from 'zod';
import { CorporateDetailsSchema } from '@domain/forms/corporate';
import type { CORPORATE_FIELDS } from '@domain/forms/corporate-fields';
import { fieldFailures, firstFailingField, type FieldFailure } from '@domain/forms/first-failing-field';
import { InstantAccountSchema } from '@domain/forms/instant-account';
// The different confirmation e-mail (section 4) is judged by the rule of the form's e-mail field.
export { emailRule } from '@domain/forms/field-rules';
import {
  FILE_FIELDS,
  OPTIONAL_FIELDS,
  SCREEN_ORDER,
  TEXT_FIELDS,
  fileFieldProblem,
  isCorporateField,
  type Files,
  type TextField,
  type TextValues,
} from './instant-account-values';
import { readPostedApplication } from './instant-account-request';

/** The message of one text field's rule, or undefined when it passes. */
export function textFieldProblem(field: TextField, value: string): string | undefined {
  if (OPTIONAL_FIELDS.has(field) && value.trim() === '') return undefined;
  const result = isCorporateField(field)
    ? CorporateDetailsSchema.shape[field].safeParse(value)
    : InstantAccountSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export interface Envelope {
  acctType: 'Individual' | 'Corporate';
  cbBy: 'self' | 'unknown';
}

export type ValidationOutcome =
  /** The fields as they are sent: checked and normalised, the locked ones as the record gave them. */
  { ok: true; data: Record<string, unknown> } | { ok: false; errors: Record<string, string>; first: FieldFailure };

/**
 * Runs the schema and the file checks, as the server will. Fields locked by the BVN record are
 * the record's, not typed: the typing rules do not judge them (the server takes them from the
 * record whatever the browser sends).
 */
export function validateInstantAccount(
  values: TextValues,
  files: Files,
  terms: boolean,
  envelope: Envelope,
  locked: readonly string[] = [],
): ValidationOutcome {
  const lockedKeys: Partial<Record<Exclude<TextField, (typeof CORPORATE_FIELDS)[number]>, true>> = Object.fromEntries(
    TEXT_FIELDS.filter((field) => locked.includes(field) && !isCorporateField(field)).map((field) => [field, true]),
  );
  const result = InstantAccountSchema.omit(lockedKeys).safeParse({ ...values, terms, ...envelope });
  const business = envelope.acctType === 'Corporate' ? CorporateDetailsSchema.safeParse(values) : undefined;
  const errors: Record<string, string> = {
    ...(result.success ? {} : fieldFailures(result)),
    ...(business && !business.success ? fieldFailures(business) : {}),
  };
  for (const field of FILE_FIELDS) {
    const problem = fileFieldProblem(field, files[field]);
    if (problem) errors[field] = problem;
  }
  if (result.success && Object.keys(errors).length === 0) {
    const lockedValues = Object.fromEntries(
      Object.keys(lockedKeys).map((field) => [field, values[field as TextField]]),
    );
    return { ok: true, data: { ...lockedValues, ...result.data, ...(business?.success ? business.data : {}) } };
  }
  const issues = Object.entries(errors).map(([field, message]) => ({ path: [field], message }));
  const first = firstFailingField({ success: false, error: { issues } }, SCREEN_ORDER)!;
  return { ok: false, errors, first };
}

/** The body's entries as a form again, to be read as the route action reads it. */
function formDataOf(entries: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries))
    if (typeof value === 'string' || value instanceof Blob) form.append(name, value);
  return form;
}

/**
 * The application's body as the form sends it (`applicationFormData`), judged by
 * `validateInstantAccount` as the route action judges it: the form's rules for `useCheckedForm`.
 * The fields the BVN record locked (named in the body) are not judged. Each text field's own rule
 * rides along for the live checks while typing.
 */
export const instantApplicationRules = Object.assign(
  z.record(z.string(), z.unknown()).superRefine((entries, context) => {
    const posted = readPostedApplication(formDataOf(entries));
    const envelope: Envelope = {
      acctType: entries.acctType === 'Corporate' ? 'Corporate' : 'Individual',
      cbBy: entries.cbBy === 'self' ? 'self' : 'unknown',
    };
    const checked = validateInstantAccount(posted.values, posted.files, posted.terms, envelope, posted.lockedFields);
    if (checked.ok) return;
    for (const [field, message] of Object.entries(checked.errors))
      context.addIssue({ code: 'custom', path: [field], message });
  }),
  { textFieldProblem },
);
