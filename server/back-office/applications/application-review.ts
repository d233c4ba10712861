import { and, eq } from 'drizzle-orm';
import { DeclineApplicationSchema } from '../../../domain/forms/back-office-customer-service';
import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { productName } from '../../accounts/account-result';
import { parseOrRefuse } from '../../errors/refusals';
import { accountApplications, customers } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import type { Services } from '../../services';
import { pendingApprovalFor, requestApproval, type ApprovedAction } from '../approvals';
import { restrictNowOrLater } from '../../core-banking/restrict-declined-account';
import { recordStaffAction } from '../staff-actions';
import type { StaffMember } from '../staff-members';
import { applicationApprovedEmail, applicationDeclinedEmail } from './application-emails';
import { assertRiskCleared } from './application-screening';
import { findApplication } from './find-application';

const texts = customerServiceTexts.applications;

/** An application staff may decide on: submitted, not decided yet, and no decline waiting for approval. */
async function reviewable(services: Services, applicationId: string) {
  const found = await findApplication(services, applicationId);
  if (!found) throw new AppError(AppErrorCode.NotFound, customerServiceTexts.common.notFound);
  const { application } = found;
  if (application.state === 'draft') throw new AppError(AppErrorCode.NotSubmitted, texts.notSubmitted);
  if (application.reviewState !== 'awaiting_review')
    throw new AppError(AppErrorCode.AlreadyReviewed, texts.alreadyReviewed(texts.reviews[application.reviewState]));
  if (await pendingApprovalFor(services, 'application.decline', application.id))
    throw new AppError(AppErrorCode.DeclinePending, texts.declinePending);
  return found;
}

/**
 * Sets the review's outcome once (a second click, or a decline approved meanwhile, changes nothing)
 * and queues the customer's e-mail in the same transaction; it is delivered once that commits.
 */
async function decide({
  services,
  applicationId,
  reviewState,
  declineReason = null,
  email,
}: {
  services: Services;
  applicationId: string;
  reviewState: 'approved' | 'declined';
  declineReason?: string | null;
  email: (product: string) => { subject: string; text: string; html: string };
}) {
  const queued = await services.database.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(accountApplications)
      .set({ reviewState, reviewedAt: new Date(), declineReason })
      .where(and(eq(accountApplications.id, applicationId), eq(accountApplications.reviewState, 'awaiting_review')))
      .returning();
    if (!decided) {
      const [current] = await tx
        .select({ reviewState: accountApplications.reviewState })
        .from(accountApplications)
        .where(eq(accountApplications.id, applicationId));
      if (!current) throw new AppError(AppErrorCode.NotFound, customerServiceTexts.common.notFound);
      throw new AppError(AppErrorCode.AlreadyReviewed, texts.alreadyReviewed(texts.reviews[current.reviewState]));
    }
    const [customer] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, decided.customerId));
    return services.messenger.sendEmail(
      { to: customer.email, ...email(productName(decided.accountProduct)) },
      { db: tx },
    );
  });
  await services.messenger.deliver(queued);
}

/** 'Approve': one staff member is enough. The customer is told by e-mail. */
export async function approveApplication({
  services,
  member,
  applicationId,
}: {
  services: Services;
  member: StaffMember;
  applicationId: string;
}) {
  const found = await reviewable(services, applicationId);
  const { application } = found;
  // A high risk waits for compliance's clearance (decision 089).
  await assertRiskCleared(services, found, member);
  await decide({
    services,
    applicationId: application.id,
    reviewState: 'approved',
    email: (product) => applicationApprovedEmail({ product }),
  });
  await recordStaffAction(services, member, { action: 'applications.approve', subject: application.id });
  return { message: texts.approved };
}

/** 'Decline': the maker's half. It waits for a second staff member on the approvals page. */
export async function requestDecline({
  services,
  member,
  applicationId,
  input,
}: {
  services: Services;
  member: StaffMember;
  applicationId: string;
  input: unknown;
}) {
  const { reason } = parseOrRefuse(DeclineApplicationSchema, input);
  const { application } = await reviewable(services, applicationId);
  await requestApproval({
    services,
    kind: 'application.decline',
    subjectId: application.id,
    payload: { reason },
    maker: member,
  });
  return { message: texts.declineRequested };
}

/**
 * The checker approved a decline: it is recorded with the checker as actor, the customer reads the
 * reason (by e-mail and in their area), and an account already open is restricted in the core.
 */
export const declineApplication: ApprovedAction = async ({ services, subjectId, payload, maker, checker }) => {
  const reason = payload.reason ?? '';
  await decide({
    services,
    applicationId: subjectId,
    reviewState: 'declined',
    declineReason: reason,
    email: (product) => applicationDeclinedEmail({ product, reason }),
  });
  await restrictNowOrLater({ services, applicationId: subjectId });
  await recordStaffAction(services, checker, {
    action: 'applications.decline',
    subject: subjectId,
    details: { maker },
  });
};
