import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { LoanStatus } from '../db/schema';
import { contactMessages, identityLinks, loanApplications } from '../db/schema';
import { mortgageProduct } from '../../domain/mortgage-products';
import type { Services } from '../services';
import type { Profile } from '../sign-in/profiles';
import { listDataRequests, type DataRequestView } from './data-requests';

interface AreaLoan {
  id: string;
  reference: string;
  productName: string;
  status: LoanStatus;
  createdAt: string;
}

interface AreaLinkRequest {
  accountNumber: string;
  outcome: 'linked' | 'refused';
  createdAt: string;
}

interface AreaContactMessage {
  subject: (typeof contactMessages.$inferSelect)['subject'];
  /** A complaint's CMP- reference; null for other messages. */
  reference: string | null;
  status: 'open' | 'closed';
  createdAt: string;
}

/** Everything else the customer has with the bank: mortgages, BVN/NIN link requests, messages, data requests. */
export interface CustomerActivity {
  loans: AreaLoan[];
  linkRequests: AreaLinkRequest[];
  contactMessages: AreaContactMessage[];
  dataRequests: DataRequestView[];
}

/**
 * The customer's dealings besides accounts, newest first: contact messages are theirs by the e-mail
 * address on record (the contact form asks for no sign-in), link requests by their account numbers.
 */
export async function customerActivity({
  services,
  profile,
  accountNumbers,
  email,
}: {
  services: Services;
  profile: Profile;
  accountNumbers: string[];
  email: string;
}): Promise<CustomerActivity> {
  const { db } = services.database;
  const [loans, links, messages, dataRequests] = await Promise.all([
    db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.profileId, profile.id))
      .orderBy(desc(loanApplications.createdAt)),
    accountNumbers.length > 0
      ? db
          .select()
          .from(identityLinks)
          .where(inArray(identityLinks.accountNumber, accountNumbers))
          .orderBy(desc(identityLinks.createdAt))
      : [],
    email
      ? db
          .select()
          .from(contactMessages)
          .where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()))
          .orderBy(desc(contactMessages.createdAt))
      : [],
    listDataRequests({ services, profile }),
  ]);
  return {
    loans: loans.map((loan) => ({
      id: loan.id,
      reference: loan.reference,
      productName: mortgageProduct(loan.productId)?.name ?? loan.productId,
      status: loan.status,
      createdAt: loan.createdAt.toISOString(),
    })),
    linkRequests: links.map((link) => ({
      accountNumber: link.accountNumber,
      outcome: link.outcome,
      createdAt: link.createdAt.toISOString(),
    })),
    contactMessages: messages.map((message) => ({
      subject: message.subject,
      reference: message.reference,
      status: message.status,
      createdAt: message.createdAt.toISOString(),
    })),
    dataRequests,
  };
}
