import { and, eq, isNull } from 'drizzle-orm';
import type { LoanOfferAcceptance } from '../../domain/forms/loan-offer';
import { loanOfficeTexts } from '../../domain/messages/back-office/loans';
import { loanOfferTexts } from '../../domain/messages/loan-offer';
import { findStaffById } from '../back-office/staff-members';
import { mortgageProduct } from '../../domain/mortgage-products';
import { loanApplications, loanOffers } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import type { Services } from '../services';
import { holderOf, type Profile } from '../sign-in/profiles';
import { offerLetterPdf } from './offer-letter';

const texts = loanOfferTexts;
export type LoanOffer = typeof loanOffers.$inferSelect;
type LoanApplication = typeof loanApplications.$inferSelect;

/** The terms a second mortgage officer approved, as the offer states them. */
export interface OfferTerms {
  loanKobo: number;
  annualRatePercent: number;
  tenorYears: number;
  conditions: string;
}

/** The offer approved on an application, or null. */
export async function offerOf(services: Services, applicationId: string): Promise<LoanOffer | null> {
  const [offer] = await services.database.db
    .select()
    .from(loanOffers)
    .where(eq(loanOffers.applicationId, applicationId));
  return offer ?? null;
}

/** An offer as the Loan Dashboard and the loan page show it. */
export function offerView(offer: LoanOffer | null) {
  if (!offer) return null;
  return {
    loanKobo: offer.loanKobo,
    annualRatePercent: Number(offer.annualRatePercent),
    tenorYears: offer.tenorYears,
    conditions: offer.conditions,
    issuedAt: offer.issuedAt.toISOString(),
    acceptedAt: offer.acceptedAt?.toISOString() ?? null,
  };
}

/**
 * The checker's approval made into the offer: its terms kept, and the application's figures set to
 * them, so that its schedule, the dashboard and the queue show what was offered.
 */
export async function issueLoanOffer(
  services: Services,
  application: Pick<LoanApplication, 'id'>,
  terms: OfferTerms,
  { makerId, checkerId }: { makerId: string; checkerId: string },
) {
  const rate = String(terms.annualRatePercent);
  await services.database.db.transaction(async (tx) => {
    await tx
      .insert(loanOffers)
      .values({ applicationId: application.id, ...terms, annualRatePercent: rate, makerId, checkerId });
    await tx
      .update(loanApplications)
      .set({ loanKobo: terms.loanKobo, annualRatePercent: rate, tenorYears: terms.tenorYears, updatedAt: new Date() })
      .where(eq(loanApplications.id, application.id));
  });
}

function notOffered() {
  return new AppError(AppErrorCode.NotFound, texts.notOffered);
}

/** The offer on an application the caller found as the customer's own; NotFound when there is none. */
export async function ownOfferOf(services: Services, application: LoanApplication): Promise<LoanOffer> {
  const offer = await offerOf(services, application.id);
  if (!offer) throw notOffered();
  return offer;
}

/** The offer letter of one of the customer's own applications, as a PDF named after its reference. */
export async function offerLetterOf(services: Services, profile: Profile, application: LoanApplication) {
  return offerLetterFor(services, application, await ownOfferOf(services, application), profile);
}

/** The letter of an offer, drawn from its kept terms, addressed to the borrower of the profile. */
export async function offerLetterFor(
  services: Services,
  application: LoanApplication,
  offer: LoanOffer,
  profile: Profile | null,
) {
  const holder = profile ? await holderOf(services, profile) : null;
  return {
    fileName: texts.letter.fileName(application.reference),
    bytes: await offerLetterPdf({
      reference: application.reference,
      productName: mortgageProduct(application.productId)?.name ?? application.productId,
      borrower: holder?.name ?? '',
      loanKobo: offer.loanKobo,
      annualRatePercent: Number(offer.annualRatePercent),
      tenorYears: offer.tenorYears,
      conditions: offer.conditions,
      issuedAt: offer.issuedAt,
    }),
  };
}

/**
 * The mortgage officer who approved the offer (its checker) is e-mailed that the customer accepted,
 * with the reference and a link to the loan's page; nothing when they have left the bank.
 */
async function tellApprovingOfficer(services: Services, application: LoanApplication, offer: LoanOffer) {
  const officer = await findStaffById(services, offer.checkerId);
  if (!officer || officer.disabledAt) return;
  const base = services.config.PUBLIC_URL.replace(/\/$/, '');
  await services.messenger.sendEmail({
    to: officer.email,
    subject: loanOfficeTexts.offerAcceptedMail.subject(application.reference),
    text: loanOfficeTexts.offerAcceptedMail.body({
      reference: application.reference,
      link: `${base}/staff/loans/${application.id}`,
    }),
  });
}

/** The customer accepts the offer: who (their profile) and when are kept, once. */
export async function acceptLoanOffer({
  services,
  profile,
  application,
}: {
  services: Services;
  profile: Profile;
  application: LoanApplication;
  /** The confirmation, parsed by the caller: a stray click accepts nothing. */
  input: LoanOfferAcceptance;
}) {
  const offer = await ownOfferOf(services, application);
  if (application.status !== 'offer_issued') throw new AppError(AppErrorCode.NotNow, texts.notOffered);
  const [accepted] = await services.database.db
    .update(loanOffers)
    .set({ acceptedAt: new Date(), acceptedBy: profile.id })
    .where(and(eq(loanOffers.id, offer.id), isNull(loanOffers.acceptedAt)))
    .returning();
  if (!accepted) throw new AppError(AppErrorCode.Conflict, texts.alreadyAccepted);
  await services.audit.record({ action: 'loans.offer.accept', outcome: 'success', subject: application.id });
  await tellApprovingOfficer(services, application, accepted);
  return { status: 'success' as const, message: texts.accepted };
}
