import type { Route } from './+types/invite';
import { SignInCard } from '~/components/back-office/sign-in-forms';
import { StaffShell } from '~/components/back-office/staff-shell';
import { AreaForm } from '~/components/form-kit/area-form';
import { Alert } from '~/components/ui/alert';
import { TextField } from '~/components/form-kit/form-fields';
import { STAFF_HEADERS, staffFrame } from '~/lib/staff-pages';
import { StaffPasswordSchema } from '@domain/forms/staff';
import { staffTexts } from '@domain/messages/back-office/staff';
import { actOnStaffInvite, loadStaffInvite } from './invite.server';

const texts = staffTexts.invite;
export const handle = staffFrame.handle;
export const meta = () => staffFrame.meta(texts.title);
/** The link's token is in the address: no Referer carries it to another page. */
export const headers = () => ({ ...STAFF_HEADERS, 'Referrer-Policy': 'no-referrer' });

export const loader = (args: Route.LoaderArgs) => loadStaffInvite(args);
export const action = (args: Route.ActionArgs) => actOnStaffInvite(args);

export default function StaffInvite({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.email) {
    return (
      <StaffShell>
        <SignInCard title={texts.title} lead={null}>
          <div role="alert">
            <Alert tone="error">{texts.invalidLink}</Alert>
          </div>
        </SignInCard>
      </StaffShell>
    );
  }
  return (
    <StaffShell>
      <SignInCard title={texts.title} lead={texts.lead(loaderData.email)}>
        <AreaForm
          formId="staff-invite"
          intent="password"
          schema={StaffPasswordSchema}
          outcome={actionData ?? undefined}
          hidden={{ email: loaderData.email }}
          submitLabel={texts.submit}
        >
          {({ errors, values }) => (
            <>
              <input type="email" name="username" value={loaderData.email!} autoComplete="username" readOnly hidden />
              <TextField
                formId="staff-invite"
                name="name"
                label={texts.nameLabel}
                autoComplete="name"
                defaultValue={values.name ?? loaderData.name}
                error={errors.name}
              />
              <TextField
                formId="staff-invite"
                name="password"
                label={texts.passwordLabel}
                type="password"
                autoComplete="new-password"
                hint={texts.passwordHint}
                error={errors.password}
              />
              <TextField
                formId="staff-invite"
                name="confirm"
                label={texts.confirmLabel}
                type="password"
                autoComplete="new-password"
                error={errors.confirm}
              />
            </>
          )}
        </AreaForm>
      </SignInCard>
    </StaffShell>
  );
}
