import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { LOAN_DECLINABLE_STAGES } from '../../domain/back-office/loan-stages';
import {
  LOAN_DOCUMENTS_STEP,
  LOAN_REVIEW_STEP,
  ageOn,
  isLoanValueStep,
  needsContributionMonths,
  type LoanConsent,
  type LoanDetails,
  type LoanMessageText,
  type LoanStepRequest,
  type LoanWithdrawal,
} from '../../domain/forms';
import { fieldMessage } from '../../domain/forms/field-message';
import { formatNaira } from '../../domain/mortgage';
import { eligibilityProblems, mortgageProduct, type MortgageProduct } from '../../domain/mortgage-products';
import { loanTexts } from '../../domain/messages/loans';
import { commitDocuments, storeDocument } from '../accounts/documents';
import {
  LOAN_DOCUMENT_KINDS,
  loanApplications,
  loanDocumentRequests,
  loanDocuments,
  loanStatusEvents,
  staffMembers,
  type LoanDocumentKind,
  type LoanStatus,
} from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { newReference } from '../security/references';
import type { Services } from '../services';
import { invalid } from '../errors/refusals';
import { holderOf, type Profile } from '../sign-in/profiles';
import { birthDateOnRecord } from './applicant-record';
import { checkLoanDocument } from './loan-documents';
import { addLoanMessage, loanThread } from './loan-messages';
import { monthlyRepaymentKobo } from './loan-figures';
import { offerOf, offerView } from './loan-offers';
import { countSubmission } from '../observability/submissions';
import { callOwnersAttention } from '../back-office/work/work-items';

const texts = loanTexts;
export const LOAN_DETAILS_SEAL = 'loan_applications.details';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type LoanApplication = typeof loanApplications.$inferSelect;

/** What the calculator carries in (domain/mortgage-form.ts `loanFiguresFrom`). */
export interface CarriedFigures {
  productId: string;
  loanKobo: number;
  priceKobo: number | null;
  tenorYears: number;
}

function notFound() {
  return new AppError(AppErrorCode.NotFound, 'No such application.');
}

/** What the customer told us on the steps (property, employment, income, obligations). */
export const readDetails = (services: Services, application: LoanApplication): LoanDetails =>
  application.detailsSealed
    ? (JSON.parse(services.cipher.decrypt(application.detailsSealed, LOAN_DETAILS_SEAL)) as LoanDetails)
    : {};

/** One of the customer's own applications; another customer's id is answered as an unknown one. */
export async function ownApplication(services: Services, profile: Profile, id: unknown): Promise<LoanApplication> {
  if (typeof id !== 'string' || !UUID.test(id)) throw notFound();
  const [application] = await services.database.db
    .select()
    .from(loanApplications)
    .where(and(eq(loanApplications.id, id), eq(loanApplications.profileId, profile.id)));
  if (!application) throw notFound();
  return application;
}

/** Records a status: the application's column, its history, and the audit log. */
export async function recordLoanStatus(
  services: Services,
  application: Pick<LoanApplication, 'id'>,
  status: LoanStatus,
  { actor, note = '' }: { actor: string; note?: string },
) {
  const { db } = services.database;
  await db
    .update(loanApplications)
    .set({ status, updatedAt: new Date() })
    .where(eq(loanApplications.id, application.id));
  await db.insert(loanStatusEvents).values({ applicationId: application.id, status, actor, note });
  await services.audit.record({
    action: 'loans.status',
    outcome: 'success',
    subject: application.id,
    details: { status, actor },
  });
}

/** The documents an application needs before it is submitted, from what the customer told us. */
function requiredDocuments(details: LoanDetails): LoanDocumentKind[] {
  return [
    ...(details.employmentStatus === 'Employed' ? (['payslip'] as const) : []),
    'bankStatement' as const,
    ...(details.propertyStatus === 'identified' ? (['titleDocument'] as const) : []),
  ];
}

function productOf(application: LoanApplication): MortgageProduct {
  const product = mortgageProduct(application.productId);
  if (!product) throw notFound();
  return product;
}

/**
 * Every reason the application does not fit its product, from the facts of the steps up to
 * `upToStep` only: a step is judged by what it and the steps before it told us, so correcting an
 * earlier step is never refused for a later step's answers (those show on their own step).
 */
function eligibilityOf(
  application: LoanApplication,
  details: LoanDetails,
  upToStep: number = LOAN_REVIEW_STEP,
  today = new Date(),
): string[] {
  const product = mortgageProduct(application.productId);
  if (!product || application.loanKobo === null || application.tenorYears === null) return [];
  const knows = (step: number) => upToStep >= step;
  return eligibilityProblems(product, {
    loanKobo: application.loanKobo,
    tenorYears: application.tenorYears,
    ...(knows(2) ? { priceKobo: application.priceKobo ?? undefined } : {}),
    ...(knows(3)
      ? {
          ageYears: details.birthDate ? ageOn(details.birthDate, today) : undefined,
          contributionMonths: details.nhfContributionMonths,
          monthlyRepaymentKobo: monthlyRepaymentKobo(application) ?? undefined,
          netMonthlyIncomeKobo: details.netMonthlyIncome,
        }
      : {}),
    ...(knows(4) ? { existingRepaymentsKobo: details.existingMonthlyRepayments } : {}),
  });
}

/** The problems each value step brings in (those of the steps before it left out): where the customer can correct them. */
function problemsByStep(application: LoanApplication, details: LoanDetails): Record<number, string[]> {
  const byStep: Record<number, string[]> = {};
  let earlier: string[] = [];
  for (const step of [1, 2, 3, 4]) {
    const known = eligibilityOf(application, details, step);
    byStep[step] = known.filter((problem) => !earlier.includes(problem));
    earlier = known;
  }
  return byStep;
}
function notEligible(problems: string[]) {
  return new AppError(AppErrorCode.NotEligible, [texts.step.notEligible, ...problems].join('\n'));
}

function assertDraft(application: LoanApplication) {
  if (application.status !== 'draft') throw new AppError(AppErrorCode.NotDraft, texts.errors.notDraft);
}

/**
 * The customer's application in progress, or a new one; figures from the calculator fill its first
 * step (the customer checks them there).
 */
export async function startLoanApplication({
  services,
  profile,
  figures,
}: {
  services: Services;
  profile: Profile;
  figures?: CarriedFigures | null;
}): Promise<LoanApplication> {
  const { db } = services.database;
  const carried = figures && mortgageProduct(figures.productId) ? figures : null;
  const values = carried
    ? {
        productId: carried.productId,
        loanKobo: carried.loanKobo,
        priceKobo: carried.priceKobo,
        tenorYears: carried.tenorYears,
        annualRatePercent: String(mortgageProduct(carried.productId)!.annualRatePercent),
      }
    : {};
  const [draft] = await db
    .select()
    .from(loanApplications)
    .where(and(eq(loanApplications.profileId, profile.id), eq(loanApplications.status, 'draft')))
    .orderBy(desc(loanApplications.createdAt))
    .limit(1);
  if (draft) {
    if (!carried) return draft;
    const [updated] = await db
      .update(loanApplications)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(loanApplications.id, draft.id))
      .returning();
    return updated;
  }
  const [created] = await db
    .insert(loanApplications)
    .values({
      reference: newReference('MTG'),
      profileId: profile.id,
      productId: carried?.productId ?? 'standard',
      ...values,
    })
    .returning();
  await db.insert(loanStatusEvents).values({ applicationId: created.id, status: 'draft', actor: 'customer' });
  await services.audit.record({
    action: 'loans.status',
    outcome: 'success',
    subject: created.id,
    details: { status: 'draft', actor: 'customer' },
  });
  return created;
}

/**
 * The rules of step 3 that wait for the application: the birth date on record wins over one typed
 * (the bank has seen the document), and an NHF application names its months of contributions.
 */
async function incomeOnRecord(
  services: Services,
  profile: Profile,
  application: LoanApplication,
  { step: _step, ...income }: Extract<LoanStepRequest, { employmentStatus: unknown }>,
) {
  const birthDate = (await birthDateOnRecord(services, profile)) ?? income.birthDate;
  if (!birthDate) throw invalid({ birthDate: fieldMessage('birthDate') });
  if (needsContributionMonths(application.productId) && income.nhfContributionMonths === undefined)
    throw invalid({ nhfContributionMonths: texts.errors.nhfMonthsNeeded });
  return { ...income, birthDate };
}

type StepValues<Request> = Request extends unknown ? Omit<Request, 'step'> : never;

/** A step's values as the application keeps them: step 3's with the rules that wait for the application. */
async function stepValues(
  services: Services,
  profile: Profile,
  application: LoanApplication,
  input: LoanStepRequest,
): Promise<StepValues<LoanStepRequest>> {
  if ('employmentStatus' in input) return incomeOnRecord(services, profile, application, input);
  const { step: _step, ...values } = input;
  return values as StepValues<LoanStepRequest>;
}

/**
 * Saves a step (1 to 4: its values; 5: the documents are done). Steps are taken in order. A step
 * that breaks the product's rules is saved, but does not move on: the answer says why.
 */
export async function saveLoanStep({
  services,
  profile,
  id,
  input,
}: {
  services: Services;
  profile: Profile;
  id: unknown;
  input: LoanStepRequest;
}): Promise<LoanApplication> {
  const application = await ownApplication(services, profile, id);
  assertDraft(application);
  const step = Number(input.step);
  if (step > application.step + 1) throw new AppError(AppErrorCode.StepSkipped, texts.errors.stepsMissing);
  const details = readDetails(services, application);
  const changes: Partial<typeof loanApplications.$inferInsert> = {};
  if (isLoanValueStep(step)) {
    const values = await stepValues(services, profile, application, input);
    if ('productId' in values) {
      const product = mortgageProduct(values.productId);
      if (!product)
        throw new AppError(AppErrorCode.ValidationError, texts.errors.choose(texts.fields.productId), {
          fields: { productId: texts.errors.choose(texts.fields.productId) },
        });
      Object.assign(changes, {
        productId: product.id,
        loanKobo: values.loanAmount,
        tenorYears: values.tenorYears,
        annualRatePercent: String(product.annualRatePercent),
      });
    } else {
      Object.assign(details, values);
      if ('propertyPrice' in values) changes.priceKobo = values.propertyPrice;
      changes.detailsSealed = services.cipher.encrypt(JSON.stringify(details), LOAN_DETAILS_SEAL);
    }
  }
  const problems = eligibilityOf({ ...application, ...changes } as LoanApplication, details, step);
  const { db } = services.database;
  const [saved] = await db
    .update(loanApplications)
    .set({
      ...changes,
      ...(problems.length === 0 ? { step: Math.max(application.step, step) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(loanApplications.id, application.id))
    .returning();
  if (problems.length > 0) throw notEligible(problems);
  return saved;
}

/**
 * Where the customer goes after saving a step: a later step already taken whose answers no longer
 * fit (to correct it there), else the first step not taken yet.
 */
export function nextStepAfter(services: Services, application: LoanApplication, step: number): number {
  const byStep = problemsByStep(application, readDetails(services, application));
  for (let later = step + 1; later <= Math.min(application.step + 1, 4); later += 1)
    if (byStep[later].length > 0) return later;
  return Math.min(Math.max(application.step, step) + 1, LOAN_REVIEW_STEP);
}
/** Documents for an application, at any time before a decision: sealed, stored, and any request of that kind fulfilled. */
export async function uploadLoanDocuments({
  services,
  profile,
  id,
  files,
}: {
  services: Services;
  profile: Profile;
  id: unknown;
  files: Partial<Record<string, File>>;
}) {
  const application = await ownApplication(services, profile, id);
  if (application.status === 'declined' || application.status === 'disbursed')
    throw new AppError(AppErrorCode.Closed, texts.errors.notDraft);
  const given = LOAN_DOCUMENT_KINDS.flatMap((kind) => {
    const file = files[kind];
    return file && file.size > 0 ? [{ kind, file }] : [];
  });
  const checked = await Promise.all(
    given.map(async ({ kind, file }) => ({ kind, file, result: await checkLoanDocument(texts.documents[kind], file) })),
  );
  const { db } = services.database;
  const stored: LoanDocumentKind[] = [];
  for (const { kind, file, result } of checked) {
    if ('error' in result) continue;
    const documentId = crypto.randomUUID();
    const storageKey = `loans/${application.id}/${documentId}`;
    await storeDocument(services, storageKey, result.document);
    await db.transaction(async (tx) => {
      await tx.insert(loanDocuments).values({
        id: documentId,
        applicationId: application.id,
        kind,
        storageKey,
        fileName: file.name.slice(0, 200) || kind,
        contentType: result.document.type,
        size: result.document.bytes.byteLength,
      });
      await tx
        .update(loanDocumentRequests)
        .set({ fulfilledAt: new Date() })
        .where(
          and(
            eq(loanDocumentRequests.applicationId, application.id),
            eq(loanDocumentRequests.kind, kind),
            isNull(loanDocumentRequests.fulfilledAt),
          ),
        );
      await commitDocuments(tx, [storageKey]);
      // The application comes back to its officer's attention (decision 091).
      await callOwnersAttention(tx, 'loan', application.id);
    });
    await services.audit.record({
      action: 'loans.document',
      outcome: 'success',
      subject: application.id,
      details: { kind },
    });
    stored.push(kind);
  }
  // A bad file is refused on its own: the good ones sent with it are kept, and the answer says which.
  const failures = Object.fromEntries(
    checked.flatMap(({ kind, result }) => ('error' in result ? [[kind, result.error]] : [])),
  );
  if (Object.keys(failures).length > 0) {
    const message =
      stored.length > 0
        ? texts.errors.partlyUploaded(stored.map((kind) => texts.documents[kind]).join(', '))
        : Object.values(failures)[0];
    throw new AppError(AppErrorCode.ValidationError, message, { fields: failures });
  }
  return { status: 'success' as const, uploaded: stored };
}

/**
 * The last step: consent, every step done and the product's rules met. Documents may still be
 * outstanding: the Loan Dashboard asks for them and the officer sees which (docs/decisions/054).
 */
export async function submitLoanApplication({
  services,
  profile,
  id,
}: {
  services: Services;
  profile: Profile;
  id: unknown;
  /** The consents, parsed by the caller: the application is not submitted without them. */
  input: LoanConsent;
}) {
  return countSubmission(services.metrics, 'loan_application', async () => {
    const application = await ownApplication(services, profile, id);
    assertDraft(application);
    if (application.step < LOAN_DOCUMENTS_STEP) throw new AppError(AppErrorCode.StepSkipped, texts.errors.stepsMissing);
    const details = readDetails(services, application);
    const problems = eligibilityOf(application, details);
    if (problems.length > 0) throw notEligible(problems);
    const missing = await missingDocuments(services, application, details);
    const [submitted] = await services.database.db
      .update(loanApplications)
      .set({ step: LOAN_REVIEW_STEP, submittedAt: new Date() })
      .where(and(eq(loanApplications.id, application.id), eq(loanApplications.status, 'draft')))
      .returning();
    if (!submitted) throw new AppError(AppErrorCode.NotDraft, texts.errors.notDraft);
    await recordLoanStatus(services, application, 'received', { actor: 'customer' });
    const holder = await holderOf(services, profile).catch(() => null);
    const product = productOf(application);
    if (holder?.email) {
      await services.messenger.sendEmail({
        to: holder.email,
        subject: texts.mail.submittedSubject(application.reference),
        text: `${texts.mail.submittedBody({ reference: application.reference, product: product.name, loan: formatNaira((application.loanKobo ?? 0) / 100) })}${missing.length > 0 ? texts.mail.stillNeeded(documentNames(missing)) : ''}`,
      });
    }
    return {
      status: 'success' as const,
      reference: application.reference,
      message: texts.step.submitted(application.reference),
    };
  });
}

const documentNames = (items: { kind: LoanDocumentKind }[]) =>
  [...new Set(items.map((item) => texts.documents[item.kind]))].join(', ');

/** The customer writes to their mortgage officer in the application's thread. */
export async function sendLoanMessage({
  services,
  profile,
  id,
  input,
}: {
  services: Services;
  profile: Profile;
  id: unknown;
  input: LoanMessageText;
}) {
  const application = await ownApplication(services, profile, id);
  await addLoanMessage(services, application, 'customer', input);
  return { status: 'success' as const, message: texts.dashboard.sent };
}

/** Withdraws a submitted application at the customer's word, until an offer is issued. */
export async function withdrawLoanApplication({
  services,
  profile,
  id,
}: {
  services: Services;
  profile: Profile;
  id: unknown;
  /** The confirmation, parsed by the caller: a stray click withdraws nothing. */
  input: LoanWithdrawal;
}) {
  const application = await ownApplication(services, profile, id);
  if (!LOAN_DECLINABLE_STAGES.includes(application.status))
    throw new AppError(AppErrorCode.NotWithdrawable, texts.errors.notWithdrawable);
  await recordLoanStatus(services, application, 'withdrawn', { actor: 'customer' });
  const holder = await holderOf(services, profile).catch(() => null);
  if (holder?.email)
    await services.messenger.sendEmail({
      to: holder.email,
      subject: texts.mail.submittedSubject(application.reference),
      text: texts.mail.withdrawnBody(application.reference),
    });
  return { status: 'success' as const, message: texts.dashboard.withdrawn };
}

/** Required documents not uploaded yet, and documents the bank asked for that have not arrived. */
async function missingDocuments(
  services: Services,
  application: LoanApplication,
  details: LoanDetails,
): Promise<{ kind: LoanDocumentKind; note: string }[]> {
  const { db } = services.database;
  const uploaded = new Set(
    (
      await db
        .select({ kind: loanDocuments.kind })
        .from(loanDocuments)
        .where(eq(loanDocuments.applicationId, application.id))
    ).map((row) => row.kind),
  );
  const requested = await db
    .select()
    .from(loanDocumentRequests)
    .where(and(eq(loanDocumentRequests.applicationId, application.id), isNull(loanDocumentRequests.fulfilledAt)));
  return [
    ...requiredDocuments(details)
      .filter((kind) => !uploaded.has(kind))
      .map((kind) => ({ kind, note: '' })),
    ...requested.map(({ kind, note }) => ({ kind, note })),
  ];
}

const toNaira = (kobo: number | null | undefined) =>
  kobo === null || kobo === undefined ? '' : String(kobo % 100 === 0 ? kobo / 100 : (kobo / 100).toFixed(2));

/** An application as its customer sees it: figures, the form's values, documents, what is missing, history. */
export async function loanApplicationView(services: Services, application: LoanApplication) {
  const { db } = services.database;
  const details = readDetails(services, application);
  const documents = await db
    .select()
    .from(loanDocuments)
    .where(eq(loanDocuments.applicationId, application.id))
    .orderBy(asc(loanDocuments.uploadedAt));
  const history = await db
    .select()
    .from(loanStatusEvents)
    .where(eq(loanStatusEvents.applicationId, application.id))
    .orderBy(asc(loanStatusEvents.occurredAt));
  const [officer] = application.officerId
    ? await db.select({ name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.id, application.officerId))
    : [];
  return {
    id: application.id,
    reference: application.reference,
    productId: application.productId,
    productName: mortgageProduct(application.productId)?.name ?? application.productId,
    status: application.status,
    step: application.step,
    loanKobo: application.loanKobo,
    priceKobo: application.priceKobo,
    tenorYears: application.tenorYears,
    annualRatePercent: application.annualRatePercent === null ? null : Number(application.annualRatePercent),
    monthlyRepaymentKobo: monthlyRepaymentKobo(application),
    createdAt: application.createdAt.toISOString(),
    submittedAt: application.submittedAt?.toISOString() ?? null,
    values: {
      productId: application.productId,
      loanAmount: toNaira(application.loanKobo),
      tenorYears: application.tenorYears === null ? '' : String(application.tenorYears),
      ...Object.fromEntries(
        Object.entries(details).map(([key, value]) => [
          key,
          ['propertyPrice', 'netMonthlyIncome', 'existingMonthlyRepayments'].includes(key)
            ? toNaira(value as number)
            : String(value ?? ''),
        ]),
      ),
    } as Record<string, string>,
    problems: eligibilityOf(application, details),
    problemsByStep: problemsByStep(application, details),
    documents: documents.map(({ id, kind, fileName, uploadedAt }) => ({
      id,
      kind,
      fileName,
      uploadedAt: uploadedAt.toISOString(),
    })),
    missing: await missingDocuments(services, application, details),
    history: history.map(({ status, note, occurredAt }) => ({ status, note, occurredAt: occurredAt.toISOString() })),
    officerName: officer?.name || null,
    messages: await loanThread(services, application.id),
    canWithdraw: LOAN_DECLINABLE_STAGES.includes(application.status),
    offer: offerView(await offerOf(services, application.id)),
  };
}
export type LoanApplicationView = Awaited<ReturnType<typeof loanApplicationView>>;

/** The customer's applications, newest first. */
export async function listLoanApplications({
  services,
  profile,
}: {
  services: Services;
  profile: Profile;
}): Promise<LoanApplicationView[]> {
  const rows = await services.database.db
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.profileId, profile.id))
    .orderBy(desc(loanApplications.createdAt));
  return Promise.all(rows.map((row) => loanApplicationView(services, row)));
}
