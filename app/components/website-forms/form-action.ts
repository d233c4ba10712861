import { data } from 'react-router';
import { ApiError } from '@server/http/api/api-error';

/** What an action answers when a form could not be accepted. */
export type FormFailure<Intent extends string> =
  | { intent: Intent; status: 'invalid'; errors: Record<string, string>; values: Record<string, string> }
  | { intent: Intent; status: 'refused'; message: string; values: Record<string, string> };

/** The posted text fields, to put back in the form: entered values are never cleared. */
export function postedValues(form: FormData): Record<string, string> {
  return Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * An ApiError, also when it comes from another copy of the module: in development the services are
 * loaded by Node and the routes by Vite, so `instanceof` alone misses a rate limit's error.
 */
function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && typeof (error as Partial<ApiError>).status === 'number' && 'fields' in error && 'headers' in error);
}

/**
 * Turns a use case's ApiError into the form's answer: a ValidationError marks the fields, anything
 * else (a rate limit, a wrong reference) is one message. Other errors are not the form's business.
 */
export function formFailure<Intent extends string>(error: unknown, intent: Intent, values: Record<string, string>) {
  if (!isApiError(error)) throw error;
  const headers = { 'Cache-Control': 'no-store', ...error.headers };
  const failure: FormFailure<Intent> =
    error.name === 'ValidationError' && error.fields
      ? { intent, status: 'invalid', errors: error.fields, values }
      : { intent, status: 'refused', message: error.message, values };
  return data(failure, { status: error.status, headers });
}

/** A route's `headers`: an action's own (no-store, Retry-After) win over the loader's. */
export function actionOrLoaderHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }): Headers {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}
