import { and, eq, isNull } from 'drizzle-orm';
import { StaffInviteSchema, StaffRolesSchema } from '../../domain/forms/staff';
import { staffTexts } from '../../domain/messages/back-office/staff';
import { staffMembers } from '../db/schema';
import { ApiError } from '../http/api/api-error';
import type { Services } from '../services';
import { parseForm } from '../sign-in/parse-form';
import { recordStaffAction } from './staff-actions';
import { createStaffMember, findStaffById, issueInvite, StaffEmailTakenError, type StaffMember } from './staff-members';
import { endSessionsOf } from './staff-sessions';

const texts = staffTexts.team;

function rolesText(roles: readonly string[]) {
  return roles.map((role) => staffTexts.roles[role as keyof typeof staffTexts.roles] ?? role).join(', ');
}

async function sendInvitation(services: Services, member: Pick<StaffMember, 'email' | 'roles'>, link: string) {
  await services.messenger.sendEmail({ to: member.email, subject: texts.inviteMail.subject, text: texts.inviteMail.text(link, rolesText(member.roles)) });
}

/** An administrator invites a member: the roles are theirs from the start, the link goes by e-mail only. */
export async function inviteStaff({ services, admin, input }: { services: Services; admin: StaffMember; input: Record<string, unknown> }) {
  const form = parseForm(StaffInviteSchema, input);
  try {
    const { member, link } = await createStaffMember({ services, email: form.email, name: form.name, roles: form.roles, invitedBy: admin.id });
    await sendInvitation(services, member, link);
    return member;
  } catch (error) {
    if (error instanceof StaffEmailTakenError) throw new ApiError(409, 'Conflict', texts.emailTaken, { email: texts.emailTaken });
    throw error;
  }
}

/** Another member, never the administrator themselves: nobody raises or removes their own access. */
async function otherMember(services: Services, admin: StaffMember, staffId: string) {
  if (staffId === admin.id) throw new ApiError(403, 'Forbidden', texts.notYourself);
  const member = await findStaffById(services, staffId);
  if (!member) throw new ApiError(404, 'NotFound', staffTexts.common.notFound);
  return member;
}

/** New roles take effect at the member's next sign-in: their sessions end now. */
export async function changeRoles({ services, admin, input }: { services: Services; admin: StaffMember; input: Record<string, unknown> }) {
  const form = parseForm(StaffRolesSchema, input);
  const member = await otherMember(services, admin, form.staffId);
  await services.database.db.update(staffMembers).set({ roles: form.roles }).where(eq(staffMembers.id, member.id));
  await endSessionsOf({ services, staffId: member.id, reason: 'rotated' });
  await recordStaffAction(services, admin, { action: 'staff.roles', subject: member.id, details: { from: member.roles.join(' '), to: form.roles.join(' ') } });
}

export async function disableStaff({ services, admin, staffId }: { services: Services; admin: StaffMember; staffId: string }) {
  const member = await otherMember(services, admin, staffId);
  await services.database.db.update(staffMembers).set({ disabledAt: new Date() }).where(and(eq(staffMembers.id, member.id), isNull(staffMembers.disabledAt)));
  await endSessionsOf({ services, staffId: member.id, reason: 'disabled' });
  await recordStaffAction(services, admin, { action: 'staff.disable', subject: member.id });
}

/** A fresh link for a member who has not finished enrolling (the old one stops working). */
export async function reinviteStaff({ services, admin, staffId }: { services: Services; admin: StaffMember; staffId: string }) {
  const member = await otherMember(services, admin, staffId);
  if (member.enrolledAt || member.disabledAt) throw new ApiError(409, 'Conflict', staffTexts.common.notFound);
  const link = await issueInvite({ services, staffId: member.id, createdBy: admin.id });
  await sendInvitation(services, member, link);
  await recordStaffAction(services, admin, { action: 'staff.reinvite', subject: member.id });
}
