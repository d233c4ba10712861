import type { ApprovalKind } from '../../domain/back-office/staff-roles';
import type { ApprovedAction } from './approvals';
import { declineApplication } from './applications/application-review';
import { clearApplicationRisk } from './applications/application-screening';
import { correctCustomerData } from './data-requests/data-correction';
import { eraseCustomerData } from './data-requests/data-request-work';
import { approveLoan, declineLoan } from './loans/loan-work';
import { approvedInvite, approvedRoles } from './team';
import { withdrawContent } from '../content/content-work';

/** What each maker-checker kind does once a second member approves it. */
export const APPROVED_ACTIONS: Record<ApprovalKind, ApprovedAction> = {
  'loan.approve': approveLoan,
  'loan.decline': declineLoan,
  'application.decline': declineApplication,
  'application.risk': clearApplicationRisk,
  'data.erase': eraseCustomerData,
  'data.correct': correctCustomerData,
  'staff.invite': approvedInvite,
  'staff.roles': approvedRoles,
  'content.withdraw': withdrawContent,
};
