import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { LOAN_DOCUMENTS_STEP, LOAN_REVIEW_STEP, LOAN_STEP_SCHEMAS, LoanConsentSchema, ageOn, isLoanValueStep, type LoanDetails } from '../../domain/forms';
import { formatNaira } from '../../domain/mortgage';
import { eligibilityProblems, mortgageProduct, type MortgageProduct } from '../../domain/mortgage-products';
import { loans } from '../../domain/messages/loans';
import { commitDocuments, storeDocument } from '../accounts/documents';
import { LOAN_DOCUMENT_KINDS, loanApplications, loanDocumentRequests, loanDocuments, loanStatusEvents, type LoanDocumentKind, type LoanStatus } from '../db/schema';
import { ApiError } from '../http/api/api-error';
import { newReference } from '../security/references';
import type { Services } from '../services';
import { parseForm } from '../sign-in/parse-form';
import { holderOf, type Profile } from '../sign-in/profiles';
import { checkLoanDocument } from './loan-documents';
import { monthlyRepaymentKobo } from './loan-figures';

const texts = loans;
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
  return new ApiError(404, 'NotFound', 'No such application.');
}

const readDetails = (services: Services, application: LoanApplication): LoanDetails =>
  application.detailsSealed ? (JSON.parse(services.cipher.decrypt(application.detailsSealed, LOAN_DETAILS_SEAL)) as LoanDetails) : {};

/** One of the customer's own applications; another customer's id is answered as an unknown one. */
export async function ownApplication(services: Services, profile: Profile, id: unknown): Promise<LoanApplication> {
  if (typeof id !== 'string' || !UUID.test(id)) throw notFound();
  const [application] = await services.database.db.select().from(loanApplications).where(and(eq(loanApplications.id, id), eq(loanApplications.profileId, profile.id)));
  if (!application) throw notFound();
  return application;
}

/** Records a status: the application's column, its history, and the audit log. */
export async function recordLoanStatus(services: Services, application: Pick<LoanApplication, 'id'>, status: LoanStatus, { actor, note = '' }: { actor: string; note?: string }) {
  const { db } = services.database;
  await db.update(loanApplications).set({ status, updatedAt: new Date() }).where(eq(loanApplications.id, application.id));
  await db.insert(loanStatusEvents).values({ applicationId: application.id, status, actor, note });
  await services.audit.record({ action: 'loans.status', outcome: 'success', subject: application.id, details: { status, actor } });
}

/** The documents an application needs before it is submitted, from what the customer told us. */
export function requiredDocuments(details: LoanDetails): LoanDocumentKind[] {
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

/** Every reason the application does not fit its product, with what is known so far. */
function eligibilityOf(application: LoanApplication, details: LoanDetails, today = new Date()): string[] {
  const product = mortgageProduct(application.productId);
  if (!product || application.loanKobo === null || application.tenorYears === null) return [];
  return eligibilityProblems(product, {
    loanKobo: application.loanKobo,
    priceKobo: application.priceKobo ?? undefined,
    tenorYears: application.tenorYears,
    ageYears: details.birthDate ? ageOn(details.birthDate, today) : undefined,
    contributionMonths: details.nhfContributionMonths,
    monthlyRepaymentKobo: monthlyRepaymentKobo(application) ?? undefined,
    netMonthlyIncomeKobo: details.netMonthlyIncome,
    existingRepaymentsKobo: details.existingMonthlyRepayments,
  });
}

function notEligible(problems: string[]) {
  return new ApiError(422, 'NotEligible', [texts.step.notEligible, ...problems].join('\n'));
}

function assertDraft(application: LoanApplication) {
  if (application.status !== 'draft') throw new ApiError(409, 'NotDraft', texts.errors.notDraft);
}

/**
 * The customer's application in progress, or a new one; figures from the calculator fill its first
 * step (the customer checks them there).
 */
export async function startLoanApplication({ services, profile, figures }: { services: Services; profile: Profile; figures?: CarriedFigures | null }): Promise<LoanApplication> {
  const { db } = services.database;
  const carried = figures && mortgageProduct(figures.productId) ? figures : null;
  const values = carried
    ? { productId: carried.productId, loanKobo: carried.loanKobo, priceKobo: carried.priceKobo, tenorYears: carried.tenorYears, annualRatePercent: String(mortgageProduct(carried.productId)!.annualRatePercent) }
    : {};
  const [draft] = await db.select().from(loanApplications).where(and(eq(loanApplications.profileId, profile.id), eq(loanApplications.status, 'draft'))).orderBy(desc(loanApplications.createdAt)).limit(1);
  if (draft) {
    if (!carried) return draft;
    const [updated] = await db.update(loanApplications).set({ ...values, updatedAt: new Date() }).where(eq(loanApplications.id, draft.id)).returning();
    return updated;
  }
  const [created] = await db.insert(loanApplications).values({ reference: newReference('MTG'), profileId: profile.id, productId: carried?.productId ?? 'standard', ...values }).returning();
  await db.insert(loanStatusEvents).values({ applicationId: created.id, status: 'draft', actor: 'customer' });
  await services.audit.record({ action: 'loans.status', outcome: 'success', subject: created.id, details: { status: 'draft', actor: 'customer' } });
  return created;
}

/**
 * Saves a step (1 to 4: its values; 5: the documents are done). Steps are taken in order. A step
 * that breaks the product's rules is saved, but does not move on: the answer says why.
 */
export async function saveLoanStep({ services, profile, id, step, input }: { services: Services; profile: Profile; id: unknown; step: number; input: Record<string, unknown> }): Promise<LoanApplication> {
  const application = await ownApplication(services, profile, id);
  assertDraft(application);
  if (!Number.isInteger(step) || step < 1 || step > LOAN_DOCUMENTS_STEP) throw notFound();
  if (step > application.step + 1) throw new ApiError(409, 'StepSkipped', texts.errors.stepsMissing);
  const details = readDetails(services, application);
  const changes: Partial<typeof loanApplications.$inferInsert> = {};
  if (isLoanValueStep(step)) {
    const values = parseForm(LOAN_STEP_SCHEMAS[step], input);
    if ('productId' in values) {
      const product = mortgageProduct(values.productId);
      if (!product) throw new ApiError(422, 'ValidationError', texts.errors.choose(texts.fields.productId), { productId: texts.errors.choose(texts.fields.productId) });
      Object.assign(changes, { productId: product.id, loanKobo: values.loanAmount, tenorYears: values.tenorYears, annualRatePercent: String(product.annualRatePercent) });
    } else {
      Object.assign(details, values);
      if ('propertyPrice' in values) changes.priceKobo = values.propertyPrice;
      changes.detailsSealed = services.cipher.encrypt(JSON.stringify(details), LOAN_DETAILS_SEAL);
    }
  }
  const problems = eligibilityOf({ ...application, ...changes } as LoanApplication, details);
  const { db } = services.database;
  const [saved] = await db
    .update(loanApplications)
    .set({ ...changes, ...(problems.length === 0 ? { step: Math.max(application.step, step) } : {}), updatedAt: new Date() })
    .where(eq(loanApplications.id, application.id))
    .returning();
  if (problems.length > 0) throw notEligible(problems);
  return saved;
}

/** Documents for an application, at any time before a decision: sealed, stored, and any request of that kind fulfilled. */
export async function uploadLoanDocuments({ services, profile, id, files }: { services: Services; profile: Profile; id: unknown; files: Partial<Record<string, File>> }) {
  const application = await ownApplication(services, profile, id);
  if (application.status === 'declined' || application.status === 'disbursed') throw new ApiError(409, 'Closed', texts.errors.notDraft);
  const given = LOAN_DOCUMENT_KINDS.flatMap((kind) => {
    const file = files[kind];
    return file && file.size > 0 ? [{ kind, file }] : [];
  });
  const checked = await Promise.all(given.map(async ({ kind, file }) => ({ kind, file, result: await checkLoanDocument(texts.documents[kind], file) })));
  const failures = Object.fromEntries(checked.flatMap(({ kind, result }) => ('error' in result ? [[kind, result.error]] : [])));
  if (Object.keys(failures).length > 0) throw new ApiError(422, 'ValidationError', Object.values(failures)[0], failures);
  const { db } = services.database;
  for (const { kind, file, result } of checked) {
    if ('error' in result) continue;
    const documentId = crypto.randomUUID();
    const storageKey = `loans/${application.id}/${documentId}`;
    await storeDocument(services, storageKey, result.document);
    await db.transaction(async (tx) => {
      await tx.insert(loanDocuments).values({ id: documentId, applicationId: application.id, kind, storageKey, fileName: file.name.slice(0, 200) || kind, contentType: result.document.type, size: result.document.bytes.byteLength });
      await tx.update(loanDocumentRequests).set({ fulfilledAt: new Date() }).where(and(eq(loanDocumentRequests.applicationId, application.id), eq(loanDocumentRequests.kind, kind), isNull(loanDocumentRequests.fulfilledAt)));
      await commitDocuments(tx, [storageKey]);
    });
    await services.audit.record({ action: 'loans.document', outcome: 'success', subject: application.id, details: { kind } });
  }
  return { status: 'success' as const, uploaded: checked.map(({ kind }) => kind) };
}

/** The last step: consent, then every step done, the product's rules met and the documents there. */
export async function submitLoanApplication({ services, profile, id, input }: { services: Services; profile: Profile; id: unknown; input: Record<string, unknown> }) {
  const application = await ownApplication(services, profile, id);
  assertDraft(application);
  parseForm(LoanConsentSchema, input);
  if (application.step < LOAN_DOCUMENTS_STEP) throw new ApiError(409, 'StepSkipped', texts.errors.stepsMissing);
  const details = readDetails(services, application);
  const problems = eligibilityOf(application, details);
  if (problems.length > 0) throw notEligible(problems);
  const missing = await missingDocuments(services, application, details);
  if (missing.length > 0) throw new ApiError(422, 'DocumentsMissing', texts.errors.missingDocuments(missing.map((item) => texts.documents[item.kind]).join(', ')));
  const [submitted] = await services.database.db
    .update(loanApplications)
    .set({ step: LOAN_REVIEW_STEP, submittedAt: new Date() })
    .where(and(eq(loanApplications.id, application.id), eq(loanApplications.status, 'draft')))
    .returning();
  if (!submitted) throw new ApiError(409, 'NotDraft', texts.errors.notDraft);
  await recordLoanStatus(services, application, 'received', { actor: 'customer' });
  const holder = await holderOf(services, profile).catch(() => null);
  const product = productOf(application);
  if (holder?.email) {
    await services.messenger.sendEmail({
      to: holder.email,
      subject: texts.mail.submittedSubject(application.reference),
      text: texts.mail.submittedBody({ reference: application.reference, product: product.name, loan: formatNaira((application.loanKobo ?? 0) / 100) }),
    });
  }
  return { status: 'success' as const, reference: application.reference, message: texts.step.submitted(application.reference) };
}

/** Required documents not uploaded yet, and documents the bank asked for that have not arrived. */
async function missingDocuments(services: Services, application: LoanApplication, details: LoanDetails): Promise<{ kind: LoanDocumentKind; note: string }[]> {
  const { db } = services.database;
  const uploaded = new Set((await db.select({ kind: loanDocuments.kind }).from(loanDocuments).where(eq(loanDocuments.applicationId, application.id))).map((row) => row.kind));
  const requested = await db.select().from(loanDocumentRequests).where(and(eq(loanDocumentRequests.applicationId, application.id), isNull(loanDocumentRequests.fulfilledAt)));
  return [...requiredDocuments(details).filter((kind) => !uploaded.has(kind)).map((kind) => ({ kind, note: '' })), ...requested.map(({ kind, note }) => ({ kind, note }))];
}

const toNaira = (kobo: number | null | undefined) => (kobo === null || kobo === undefined ? '' : String(kobo % 100 === 0 ? kobo / 100 : (kobo / 100).toFixed(2)));

/** An application as its customer sees it: figures, the form's values, documents, what is missing, history. */
export async function loanApplicationView(services: Services, application: LoanApplication) {
  const { db } = services.database;
  const details = readDetails(services, application);
  const documents = await db.select().from(loanDocuments).where(eq(loanDocuments.applicationId, application.id)).orderBy(asc(loanDocuments.uploadedAt));
  const history = await db.select().from(loanStatusEvents).where(eq(loanStatusEvents.applicationId, application.id)).orderBy(asc(loanStatusEvents.occurredAt));
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
      ...Object.fromEntries(Object.entries(details).map(([key, value]) => [key, ['propertyPrice', 'netMonthlyIncome', 'existingMonthlyRepayments'].includes(key) ? toNaira(value as number) : String(value ?? '')])),
    } as Record<string, string>,
    problems: eligibilityOf(application, details),
    documents: documents.map(({ id, kind, fileName, uploadedAt }) => ({ id, kind, fileName, uploadedAt: uploadedAt.toISOString() })),
    missing: await missingDocuments(services, application, details),
    history: history.map(({ status, note, occurredAt }) => ({ status, note, occurredAt: occurredAt.toISOString() })),
  };
}
export type LoanApplicationView = Awaited<ReturnType<typeof loanApplicationView>>;

/** The customer's applications, newest first. */
export async function listLoanApplications({ services, profile }: { services: Services; profile: Profile }): Promise<LoanApplicationView[]> {
  const rows = await services.database.db.select().from(loanApplications).where(eq(loanApplications.profileId, profile.id)).orderBy(desc(loanApplications.createdAt));
  return Promise.all(rows.map((row) => loanApplicationView(services, row)));
}
