import { redirect } from 'react-router';
import type { Route } from './+types/login-code';
import { SignInCard, StaffCodeForm } from '~/components/back-office/sign-in-forms';
import { StaffShell } from '~/components/back-office/staff-shell';
import { staffFrame } from '~/lib/staff-pages';
import { STAFF_HEADERS, staffTokenOfRequest } from '~/lib/staff-session.server';
import { staffTexts } from '@domain/messages/back-office/staff';
import { servicesContext } from '@server/request-context';
import { confirmCode } from '~/lib/staff-sign-in.server';
import { readHalfSession } from '@server/back-office/staff-sessions';

const texts = staffTexts.signIn;
export const handle = staffFrame.handle;
export const headers = staffFrame.headers;
export const meta = () => staffFrame.meta(texts.codeTitle);

/** Only after the password, within its five minutes; otherwise back to the start. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const half = await readHalfSession({
    services: context.get(servicesContext),
    token: staffTokenOfRequest(request, context),
  });
  if (!half) throw redirect('/staff/login?ended=expired', { headers: STAFF_HEADERS });
  if (!half.member.enrolledAt) throw redirect('/staff/enrol', { headers: STAFF_HEADERS });
  return null;
}

export const action = confirmCode;

export default function StaffLoginCode({ actionData }: Route.ComponentProps) {
  return (
    <StaffShell>
      <SignInCard title={texts.codeTitle} lead={texts.codeLead}>
        <StaffCodeForm formId="staff-code" outcome={actionData ?? undefined} submitLabel={texts.confirm} />
      </SignInCard>
    </StaffShell>
  );
}
