import type { AccountOpeningResult } from '@domain/account-result';
import { serverErrorText } from '@domain/server-error-text';
import type { InstantAccountReply } from '~/routes/instant-account.server';

export type SubmissionOutcome =
  | { ok: true; result: AccountOpeningResult }
  | { ok: false; message: string; errors: Record<string, string>; isProofLost: boolean };

/**
 * What the route action's answer to the application means for the form with JavaScript: the
 * opened account, or the refusal with its fields' messages (the echo without its BVN proof when the
 * validation is spent or lapsed), or the form's notice; no answer is a network problem.
 */
export function submissionOutcome(status: number, reply: InstantAccountReply | undefined): SubmissionOutcome {
  if (reply?.kind === 'result') return { ok: true, result: reply.result };
  if (reply?.kind === 'echo')
    return {
      ok: false,
      message: reply.echo.formError,
      errors: reply.echo.errors,
      isProofLost: reply.echo.bvnRef === '',
    };
  const message =
    reply?.kind === 'notice' ? reply.message : serverErrorText(undefined, { reachedServer: status !== 0 });
  return { ok: false, message, errors: {}, isProofLost: false };
}
