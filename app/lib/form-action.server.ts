/**
 * The page actions' HTTP layer: what an action answers when a use case refuses a form (its status
 * and headers from the error's code, as the API's). Server code only: React Router refuses a
 * `.server` module in the browser's bundle.
 */
import { data } from 'react-router';
import { serverErrorText } from '@domain/server-error-text';
import { AppError, AppErrorCode } from '@server/errors/app-error';
import { headersOf, statusOf } from '@server/http/api/api-error';
import type { FormFailure } from '~/components/form-kit/form-failure';

/** The posted text fields, to put back in the form: entered values are never cleared. */
export function postedValues(form: FormData): Record<string, string> {
  return Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * What a page shows of a use case's refusal (its message, and the message of each field to mend)
 * and the status and headers its answer carries. Other errors are not the form's business.
 */
export function refusalOf(error: unknown) {
  if (!(error instanceof AppError)) throw error;
  return {
    code: error.code,
    message: error.message,
    fields: error.fields ?? {},
    status: statusOf(error),
    headers: headersOf(error),
  };
}

/** `refusalOf`, its message as the account opening pages show a server's error (specification 5 and 8). */
export function openingRefusalOf(error: unknown) {
  const refusal = refusalOf(error);
  return { ...refusal, message: serverErrorText(refusal.message, { reachedServer: true }) };
}

/** A refusal as the form's answer: a ValidationError marks the fields, anything else (a rate limit, a wrong reference) is one message. */
export function formFailure<Intent extends string>(error: unknown, intent: Intent, values: Record<string, string>) {
  const { code, message, fields, status, headers } = refusalOf(error);
  const failure: FormFailure<Intent> =
    code === AppErrorCode.ValidationError && Object.keys(fields).length > 0
      ? { intent, status: 'invalid', errors: fields, values }
      : { intent, status: 'refused', message, values };
  return data(failure, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}
