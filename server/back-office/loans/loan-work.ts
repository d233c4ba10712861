import { asc, eq, sql } from 'drizzle-orm';
import { LOAN_APPROVABLE_STAGES, LOAN_DECLINABLE_STAGES, nextStagesOf } from '../../../domain/back-office/loan-stages';
import type { ApprovalKind } from '../../../domain/back-office/staff-roles';
import {
  LoanApproveSchema,
  LoanDeclineSchema,
  LoanDocumentRequestSchema,
  LoanMoveSchema,
} from '../../../domain/forms/back-office-loans';
import { LoanMessageSchema } from '../../../domain/forms/loan-application';
import { parseNairaToKobo } from '../../../domain/kobo';
import { formatNaira } from '../../../domain/mortgage';
import { eligibilityProblems, mortgageProduct } from '../../../domain/mortgage-products';
import { loanTermsTexts as termsTexts } from '../../../domain/messages/back-office/loan-terms';
import { loanOfferTexts } from '../../../domain/messages/loan-offer';
import { loanOfficeTexts } from '../../../domain/messages/back-office/loans';
import { loanTexts } from '../../../domain/messages/loans';
import {
  loanApplications,
  loanDocumentRequests,
  loanInternalNotes,
  loanStatusEvents,
  staffMembers,
  type LoanStatus,
} from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { loanApplicationView, recordLoanStatus, type LoanApplication } from '../../loans/loan-applications';
import { addLoanMessage } from '../../loans/loan-messages';
import { issueLoanOffer, type OfferTerms } from '../../loans/loan-offers';
import type { Services } from '../../services';
import { invalid, parseOrRefuse } from '../../errors/refusals';
import { findProfileById, holderOf, type Holder } from '../../sign-in/profiles';
import { pendingApprovalFor, requestApproval, type ApprovedAction } from '../approvals';
import { recordStaffAction } from '../staff-actions';
import { claimIfNobodys } from '../work/work-items';
import { accountsOfLoanCustomer, creditChecksOf } from './loan-credit';
import type { StaffMember } from '../staff-members';

const texts = loanOfficeTexts;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLOSED: readonly LoanStatus[] = ['draft', 'declined', 'disbursed', 'withdrawn'];

/** A submitted application (a draft is still the customer's and is not found here). */
async function findSubmittedLoan(services: Services, id: string): Promise<LoanApplication> {
  if (!UUID.test(id)) throw new AppError(AppErrorCode.NotFound, texts.notFound);
  const [application] = await services.database.db.select().from(loanApplications).where(eq(loanApplications.id, id));
  if (!application || application.status === 'draft') throw new AppError(AppErrorCode.NotFound, texts.notFound);
  return application;
}

async function holderOfLoan(services: Services, application: LoanApplication): Promise<Holder | null> {
  const profile = await findProfileById(services, application.profileId);
  if (!profile) return null;
  try {
    return await holderOf(services, profile);
  } catch (error) {
    if (error instanceof AppError && error.isOutage)
      return profile.email ? { name: '', email: profile.email, phoneNo: '' } : null;
    throw error;
  }
}

async function tellCustomer(services: Services, application: LoanApplication, text: string) {
  const holder = await holderOfLoan(services, application);
  if (holder?.email)
    await services.messenger.sendEmail({
      to: holder.email,
      subject: texts.mail.subject(application.reference),
      text: `${text}${texts.mail.footer}`,
    });
}

/** The first member of staff to act on an application becomes its officer: the customer sees their name and writes to them. */
async function takeUp(services: Services, application: Pick<LoanApplication, 'id'>, staffId: string) {
  await claimIfNobodys(services, 'loan', application.id, staffId);
}

/** Keeps what staff wrote for one another, apart from everything the customer reads. */
async function keepInternalNote(
  services: Services,
  application: Pick<LoanApplication, 'id'>,
  staffId: string,
  action: string,
  body: string,
) {
  if (body)
    await services.database.db
      .insert(loanInternalNotes)
      .values({ applicationId: application.id, staffId, action, body });
}

/** An action of the officer on the application: they take it up, and their internal note is kept. */
async function actedOn(
  services: Services,
  application: Pick<LoanApplication, 'id'>,
  member: Pick<StaffMember, 'id'>,
  action: string,
  internalNote: string,
) {
  await takeUp(services, application, member.id);
  await keepInternalNote(services, application, member.id, action, internalNote);
}

/** An application as the officer works it: the customer's view (figures, details, documents, what is missing), the customer, and the history with who moved it. */
export async function openLoanApplication({ services, id }: { services: Services; id: string }) {
  const application = await findSubmittedLoan(services, id);
  const view = await loanApplicationView(services, application);
  const holder = await holderOfLoan(services, application);
  const events = await services.database.db
    .select({ event: loanStatusEvents, staffName: staffMembers.name, staffEmail: staffMembers.email })
    .from(loanStatusEvents)
    .leftJoin(staffMembers, sql`${staffMembers.id}::text = ${loanStatusEvents.actor}`)
    .where(eq(loanStatusEvents.applicationId, application.id))
    .orderBy(asc(loanStatusEvents.occurredAt));
  const internalNotes = await services.database.db
    .select({ note: loanInternalNotes, staffName: staffMembers.name, staffEmail: staffMembers.email })
    .from(loanInternalNotes)
    .innerJoin(staffMembers, eq(staffMembers.id, loanInternalNotes.staffId))
    .where(eq(loanInternalNotes.applicationId, application.id))
    .orderBy(asc(loanInternalNotes.createdAt));
  return {
    ...view,
    customer: holder,
    credit: creditChecksOf(services, application),
    accounts: await accountsOfLoanCustomer(services, application),
    internalNotes: internalNotes.map(({ note, staffName, staffEmail }) => ({
      action: note.action,
      body: note.body,
      at: note.createdAt.toISOString(),
      by: staffName || staffEmail,
    })),
    statusHistory: events.map(({ event, staffName, staffEmail }) => ({
      status: event.status,
      note: event.note,
      at: event.occurredAt.toISOString(),
      actor:
        event.actor === 'customer' || event.actor === 'system' ? event.actor : staffName || staffEmail || event.actor,
    })),
    nextStages: nextStagesOf(application.status),
    canApprove: LOAN_APPROVABLE_STAGES.includes(application.status),
    canDecline: LOAN_DECLINABLE_STAGES.includes(application.status),
    isClosed: CLOSED.includes(application.status),
  };
}

/** Asks the customer for a document: they see it on the Loan Dashboard until one of that kind arrives, and get an e-mail. */
export async function requestLoanDocument({
  services,
  member,
  id,
  input,
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  id: string;
  input: Record<string, unknown>;
}) {
  const { kind, note, internalNote } = parseOrRefuse(LoanDocumentRequestSchema, input);
  const application = await findSubmittedLoan(services, id);
  if (CLOSED.includes(application.status)) throw new AppError(AppErrorCode.Closed, texts.closed);
  await services.database.db.insert(loanDocumentRequests).values({ applicationId: application.id, kind, note });
  await actedOn(services, application, member, 'request', internalNote);
  await recordStaffAction(services, member, {
    action: 'loans.document.request',
    subject: application.id,
    details: { kind },
  });
  // A fresh application waits for the document; later stages keep their place.
  if (application.status === 'received')
    await recordLoanStatus(services, application, 'awaiting_documents', { actor: member.id, note });
  await tellCustomer(
    services,
    application,
    texts.mail.documentBody({ reference: application.reference, document: loanTexts.documents[kind], note }),
  );
  return { status: 'success' as const, message: texts.requested };
}

/** Moves the application to a next working stage, with a note the customer sees (and an internal one they never do); they get an e-mail. */
export async function moveLoanApplication({
  services,
  member,
  id,
  input,
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  id: string;
  input: Record<string, unknown>;
}) {
  const { status, note, internalNote } = parseOrRefuse(LoanMoveSchema, input);
  const application = await findSubmittedLoan(services, id);
  if (!nextStagesOf(application.status).includes(status)) throw new AppError(AppErrorCode.NotNow, texts.notNow);
  await recordLoanStatus(services, application, status, { actor: member.id, note });
  await actedOn(services, application, member, 'move', internalNote);
  await recordStaffAction(services, member, {
    action: 'loans.move',
    subject: application.id,
    details: { from: application.status, status },
  });
  const label = loanTexts.statuses[status];
  await tellCustomer(
    services,
    application,
    texts.mail.statusBody({ reference: application.reference, status: label, note }),
  );
  return { status: 'success' as const, message: texts.moved(label) };
}

/** The two decisions on an application that wait for a second officer: one may wait at a time. */
const LOAN_DECISIONS = ['loan.approve', 'loan.decline'] as const satisfies readonly ApprovalKind[];

async function refuseWhileDecisionWaits(services: Services, application: Pick<LoanApplication, 'id'>) {
  for (const kind of LOAN_DECISIONS)
    if (await pendingApprovalFor(services, kind, application.id))
      throw new AppError(AppErrorCode.Conflict, texts.decisionWaiting);
}

/** The maker's half of a decline: it waits, with the reason, for a second mortgage officer (issue 30). */
export async function askLoanDecline({
  services,
  member,
  id,
  input,
}: {
  services: Services;
  member: StaffMember;
  id: string;
  input: Record<string, unknown>;
}) {
  const { reason, internalNote } = parseOrRefuse(LoanDeclineSchema, input);
  const application = await findSubmittedLoan(services, id);
  if (!LOAN_DECLINABLE_STAGES.includes(application.status)) throw new AppError(AppErrorCode.NotNow, texts.notNow);
  await refuseWhileDecisionWaits(services, application);
  await requestApproval({
    services,
    kind: 'loan.decline',
    subjectId: application.id,
    payload: { reference: application.reference, reason, ...(internalNote ? { internalNote } : {}) },
    maker: member,
  });
  await actedOn(services, application, member, 'decline', internalNote);
  return { status: 'success' as const, message: texts.declineAsked };
}

/**
 * The checker approved a decline: it is recorded with the checker as actor and the maker's reason,
 * which the customer then reads in an e-mail and on the Loan Dashboard.
 */
export const declineLoan: ApprovedAction = async ({ services, subjectId, payload, maker, checker }) => {
  const application = await findSubmittedLoan(services, subjectId);
  if (!LOAN_DECLINABLE_STAGES.includes(application.status)) throw new AppError(AppErrorCode.NotNow, texts.notNow);
  const reason = payload.reason ?? '';
  await recordLoanStatus(services, application, 'declined', { actor: checker.id, note: reason });
  await recordStaffAction(services, checker, {
    action: 'loans.decline',
    subject: application.id,
    details: { maker, from: application.status },
  });
  await tellCustomer(services, application, texts.mail.declinedBody({ reference: application.reference, reason }));
};

/** Terms beyond the product's loan or tenor limits are refused beside their fields. */
function refuseTermsOutsideProduct(application: LoanApplication, loanKobo: number, tenorYears: number) {
  const product = mortgageProduct(application.productId);
  if (!product) return;
  const [amountProblem] = eligibilityProblems(product, { loanKobo, tenorYears: product.minTenorYears });
  const [tenorProblem] = eligibilityProblems(product, { loanKobo: product.minLoanKobo, tenorYears });
  if (amountProblem || tenorProblem)
    throw invalid({
      ...(amountProblem ? { loanAmount: termsTexts.terms.outsideProduct(amountProblem) } : {}),
      ...(tenorProblem ? { tenorYears: termsTexts.terms.outsideProduct(tenorProblem) } : {}),
    });
}

/** The terms an approval request carries, or null for one asked before requests carried terms. */
export function proposedTerms(payload: Record<string, string>): OfferTerms | null {
  const loanKobo = payload.loanAmount ? parseNairaToKobo(payload.loanAmount) : null;
  if (loanKobo === null) return null;
  return {
    loanKobo,
    annualRatePercent: Number(payload.annualRatePercent),
    tenorYears: Number(payload.tenorYears),
    conditions: payload.conditions ?? '',
  };
}

/** The terms to offer: the request's, or the application's own figures for a request that carried none. */
function termsOf(application: LoanApplication, payload: Record<string, string>): OfferTerms {
  return (
    proposedTerms(payload) ?? {
      loanKobo: application.loanKobo ?? 0,
      annualRatePercent: Number(application.annualRatePercent ?? 0),
      tenorYears: application.tenorYears ?? 0,
      conditions: '',
    }
  );
}

/** The maker's half of an approval: the offer, with its terms, waits for a second mortgage officer. */
export async function askLoanApproval({
  services,
  member,
  id,
  input,
}: {
  services: Services;
  member: StaffMember;
  id: string;
  input: Record<string, unknown>;
}) {
  const { internalNote, note, loanAmount, annualRatePercent, tenorYears, conditions } = parseOrRefuse(
    LoanApproveSchema,
    input,
  );
  const application = await findSubmittedLoan(services, id);
  if (!LOAN_APPROVABLE_STAGES.includes(application.status)) throw new AppError(AppErrorCode.NotNow, texts.notNow);
  refuseTermsOutsideProduct(application, loanAmount, tenorYears);
  await refuseWhileDecisionWaits(services, application);
  await requestApproval({
    services,
    kind: 'loan.approve',
    subjectId: application.id,
    payload: {
      reference: application.reference,
      // As the checker reads it on the Approvals page; parsed back to the kobo when approved.
      loanAmount: formatNaira(loanAmount / 100, { kobo: loanAmount % 100 !== 0 }),
      annualRatePercent: String(annualRatePercent),
      tenorYears: String(tenorYears),
      ...(conditions ? { conditions } : {}),
      ...(internalNote ? { internalNote } : {}),
      ...(note ? { customerNote: note } : {}),
    },
    maker: member,
  });
  await actedOn(services, application, member, 'approve', internalNote);
  return { status: 'success' as const, message: texts.approveAsked };
}

/**
 * The checker approved: the offer is issued (offer_issued) on the terms the maker proposed, with
 * the checker as actor, and the customer is told its letter is ready. Only the maker's note to the customer reaches them; the internal note (and the
 * `note` of requests made before the two were apart, which was always for the checker) does not.
 */
export const approveLoan: ApprovedAction = async ({ services, subjectId, payload, maker, checker }) => {
  const application = await findSubmittedLoan(services, subjectId);
  if (!LOAN_APPROVABLE_STAGES.includes(application.status)) throw new AppError(AppErrorCode.NotNow, texts.notNow);
  if (payload.note) await keepInternalNote(services, application, maker, 'approve', payload.note);
  const terms = termsOf(application, payload);
  await issueLoanOffer(services, application, terms, { makerId: maker, checkerId: checker.id });
  await recordLoanStatus(services, application, 'offer_issued', {
    actor: checker.id,
    note: payload.customerNote ?? '',
  });
  await recordStaffAction(services, checker, {
    action: 'loans.approve',
    subject: application.id,
    details: { maker, from: application.status },
  });
  await tellCustomer(
    services,
    application,
    loanOfferTexts.mail.offerBody({
      reference: application.reference,
      terms: loanOfferTexts.terms({
        loan: formatNaira(terms.loanKobo / 100, { kobo: terms.loanKobo % 100 !== 0 }),
        rate: terms.annualRatePercent,
        tenor: terms.tenorYears,
      }),
    }),
  );
};

/** The officer answers the customer in the application's thread: they take it up, and the customer is told by e-mail. */
export async function answerLoanMessage({
  services,
  member,
  id,
  input,
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  id: string;
  input: Record<string, unknown>;
}) {
  const application = await findSubmittedLoan(services, id);
  await addLoanMessage(services, application, member.id, parseOrRefuse(LoanMessageSchema, input));
  await takeUp(services, application, member.id);
  await recordStaffAction(services, member, { action: 'loans.answer', subject: application.id });
  await tellCustomer(services, application, loanTexts.mail.answerBody(application.reference));
  return { status: 'success' as const, message: texts.answered };
}
