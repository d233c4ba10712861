import { redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/login';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { currentCustomer, requestParts, safeAreaPath, sessionTokenOfRequest } from '~/lib/customer-session.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { signInTexts } from '@domain/messages/sign-in';
import { clientNetworkContext } from '@server/request-context';
import { describeDevice, sessionCookie } from '@server/sign-in/sessions';
import { LoginCodeSchema, LoginSchema } from '@domain/login';
import { parseOrRefuse } from '@server/errors/refusals';
import { confirmSignIn, resendSignInCode, startSignIn } from '@server/sign-in/sign-in';

const texts = signInTexts;

export type SignInOutcome = AreaOutcome & { loginRef?: string };

/** A signed-in customer goes straight to their area; otherwise, why they are here (signed out, idle). */
export async function loadLogin({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const returnTo = safeAreaPath(query.get('returnTo'));
  if (await currentCustomer(request, context)) throw redirect(returnTo);
  const ended = query.get('ended');
  const notice =
    ended === 'idle'
      ? texts.idleSignedOut
      : ended === 'out'
        ? texts.signedOut
        : query.has('returnTo')
          ? texts.signInFirst
          : null;
  return { returnTo, notice };
}

/** The password, then the code (or a new code). A right code starts the session and goes to the area. */
export async function actOnLogin({ request, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const { password: _never, ...values } = postedValues(form);
  const parts = requestParts(context);
  const intent = values.intent === 'code' || values.intent === 'resend' ? values.intent : 'password';
  let token: string;
  try {
    if (intent === 'password') {
      const pending = await startSignIn({
        ...parts,
        input: parseOrRefuse(LoginSchema, Object.fromEntries(form)),
      });
      return { intent, status: 'success', message: pending.notice, loginRef: pending.loginRef } satisfies SignInOutcome;
    }
    if (intent === 'resend') {
      const pending = await resendSignInCode({ ...parts, loginRef: values.loginRef });
      return {
        intent,
        status: 'success',
        message: `${texts.resent} ${pending.notice}`,
        loginRef: pending.loginRef,
      } satisfies SignInOutcome;
    }
    ({ token } = await confirmSignIn({
      ...parts,
      loginRef: values.loginRef,
      input: parseOrRefuse(LoginCodeSchema, values),
      previousToken: sessionTokenOfRequest(request, context),
      device: describeDevice(request.headers.get('user-agent') ?? undefined),
      network: context.get(clientNetworkContext),
    }));
  } catch (error) {
    return formFailure(error, intent, values);
  }
  // A whole page load, not the router's: the header's account links are the server's (docs/decisions/059).
  throw redirectDocument(safeAreaPath(values.returnTo), {
    headers: { 'Set-Cookie': sessionCookie(token, parts.services.config.isProduction), 'Cache-Control': 'no-store' },
  });
}
