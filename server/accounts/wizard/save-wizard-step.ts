import { and, eq } from 'drizzle-orm';
import { WIZARD_MAX_FILE_BYTES } from '../../../domain/constants';
import {
  WIZARD_FILE_FIELDS,
  WIZARD_STEP_FIELDS,
  wizardDetailsSchema,
  wizardDocumentsSchema,
  type WizardFileField,
} from '../../../domain/forms';
import { wizardTexts } from '../../../domain/messages/wizard';
import { publishedBranchChoice } from '../../content/branch-choices';
import { accountApplications, customers } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import type { Services } from '../../services';
import type { AccountApplication, Customer } from '../account-result';
import { withDatabaseErrors } from '../database-errors';
import { checkImageDocument, commitDocuments, storeDocument, type CheckedDocument } from '../documents';
import { requireCustomer } from '../find-customer';
import { openAccountAndNotify } from '../open-account-and-notify';
import { accountAlreadyOpened, customerNotFound, invalid } from '../../errors/refusals';
import {
  failuresInOrder,
  findWizardApplication,
  readDetails,
  sealDetails,
  toWizardView,
  type WizardApplicationView,
} from './wizard-values';
import { countSubmission } from '../../observability/submissions';

const texts = wizardTexts.errors;

/** 'utilityBill' is kept at applications/{id}/utility-bill (storage keys are lower-case). */
const documentKey = (applicationId: string, field: string) =>
  `applications/${applicationId}/${field.replace(/[A-Z0-9]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const PARTNER_MARKER = /^[A-Za-z0-9_-]{1,40}$/;

export type WizardFiles = Partial<Record<WizardFileField, File>>;

/** The step a record may be given next: the one after its own, or any earlier one again (Previous). */
function assertReachable(application: AccountApplication, step: number) {
  if (step > application.step + 1) throw new AppError(AppErrorCode.StepSkipped, texts.stepSkipped);
}

/**
 * `PATCH /customers/self/{customerId}`: saves step 2, 3 or 4 (JSON) or 5 (multipart with the
 * documents) of the customer's wizard, for the browser granted the record (the one that applied, or
 * that confirmed the e-mail link) once the e-mail is verified. Every rule is checked again; a step
 * cannot be skipped. Step 2 opens the account in the core banking (2.9: after step 1 or 2); step 5
 * completes the registration.
 */
export async function saveWizardStep({
  services,
  customerId,
  input,
  files = {},
  clientRef,
  browserRef,
}: {
  services: Services;
  customerId: string;
  input: Record<string, unknown>;
  files?: WizardFiles;
  clientRef: string;
  browserRef: string;
}): Promise<WizardApplicationView> {
  const save = () =>
    withDatabaseErrors(async () => {
      const { customer } = await requireCustomer(services, customerId, browserRef);
      const application = await findWizardApplication(services.database.db, customer.id);
      if (!application) throw customerNotFound();
      const step = Number(input.step);
      if (!Number.isInteger(step) || step < 2 || step > 5) throw invalid({ step: texts.stepSkipped });
      if (application.completedAt) {
        // A repeated final submission (double tap, retry) answers as the first; anything else is refused.
        if (step === 5) return toWizardView(services, customer, application);
        throw accountAlreadyOpened();
      }
      if (!customer.emailVerifiedAt) throw new AppError(AppErrorCode.EmailNotVerified, texts.emailNotVerified);
      assertReachable(application, step);
      const saved =
        step === 5
          ? await saveDocuments({ services, customer, application, input, files })
          : await saveDetails({ services, customer, application, input, step: step as 2 | 3 | 4 });
      await services.audit.record({
        action: 'accounts.wizard.step',
        outcome: 'success',
        subject: application.id,
        clientRef,
        details: { step },
      });
      const opened =
        saved.state === 'draft' && saved.step >= 2
          ? await openDraft({ services, application: saved, clientRef })
          : saved;
      const [current] = await services.database.db.select().from(customers).where(eq(customers.id, customer.id));
      return toWizardView(services, current, opened);
    });
  // Step 5 completes the registration: the wizard's submission.
  return Number(input.step) === 5 ? countSubmission(services.metrics, 'wizard', save) : save();
}

/** Bio data saved with a verified e-mail: the account can be opened (details by e-mail if the core is away). */
async function openDraft({
  services,
  application,
  clientRef,
}: {
  services: Services;
  application: AccountApplication;
  clientRef: string;
}) {
  const [pending] = await services.database.db
    .update(accountApplications)
    .set({ state: 'pending' })
    .where(and(eq(accountApplications.id, application.id), eq(accountApplications.state, 'draft')))
    .returning();
  return pending ? openAccountAndNotify({ services, application: pending, clientRef }) : application;
}

async function saveDetails({
  services,
  customer,
  application,
  input,
  step,
}: {
  services: Services;
  customer: Customer;
  application: AccountApplication;
  input: Record<string, unknown>;
  step: 2 | 3 | 4;
}) {
  const isCorporate = customer.acctType === 'Corporate';
  // The names (and gender, where the record has one) are the BVN record's, whatever was sent.
  const fromRecord =
    step === 2
      ? {
          lastname: customer.lastname,
          firstname: customer.firstname,
          middlename: customer.middlename,
          ...(customer.gender ? { gender: customer.gender } : {}),
        }
      : {};
  const parsed = wizardDetailsSchema(step, isCorporate).safeParse({ ...input, ...fromRecord });
  if (!parsed.success) throw invalid(failuresInOrder(parsed, step));
  const values = parsed.data as Record<string, string | string[] | undefined>;
  if (step === 2) await publishedBranchChoice(services, String(values.preferredBranch));
  const details = { ...readDetails(services, application), ...values };
  return services.database.db.transaction(async (tx) => {
    const preferredBranch = step === 2 ? String(values.preferredBranch) : application.preferredBranch;
    const nextStep = Math.max(application.step, step);
    const [updated] = await tx
      .update(accountApplications)
      .set({ detailsSealed: sealDetails(services, details), step: nextStep, preferredBranch })
      .where(eq(accountApplications.id, application.id))
      .returning();
    await tx
      .update(customers)
      .set({
        step: nextStep,
        updatedAt: new Date(),
        ...(step === 2 ? { preferredBranch, gender: String(values.gender) } : {}),
      })
      .where(eq(customers.id, customer.id));
    return updated;
  });
}

/**
 * Step 5. Every failing file and the terms are reported in one answer; the files that passed are
 * kept against the application all the same (sealed, committed), so that a customer sends only
 * what failed again, with or without JavaScript (docs/decisions/046).
 */
async function saveDocuments({
  services,
  customer,
  application,
  input,
  files,
}: {
  services: Services;
  customer: Customer;
  application: AccountApplication;
  input: Record<string, unknown>;
  files: WizardFiles;
}) {
  const isCorporate = customer.acctType === 'Corporate';
  const uploaded = Object.keys(application.documentKeys ?? {});
  const parsed = wizardDocumentsSchema(isCorporate, uploaded).safeParse({ ...files, terms: input.terms });
  const failures = parsed.success ? {} : failuresInOrder(parsed, 5);
  const documents: CheckedDocument[] = [];
  for (const field of WIZARD_FILE_FIELDS) {
    const file = files[field];
    if (!file || failures[field]) continue;
    const checked = await checkImageDocument(field, file, WIZARD_MAX_FILE_BYTES);
    if ('error' in checked) failures[field] = checked.error;
    else documents.push(checked.document);
  }
  const isComplete = Object.keys(failures).length === 0;

  const newKeys = Object.fromEntries(
    documents.map((document) => [document.field, documentKey(application.id, document.field)]),
  );
  await Promise.all(documents.map((document) => storeDocument(services, newKeys[document.field], document)));
  const documentKeys = { ...application.documentKeys, ...newKeys };
  // The partner marker (specification 3: kolor), kept with the details when it is a plain token.
  const kolor = typeof input.kolor === 'string' && PARTNER_MARKER.test(input.kolor) ? input.kolor : undefined;
  const details =
    kolor && isComplete
      ? { detailsSealed: sealDetails(services, { ...readDetails(services, application), kolor }) }
      : {};
  const updated = await services.database.db.transaction(async (tx) => {
    const completion = isComplete ? { step: 5, completedAt: new Date(), ...details } : {};
    const [row] = await tx
      .update(accountApplications)
      .set({ documentKeys, ...completion })
      .where(eq(accountApplications.id, application.id))
      .returning();
    if (isComplete)
      await tx.update(customers).set({ step: 5, updatedAt: new Date() }).where(eq(customers.id, customer.id));
    await commitDocuments(tx, Object.values(newKeys));
    return row;
  });
  if (!isComplete) throw invalid(orderedLike(failures, WIZARD_STEP_FIELDS[5]));
  return updated;
}

/** The failures in the order of the form's fields (the first is the answer's message). */
function orderedLike(failures: Record<string, string>, order: readonly string[]): Record<string, string> {
  return Object.fromEntries(order.filter((field) => failures[field]).map((field) => [field, failures[field]]));
}
