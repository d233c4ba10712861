import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { QUICK_STEP } from '../../domain/constants';
import type { CorporateDetails, InstantAccount, InstantAccountRequest } from '../../domain/forms';
import { messages } from '../../domain/messages';
import { onboardingTexts } from '../../domain/messages/onboarding';
import { isSameName } from '../../domain/names';
import { IdentityProviderUnavailableError, type NinRecord } from '../adapters/identity';
import { publishedBranchChoices } from '../content/branch-choices';
import { accountApplications, customers } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { NIN_LOOKUP_PER_BROWSER, NIN_LOOKUP_PER_CLIENT } from '../identity/identity-limits';
import type { BvnData } from '../identity/bvn-data';
import { markVerifiedBvnUsed, readVerifiedBvn } from '../identity/verified-bvn';
import { accountAlreadyOpened, bvnReferenceExpired, emailTaken, identityUnavailable } from '../errors/refusals';
import { fingerprintOf, runIdempotent } from '../security/idempotency';
import type { Services } from '../services';
import { ACCOUNT_OPEN_PER_BROWSER, ACCOUNT_OPEN_PER_CLIENT } from './account-limits';
import { grantApplicant } from './applicant-grants';
import { toOpeningResult, type AccountOpeningResult, type Customer } from './account-result';
import { violatedUniqueConstraint, withDatabaseErrors } from './database-errors';
import { commitDocuments, storeDocument, type CheckedDocument } from './documents';
import { CUSTOMER_SEALS, HASH_PURPOSES, phoneHashOf } from './sealed-fields';
import { openAccountAndNotify } from './open-account-and-notify';
import { validateInstantAccount, validationError, type InstantAccountFilesInput } from './validate-instant-account';
import { queueVerificationEmail } from './verification-email';
import { countSubmission } from '../observability/submissions';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,200}$/;
const DOCUMENT_KEYS: Record<string, (applicationId: string) => string> = {
  photo: (id) => `applications/${id}/photo`,
  scannedIDCard: (id) => `applications/${id}/scanned-id-card`,
};

/** Why the consent reference cannot back this opening, or the BVN data it stands for. */
async function readBvnValidation(
  services: Services,
  input: InstantAccountRequest,
  browserRef: string,
): Promise<{ verified?: BvnData; bvnProblem?: string }> {
  try {
    return { verified: await readVerifiedBvn({ services, ref: input.bvnRef, bvnNo: input.bvnNo, browserRef }) };
  } catch (error) {
    if (error instanceof AppError && error.fields?.bvnNo) return { bvnProblem: error.fields.bvnNo };
    throw error;
  }
}

/** A NIN typed by the customer (none came with the BVN) must at least be a real one: its holder's record. */
async function checkTypedNin({
  services,
  nin,
  clientRef,
  browserRef,
}: {
  services: Services;
  nin: string;
  clientRef: string;
  browserRef: string;
}): Promise<NinRecord> {
  await services.rateLimits.consume(NIN_LOOKUP_PER_CLIENT, clientRef);
  await services.rateLimits.consume(NIN_LOOKUP_PER_BROWSER, browserRef);
  let found;
  try {
    found = await services.identity.lookupNin(nin);
  } catch (error) {
    if (error instanceof IdentityProviderUnavailableError) throw identityUnavailable();
    throw error;
  }
  if (!found) throw validationError({ nin: onboardingTexts.ninNotFound });
  return found;
}

/**
 * Whether the core may record BVN and NIN as linked at opening: the BVN came with its holder's
 * consent, and the NIN is the one of that BVN record, or a typed one whose holder bears the BVN
 * holder's first name and surname.
 */
function isIdentityVerified(
  verified: BvnData | undefined,
  nin: string,
  typedNinHolder: NinRecord | undefined,
): boolean {
  if (!verified) return false;
  if (verified.nin) return verified.nin === nin;
  return (
    typedNinHolder !== undefined &&
    isSameName(`${verified.firstname} ${verified.lastname}`, `${typedNinHolder.firstname} ${typedNinHolder.lastname}`)
  );
}

/** Finds or makes the customer of this BVN and records the application, in one transaction. */
async function recordApplication({
  services,
  form,
  business,
  applicationId,
  bvnRef,
  identityVerified,
  documentKeys,
  browserRef,
  submissionKey,
}: {
  services: Services;
  form: InstantAccount;
  business?: CorporateDetails;
  applicationId: string;
  bvnRef: string;
  identityVerified: boolean;
  documentKeys: string[];
  browserRef: string;
  submissionKey?: string;
}) {
  const bvnHash = services.keyedHash(form.bvnNo, HASH_PURPOSES.bvn);
  return services.database.db.transaction(async (tx) => {
    const emailOwner = async (except?: string) => {
      const [owner] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            eq(customers.acctType, form.acctType),
            eq(customers.email, form.email),
            except ? ne(customers.id, except) : undefined,
          ),
        );
      return owner;
    };
    const sameCompany = business ? eq(customers.cacNumber, business.cacNumber) : isNull(customers.cacNumber);
    let [customer]: (Customer | undefined)[] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.acctType, form.acctType), eq(customers.bvnHash, bvnHash), sameCompany));
    if (customer) {
      const [existing] = await tx
        .select({ id: accountApplications.id })
        .from(accountApplications)
        .where(
          and(
            eq(accountApplications.customerId, customer.id),
            eq(accountApplications.accountProduct, form.accountProduct),
          ),
        );
      if (existing) throw accountAlreadyOpened();
      // The address on file stays, verified or not (issue 13.4): a different one is confirmed as a
      // change of address (utilizeDiffConfirmationEmail, a code to the BVN's phone, a notice to the old).
    } else {
      if (await emailOwner()) throw emailTaken();
      [customer] = await tx
        .insert(customers)
        .values({
          acctType: form.acctType,
          email: form.email,
          lastname: form.lastname,
          firstname: form.firstname,
          middlename: form.middlename ?? '',
          gender: form.gender,
          preferredBranch: form.preferredBranch,
          step: QUICK_STEP,
          cbBy: form.cbBy,
          businessName: business?.businessName ?? null,
          cacNumber: business?.cacNumber ?? null,
          bvnSealed: services.cipher.encrypt(form.bvnNo, CUSTOMER_SEALS.bvn),
          bvnHash,
          ninSealed: services.cipher.encrypt(form.nin, CUSTOMER_SEALS.nin),
          ninHash: services.keyedHash(form.nin, HASH_PURPOSES.nin),
          phoneSealed: services.cipher.encrypt(form.phoneNo, CUSTOMER_SEALS.phone),
          phoneHash: phoneHashOf(services.keyedHash, form.phoneNo),
          birthDateSealed: services.cipher.encrypt(form.birthDate, CUSTOMER_SEALS.birthDate),
        })
        .returning();
    }
    const [application] = await tx
      .insert(accountApplications)
      .values({
        id: applicationId,
        customerId: customer.id,
        accountProduct: form.accountProduct,
        preferredBranch: form.preferredBranch,
        photoKey: DOCUMENT_KEYS.photo(applicationId),
        scannedIdCardKey: DOCUMENT_KEYS.scannedIDCard(applicationId),
        submissionKey,
        identityVerified,
      })
      .returning();
    if (!(await markVerifiedBvnUsed({ db: tx, ref: bvnRef }))) throw bvnReferenceExpired();
    await commitDocuments(tx, documentKeys);
    await grantApplicant({ db: tx, browserRef, customerId: customer.id });
    const verificationEmail = customer.emailVerifiedAt
      ? undefined
      : await queueVerificationEmail({ services, db: tx, customer });
    return { customer, application, verificationEmail };
  });
}

function mapUniqueViolation(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'customers_acct_type_email_key') throw emailTaken();
  if (constraint !== undefined) throw accountAlreadyOpened();
  throw error;
}

async function openAndNotify({
  services,
  form,
  business,
  documents,
  bvnRef,
  identityVerified,
  clientRef,
  browserRef,
  submissionKey,
}: {
  services: Services;
  form: InstantAccount;
  business?: CorporateDetails;
  documents: CheckedDocument[];
  bvnRef: string;
  identityVerified: boolean;
  clientRef: string;
  browserRef: string;
  submissionKey?: string;
}): Promise<AccountOpeningResult> {
  const applicationId = randomUUID();
  const documentKeys = documents.map((document) => DOCUMENT_KEYS[document.field](applicationId));
  await Promise.all(documents.map((document, index) => storeDocument(services, documentKeys[index], document)));
  let recorded;
  try {
    recorded = await recordApplication({
      services,
      form,
      business,
      applicationId,
      bvnRef,
      identityVerified,
      documentKeys,
      browserRef,
      submissionKey,
    });
  } catch (error) {
    // The sweep would remove them within the hour; a refused application need not wait for it.
    await Promise.all(documentKeys.map((key) => services.storage.delete(key).catch(() => {})));
    mapUniqueViolation(error);
  }
  const { customer, verificationEmail } = recorded;
  await services.messenger.deliver(verificationEmail);
  const result = toOpeningResult(
    customer,
    await openAccountAndNotify({ services, application: recorded.application, clientRef }),
  );
  // A second product keeps the address on file (issue 13.4): the screen says so (issue 27 point 22).
  return customer.email === form.email ? result : { ...result, submittedEmail: form.email };
}

/**
 * The Instant Account (step 50): validates everything again, checks the BVN consent, records the
 * customer and the application, asks the core banking for the account (details by e-mail when it
 * is slow or down) and sends the verification e-mail. The same Idempotency-Key answers a repeated
 * submission with the first result; the customer-and-product pair is unique besides.
 */
export async function openInstantAccount({
  services,
  input,
  files,
  idempotencyKey,
  clientRef,
  browserRef,
}: {
  services: Services;
  /** Parsed by `InstantAccountRequestSchema`: the rules that wait for the BVN record run here. */
  input: InstantAccountRequest;
  files: InstantAccountFilesInput;
  idempotencyKey?: string;
  clientRef: string;
  /** The submitting browser: it must hold the BVN proof, and it is granted the application. */
  browserRef: string;
}): Promise<AccountOpeningResult> {
  return countSubmission(services.metrics, 'instant_account', async () => {
    return withDatabaseErrors(async () => {
      await services.rateLimits.consume(ACCOUNT_OPEN_PER_CLIENT, clientRef);
      await services.rateLimits.consume(ACCOUNT_OPEN_PER_BROWSER, browserRef);
      const run = async (submissionKey?: string) => {
        const { verified, bvnProblem } = await readBvnValidation(services, input, browserRef);
        const branchValues = (await publishedBranchChoices(services)).map((branch) => branch.value);
        const { form, business, documents } = await validateInstantAccount({
          input,
          files,
          verified,
          bvnProblem,
          branchValues,
        });
        const typedNinHolder = verified?.nin
          ? undefined
          : await checkTypedNin({ services, nin: form.nin, clientRef, browserRef });
        const identityVerified = isIdentityVerified(verified, form.nin, typedNinHolder);
        return {
          status: 201,
          body: await openAndNotify({
            services,
            form,
            business,
            documents,
            bvnRef: input.bvnRef ?? '',
            identityVerified,
            clientRef,
            browserRef,
            submissionKey,
          }),
        };
      };
      // A submission whose process died after its record committed: finish it and answer as it would have.
      const recover = async (submissionKey: string) => {
        const [found] = await services.database.db
          .select({ application: accountApplications, customer: customers })
          .from(accountApplications)
          .innerJoin(customers, eq(customers.id, accountApplications.customerId))
          .where(eq(accountApplications.submissionKey, submissionKey));
        return found
          ? {
              status: 201,
              body: toOpeningResult(
                found.customer,
                await openAccountAndNotify({ services, application: found.application, clientRef }),
              ),
            }
          : undefined;
      };
      if (!idempotencyKey) return (await run()).body;
      if (!IDEMPOTENCY_KEY.test(idempotencyKey))
        throw new AppError(AppErrorCode.BadIdempotencyKey, messages.errors.request.badIdempotencyKey);
      // The key is checked before anything else: a replay must not meet the spent consent reference.
      const result = await runIdempotent({
        db: services.database.db,
        cipher: services.cipher,
        key: idempotencyKey,
        scope: 'accounts.instant',
        fingerprint: await fingerprintSubmission(input, files),
        leaseSeconds: services.config.IDEMPOTENCY_LEASE_SECONDS,
        run,
        recover,
      });
      return result.body;
    });
  });
}

/** What makes two submissions the same: every text field and the bytes of each document. */
async function fingerprintSubmission(input: InstantAccountRequest, files: InstantAccountFilesInput) {
  const fields = Object.fromEntries(
    Object.entries(input)
      .filter(([name, value]) => typeof value === 'string' && name !== 'idempotencyKey')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const documents: Record<string, string> = {};
  for (const field of ['photo', 'scannedIDCard'] as const) {
    const file = files[field];
    if (file)
      documents[field] = createHash('sha256')
        .update(new Uint8Array(await file.arrayBuffer()))
        .digest('hex');
  }
  return fingerprintOf({ fields, documents });
}
