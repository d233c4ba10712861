import type { Route } from './+types/login';
import { StaffPasswordStep } from '~/components/back-office/sign-in-forms';
import { StaffShell } from '~/components/back-office/staff-shell';
import { staffFrame } from '~/lib/staff-pages';
import { staffTexts } from '@domain/messages/back-office/staff';
import { actOnStaffLogin, loadStaffLogin } from './login.server';

const texts = staffTexts.signIn;
export const handle = staffFrame.handle;
export const headers = staffFrame.headers;
export const meta = () => staffFrame.meta(texts.title);

export const loader = (args: Route.LoaderArgs) => loadStaffLogin(args);
export const action = (args: Route.ActionArgs) => actOnStaffLogin(args);

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffShell>
      <StaffPasswordStep notice={loaderData.notice} outcome={actionData ?? undefined} />
    </StaffShell>
  );
}
