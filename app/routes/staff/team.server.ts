import type { Route } from './+types/team';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { requireStaff } from '~/lib/staff-session.server';
import { staffTexts } from '@domain/messages/back-office/staff';
import { listPendingApprovals } from '@server/back-office/approvals';
import { listStaff, staffLabel } from '@server/back-office/staff-members';
import { changeRoles, disableStaff, inviteStaff, reinviteStaff, rolesText } from '@server/back-office/team';

const texts = staffTexts.team;

export async function loadStaffTeam({ request, context }: Route.LoaderArgs) {
  const { services, member: me } = await requireStaff(request, context, 'staff');
  const members = await listStaff(services);
  const waiting = await listPendingApprovals(services, me);
  const waitingRoles = new Map(
    waiting
      .filter(({ approval }) => approval.kind === 'staff.roles')
      .map(({ approval }) => [approval.subjectId, rolesText(approval.payload.roles.split(' '))]),
  );
  return {
    invitations: waiting
      .filter(({ approval }) => approval.kind === 'staff.invite')
      .map(({ approval }) => ({
        id: approval.id,
        text: texts.waitingInvite(approval.payload.email, rolesText(approval.payload.roles.split(' '))),
      })),
    members: members.map((member) => ({
      id: member.id,
      name: staffLabel(member),
      email: member.email,
      roles: member.roles,
      state: member.disabledAt ? ('disabled' as const) : member.enrolledAt ? ('active' as const) : ('invited' as const),
      isMe: member.id === me.id,
      waitingRoles: waitingRoles.get(member.id) ?? '',
    })),
  };
}

/** Invite, change roles, disable, invite again: each refused to anyone but an administrator. */
export async function actOnStaffTeam({ request, context }: Route.ActionArgs) {
  const { services, member: admin } = await requireStaff(request, context, 'staff');
  const form = await readPageForm(request);
  const values = postedValues(form);
  const input = { ...values, roles: form.getAll('roles') };
  const intent = values.intent ?? '';
  try {
    if (intent === 'invite') {
      const { email } = await inviteStaff({ services, admin, input });
      return { intent, status: 'success', message: texts.inviteRequested(email) } satisfies AreaOutcome;
    }
    const staffId = values.staffId ?? '';
    if (intent === `roles-${staffId}`) {
      await changeRoles({ services, admin, input });
      return { intent, status: 'success', message: texts.rolesRequested } satisfies AreaOutcome;
    }
    if (intent === `disable-${staffId}`) {
      await disableStaff({ services, admin, staffId });
      return { intent, status: 'success', message: texts.disabled } satisfies AreaOutcome;
    }
    if (intent === `reinvite-${staffId}`) {
      await reinviteStaff({ services, admin, staffId });
      return { intent, status: 'success', message: texts.reinvited } satisfies AreaOutcome;
    }
  } catch (error) {
    return formFailure(error, intent, values);
  }
  throw new Response(staffTexts.common.notFound, { status: 400 });
}
