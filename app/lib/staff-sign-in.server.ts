import { redirect, type RouterContextProvider } from 'react-router';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { clientRefContext, servicesContext } from '@server/request-context';
import { staffCookie } from '@server/back-office/staff-sessions';
import { staffCodeStep } from '@server/back-office/staff-sign-in';
import { readPageForm } from './read-page-form.server';
import { STAFF_HEADERS, staffTokenOfRequest } from './staff-session.server';

/** Shared with the enrolment: a right code completes the sign-in (and the enrolment) under a new session token. */
export async function confirmCode({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const services = context.get(servicesContext);
  const form = await readPageForm(request);
  const values = postedValues(form);
  try {
    const token = await staffCodeStep({
      services,
      halfToken: staffTokenOfRequest(request, context),
      input: values,
      clientRef: context.get(clientRefContext),
    });
    throw redirect('/staff', {
      headers: { ...STAFF_HEADERS, 'Set-Cookie': staffCookie(token, services.config.isProduction) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return formFailure(error, 'code', values);
  }
}
