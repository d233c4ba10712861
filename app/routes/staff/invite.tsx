import { redirect } from 'react-router';
import type { Route } from './+types/invite';
import { SignInCard } from '~/components/back-office/sign-in-forms';
import { StaffShell } from '~/components/back-office/staff-shell';
import { AreaForm } from '~/components/form-kit/area-form';
import { Alert } from '~/components/ui/alert';
import { TextField } from '~/components/form-kit/form-fields';
import { formFailure, postedValues } from '~/components/form-kit/form-action';
import { requestParts } from '~/lib/customer-session.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { staffFrame } from '~/lib/staff-pages';
import { STAFF_HEADERS, staffTokenOfRequest } from '~/lib/staff-session.server';
import { StaffPasswordSchema } from '@domain/forms/staff';
import { staffTexts } from '@domain/messages/back-office/staff';
import { servicesContext } from '@server/request-context';
import { memberOfInvite } from '@server/back-office/staff-members';
import { staffCookie } from '@server/back-office/staff-sessions';
import { acceptInvite } from '@server/back-office/staff-sign-in';

const texts = staffTexts.invite;
export const handle = staffFrame.handle;
export const meta = () => staffFrame.meta(texts.title);
/** The link's token is in the address: no Referer carries it to another page. */
export const headers = () => ({ ...STAFF_HEADERS, 'Referrer-Policy': 'no-referrer' });

export async function loader({ params, context }: Route.LoaderArgs) {
  const member = await memberOfInvite(context.get(servicesContext), params.token);
  return member ? { email: member.email, name: member.name } : { email: null, name: '' };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const { password: _password, confirm: _confirm, ...values } = postedValues(form);
  const parts = requestParts(context);
  try {
    const token = await acceptInvite({
      services: parts.services,
      inviteToken: params.token,
      input: Object.fromEntries(form),
      clientRef: parts.clientRef,
      previousToken: staffTokenOfRequest(request, context),
    });
    throw redirect('/staff/enrol', {
      headers: { ...STAFF_HEADERS, 'Set-Cookie': staffCookie(token, parts.services.config.isProduction) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return formFailure(error, 'password', values);
  }
}

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
