import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { QUICK_STEP } from '../../domain/constants';
import { mortgageProduct } from '../../domain/mortgage-products';
import { formatPhone } from '../../domain/phone';
import { productName } from '../accounts/account-result';
import { CUSTOMER_SEALS } from '../accounts/sealed-fields';
import { readDetails } from '../accounts/wizard/wizard-values';
import { openContactPhone } from '../contact/contact-phone';
import {
  bvnPhoneHelpRequests,
  contactChanges,
  contactMessages,
  contactReplies,
  customerSessions,
  customers,
  dataSubjectRequests,
  identityLinks,
  loanApplications,
  loanDocumentRequests,
  loanDocuments,
  loanStatusEvents,
  newsletterSubscribers,
} from '../db/schema';
import { LOAN_DETAILS_SEAL } from '../loans/loan-applications';
import { loanThread } from '../loans/loan-messages';
import { offerOf } from '../loans/loan-offers';
import { newReference } from '../security/references';
import { openComplaintAccountNumber } from '../complaints/complaint-account-number';
import type { Services } from '../services';
import { askCore, type Profile } from '../sign-in/profiles';
import { CONTACT_CHANGE_SEAL } from './contact-changes';
import { DATA_REQUEST_ANSWER_SEAL, DATA_REQUEST_DETAILS_SEAL } from './data-requests';
import { addressOf, applicationsOf } from './overview';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const naira = (kobo: number | null) => (kobo === null ? null : kobo / 100);

/**
 * A copy of everything the website holds about the customer (the right of access, Nigeria Data
 * Protection Act 2023 s. 34), as one JSON document: the profile and the customer record, accounts,
 * BVN/NIN link history, contact-change history, account and mortgage applications (documents
 * listed, not their bytes), the loans' threads, contact messages and their replies, the newsletter
 * subscription, data-subject requests and sign-in sessions. What staff write for one another
 * (internal notes) is the bank's, not the customer's, and stays out (docs/decisions/055).
 *
 * A download is recorded once in the audit trail; it is not a data-subject request, so it adds
 * nothing to the customer's list of requests or to compliance's queue (docs/decisions/061).
 */
export async function exportCustomerData({
  services,
  profile,
  clientRef,
}: {
  services: Services;
  profile: Profile;
  clientRef?: string;
}) {
  const data = await collectCustomerData({ services, profile });
  await services.audit.record({
    action: 'customers.data-download',
    outcome: 'success',
    subject: profile.id,
    clientRef,
    details: { reference: data.reference },
  });
  return data;
}

/** Everything the website holds about the customer, as the download gives it; also what compliance erases from. */
export async function collectCustomerData({ services, profile }: { services: Services; profile: Profile }) {
  const { db } = services.database;
  const open = (sealed: string | null, context: string) => (sealed ? services.cipher.decrypt(sealed, context) : null);
  const generatedAt = new Date();
  const reference = newReference('DATA', generatedAt);

  const [customer] = profile.customerId
    ? await db.select().from(customers).where(eq(customers.id, profile.customerId))
    : [];
  const applications = await applicationsOf(services, profile);
  const accountNumbers = profile.customerId
    ? applications.flatMap((application) => (application.acctNumber ? [application.acctNumber] : []))
    : [profile.accountNumber!];
  const found = await Promise.all(
    accountNumbers.map((number) => askCore((signal) => services.coreBanking.findAccount(number, { signal }), services)),
  );
  const accounts = found.flatMap((account) => (account ? [account] : []));
  // Messages and the newsletter know the customer only by the e-mail address on record.
  const email = (customer?.email ?? accounts[0]?.email ?? profile.email ?? '').toLowerCase();

  const [links, changes, loans, messages, subscriptions, requests, sessions, phoneHelp] = await Promise.all([
    accountNumbers.length > 0
      ? db
          .select()
          .from(identityLinks)
          .where(inArray(identityLinks.accountNumber, accountNumbers))
          .orderBy(asc(identityLinks.createdAt))
      : [],
    db
      .select()
      .from(contactChanges)
      .where(eq(contactChanges.profileId, profile.id))
      .orderBy(asc(contactChanges.createdAt)),
    db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.profileId, profile.id))
      .orderBy(asc(loanApplications.createdAt)),
    email
      ? db
          .select()
          .from(contactMessages)
          .where(eq(sql`lower(${contactMessages.email})`, email))
          .orderBy(asc(contactMessages.createdAt))
      : [],
    email ? db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)) : [],
    db
      .select()
      .from(dataSubjectRequests)
      .where(eq(dataSubjectRequests.profileId, profile.id))
      .orderBy(asc(dataSubjectRequests.createdAt)),
    db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.profileId, profile.id))
      .orderBy(desc(customerSessions.createdAt)),
    customer
      ? db
          .select()
          .from(bvnPhoneHelpRequests)
          .where(eq(bvnPhoneHelpRequests.bvnHash, customer.bvnHash))
          .orderBy(asc(bvnPhoneHelpRequests.createdAt))
      : [],
  ]);
  const replies =
    messages.length > 0
      ? await db
          .select()
          .from(contactReplies)
          .where(
            inArray(
              contactReplies.messageId,
              messages.map((message) => message.id),
            ),
          )
          .orderBy(asc(contactReplies.sentAt))
      : [];

  const loanSections = await Promise.all(
    loans.map(async (loan) => {
      const [documents, documentRequests, history, thread, offer] = await Promise.all([
        db
          .select()
          .from(loanDocuments)
          .where(eq(loanDocuments.applicationId, loan.id))
          .orderBy(asc(loanDocuments.uploadedAt)),
        db
          .select()
          .from(loanDocumentRequests)
          .where(eq(loanDocumentRequests.applicationId, loan.id))
          .orderBy(asc(loanDocumentRequests.createdAt)),
        db
          .select()
          .from(loanStatusEvents)
          .where(eq(loanStatusEvents.applicationId, loan.id))
          .orderBy(asc(loanStatusEvents.occurredAt)),
        loanThread(services, loan.id),
        offerOf(services, loan.id),
      ]);
      return {
        reference: loan.reference,
        product: mortgageProduct(loan.productId)?.name ?? loan.productId,
        status: loan.status,
        step: loan.step,
        loanAmountNaira: naira(loan.loanKobo),
        propertyPriceNaira: naira(loan.priceKobo),
        annualRatePercent: loan.annualRatePercent === null ? null : Number(loan.annualRatePercent),
        tenorYears: loan.tenorYears,
        details: loan.detailsSealed
          ? (JSON.parse(open(loan.detailsSealed, LOAN_DETAILS_SEAL)!) as Record<string, unknown>)
          : {},
        createdAt: iso(loan.createdAt),
        submittedAt: iso(loan.submittedAt),
        // The list of what was sent, not the files: each can be downloaded from the Loan Dashboard.
        documents: documents.map((document) => ({
          kind: document.kind,
          fileName: document.fileName,
          contentType: document.contentType,
          sizeBytes: document.size,
          uploadedAt: iso(document.uploadedAt),
        })),
        documentRequests: documentRequests.map((request) => ({
          kind: request.kind,
          note: request.note,
          requestedAt: iso(request.createdAt),
          fulfilledAt: iso(request.fulfilledAt),
        })),
        history: history.map((event) => ({
          status: event.status,
          note: event.note,
          occurredAt: iso(event.occurredAt),
        })),
        // The offer the bank made (its letter is drawn from these terms) and the customer's acceptance of it.
        offer: offer
          ? {
              loanAmountNaira: naira(offer.loanKobo),
              annualRatePercent: Number(offer.annualRatePercent),
              tenorYears: offer.tenorYears,
              conditions: offer.conditions,
              issuedAt: iso(offer.issuedAt),
              acceptedAt: iso(offer.acceptedAt),
            }
          : null,
        messages: thread.map((message) => ({
          from: message.from,
          staffName: message.staffName,
          body: message.body,
          sentAt: message.sentAt,
        })),
      };
    }),
  );

  const data = {
    reference,
    generatedAt: generatedAt.toISOString(),
    about:
      'Your personal data held by AG Mortgage Bank on its website, as the Nigeria Data Protection Act 2023 entitles you to receive it.',
    profile: {
      email: profile.email,
      passwordSetAt: iso(profile.passwordSetAt),
      address: addressOf(services, profile, applications),
      createdAt: iso(profile.createdAt),
    },
    customer: customer
      ? {
          acctType: customer.acctType,
          lastname: customer.lastname,
          firstname: customer.firstname,
          middlename: customer.middlename,
          gender: customer.gender,
          email: customer.email,
          emailVerifiedAt: iso(customer.emailVerifiedAt),
          phoneNo: open(customer.phoneSealed, CUSTOMER_SEALS.phone),
          birthDate: open(customer.birthDateSealed, CUSTOMER_SEALS.birthDate),
          bvn: open(customer.bvnSealed, CUSTOMER_SEALS.bvn),
          nin: open(customer.ninSealed, CUSTOMER_SEALS.nin),
          preferredBranch: customer.preferredBranch,
          businessName: customer.businessName,
          cacNumber: customer.cacNumber,
          createdAt: iso(customer.createdAt),
        }
      : null,
    accounts: accounts.map((account) => ({ ...account, product: productName(account.productCode) })),
    linkRequests: links.map((link) => ({
      accountNumber: link.accountNumber,
      outcome: link.outcome,
      reason: link.reason,
      createdAt: iso(link.createdAt),
    })),
    contactChanges: changes.map((change) => {
      const previous = open(change.previousSealed, CONTACT_CHANGE_SEAL) ?? '';
      return {
        field: change.field,
        previous: change.field === 'phoneNo' ? formatPhone(previous) : previous,
        changedAt: iso(change.createdAt),
        cancellableUntil: iso(change.cancellableUntil),
        cancelledAt: iso(change.cancelledAt),
      };
    }),
    applications: applications.map((application) => ({
      product: productName(application.accountProduct),
      path: application.step < QUICK_STEP ? ('wizard' as const) : ('instant' as const),
      state: application.state,
      step: application.step,
      acctNumber: application.acctNumber,
      createdAt: iso(application.createdAt),
      openedAt: iso(application.openedAt),
      completedAt: iso(application.completedAt),
      details: readDetails(services, application),
      documents: [
        ...(application.photoKey ? ['photo'] : []),
        ...(application.scannedIdCardKey ? ['scannedIDCard'] : []),
        ...Object.keys(application.documentKeys ?? {}),
      ],
    })),
    loans: loanSections,
    contactMessages: messages.map((message) => ({
      name: message.name,
      email: message.email,
      phone: formatPhone(openContactPhone(services.cipher, message.phoneSealed)),
      subject: message.subject,
      ...(message.reference
        ? {
            reference: message.reference,
            complaintCategory: message.complaintCategory,
            accountNumber: openComplaintAccountNumber(services.cipher, message.accountNumberSealed),
          }
        : {}),
      message: message.message,
      status: message.status,
      createdAt: iso(message.createdAt),
      closedAt: iso(message.closedAt),
      replies: replies
        .filter((reply) => reply.messageId === message.id)
        .map((reply) => ({ body: reply.body, sentAt: iso(reply.sentAt) })),
    })),
    newsletter: subscriptions.map((subscription) => ({
      email: subscription.email,
      consentedAt: iso(subscription.consentedAt),
      source: subscription.source,
      unsubscribedAt: iso(subscription.unsubscribedAt),
    })),
    bvnPhoneHelpRequests: phoneHelp.map((request) => ({
      reference: request.reference,
      way: request.way,
      journey: request.journey,
      createdAt: iso(request.createdAt),
    })),
    dataRequests: requests.map((request) => ({
      reference: request.reference,
      kind: request.kind,
      state: request.state,
      details: open(request.detailsSealed, DATA_REQUEST_DETAILS_SEAL),
      answer: open(request.answerSealed, DATA_REQUEST_ANSWER_SEAL),
      createdAt: iso(request.createdAt),
      dueAt: iso(request.dueAt),
      completedAt: iso(request.completedAt),
    })),
    sessions: sessions.map((session) => ({
      device: session.device,
      network: session.network,
      createdAt: iso(session.createdAt),
      lastSeenAt: iso(session.lastSeenAt),
      endedAt: iso(session.endedAt),
      endReason: session.endReason,
    })),
  };
  return data;
}
