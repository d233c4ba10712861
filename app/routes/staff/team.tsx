import type { Route } from './+types/team';
import { RoleChoices } from '~/components/back-office/role-choices';
import { StaffPage } from '~/components/back-office/staff-shell';
import { AreaForm } from '~/components/form-kit/area-form';
import { TextField } from '~/components/form-kit/form-fields';
import { staffFrame } from '~/lib/staff-pages';
import { StaffInviteSchema, StaffRolesSchema } from '@domain/forms/staff';
import { staffTexts } from '@domain/messages/back-office/staff';
import { z } from 'zod';
import { actOnStaffTeam, loadStaffTeam } from './team.server';

const texts = staffTexts.team;
const MemberSchema = z.object({ staffId: z.uuid() });
export const meta = () => staffFrame.meta(texts.title);
export const loader = (args: Route.LoaderArgs) => loadStaffTeam(args);
export const action = (args: Route.ActionArgs) => actOnStaffTeam(args);

export default function StaffTeam({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData ?? undefined;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <section aria-labelledby="invite-title" className="rounded-card border border-border bg-white p-5">
        <h2 id="invite-title" className="text-lg font-bold">
          {texts.inviteTitle}
        </h2>
        {/* A fresh form after each invitation: the next member starts with no role ticked. */}
        <AreaForm
          key={outcome?.intent === 'invite' && outcome.status === 'success' ? outcome.message : 'invite'}
          formId="staff-invite-member"
          intent="invite"
          schema={StaffInviteSchema}
          outcome={outcome}
          submitLabel={texts.invite}
          className="mt-4"
        >
          {({ errors, values }) => (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  formId="staff-invite-member"
                  name="email"
                  label={texts.emailLabel}
                  type="email"
                  autoComplete="off"
                  spellCheck={false}
                  defaultValue={values.email}
                  error={errors.email}
                />
                <TextField
                  formId="staff-invite-member"
                  name="name"
                  label={texts.nameLabel}
                  autoComplete="off"
                  defaultValue={values.name}
                  error={errors.name}
                />
              </div>
              <RoleChoices formId="staff-invite-member" error={errors.roles} />
            </>
          )}
        </AreaForm>
      </section>
      {loaderData.invitations.length > 0 ? (
        <section aria-labelledby="waiting-title" className="rounded-card border border-border bg-white p-5">
          <h2 id="waiting-title" className="text-lg font-bold">
            {texts.waitingTitle}
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {loaderData.invitations.map((invitation) => (
              <li key={invitation.id}>{invitation.text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className="flex flex-col gap-4" aria-label={texts.title}>
        {loaderData.members.map((member) => (
          <li key={member.id} className="rounded-card border border-border bg-white p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-bold">{member.name}</h2>
              <span className="rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800">
                {texts.states[member.state]}
              </span>
            </div>
            <p className="break-all text-sm text-muted">{member.email}</p>
            {member.waitingRoles ? (
              <p className="mt-2 text-sm font-semibold">{texts.waitingRoles(member.waitingRoles)}</p>
            ) : null}
            {member.isMe || member.state === 'disabled' ? (
              <p className="mt-2 text-sm">{member.roles.map((role) => staffTexts.roles[role]).join(', ')}</p>
            ) : (
              <div className="mt-4 flex flex-col gap-4">
                <AreaForm
                  formId={`roles-${member.id}`}
                  intent={`roles-${member.id}`}
                  schema={StaffRolesSchema}
                  outcome={outcome}
                  hidden={{ staffId: member.id }}
                  submitLabel={
                    <>
                      {texts.saveRoles}
                      <span className="sr-only">: {member.name}</span>
                    </>
                  }
                >
                  {({ errors }) => (
                    <RoleChoices formId={`roles-${member.id}`} chosen={member.roles} error={errors.roles} />
                  )}
                </AreaForm>
                <div className="flex flex-wrap gap-3">
                  {member.state === 'invited' ? (
                    <AreaForm
                      formId={`reinvite-${member.id}`}
                      intent={`reinvite-${member.id}`}
                      schema={MemberSchema}
                      outcome={outcome}
                      hidden={{ staffId: member.id }}
                      submitLabel={
                        <>
                          {texts.reinvite}
                          <span className="sr-only">: {member.name}</span>
                        </>
                      }
                    />
                  ) : null}
                  <AreaForm
                    formId={`disable-${member.id}`}
                    intent={`disable-${member.id}`}
                    schema={MemberSchema}
                    outcome={outcome}
                    hidden={{ staffId: member.id }}
                    submitLabel={
                      <>
                        {texts.disable}
                        <span className="sr-only">: {member.name}</span>
                      </>
                    }
                  />
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </StaffPage>
  );
}
