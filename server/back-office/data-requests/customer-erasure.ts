import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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
  type LoanStatus,
} from '../../db/schema';
import { CUSTOMER_SEALS } from '../../accounts/sealed-fields';
import { SEAL_CONTEXT as MAIL_QUEUE_CONTEXT } from '../../messaging/mail-queue';
import { SEAL_CONTEXT as OUTBOX_CONTEXT } from '../../messaging/outbox';
import type { Services } from '../../services';
import type { Profile } from '../../sign-in/profiles';

/** Loans the bank must keep once they are under way or granted: only drafts and declined ones can go. */
export const ERASABLE_LOAN_STATUSES: LoanStatus[] = ['draft', 'declined', 'withdrawn'];

export interface ErasureResult {
  /** Rows (and stored documents) removed, by table. */
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
 * results of every application go with the applications item (decision 089). A customer who
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
    const tally = (name: string, rows: unknown[]) => {
      erased[name] = (erased[name] ?? 0) + rows.length;
    };
    const applications = profile.customerId
      ? await tx.select().from(accountApplications).where(eq(accountApplications.customerId, profile.customerId))
      : [];
    // An application that reached the core (pending or opened) is an account's opening record.
    const unfinished = applications.filter((application) => application.state === 'draft' && !application.acctNumber);

    if (profile.customerId && items.has('applications')) {
      // Screening results name the applicant and their list hits: they go for every application, kept ones too.
      if (applications.length > 0)
        tally(
          'application_screenings',
          await tx
            .delete(applicationScreenings)
            .where(
              inArray(
                applicationScreenings.applicationId,
                applications.map((application) => application.id),
              ),
            )
            .returning({ id: applicationScreenings.id }),
        );
      for (const application of unfinished) {
        documentKeys.push(
          ...[
            application.photoKey,
            application.scannedIdCardKey,
            ...Object.values(application.documentKeys ?? {}),
          ].filter((key): key is string => Boolean(key)),
        );
      }
      if (unfinished.length > 0) {
        tally(
          'account_applications',
          await tx
            .delete(accountApplications)
            .where(
              inArray(
                accountApplications.id,
                unfinished.map((application) => application.id),
              ),
            )
            .returning({ id: accountApplications.id }),
        );
      }
      tally(
        'email_verification_tokens',
        await tx
          .delete(emailVerificationTokens)
          .where(eq(emailVerificationTokens.customerId, profile.customerId))
          .returning({ id: emailVerificationTokens.tokenHash }),
      );
      tally(
        'applicant_grants',
        await tx
          .delete(applicantGrants)
          .where(eq(applicantGrants.customerId, profile.customerId))
          .returning({ id: applicantGrants.browserRef }),
      );
      if (unfinished.length === applications.length) {
        const sealedNothing = (context: string) => services.cipher.encrypt('', context);
        tally(
          'customers',
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
            .returning({ id: customers.id }),
        );
      }
    }

    if (items.has('sign-in')) {
      // The website sign-in: password, saved address, sessions, challenges and their codes.
      const challenges = await tx
        .delete(signInChallenges)
        .where(eq(signInChallenges.profileId, profile.id))
        .returning({ id: signInChallenges.id });
      tally('sign_in_challenges', challenges);
      const codeSubjects = [
        profile.id,
        ...(profile.customerId ? [profile.customerId] : []),
        ...challenges.map((challenge) => challenge.id),
      ];
      tally(
        'one_time_codes',
        await tx
          .delete(oneTimeCodes)
          .where(inArray(oneTimeCodes.subject, codeSubjects))
          .returning({ id: oneTimeCodes.id }),
      );
      tally(
        'contact_changes',
        await tx
          .delete(contactChanges)
          .where(eq(contactChanges.profileId, profile.id))
          .returning({ id: contactChanges.id }),
      );
      tally(
        'customer_sessions',
        await tx
          .delete(customerSessions)
          .where(eq(customerSessions.profileId, profile.id))
          .returning({ id: customerSessions.publicId }),
      );
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
      tally('loan_documents', documents);
      tally(
        'loan_document_requests',
        await tx
          .delete(loanDocumentRequests)
          .where(inArray(loanDocumentRequests.applicationId, loanIds))
          .returning({ id: loanDocumentRequests.id }),
      );
      tally(
        'loan_messages',
        await tx
          .delete(loanMessages)
          .where(inArray(loanMessages.applicationId, loanIds))
          .returning({ id: loanMessages.id }),
      );
      tally(
        'loan_internal_notes',
        await tx
          .delete(loanInternalNotes)
          .where(inArray(loanInternalNotes.applicationId, loanIds))
          .returning({ id: loanInternalNotes.id }),
      );
      tally(
        'loan_status_events',
        await tx
          .delete(loanStatusEvents)
          .where(inArray(loanStatusEvents.applicationId, loanIds))
          .returning({ id: loanStatusEvents.id }),
      );
      tally(
        'loan_applications',
        await tx
          .delete(loanApplications)
          .where(inArray(loanApplications.id, loanIds))
          .returning({ id: loanApplications.id }),
      );
    }

    if (address && items.has('newsletter'))
      tally(
        'newsletter_subscribers',
        await tx
          .delete(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, address))
          .returning({ id: newsletterSubscribers.id }),
      );
    if (address && items.has('messages')) {
      const messages = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${address}`);
      if (messages.length > 0) {
        const ids = messages.map((message) => message.id);
        tally(
          'contact_replies',
          await tx
            .delete(contactReplies)
            .where(inArray(contactReplies.messageId, ids))
            .returning({ id: contactReplies.id }),
        );
        tally(
          'contact_messages',
          await tx
            .delete(contactMessages)
            .where(inArray(contactMessages.id, ids))
            .returning({ id: contactMessages.id }),
        );
      }
    }
    if (address && items.has('mail')) {
      // Copies of e-mails already sent to the customer (unsent ones, such as this answer, stay queued).
      const sent = await tx
        .select({ id: mailQueue.id, sealed: mailQueue.messageSealed })
        .from(mailQueue)
        .where(isNotNull(mailQueue.sentAt));
      const sentTo = sent.filter((row) => isTo(services, row.sealed, MAIL_QUEUE_CONTEXT, address)).map((row) => row.id);
      if (sentTo.length > 0)
        tally(
          'mail_queue',
          await tx.delete(mailQueue).where(inArray(mailQueue.id, sentTo)).returning({ id: mailQueue.id }),
        );
      const outbox = await tx
        .select({ id: outboxMessages.id, sealed: outboxMessages.messageSealed })
        .from(outboxMessages);
      const outboxTo = outbox.filter((row) => isTo(services, row.sealed, OUTBOX_CONTEXT, address)).map((row) => row.id);
      if (outboxTo.length > 0)
        tally(
          'outbox_messages',
          await tx
            .delete(outboxMessages)
            .where(inArray(outboxMessages.id, outboxTo))
            .returning({ id: outboxMessages.id }),
        );
    }

    if (documentKeys.length > 0) await tx.delete(documentUploads).where(inArray(documentUploads.key, documentKeys));

    return { erased };
  });

  // The stored files go once the records that named them are gone.
  for (const key of documentKeys) await services.storage.delete(key);
  result.erased.documents = documentKeys.length;
  return result;
}
