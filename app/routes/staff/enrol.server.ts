import { redirect } from 'react-router';
import type { Route } from './+types/enrol';
import { STAFF_HEADERS, staffTokenOfRequest } from '~/lib/staff-session.server';
import { confirmCode } from '~/lib/staff-sign-in.server';
import { servicesContext } from '@server/request-context';
import { enrolmentSecret } from '@server/back-office/second-factor';
import { readHalfSession } from '@server/back-office/staff-sessions';

/**
 * The second factor's enrolment, after the password (from the invitation, or a sign-in before
 * enrolling): the QR code, drawn on the server as SVG, and the same otpauth:// address as text.
 */
export async function loadStaffEnrol({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const half = await readHalfSession({ services, token: staffTokenOfRequest(request, context) });
  if (!half) throw redirect('/staff/login?ended=expired', { headers: STAFF_HEADERS });
  if (half.member.enrolledAt) throw redirect('/staff/login/code', { headers: STAFF_HEADERS });
  const { uri, qrSvg, secret } = await enrolmentSecret(services, half.member);
  return { uri, qrSvg, secret };
}

/** A right code completes the sign-in (shared with the sign-in). */
export const actOnStaffEnrol = (args: Route.ActionArgs) => confirmCode(args);
