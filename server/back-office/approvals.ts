import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  APPROVAL_KINDS,
  APPROVAL_MAKER_AREAS,
  mayWork,
  type ApprovalKind,
  type StaffRole,
} from '../../domain/back-office/staff-roles';
import { staffApprovalTexts } from '../../domain/messages/back-office/approvals';
import { staffApprovals, staffMembers } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import type { Services } from '../services';
import { isUuid } from './applications/find-application';
import { recordStaffAction } from './staff-actions';
import { findStaffById, staffLabel, type StaffMember } from './staff-members';

export type StaffApproval = typeof staffApprovals.$inferSelect;

/** What runs once a checker approves: the action itself, with both members known. */
export type ApprovedAction = (args: {
  services: Services;
  subjectId: string;
  payload: Record<string, string>;
  maker: string;
  checker: StaffMember;
}) => Promise<void>;

const texts = staffApprovalTexts;

function assertMayWork(member: Pick<StaffMember, 'roles'>, kind: ApprovalKind, as: 'maker' | 'checker' = 'checker') {
  const area = (as === 'maker' ? APPROVAL_MAKER_AREAS[kind] : undefined) ?? APPROVAL_KINDS[kind];
  if (!mayWork(member.roles as StaffRole[], area)) throw new AppError(AppErrorCode.Forbidden, texts.notYourRemit);
}

/**
 * The maker's half: the action waits for a second member of the same remit (or, for the kinds of
 * APPROVAL_MAKER_AREAS, of the checkers' remit). One request at a time per subject.
 */
export async function requestApproval({
  services,
  kind,
  subjectId,
  payload,
  maker,
}: {
  services: Services;
  kind: ApprovalKind;
  subjectId: string;
  payload: Record<string, string>;
  maker: StaffMember;
}) {
  assertMayWork(maker, kind, 'maker');
  const [approval] = await services.database.db
    .insert(staffApprovals)
    .values({ kind, subjectId, payload, makerId: maker.id })
    .onConflictDoNothing()
    .returning();
  if (!approval) throw new AppError(AppErrorCode.Conflict, texts.alreadyWaiting);
  await recordStaffAction(services, maker, {
    action: `approval.request.${kind}`,
    subject: subjectId,
    outcome: 'pending',
    details: { approval: approval.id },
  });
  return approval;
}

/**
 * The checker's half. The maker can never be the checker. Approving claims the request first (so
 * two checkers cannot both run it), then runs the action; if the action fails, the request waits again.
 */
export async function decideApproval({
  services,
  approvalId,
  checker,
  decision,
  actions,
}: {
  services: Services;
  approvalId: string;
  checker: StaffMember;
  decision: 'approved' | 'rejected';
  actions: Record<ApprovalKind, ApprovedAction>;
}) {
  const { db } = services.database;
  if (!isUuid(approvalId)) throw new AppError(AppErrorCode.NotFound, texts.notWaiting);
  const [approval] = await db
    .select()
    .from(staffApprovals)
    .where(and(eq(staffApprovals.id, approvalId), eq(staffApprovals.state, 'pending')));
  if (!approval) throw new AppError(AppErrorCode.NotFound, texts.notWaiting);
  const kind = approval.kind as ApprovalKind;
  assertMayWork(checker, kind);
  if (approval.makerId === checker.id) {
    await recordStaffAction(services, checker, {
      action: `approval.${decision}.${kind}`,
      subject: approval.subjectId,
      outcome: 'refused',
      details: { approval: approval.id, reason: 'maker-is-checker' },
    });
    throw new AppError(AppErrorCode.Forbidden, texts.makerCannotCheck);
  }
  const [claimed] = await db
    .update(staffApprovals)
    .set({ state: decision, checkerId: checker.id, decidedAt: new Date() })
    .where(and(eq(staffApprovals.id, approval.id), eq(staffApprovals.state, 'pending')))
    .returning();
  if (!claimed) throw new AppError(AppErrorCode.NotFound, texts.notWaiting);
  if (decision === 'approved') {
    try {
      await actions[kind]({
        services,
        subjectId: approval.subjectId,
        payload: approval.payload,
        maker: approval.makerId,
        checker,
      });
    } catch (error) {
      await db
        .update(staffApprovals)
        .set({ state: 'pending', checkerId: null, decidedAt: null })
        .where(eq(staffApprovals.id, approval.id));
      throw error;
    }
  }
  await recordStaffAction(services, checker, {
    action: `approval.${decision}.${kind}`,
    subject: approval.subjectId,
    details: { approval: approval.id, maker: approval.makerId },
  });
  return claimed;
}

/** Requests waiting for a checker, in the kinds the member may check, with their makers' names. */
export async function listPendingApprovals(services: Services, member: Pick<StaffMember, 'roles'>) {
  const kinds = (Object.keys(APPROVAL_KINDS) as ApprovalKind[]).filter((kind) =>
    mayWork(member.roles as StaffRole[], APPROVAL_KINDS[kind]),
  );
  if (kinds.length === 0) return [];
  const maker = alias(staffMembers, 'maker');
  return services.database.db
    .select({ approval: staffApprovals, makerName: maker.name, makerEmail: maker.email })
    .from(staffApprovals)
    .innerJoin(maker, eq(maker.id, staffApprovals.makerId))
    .where(and(eq(staffApprovals.state, 'pending'), inArray(staffApprovals.kind, kinds)))
    .orderBy(desc(staffApprovals.requestedAt));
}

/** Who asked for the request still waiting on a subject (their name), or null when none waits. */
export async function makerWaitingFor(services: Services, kind: ApprovalKind, subjectId: string) {
  const approval = await pendingApprovalFor(services, kind, subjectId);
  if (!approval) return null;
  const maker = await findStaffById(services, approval.makerId);
  return maker ? staffLabel(maker) : '';
}

/** The request waiting on one subject, if any: item pages show it instead of the action's button. */
export async function pendingApprovalFor(
  services: Services,
  kind: ApprovalKind,
  subjectId: string,
): Promise<StaffApproval | null> {
  const [approval] = await services.database.db
    .select()
    .from(staffApprovals)
    .where(
      and(eq(staffApprovals.kind, kind), eq(staffApprovals.subjectId, subjectId), eq(staffApprovals.state, 'pending')),
    );
  return approval ?? null;
}
