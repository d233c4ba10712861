import type { ApprovalKind } from '../../back-office/staff-roles';
import type { ContentKind } from '../../content/content-model';
import type { ApprovalAction, AuditAction, AuditDetails, AuditOutcome } from '../../back-office/audit-actions';
import { loanTexts } from '../loans';
import { complaintTexts } from '../complaints';
import { websiteFormTexts } from '../website-forms';
import { lagosDateTime } from '../../lagos-time';
import { staffApprovalTexts } from './approvals';
import { contentTexts } from './content';
import { complianceTexts } from './compliance';
import { customerServiceTexts } from './customer-service';
import { dataSubjectTexts, erasureItemNames } from './data-subject-work';
import { screeningTexts } from './screening';
import { workTexts } from './work';

/**
 * The audit trail in sentences (issue 30): one sentence per kind of event, from its details. The
 * actor has their own column, so a sentence says what happened, not who did it. The words are the
 * bank's to edit here; the specification has no staff area.
 */
type Sentence = (details: AuditDetails) => string;

const text = (details: AuditDetails, key: string) => {
  const value = details[key];
  return typeof value === 'string' ? value : '';
};
const count = (details: AuditDetails, key: string) => {
  const value = details[key];
  return typeof value === 'number' ? value : 0;
};
const named = (names: Record<string, string>, value: string) => (Object.hasOwn(names, value) ? names[value]! : value);
const plural = (amount: number, one: string, many: string) =>
  `${amount.toLocaleString('en-NG')} ${amount === 1 ? one : many}`;

const loanStatus = (details: AuditDetails, key = 'status') => named(loanTexts.statuses, text(details, key));
const loanDocument = (details: AuditDetails) => named(loanTexts.documents, text(details, 'kind'));
const applicationDocument = (details: AuditDetails) =>
  named(customerServiceTexts.applications.documentNames, text(details, 'document'));
const dataRequestKind = (details: AuditDetails) => named(complianceTexts.dataRequests.kinds, text(details, 'kind'));
const reportStatus = (details: AuditDetails, key: string) =>
  named(complianceTexts.whistleBlower.statuses, text(details, key));
const contentEntry = (details: AuditDetails) =>
  `${named(contentTexts.kinds, text(details, 'kind'))} "${text(details, 'key')}" (version ${count(details, 'version')})`;
const fieldNames = (fields: string) =>
  fields
    .split(',')
    .map((field) => named(dataSubjectTexts.correction.groups, field).toLowerCase())
    .join(', ');
const approvalKind = (kind: ApprovalKind) => staffApprovalTexts.kinds[kind].toLowerCase();

/** An approval's three steps, for each kind that needs one. */
const approvalSentences = <Kind extends ApprovalKind>(kind: Kind) =>
  ({
    [`approval.request.${kind}`]: () => `Asked a second staff member to ${approvalKind(kind)}.`,
    [`approval.approved.${kind}`]: (details: AuditDetails) =>
      details.reason === 'maker-is-checker'
        ? `Tried to approve their own request to ${approvalKind(kind)}.`
        : `Approved the request to ${approvalKind(kind)}: it is done.`,
    [`approval.rejected.${kind}`]: (details: AuditDetails) =>
      details.reason === 'maker-is-checker'
        ? `Tried to reject their own request to ${approvalKind(kind)}.`
        : `Rejected the request to ${approvalKind(kind)}: nothing was done.`,
  }) as Record<Extract<ApprovalAction, `${string}.${Kind}`>, Sentence>;

const sentences = {
  'accounts.email.verify': () => 'E-mail address verified with the link sent to it.',
  'accounts.email_change.code_send': () => 'Code sent to confirm a new e-mail address.',
  'accounts.email_change.code_try': () => 'Code entered to confirm a new e-mail address.',
  'accounts.identity.link': () => 'BVN and NIN link tried on the account.',
  'accounts.open': () => 'Account opening in the core banking tried.',
  'accounts.restrict': (details) =>
    text(details, 'status') === 'closed'
      ? 'Account of a declined application closed in the core banking.'
      : 'Account of a declined application frozen in the core banking.',
  'accounts.verification_email.change': () => 'Applicant changed the e-mail address to verify.',
  'accounts.verification_email.resend': () => 'Verification e-mail sent again.',
  'accounts.wizard.create': () => 'New Account application started.',
  'accounts.wizard.device_code': () => 'New Account application continued on another device.',
  'accounts.wizard.device_code.send': () => 'Code sent to continue the application on another device.',
  'accounts.wizard.device_code.try': () => 'Code entered to continue the application on another device.',
  'accounts.wizard.fresh_link': () => 'New link sent to open the application.',
  'accounts.wizard.step': () => 'Step of the New Account application saved.',
  'applications.approve': () => 'Account application approved.',
  'applications.decline': () => 'Account application declined, approved by a second staff member.',
  'applications.document.view': (details) => `Document opened: ${applicationDocument(details)}.`,
  'applications.screen': (details) =>
    `Screened against sanctions and PEP lists: ${plural(count(details, 'hits'), 'hit', 'hits')}, risk ${named(screeningTexts.levels, text(details, 'level')).toLowerCase() || 'not set'}.`,
  'applications.risk.clear': () => 'High risk cleared by compliance: the application may be approved.',
  'applications.document-image.view': (details) =>
    `Document looked at on the application's review: ${applicationDocument(details)}.`,
  'applications.bvn-record.view': () =>
    "BVN record and photo read from the identity provider for the application's review.",
  'complaint.send': (details) =>
    `Complaint received about "${named(complaintTexts.categories, text(details, 'category'))}".`,
  'contact-messages.assign': () => 'Contact message assigned.',
  'contact-messages.close': () => 'Contact message closed.',
  'contact-messages.reply': () => 'Reply sent to the contact message.',
  'contact.send': (details) =>
    `Contact message received about "${named(websiteFormTexts.contact.subjects, text(details, 'subject'))}".`,
  'content.add': (details) =>
    `Content added: ${named(contentTexts.kinds, text(details, 'kind'))} "${text(details, 'key')}".`,
  'content.approve': (details) =>
    details.reason === 'maker-is-checker'
      ? `Tried to approve their own change of ${contentEntry(details)}.`
      : details.publishAt
        ? `Change of ${contentEntry(details)} approved, to publish on ${lagosDateTime(text(details, 'publishAt'))}.`
        : `Change of ${contentEntry(details)} approved and published.`,
  'content.picture.upload': (details) =>
    `Picture uploaded, ${count(details, 'width')} × ${count(details, 'height')} pixels: "${text(details, 'alt')}".`,
  'content.publish': (details) =>
    details.onlyOne
      ? `Scheduled change of ${contentEntry(details)} not published: ${text(details, 'onlyOne')} is already the head office. It is back on Approvals.`
      : `Scheduled change of ${contentEntry(details)} published.`,
  'content.refuse': (details) =>
    details.reason === 'maker-is-checker'
      ? `Tried to refuse their own change of ${contentEntry(details)}.`
      : `Change of ${contentEntry(details)} refused and sent back to its editor.`,
  'content.restore': (details) =>
    `Version ${count(details, 'restored')} of ${named(contentTexts.kinds, text(details, 'kind'))} "${text(details, 'key')}" submitted again for approval, as version ${count(details, 'version')}.`,
  'content.save': (details) => `Draft of ${contentEntry(details)} saved.`,
  'content.submit': (details) => `Change of ${contentEntry(details)} submitted for approval.`,
  'customers.address.change': () => 'Customer changed their postal address.',
  'customers.contact.cancel': () => 'Customer cancelled a change of contact details.',
  'customers.contact.change': () => 'Customer changed a contact detail.',
  'customers.contact.password': () => 'Password checked before a change of contact details.',
  'customers.data-download': () => 'Customer downloaded their data.',
  'customers.data-request': (details) => `Data request received: ${dataRequestKind(details)}.`,
  'customers.password.codes': () => 'Codes sent to set a password.',
  'customers.password.set': () => 'Customer set a new password.',
  'customers.sign-in': () => 'Customer signed in.',
  'customers.sign-in.code': () => 'Sign-in code entered.',
  'customers.sign-in.password': () => 'Sign-in password entered.',
  'customers.view': () => 'Customer view opened.',
  'data-requests.complete': (details) => `Data request completed: ${dataRequestKind(details)}.`,
  'data-requests.decline': (details) => `Data request declined: ${dataRequestKind(details)}.`,
  'data-requests.correct': (details) =>
    `Customer's data corrected (${fieldNames(text(details, 'fields'))}) in the core banking and our records, approved by a second compliance officer.`,
  'data-requests.erase': (details) =>
    text(details, 'items')
      ? `Erased from the customer's data: ${erasureItemNames(text(details, 'items').split(','))}; approved by a second compliance officer.`
      : "Customer's data erased, approved by a second staff member.",
  'data-requests.reminder': (details) =>
    `Compliance reminded: ${plural(count(details, 'daysLeft'), 'day', 'days')} left to answer the request.`,
  'data-requests.view': () => 'Data request opened.',
  'documents.sweep_orphans': (details) =>
    `Uploaded documents no record claimed removed: ${count(details, 'removed').toLocaleString('en-NG')}.`,
  'export.csv': (details) => `Queue exported as CSV: ${plural(count(details, 'rows'), 'row', 'rows')}.`,
  'identity.bvn.lookup': () => 'BVN looked up with the identity provider.',
  'identity.bvn.redeem': () => 'BVN consent used to open an account.',
  'identity.bvn.reissue': () => 'New BVN consent reference issued.',
  'identity.bvn_phone_help.request': () => 'Help asked with a BVN phone that is out of date.',
  'identity.consent.approve': () => 'BVN holder gave consent.',
  'identity.consent.code_send': () => "Consent code sent to the BVN record's phone.",
  'identity.consent.code_try': () => 'Consent code entered.',
  'identity.consent.decline': () => 'BVN holder declined consent.',
  'identity.consent.fail': () => 'BVN consent could not go on.',
  'identity.consent.start': () => 'BVN consent started.',
  'keys.rotate': () => 'Stored data sealed again under the newest encryption key.',
  'links.contact': (details) =>
    details.confirmed === true
      ? 'Customer contacted about a refused BVN/NIN link that a later link superseded, after confirming.'
      : 'Customer contacted about their BVN/NIN link.',
  'links.review': (details) =>
    count(details, 'attempts') > 1
      ? `${plural(count(details, 'attempts'), 'BVN/NIN link attempt', 'BVN/NIN link attempts')} on the account marked reviewed.`
      : 'BVN/NIN link attempt marked reviewed.',
  'loans.answer': () => 'Customer answered.',
  'loans.approve': () => 'Loan application approved by a second mortgage officer: offer issued.',
  'loans.decline': (details) =>
    `Loan application declined at "${loanStatus(details, 'from')}", approved by a second mortgage officer.`,
  'loans.document': (details) => `Customer uploaded a document: ${loanDocument(details)}.`,
  'loans.document.request': (details) => `Document asked for: ${loanDocument(details)}.`,
  'loans.document.view': (details) => `Document opened: ${loanDocument(details)}.`,
  'loans.message': (details) =>
    details.author === 'customer' ? 'Customer wrote a message.' : 'Message sent to the customer.',
  'loans.move': (details) => `Loan application moved on to "${loanStatus(details)}".`,
  'loans.offer.accept': () => 'Customer accepted the offer.',
  'loans.offer.view': () => 'Offer letter downloaded.',
  'loans.status': (details) =>
    text(details, 'status') === 'draft'
      ? 'Loan application started.'
      : `Loan application now "${loanStatus(details)}".`,
  'newsletter.subscribe': () => 'Newsletter subscription.',
  'newsletter.unsubscribe': () => 'Newsletter unsubscription.',
  'pending-accounts.retry': () => 'Account opening in the core banking tried again now.',
  'privacy.retention': () => 'Expired codes, links and records cleared out under the retention policy.',
  'staff.access.invite': () => 'Staff member invited, approved by a second administrator.',
  'staff.access.invite.requested': () => 'Invitation of a staff member asked for.',
  'staff.access.roles': () => "Staff member's roles changed, approved by a second administrator.",
  'staff.access.roles.requested': () => "Change of a staff member's roles asked for.",
  'staff.disable': () => 'Staff member disabled.',
  'staff.enrol': () => 'Staff member linked an authenticator app.',
  'staff.invite': () => 'Staff member added on the command line.',
  'staff.password.set': () => 'Staff member set their password.',
  'staff.reinvite': () => 'Staff member invited again.',
  'staff.sign-in': () => 'Staff member signed in.',
  'staff.sign-in.code': () => 'Authenticator code entered.',
  'staff.sign-in.password': () => 'Staff password entered.',
  'whistleblower.answer': (details) =>
    details.messageChanged
      ? `Report status "${reportStatus(details, 'status')}", message to the reporter changed.`
      : `Report status changed from "${reportStatus(details, 'from')}" to "${reportStatus(details, 'status')}".`,
  'whistleblower.report': () => 'Whistle-blower report received.',
  'whistleblower.status-check': () => 'Reporter checked the status.',
  'whistleblower.view': () => 'Report opened.',
  'work.assign': (details) => workTexts.audit.assign(text(details, 'ownerName')),
  'work.hand-over': (details) => workTexts.audit.handOver(text(details, 'ownerName'), text(details, 'note')),
  'work.route': (details) => workTexts.audit.route(named(workTexts.routeAreas, text(details, 'area'))),
  'work.take': (details) => workTexts.audit.take(text(details, 'ownerName')),
  ...approvalSentences('loan.approve'),
  ...approvalSentences('loan.decline'),
  ...approvalSentences('application.decline'),
  ...approvalSentences('application.risk'),
  ...approvalSentences('data.erase'),
  ...approvalSentences('data.correct'),
  ...approvalSentences('staff.invite'),
  ...approvalSentences('staff.roles'),
  ...approvalSentences('content.withdraw'),
} satisfies Record<AuditAction, Sentence>;

export const auditTexts = {
  sentences: sentences as Record<AuditAction, Sentence>,
  /** How an outcome other than success is read, as a word beside the sentence. */
  outcomes: {
    success: 'Done',
    refused: 'Refused',
    failure: 'Failed',
    pending: 'Waiting',
  } satisfies Record<AuditOutcome, string>,
  unknownAction: (action: string) => `Event "${action}".`,
  /** An event's subject by its reference or account number; the id itself is only the link's address. */
  subjects: {
    application: (accountNumber: string) => `Account ${accountNumber}`,
    applicationWithoutAccount: 'Account application (no account number yet)',
    customer: (accountNumbers: string[]) =>
      accountNumbers.length ? `Customer of account ${accountNumbers.join(', ')}` : 'Customer (no account number yet)',
    loan: (reference: string) => `Loan application ${reference}`,
    contactMessage: 'Contact message',
    complaint: (reference: string) => `Complaint ${reference}`,
    report: (reference: string) => `Report ${reference}`,
    dataRequest: (reference: string) => `Data request ${reference}`,
    link: (accountNumber: string) => `BVN/NIN link attempt on account ${accountNumber}`,
    bvnPhoneHelp: (reference: string) => `BVN phone help ${reference}`,
    staffMember: (name: string) => `Staff member ${name}`,
    content: (kind: ContentKind, key: string) => `${contentTexts.kinds[kind]} "${key}"`,
    picture: (alt: string) => `Picture "${alt}"`,
    keyedHash: 'An account or identity number, kept as a keyed hash',
    unknownItem: 'An item no longer on record',
    none: '—',
  },
  /** The link of a subject to its item's page, for screen readers. */
  openSubject: (label: string) => `Open ${label}`,
};

/** What an event says in words: its kind's sentence, from its details. */
export function auditSentence(event: { action: string; details: AuditDetails | null }): string {
  const sentence = Object.hasOwn(auditTexts.sentences, event.action)
    ? auditTexts.sentences[event.action as AuditAction]
    : undefined;
  return sentence ? sentence(event.details ?? {}) : auditTexts.unknownAction(event.action);
}
