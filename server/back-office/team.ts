import { and, eq, isNull } from 'drizzle-orm';
import { STAFF_ACCESS_ACTIONS, type StaffRole } from '../../domain/back-office/staff-roles';
import { StaffInviteSchema, StaffRolesSchema } from '../../domain/forms/staff';
import { staffTexts } from '../../domain/messages/back-office/staff';
import { staffMembers } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import type { Services } from '../services';
import { parseOrRefuse } from '../errors/refusals';
import { recordStaffAction } from './staff-actions';
import { requestApproval, type ApprovedAction } from './approvals';
import {
  createStaffMember,
  findStaffByEmail,
  findStaffById,
  issueInvite,
  normaliseEmail,
  StaffEmailTakenError,
  type StaffMember,
} from './staff-members';
import { endSessionsOf } from './staff-sessions';

const texts = staffTexts.team;

export function rolesText(roles: readonly string[]) {
  return roles.map((role) => staffTexts.roles[role as keyof typeof staffTexts.roles] ?? role).join(', ');
}

async function sendInvitation(services: Services, member: Pick<StaffMember, 'email' | 'roles'>, link: string) {
  await services.messenger.sendEmail({
    to: member.email,
    subject: texts.inviteMail.subject,
    text: texts.inviteMail.text(link, rolesText(member.roles)),
  });
}

/**
 * An administrator asks to invite a member: nothing is created and no link goes out until a second
 * administrator approves (maker-checker), so no one administrator can give themselves a helper.
 */
export async function inviteStaff({
  services,
  admin,
  input,
}: {
  services: Services;
  admin: StaffMember;
  input: Record<string, unknown>;
}) {
  const form = parseOrRefuse(StaffInviteSchema, input);
  const email = normaliseEmail(form.email);
  if (await findStaffByEmail(services, email))
    throw new AppError(AppErrorCode.Conflict, texts.emailTaken, { fields: { email: texts.emailTaken } });
  await requestApproval({
    services,
    kind: 'staff.invite',
    subjectId: email,
    payload: { email, name: form.name, roles: form.roles.join(' ') },
    maker: admin,
  });
  await recordStaffAction(services, admin, {
    action: `${STAFF_ACCESS_ACTIONS}invite.requested`,
    subject: email,
    outcome: 'pending',
    details: { roles: form.roles.join(' ') },
  });
  return { email };
}

/** The second administrator approved an invitation: the member is created and the link goes by e-mail. */
export const approvedInvite: ApprovedAction = async ({ services, payload, maker, checker }) => {
  try {
    const { member, link } = await createStaffMember({
      services,
      email: payload.email,
      name: payload.name,
      roles: payload.roles.split(' ') as StaffRole[],
      invitedBy: maker,
    });
    await sendInvitation(services, member, link);
    await recordStaffAction(services, checker, {
      action: `${STAFF_ACCESS_ACTIONS}invite`,
      subject: member.id,
      details: { email: member.email, roles: payload.roles, maker },
    });
  } catch (error) {
    if (error instanceof StaffEmailTakenError) throw new AppError(AppErrorCode.Conflict, texts.emailTaken);
    throw error;
  }
};

/** Another member, never the administrator themselves: nobody raises or removes their own access. */
async function otherMember(services: Services, admin: StaffMember, staffId: string) {
  if (staffId === admin.id) throw new AppError(AppErrorCode.Forbidden, texts.notYourself);
  const member = await findStaffById(services, staffId);
  if (!member) throw new AppError(AppErrorCode.NotFound, staffTexts.common.notFound);
  return member;
}

/** An administrator asks for new roles for another member; they apply once a second administrator approves. */
export async function changeRoles({
  services,
  admin,
  input,
}: {
  services: Services;
  admin: StaffMember;
  input: Record<string, unknown>;
}) {
  const form = parseOrRefuse(StaffRolesSchema, input);
  const member = await otherMember(services, admin, form.staffId);
  await requestApproval({
    services,
    kind: 'staff.roles',
    subjectId: member.id,
    payload: { email: member.email, from: member.roles.join(' '), roles: form.roles.join(' ') },
    maker: admin,
  });
  await recordStaffAction(services, admin, {
    action: `${STAFF_ACCESS_ACTIONS}roles.requested`,
    subject: member.id,
    outcome: 'pending',
    details: { from: member.roles.join(' '), to: form.roles.join(' ') },
  });
}

/** The second administrator approved new roles (never their own): they take effect at the member's next sign-in. */
export const approvedRoles: ApprovedAction = async ({ services, subjectId, payload, maker, checker }) => {
  if (subjectId === checker.id) throw new AppError(AppErrorCode.Forbidden, texts.notYourOwnRoles);
  const member = await findStaffById(services, subjectId);
  if (!member) throw new AppError(AppErrorCode.NotFound, staffTexts.common.notFound);
  const roles = payload.roles.split(' ') as StaffRole[];
  await services.database.db.update(staffMembers).set({ roles }).where(eq(staffMembers.id, member.id));
  await endSessionsOf({ services, staffId: member.id, reason: 'rotated' });
  await recordStaffAction(services, checker, {
    action: `${STAFF_ACCESS_ACTIONS}roles`,
    subject: member.id,
    details: { from: member.roles.join(' '), to: roles.join(' '), maker },
  });
};

export async function disableStaff({
  services,
  admin,
  staffId,
}: {
  services: Services;
  admin: StaffMember;
  staffId: string;
}) {
  const member = await otherMember(services, admin, staffId);
  await services.database.db
    .update(staffMembers)
    .set({ disabledAt: new Date() })
    .where(and(eq(staffMembers.id, member.id), isNull(staffMembers.disabledAt)));
  await endSessionsOf({ services, staffId: member.id, reason: 'disabled' });
  await recordStaffAction(services, admin, { action: 'staff.disable', subject: member.id });
}

/** A fresh link for a member who has not finished enrolling (the old one stops working). */
export async function reinviteStaff({
  services,
  admin,
  staffId,
}: {
  services: Services;
  admin: StaffMember;
  staffId: string;
}) {
  const member = await otherMember(services, admin, staffId);
  if (member.enrolledAt || member.disabledAt) throw new AppError(AppErrorCode.Conflict, staffTexts.common.notFound);
  const link = await issueInvite({ services, staffId: member.id, createdBy: admin.id });
  await sendInvitation(services, member, link);
  await recordStaffAction(services, admin, { action: 'staff.reinvite', subject: member.id });
}
