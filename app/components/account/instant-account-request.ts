/**
 * Reading the instant account route's address and posted form, apart from the server calls, so
 * the loader and action stay thin and these rules can be tested.
 */
import { normaliseBvnMiddleName } from '@domain/forms/bvn-data';
import { TEXT_MAX_LENGTH } from '@domain/forms/field-rules';
import { onboardingTexts } from '@domain/messages/onboarding';
import {
  EMPTY_VALUES,
  FILE_FIELDS,
  TEXT_FIELDS,
  phoneForField,
  type Files,
  type TextValues,
} from './instant-account-values';

/** The query parameters of specification 7 that links made elsewhere may carry. */
const LINK_PARAMETERS = [
  'bvnNo',
  'lastname',
  'firstname',
  'middlename',
  'email',
  'gender',
  'phoneNo',
  'nin',
  'birthDate',
] as const;

export type AddressIntent =
  | { kind: 'verifyEmail'; token: string }
  | { kind: 'redeemBvn'; ref: string }
  | { kind: 'bvnDeclined' }
  | { kind: 'bvnError'; code: string }
  | { kind: 'plain' };

/** What the address asks the page to do (msg=1&psc, msg=has_bvn_data&ref, msg=bvn_declined, msg=bvn_error). */
export function readAddressIntent(search: URLSearchParams): AddressIntent {
  const msg = search.get('msg') ?? '';
  const errorCode = (search.get('igErrorCode') ?? '').slice(0, 40);
  if (msg === '1' && search.get('psc')) return { kind: 'verifyEmail', token: search.get('psc')! };
  if (msg === 'has_bvn_data' && search.get('ref')) return { kind: 'redeemBvn', ref: search.get('ref')! };
  if (msg === 'bvn_declined') return { kind: 'bvnDeclined' };
  if (msg === 'bvn_error' || errorCode) return { kind: 'bvnError', code: errorCode };
  return { kind: 'plain' };
}

/** The message of a validation that came back without data: declined, or the provider's error code. */
export function bvnProblemText(intent: Extract<AddressIntent, { kind: 'bvnDeclined' | 'bvnError' }>): string {
  if (intent.kind === 'bvnDeclined') return onboardingTexts.bvnDeclined;
  return Object.hasOwn(onboardingTexts.bvnErrors, intent.code)
    ? onboardingTexts.bvnErrors[intent.code as keyof typeof onboardingTexts.bvnErrors]
    : onboardingTexts.identityUnavailable;
}

/** Values a link made elsewhere carries in its query: shown, never trusted (the BVN must still be validated). */
export function readLinkValues(search: URLSearchParams): Partial<TextValues> {
  const values: Partial<TextValues> = {};
  for (const name of LINK_PARAMETERS) {
    const raw = search.get(name)?.trim().slice(0, TEXT_MAX_LENGTH);
    if (!raw) continue;
    if (name === 'phoneNo') values.phoneNo = phoneForField(raw);
    else if (name === 'middlename') values.middlename = normaliseBvnMiddleName(raw);
    else if (name === 'birthDate') values.birthDate = raw.slice(0, 10);
    else values[name] = raw;
  }
  return values;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, TEXT_MAX_LENGTH * 4) : '';
}

/** The instant account form as posted without JavaScript. */
export function readPostedApplication(form: FormData) {
  const values = { ...EMPTY_VALUES };
  for (const field of TEXT_FIELDS) values[field] = text(form, field);
  const files: Files = {};
  for (const field of FILE_FIELDS) {
    // The picker and the camera post under one name: the one chosen (the camera's, if both were).
    const file = form.getAll(field).findLast((value) => value instanceof File && (value.size > 0 || value.name !== ''));
    if (file instanceof File) files[field] = file;
  }
  const terms = ['on', 'true'].includes(text(form, 'terms'));
  return {
    values,
    files,
    terms,
    bvnRef: text(form, 'bvnRef'),
    idempotencyKey: text(form, 'idempotencyKey'),
    lockedFields: text(form, 'lockedFields')
      .split(',')
      .filter((field): field is (typeof TEXT_FIELDS)[number] => (TEXT_FIELDS as readonly string[]).includes(field)),
  };
}

const FOLLOW_UP_INTENTS = ['resendEmail', 'utilizeDiffConfirmationEmail', 'verifyEmail', 'resendFromLink'] as const;

export function readIntent(form: FormData): 'instantAccount' | (typeof FOLLOW_UP_INTENTS)[number] {
  const intent = text(form, 'intent');
  return (FOLLOW_UP_INTENTS as readonly string[]).includes(intent)
    ? (intent as (typeof FOLLOW_UP_INTENTS)[number])
    : 'instantAccount';
}

/**
 * The largest form the page action reads into memory. Well above two files of 2,000,000 bytes:
 * without JavaScript nothing checks a photo's size before it is sent, and a phone photo of a few
 * megabytes should come back with its field's message, not an error page.
 */
const MAX_FORM_BYTES = 16 * 1024 * 1024;

/** Refuses a body too large (or of unknown size) before reading it into memory. */
export function isBodyWithinLimit(request: Request): boolean {
  const length = Number(request.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 && length <= MAX_FORM_BYTES;
}
