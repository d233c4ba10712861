import { desc, eq, inArray, sql } from 'drizzle-orm';
import {
  customerSectionsOf,
  mayOpenCustomerView,
  mayReadCustomerTrail,
  type CustomerSection,
} from '../../../domain/back-office/customer-view';
import type { StaffRole } from '../../../domain/back-office/staff-roles';
import type { LoanStatus } from '../../../domain/loan-statuses';
import { customerViewTexts } from '../../../domain/messages/back-office/customer-view';
import { displayName } from '../../../domain/names';
import { accountNameOf, productName } from '../../accounts/account-result';
import { CUSTOMER_SEALS } from '../../accounts/sealed-fields';
import type { CoreAccountStatus } from '../../adapters/core-banking';
import {
  accountApplications,
  contactMessages,
  dataSubjectRequests,
  identityLinks,
  loanApplications,
} from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import type { Services } from '../../services';
import { historyOf, type HistoryEntry } from '../history';
import { recordOpening } from '../staff-actions';
import type { StaffMember } from '../staff-members';
import { coreAccountOrSilence, findPerson, type Person } from './customer-person';

const texts = customerViewTexts;

export interface CustomerAccount {
  accountNumber: string;
  productName: string;
  /** 'unknown' while the core does not answer. */
  status: CoreAccountStatus | 'unknown';
  bvnLinked: boolean | null;
  ninLinked: boolean | null;
}

/** Each section's rows; a section outside the member's remit is null (not shown), not empty. */
export interface CustomerSections {
  applications: {
    id: string;
    productName: string;
    acctNumber: string;
    state: (typeof accountApplications.$inferSelect)['state'];
    review: (typeof accountApplications.$inferSelect)['reviewState'];
    createdAt: string;
  }[];
  loans: { id: string; reference: string; status: LoanStatus; loanKobo: number | null; createdAt: string }[];
  links: {
    id: string;
    accountNumber: string;
    outcome: 'linked' | 'refused';
    reason: string;
    review: 'new' | 'reviewed';
    createdAt: string;
  }[];
  messages: {
    id: string;
    reference: string | null;
    subject: (typeof contactMessages.$inferSelect)['subject'];
    status: 'open' | 'closed';
    createdAt: string;
  }[];
  dataRequests: {
    id: string;
    reference: string;
    kind: (typeof dataSubjectRequests.$inferSelect)['kind'];
    state: (typeof dataSubjectRequests.$inferSelect)['state'];
    dueAt: string;
  }[];
}

export interface CustomerView {
  key: string;
  /** '' when only the core knows the name and it does not answer now. */
  name: string;
  kind: 'Individual' | 'Corporate' | 'coreHolder';
  email: string;
  /** null for a holder from before the website: the core keeps their address. */
  emailVerified: boolean | null;
  phoneNo: string;
  since: string | null;
  coreSilent: boolean;
  accounts: CustomerAccount[];
  sections: { [Section in CustomerSection]: CustomerSections[Section] | null };
  history: HistoryEntry[];
}

/** Refuses a member none of whose roles reads customers' items (decision 084). */
export function refuseOutsideCustomerView(roles: readonly StaffRole[]) {
  if (!mayOpenCustomerView(roles)) throw new AppError(AppErrorCode.Forbidden, texts.forbidden);
}

async function sectionRows(services: Services, person: Person, emails: string[]): Promise<CustomerSections> {
  const { db } = services.database;
  const { customer, profile, accountNumbers } = person;
  const none = Promise.resolve([]);
  const [applications, loans, links, messages, dataRequests] = await Promise.all([
    customer
      ? db
          .select()
          .from(accountApplications)
          .where(eq(accountApplications.customerId, customer.id))
          .orderBy(desc(accountApplications.createdAt))
      : none,
    profile
      ? db
          .select()
          .from(loanApplications)
          .where(eq(loanApplications.profileId, profile.id))
          .orderBy(desc(loanApplications.createdAt))
      : none,
    accountNumbers.length > 0
      ? db
          .select()
          .from(identityLinks)
          .where(inArray(identityLinks.accountNumber, accountNumbers))
          .orderBy(desc(identityLinks.createdAt))
          .limit(100)
      : none,
    emails.length > 0
      ? db
          .select()
          .from(contactMessages)
          .where(inArray(sql`lower(${contactMessages.email})`, emails))
          .orderBy(desc(contactMessages.createdAt))
          .limit(100)
      : none,
    profile
      ? db
          .select()
          .from(dataSubjectRequests)
          .where(eq(dataSubjectRequests.profileId, profile.id))
          .orderBy(desc(dataSubjectRequests.createdAt))
      : none,
  ]);
  return {
    applications: applications.map((row) => ({
      id: row.id,
      productName: productName(row.accountProduct),
      acctNumber: row.acctNumber ?? '',
      state: row.state,
      review: row.reviewState,
      createdAt: row.createdAt.toISOString(),
    })),
    loans: loans.map((row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      loanKobo: row.loanKobo,
      createdAt: row.createdAt.toISOString(),
    })),
    links: links.map((row) => ({
      id: row.id,
      accountNumber: row.accountNumber,
      outcome: row.outcome,
      reason: row.reason,
      review: row.reviewState,
      createdAt: row.createdAt.toISOString(),
    })),
    messages: messages.map((row) => ({
      id: row.id,
      reference: row.reference,
      subject: row.subject,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    dataRequests: dataRequests.map((row) => ({
      id: row.id,
      reference: row.reference,
      kind: row.kind,
      state: row.state,
      dueAt: row.dueAt.toISOString(),
    })),
  };
}

/**
 * Everything of one person a member may read, in one view: their profile and accounts (asked of
 * the core), then each section their remit covers, and the history of those items. The opening is
 * audited once a sitting (decision 079).
 */
export async function viewCustomer({
  services,
  member,
  roles,
  key,
  now = new Date(),
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  roles: readonly StaffRole[];
  key: string;
  now?: Date;
}): Promise<CustomerView> {
  refuseOutsideCustomerView(roles);
  const person = await findPerson(services, key);
  if (!person) throw new AppError(AppErrorCode.NotFound, texts.notFound);
  const { customer, profile } = person;
  const core = await Promise.all(person.accountNumbers.map((number) => coreAccountOrSilence(services, number)));
  const holderAccount = customer ? null : core[0];
  const email = (customer?.email ?? holderAccount?.email ?? profile?.email ?? '').toLowerCase();
  const rows = await sectionRows(services, person, email ? [email] : []);
  const visible = customerSectionsOf(roles);
  const sections = Object.fromEntries(
    (Object.keys(rows) as CustomerSection[]).map((section) => [
      section,
      visible.includes(section) ? rows[section] : null,
    ]),
  ) as CustomerView['sections'];
  const itemIds = visible.flatMap((section) => rows[section].map((row) => row.id));
  const ownIds = mayReadCustomerTrail(roles) ? [customer?.id ?? '', profile?.id ?? ''] : [];
  await recordOpening(services, member, { action: 'customers.view', subject: customer?.id ?? profile?.id ?? key }, now);
  return {
    key: person.key,
    name: customer ? displayName(accountNameOf(customer)) : holderAccount ? displayName(holderAccount.accountName) : '',
    kind: customer?.acctType ?? 'coreHolder',
    email,
    emailVerified: customer ? customer.emailVerifiedAt !== null : null,
    phoneNo: customer
      ? services.cipher.decrypt(customer.phoneSealed, CUSTOMER_SEALS.phone)
      : (holderAccount?.phoneNo ?? ''),
    since: (customer?.createdAt ?? profile?.createdAt)?.toISOString() ?? null,
    coreSilent: core.includes(undefined),
    accounts: person.accountNumbers.map((accountNumber, index) => {
      const account = core[index];
      const product = rows.applications.find((row) => row.acctNumber === accountNumber)?.productName;
      return {
        accountNumber,
        productName: product ?? (account ? productName(account.productCode) : ''),
        status: account?.status ?? 'unknown',
        bvnLinked: account ? account.bvnLinked : null,
        ninLinked: account ? account.ninLinked : null,
      };
    }),
    sections,
    history: await historyOf(services, [...itemIds, ...ownIds]),
  };
}
