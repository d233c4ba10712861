import type { Route } from './+types/login-code';
import { SignInCard, StaffCodeForm } from '~/components/back-office/sign-in-forms';
import { StaffShell } from '~/components/back-office/staff-shell';
import { staffFrame } from '~/lib/staff-pages';
import { staffTexts } from '@domain/messages/back-office/staff';
import { actOnStaffLoginCode, loadStaffLoginCode } from './login-code.server';

const texts = staffTexts.signIn;
export const handle = staffFrame.handle;
export const headers = staffFrame.headers;
export const meta = () => staffFrame.meta(texts.codeTitle);

export const action = (args: Route.ActionArgs) => actOnStaffLoginCode(args);

export const loader = (args: Route.LoaderArgs) => loadStaffLoginCode(args);

export default function StaffLoginCode({ actionData }: Route.ComponentProps) {
  return (
    <StaffShell>
      <SignInCard title={texts.codeTitle} lead={texts.codeLead}>
        <StaffCodeForm formId="staff-code" outcome={actionData ?? undefined} submitLabel={texts.confirm} />
      </SignInCard>
    </StaffShell>
  );
}
