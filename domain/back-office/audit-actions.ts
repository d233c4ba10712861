import { APPROVAL_KINDS, STAFF_ACCESS_ACTIONS, type ApprovalKind } from './staff-roles';

/**
 * Every kind of event the audit log records. The log's `record` takes only these, and the message
 * catalogue has one sentence per kind (domain/messages/back-office/audit.ts), so a new kind cannot
 * reach the audit trail without words for it.
 */
const PLAIN_AUDIT_ACTIONS = [
  'accounts.email.verify',
  'accounts.email_change.code_send',
  'accounts.email_change.code_try',
  'accounts.identity.link',
  'accounts.open',
  'accounts.restrict',
  'accounts.verification_email.change',
  'accounts.verification_email.resend',
  'accounts.wizard.create',
  'accounts.wizard.device_code',
  'accounts.wizard.device_code.send',
  'accounts.wizard.device_code.try',
  'accounts.wizard.fresh_link',
  'accounts.wizard.step',
  'applications.approve',
  'applications.bvn-record.view',
  'applications.decline',
  'applications.document.view',
  'applications.risk.clear',
  'applications.screen',
  'applications.document-image.view',
  'complaint.send',
  'contact-messages.assign',
  'contact-messages.close',
  'contact-messages.reply',
  'contact.send',
  'content.add',
  'content.approve',
  'content.picture.upload',
  'content.publish',
  'content.refuse',
  'content.restore',
  'content.save',
  'content.submit',
  'customers.address.change',
  'customers.contact.cancel',
  'customers.contact.change',
  'customers.contact.password',
  'customers.data-download',
  'customers.data-request',
  'customers.password.codes',
  'customers.password.set',
  'customers.sign-in',
  'customers.sign-in.code',
  'customers.sign-in.password',
  'customers.view',
  'data-requests.complete',
  'data-requests.correct',
  'data-requests.decline',
  'data-requests.erase',
  'data-requests.reminder',
  'data-requests.view',
  'documents.sweep_orphans',
  'export.csv',
  'identity.bvn.lookup',
  'identity.bvn.redeem',
  'identity.bvn.reissue',
  'identity.bvn_phone_help.request',
  'identity.consent.approve',
  'identity.consent.code_send',
  'identity.consent.code_try',
  'identity.consent.decline',
  'identity.consent.fail',
  'identity.consent.start',
  'keys.rotate',
  'links.contact',
  'links.review',
  'loans.answer',
  'loans.approve',
  'loans.decline',
  'loans.document',
  'loans.document.request',
  'loans.document.view',
  'loans.message',
  'loans.move',
  'loans.offer.accept',
  'loans.offer.view',
  'loans.status',
  'newsletter.subscribe',
  'newsletter.unsubscribe',
  'pending-accounts.retry',
  'privacy.retention',
  'staff.disable',
  'staff.enrol',
  'staff.invite',
  'staff.password.set',
  'staff.reinvite',
  'staff.sign-in',
  'staff.sign-in.code',
  'staff.sign-in.password',
  'whistleblower.answer',
  'whistleblower.report',
  'whistleblower.status-check',
  'whistleblower.view',
  'work.assign',
  'work.hand-over',
  'work.route',
  'work.take',
] as const;

const STAFF_ACCESS_KINDS = ['invite', 'invite.requested', 'roles', 'roles.requested'] as const;
const APPROVAL_STEPS = ['request', 'approved', 'rejected'] as const;

type StaffAccessAction = `${typeof STAFF_ACCESS_ACTIONS}${(typeof STAFF_ACCESS_KINDS)[number]}`;
export type ApprovalAction = `approval.${(typeof APPROVAL_STEPS)[number]}.${ApprovalKind}`;
export type AuditAction = (typeof PLAIN_AUDIT_ACTIONS)[number] | StaffAccessAction | ApprovalAction;

export const AUDIT_ACTIONS: readonly AuditAction[] = [
  ...PLAIN_AUDIT_ACTIONS,
  ...STAFF_ACCESS_KINDS.map((kind): StaffAccessAction => `${STAFF_ACCESS_ACTIONS}${kind}`),
  ...APPROVAL_STEPS.flatMap((step) =>
    (Object.keys(APPROVAL_KINDS) as ApprovalKind[]).map((kind): ApprovalAction => `approval.${step}.${kind}`),
  ),
];

/** Openings of an item or its documents: kept in the audit trail, left out of the item's history. */
export const VIEW_ACTIONS: readonly AuditAction[] = AUDIT_ACTIONS.filter((action) => action.endsWith('.view'));

export type AuditOutcome = 'success' | 'failure' | 'refused' | 'pending';
export type AuditDetails = Record<string, string | number | boolean | null>;
