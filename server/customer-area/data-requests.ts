import { desc, eq } from 'drizzle-orm';
import { DataRequestSchema, type DataRequestKind } from '../../domain/forms';
import { lagosDate } from '../../domain/lagos-time';
import { customerArea } from '../../domain/messages/customer-area';
import { CUSTOMER_SEALS } from '../accounts/sealed-fields';
import { productName } from '../accounts/account-result';
import { readDetails } from '../accounts/wizard/wizard-values';
import { customerSessions, customers, dataSubjectRequests } from '../db/schema';
import { defineRateLimit } from '../security/rate-limits';
import { newReference } from '../security/references';
import type { Services } from '../services';
import { parseForm } from '../sign-in/parse-form';
import { askCore, type Profile } from '../sign-in/profiles';
import { addressOf, applicationsOf } from './overview';

const texts = customerArea.privacy;

/** The privacy policy's promise: every request answered within 30 days. */
export const DATA_REQUEST_DAYS = 30;
export const DATA_REQUEST_DETAILS_SEAL = 'data_subject_requests.details';
/** The bank's answer to a request (issue 10), sealed. */
export const DATA_REQUEST_ANSWER_SEAL = 'data_subject_requests.answer';
export const DATA_REQUESTS_PER_PROFILE = defineRateLimit({ action: 'data-requests', max: 10, windowSeconds: 24 * 60 * 60 });

export interface DataRequestView {
  reference: string;
  kind: DataRequestKind;
  state: 'received' | 'completed' | 'declined';
  createdAt: string;
  dueAt: string;
}

async function recordRequest(services: Services, profile: Profile, { kind, details, completed }: { kind: DataRequestKind; details: string; completed: boolean }) {
  const now = new Date();
  const [request] = await services.database.db
    .insert(dataSubjectRequests)
    .values({
      reference: newReference('DSR', now),
      profileId: profile.id,
      kind,
      detailsSealed: details ? services.cipher.encrypt(details, DATA_REQUEST_DETAILS_SEAL) : null,
      state: completed ? 'completed' : 'received',
      createdAt: now,
      dueAt: new Date(now.getTime() + DATA_REQUEST_DAYS * 24 * 60 * 60 * 1000),
      completedAt: completed ? now : null,
    })
    .returning();
  await services.audit.record({ action: 'customers.data-request', outcome: completed ? 'success' : 'pending', subject: profile.id, details: { kind, reference: request.reference } });
  return request;
}

const toView = (request: typeof dataSubjectRequests.$inferSelect): DataRequestView => ({
  reference: request.reference,
  kind: request.kind,
  state: request.state,
  createdAt: request.createdAt.toISOString(),
  dueAt: request.dueAt.toISOString(),
});

/** Records a request with its 30-day deadline and confirms it by e-mail with its reference. */
export async function fileDataRequest({ services, profile, input, email }: { services: Services; profile: Profile; input: Record<string, unknown>; email: string }) {
  const { kind, details } = parseForm(DataRequestSchema, input);
  await services.rateLimits.consume(DATA_REQUESTS_PER_PROFILE, profile.id);
  const request = await recordRequest(services, profile, { kind, details, completed: false });
  const due = lagosDate(request.dueAt);
  if (email) await services.messenger.sendEmail({ to: email, subject: texts.mailSubject(request.reference), text: texts.mailBody({ reference: request.reference, kind: texts.kinds[kind], due }) });
  return { status: 'success' as const, request: toView(request), message: texts.received(request.reference, due) };
}

export async function listDataRequests({ services, profile }: { services: Services; profile: Profile }): Promise<DataRequestView[]> {
  const rows = await services.database.db.select().from(dataSubjectRequests).where(eq(dataSubjectRequests.profileId, profile.id)).orderBy(desc(dataSubjectRequests.createdAt));
  return rows.map(toView);
}

/**
 * A copy of everything the website holds about the customer (the right of access), as one JSON
 * document; the download is recorded as an access request answered at once.
 */
export async function exportCustomerData({ services, profile }: { services: Services; profile: Profile }) {
  const { db } = services.database;
  const [customer] = profile.customerId ? await db.select().from(customers).where(eq(customers.id, profile.customerId)) : [];
  const applications = await applicationsOf(services, profile);
  const numbers = profile.customerId ? applications.flatMap((application) => (application.acctNumber ? [application.acctNumber] : [])) : [profile.accountNumber!];
  const accounts = await Promise.all(numbers.map((number) => askCore((signal) => services.coreBanking.findAccount(number, { signal }), services)));
  const sessions = await db.select().from(customerSessions).where(eq(customerSessions.profileId, profile.id)).orderBy(desc(customerSessions.createdAt));
  const request = await recordRequest(services, profile, { kind: 'access', details: '', completed: true });
  const open = (sealed: string | null, context: string) => (sealed ? services.cipher.decrypt(sealed, context) : null);
  return {
    reference: request.reference,
    generatedAt: new Date().toISOString(),
    about: 'Your personal data held by AG Mortgage Bank on its website, as the Nigeria Data Protection Act 2023 entitles you to receive it.',
    profile: { passwordSetAt: profile.passwordSetAt?.toISOString() ?? null, address: addressOf(services, profile, applications), createdAt: profile.createdAt.toISOString() },
    customer: customer
      ? {
          acctType: customer.acctType,
          lastname: customer.lastname,
          firstname: customer.firstname,
          middlename: customer.middlename,
          gender: customer.gender,
          email: customer.email,
          emailVerifiedAt: customer.emailVerifiedAt?.toISOString() ?? null,
          phoneNo: open(customer.phoneSealed, CUSTOMER_SEALS.phone),
          birthDate: open(customer.birthDateSealed, CUSTOMER_SEALS.birthDate),
          bvn: open(customer.bvnSealed, CUSTOMER_SEALS.bvn),
          nin: open(customer.ninSealed, CUSTOMER_SEALS.nin),
          preferredBranch: customer.preferredBranch,
          businessName: customer.businessName,
          cacNumber: customer.cacNumber,
          createdAt: customer.createdAt.toISOString(),
        }
      : null,
    applications: applications.map((application) => ({
      product: productName(application.accountProduct),
      state: application.state,
      step: application.step,
      acctNumber: application.acctNumber,
      createdAt: application.createdAt.toISOString(),
      openedAt: application.openedAt?.toISOString() ?? null,
      completedAt: application.completedAt?.toISOString() ?? null,
      details: readDetails(services, application),
      documents: [...(application.photoKey ? ['photo'] : []), ...(application.scannedIdCardKey ? ['scannedIDCard'] : []), ...Object.keys(application.documentKeys ?? {})],
    })),
    accounts: accounts.flatMap((account) => (account ? [{ ...account, product: productName(account.productCode) }] : [])),
    sessions: sessions.map((session) => ({ device: session.device, createdAt: session.createdAt.toISOString(), lastSeenAt: session.lastSeenAt.toISOString(), endedAt: session.endedAt?.toISOString() ?? null })),
    dataRequests: await listDataRequests({ services, profile }),
  };
}
