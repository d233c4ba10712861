import { and, eq, getTableName, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErasureItem } from '../../../domain/back-office/data-erasure';
import {
  accountApplications,
  applicantGrants,
  applicationScreenings,
  contactChanges,
  contactMessages,
  contactReplies,
  customerProfiles,
  customerSessions,
  customers,
  documentUploads,
  emailVerificationTokens,
  loanApplications,
  loanDocumentRequests,
  loanDocuments,
  loanInternalNotes,
  loanMessages,
  loanStatusEvents,
  mailQueue,
  newsletterSubscribers,
  oneTimeCodes,
  outboxMessages,
  signInChallenges,
  staffApprovals,
  type LoanStatus,
} from '../../db/schema';
import { CUSTOMER_SEALS } from '../../accounts/sealed-fields';
import { SEAL_CONTEXT as MAIL_QUEUE_CONTEXT } from '../../messaging/mail-queue';
import { SEAL_CONTEXT as OUTBOX_CONTEXT } from '../../messaging/outbox';
import type { Services } from '../../services';
import type { Profile } from '../../sign-in/profiles';

/** Loans the bank must keep once they are under way or granted: only drafts and declined ones can go. */
export const ERASABLE_LOAN_STATUSES: LoanStatus[] = ['draft', 'declined', 'withdrawn'];

type Transaction = Parameters<Parameters<Services['database']['db']['transaction']>[0]>[0];

/** Deletes the rows of `table` whose `column` is one of `ids`, and answers how many went. */
async function deleteCounted(tx: Transaction, table: PgTable, column: PgColumn, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  return (
    await tx
      .delete(table)
      .where(inArray(column, [...ids]))
      .returning({ id: column })
  ).length;
}

/**
 * The requests to clear an application's high risk carry the applicant's name and list hits (decision
 * 089). One still waiting is annulled (deleted: its screening is gone with the applications item, and
 * a new screening needs a new clearance); a decided one keeps who asked, who decided and when, with its
 * details emptied. Answers how many requests were annulled or emptied.
 */
async function annulRiskRequests(tx: Transaction, applicationIds: readonly string[]) {
  const ofThese = and(
    eq(staffApprovals.kind, 'application.risk'),
    inArray(staffApprovals.subjectId, [...applicationIds]),
  );
  const annulled = await tx
    .delete(staffApprovals)
    .where(and(ofThese, eq(staffApprovals.state, 'pending')))
    .returning({ id: staffApprovals.id });
  const emptied = await tx
    .update(staffApprovals)
    .set({ payload: {} })
    .where(and(ofThese, ne(staffApprovals.state, 'pending'), sql`${staffApprovals.payload} <> '{}'::jsonb`))
    .returning({ id: staffApprovals.id });
  return annulled.length + emptied.length;
}

export interface ErasureResult {
  /** Rows (and stored documents) removed, by table; for staff_approvals, requests annulled or emptied. */
  erased: Record<string, number>;
}

const isTo = (services: Services, sealed: string | null, context: string, email: string) => {
  if (!sealed) return false;
  try {
    return (JSON.parse(services.cipher.decrypt(sealed, context)) as { to?: string }).to?.toLowerCase() === email;
  } catch {
    return false;
  }
};

/**
 * Erases the items asked for of what the website holds about a customer that no law makes a bank
 * keep (Nigeria Data Protection Act 2023, s. 34). Kept: the customer record and account
 * applications of accounts opened or being opened, with their documents (the Money Laundering Act
 * 2022 keeps identification records 5 years after the relationship ends), the BVN/NIN linking
 * records the CBN requires, mortgage applications under way or granted, the data-subject requests
 * themselves (proof they were answered) and the audit log (opaque references only). The screening
 * results of every application, and the requests to clear their risk, go with the applications item
 * (decision 089). A customer who
 * never opened an account is anonymised: the record stays (the profile and its requests point at
 * it) with no name, contact, BVN, NIN or date of birth left in it.
 */
export async function eraseWebsiteData({
  services,
  profile,
  email,
  items,
}: {
  services: Services;
  profile: Profile;
  email: string;
  items: ReadonlySet<ErasureItem>;
}): Promise<ErasureResult> {
  const { db } = services.database;
  const address = email.trim().toLowerCase();
  const documentKeys: string[] = [];

  const result = await db.transaction(async (tx) => {
    const erased: Record<string, number> = {};
    const tally = (name: string, count: number) => {
      erased[name] = (erased[name] ?? 0) + count;
    };
    /** Deletes and tallies under the table's name; nothing is tallied for no ids. */
    const erase = async (table: PgTable, column: PgColumn, ids: readonly string[]) => {
      if (ids.length > 0) tally(getTableName(table), await deleteCounted(tx, table, column, ids));
    };
    const applications = profile.customerId
      ? await tx.select().from(accountApplications).where(eq(accountApplications.customerId, profile.customerId))
      : [];
    // An application that reached the core (pending or opened) is an account's opening record.
    const unfinished = applications.filter((application) => application.state === 'draft' && !application.acctNumber);

    if (profile.customerId && items.has('applications')) {
      const applicationIds = applications.map((application) => application.id);
      // Screening results name the applicant and their list hits: they go for every application, kept ones too.
      await erase(applicationScreenings, applicationScreenings.applicationId, applicationIds);
      if (applicationIds.length > 0) tally('staff_approvals', await annulRiskRequests(tx, applicationIds));
      for (const application of unfinished) {
        documentKeys.push(
          ...[
            application.photoKey,
            application.scannedIdCardKey,
            ...Object.values(application.documentKeys ?? {}),
          ].filter((key): key is string => Boolean(key)),
        );
      }
      await erase(
        accountApplications,
        accountApplications.id,
        unfinished.map((application) => application.id),
      );
      await erase(emailVerificationTokens, emailVerificationTokens.customerId, [profile.customerId]);
      await erase(applicantGrants, applicantGrants.customerId, [profile.customerId]);
      if (unfinished.length === applications.length) {
        const sealedNothing = (context: string) => services.cipher.encrypt('', context);
        tally(
          'customers',
          (
            await tx
              .update(customers)
              .set({
                lastname: '',
                firstname: '',
                middlename: '',
                gender: '',
                cbBy: '',
                businessName: null,
                cacNumber: null,
                // Unique columns get a value that names no one and matches no look-up.
                email: `erased-${profile.customerId}@erased.invalid`,
                bvnHash: `erased:${profile.customerId}`,
                bvnSealed: sealedNothing(CUSTOMER_SEALS.bvn),
                ninSealed: null,
                ninHash: null,
                phoneSealed: sealedNothing(CUSTOMER_SEALS.phone),
                phoneHash: `erased:${profile.customerId}`,
                birthDateSealed: sealedNothing(CUSTOMER_SEALS.birthDate),
                emailVerifiedAt: null,
                updatedAt: new Date(),
              })
              .where(eq(customers.id, profile.customerId))
              .returning({ id: customers.id })
          ).length,
        );
      }
    }

    if (items.has('sign-in')) {
      // The website sign-in: password, saved address, sessions, challenges and their codes.
      const challenges = await tx
        .delete(signInChallenges)
        .where(eq(signInChallenges.profileId, profile.id))
        .returning({ id: signInChallenges.id });
      tally('sign_in_challenges', challenges.length);
      await erase(oneTimeCodes, oneTimeCodes.subject, [
        profile.id,
        ...(profile.customerId ? [profile.customerId] : []),
        ...challenges.map((challenge) => challenge.id),
      ]);
      await erase(contactChanges, contactChanges.profileId, [profile.id]);
      await erase(customerSessions, customerSessions.profileId, [profile.id]);
      await tx
        .update(customerProfiles)
        .set({
          passwordHash: null,
          passwordSetAt: null,
          addressSealed: null,
          ...(profile.customerId ? {} : { email: null }),
        })
        .where(eq(customerProfiles.id, profile.id));
      erased.customer_profiles = 1;
    }

    // Mortgage applications that are not going ahead, with everything attached to them.
    const loans = await tx
      .select({ id: loanApplications.id })
      .from(loanApplications)
      .where(and(eq(loanApplications.profileId, profile.id), inArray(loanApplications.status, ERASABLE_LOAN_STATUSES)));
    const loanIds = loans.map((loan) => loan.id);
    if (items.has('loans') && loanIds.length > 0) {
      const documents = await tx
        .delete(loanDocuments)
        .where(inArray(loanDocuments.applicationId, loanIds))
        .returning({ key: loanDocuments.storageKey });
      documentKeys.push(...documents.map((document) => document.key));
      tally('loan_documents', documents.length);
      await erase(loanDocumentRequests, loanDocumentRequests.applicationId, loanIds);
      await erase(loanMessages, loanMessages.applicationId, loanIds);
      await erase(loanInternalNotes, loanInternalNotes.applicationId, loanIds);
      await erase(loanStatusEvents, loanStatusEvents.applicationId, loanIds);
      await erase(loanApplications, loanApplications.id, loanIds);
    }

    if (address && items.has('newsletter')) await erase(newsletterSubscribers, newsletterSubscribers.email, [address]);
    if (address && items.has('messages')) {
      const messages = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${address}`);
      const ids = messages.map((message) => message.id);
      await erase(contactReplies, contactReplies.messageId, ids);
      await erase(contactMessages, contactMessages.id, ids);
    }
    if (address && items.has('mail')) {
      // Copies of e-mails already sent to the customer (unsent ones, such as this answer, stay queued).
      const sent = await tx
        .select({ id: mailQueue.id, sealed: mailQueue.messageSealed })
        .from(mailQueue)
        .where(isNotNull(mailQueue.sentAt));
      const sentTo = sent.filter((row) => isTo(services, row.sealed, MAIL_QUEUE_CONTEXT, address)).map((row) => row.id);
      await erase(mailQueue, mailQueue.id, sentTo);
      const outbox = await tx
        .select({ id: outboxMessages.id, sealed: outboxMessages.messageSealed })
        .from(outboxMessages);
      const outboxTo = outbox.filter((row) => isTo(services, row.sealed, OUTBOX_CONTEXT, address)).map((row) => row.id);
      await erase(outboxMessages, outboxMessages.id, outboxTo);
    }

    if (documentKeys.length > 0) await tx.delete(documentUploads).where(inArray(documentUploads.key, documentKeys));

    return { erased };
  });

  // The stored files go once the records that named them are gone.
  for (const key of documentKeys) await services.storage.delete(key);
  result.erased.documents = documentKeys.length;
  return result;
}
