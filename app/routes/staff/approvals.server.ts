import type { Route } from './+types/approvals';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { requireStaff } from '~/lib/staff-session.server';
import { lagosDateTime } from '@domain/lagos-time';
import type { ApprovalKind } from '@domain/back-office/staff-roles';
import { approvalDetails } from '@domain/messages/back-office/approval-details';
import { staffApprovalTexts } from '@domain/messages/back-office/approvals';
import { APPROVED_ACTIONS } from '@server/back-office/approval-actions';
import { decideApproval, listPendingApprovals } from '@server/back-office/approvals';
import { listContentAwaitingApproval } from '@server/content/content-work';

const texts = staffApprovalTexts;

export async function loadStaffApprovals({ request, context }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'approvals');
  const pending = await listPendingApprovals(services, member);
  return {
    approvals: pending.map(({ approval, makerName, makerEmail }) => ({
      id: approval.id,
      kind: approval.kind as ApprovalKind,
      itemPath: ITEM_PATHS[approval.kind as ApprovalKind](approval.subjectId),
      details: approvalDetails(approval.payload),
      maker: makerName || makerEmail,
      isMine: approval.makerId === member.id,
      requestedAt: approval.requestedAt.toISOString(),
      subject:
        approval.payload.reference ??
        approval.payload.email ??
        `${texts.requestedBy(makerName || makerEmail)}, ${lagosDateTime(approval.requestedAt)}`,
    })),
    /** Content changes are approved or refused on their item's page, where the preview is (decision 098). */
    contentChanges: (await listContentAwaitingApproval(services, member)).map((change) => ({
      ...change,
      itemPath: `/staff/content/${change.itemId}`,
      submittedAt: change.submittedAt.toISOString(),
    })),
  };
}

/** The checker's decision; the maker is refused on the server whatever the page shows. */
export async function actOnStaffApprovals({ request, context }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'approvals');
  const values = postedValues(await readPageForm(request));
  const intent = values.intent ?? '';
  const decision = intent.startsWith('approve-') ? 'approved' : 'rejected';
  try {
    await decideApproval({
      services,
      approvalId: values.approvalId ?? '',
      checker: member,
      decision,
      actions: APPROVED_ACTIONS,
    });
  } catch (error) {
    return formFailure(error, intent, values);
  }
  return {
    intent,
    status: 'success',
    message: decision === 'approved' ? texts.approved : texts.rejected,
  } satisfies AreaOutcome;
}

const ITEM_PATHS: Record<ApprovalKind, (subjectId: string) => string> = {
  'loan.approve': (id) => `/staff/loans/${id}`,
  'loan.decline': (id) => `/staff/loans/${id}`,
  'application.decline': (id) => `/staff/applications/${id}`,
  // Compliance reads the application page (its KYC review and screening) without its forms.
  'application.risk': (id) => `/staff/applications/${id}`,
  'data.erase': (id) => `/staff/data-requests/${id}`,
  'data.correct': (id) => `/staff/data-requests/${id}`,
  'staff.invite': () => '/staff/team',
  'staff.roles': () => '/staff/team',
  'content.withdraw': (id) => `/staff/content/${id}`,
};
