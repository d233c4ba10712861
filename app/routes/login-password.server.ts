import type { Route } from './+types/login-password';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { requestParts } from '~/lib/customer-session.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { PasswordResetStartSchema, PasswordSetSchema } from '@domain/login';
import { parseOrRefuse } from '@server/errors/refusals';
import { completePasswordReset, startPasswordReset } from '@server/sign-in/password-reset';

export type PasswordOutcome = AreaOutcome & { resetRef?: string; done?: boolean };

/** The account number or e-mail (codes go to the phone and e-mail on record), then both codes and the password. */
export async function actOnLoginPassword({ request, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const { password: _never, confirmPassword: _either, ...values } = postedValues(form);
  const parts = requestParts(context);
  const intent = values.intent === 'set' ? 'set' : 'start';
  try {
    if (intent === 'start') {
      const pending = await startPasswordReset({
        ...parts,
        input: parseOrRefuse(PasswordResetStartSchema, values),
      });
      return {
        intent,
        status: 'success',
        message: pending.notice,
        resetRef: pending.resetRef,
      } satisfies PasswordOutcome;
    }
    const done = await completePasswordReset({
      ...parts,
      resetRef: values.resetRef,
      input: parseOrRefuse(PasswordSetSchema, Object.fromEntries(form)),
    });
    return { intent, status: 'success', message: done.message, done: true } satisfies PasswordOutcome;
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
