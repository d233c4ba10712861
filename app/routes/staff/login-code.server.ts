import { redirect } from 'react-router';
import type { Route } from './+types/login-code';
import { STAFF_HEADERS, staffTokenOfRequest } from '~/lib/staff-session.server';
import { confirmCode } from '~/lib/staff-sign-in.server';
import { servicesContext } from '@server/request-context';
import { readHalfSession } from '@server/back-office/staff-sessions';

/** Only after the password, within its five minutes; otherwise back to the start. */
export async function loadStaffLoginCode({ request, context }: Route.LoaderArgs) {
  const half = await readHalfSession({
    services: context.get(servicesContext),
    token: staffTokenOfRequest(request, context),
  });
  if (!half) throw redirect('/staff/login?ended=expired', { headers: STAFF_HEADERS });
  if (!half.member.enrolledAt) throw redirect('/staff/enrol', { headers: STAFF_HEADERS });
  return null;
}

/** A right code completes the sign-in (shared with the enrolment). */
export const actOnStaffLoginCode = (args: Route.ActionArgs) => confirmCode(args);
