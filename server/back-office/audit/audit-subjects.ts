import { inArray, or, sql } from 'drizzle-orm';
import { auditTexts } from '../../../domain/messages/back-office/audit';
import {
  accountApplications,
  bvnPhoneHelpRequests,
  contactMessages,
  contentItems,
  contentPictures,
  customerProfiles,
  dataSubjectRequests,
  identityLinks,
  loanApplications,
  staffMembers,
  whistleBlowerReports,
} from '../../db/schema';
import type { Services } from '../../services';
import { isUuid } from '../applications/find-application';

/** How the audit trail names an event's subject: a reference or account number, and the item's page when it has one. */
export interface AuditSubject {
  label: string;
  href: string;
}

const texts = auditTexts.subjects;

/** Names every subject found among the ids (one query per kind of item); an id that is no item is left out. */
export async function nameSubjects(services: Services, subjects: string[]): Promise<Map<string, AuditSubject>> {
  const ids = [...new Set(subjects.filter(isUuid).map((id) => id.toLowerCase()))];
  const named = new Map<string, AuditSubject>();
  if (ids.length === 0) return named;
  const { db } = services.database;
  const name = (id: string, label: string, href = '') => named.set(id, { label, href });
  const [applications, loans, messages, reports, requests, links, helps, members, profiles, contents, pictures] =
    await Promise.all([
      db
        .select({
          id: accountApplications.id,
          customerId: accountApplications.customerId,
          number: accountApplications.acctNumber,
        })
        .from(accountApplications)
        .where(or(inArray(accountApplications.id, ids), inArray(accountApplications.customerId, ids))),
      db
        .select({ id: loanApplications.id, reference: loanApplications.reference })
        .from(loanApplications)
        .where(inArray(loanApplications.id, ids)),
      db
        .select({ id: contactMessages.id, reference: contactMessages.reference })
        .from(contactMessages)
        .where(inArray(contactMessages.id, ids)),
      db
        .select({ id: whistleBlowerReports.id, reference: whistleBlowerReports.reference })
        .from(whistleBlowerReports)
        .where(inArray(whistleBlowerReports.id, ids)),
      db
        .select({ id: dataSubjectRequests.id, reference: dataSubjectRequests.reference })
        .from(dataSubjectRequests)
        .where(inArray(dataSubjectRequests.id, ids)),
      db
        .select({ id: identityLinks.id, number: identityLinks.accountNumber })
        .from(identityLinks)
        .where(inArray(identityLinks.id, ids)),
      db
        .select({ id: bvnPhoneHelpRequests.id, reference: bvnPhoneHelpRequests.reference })
        .from(bvnPhoneHelpRequests)
        .where(inArray(bvnPhoneHelpRequests.id, ids)),
      db
        .select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email })
        .from(staffMembers)
        .where(inArray(staffMembers.id, ids)),
      db
        .select({
          id: customerProfiles.id,
          customerId: customerProfiles.customerId,
          number: customerProfiles.accountNumber,
        })
        .from(customerProfiles)
        .where(inArray(customerProfiles.id, ids)),
      db
        .select({ id: contentItems.id, kind: contentItems.kind, key: contentItems.key })
        .from(contentItems)
        .where(inArray(contentItems.id, ids)),
      db
        .select({ id: contentPictures.id, alt: contentPictures.alt })
        .from(contentPictures)
        .where(inArray(contentPictures.id, ids)),
    ]);
  const numbersOfCustomer = (customerId: string | null) =>
    applications.filter((row) => row.customerId === customerId && row.number).map((row) => row.number!);
  for (const row of applications) {
    if (ids.includes(row.id))
      name(
        row.id,
        row.number ? texts.application(row.number) : texts.applicationWithoutAccount,
        `/staff/applications/${row.id}`,
      );
    if (ids.includes(row.customerId))
      name(row.customerId, texts.customer(numbersOfCustomer(row.customerId)), `/staff/customers/${row.customerId}`);
  }
  for (const row of profiles)
    name(
      row.id,
      texts.customer(row.number ? [row.number] : numbersOfCustomer(row.customerId)),
      `/staff/customers/${row.customerId ?? row.number}`,
    );
  for (const row of loans) name(row.id, texts.loan(row.reference), `/staff/loans/${row.id}`);
  for (const row of messages)
    name(row.id, row.reference ? texts.complaint(row.reference) : texts.contactMessage, `/staff/messages/${row.id}`);
  for (const row of reports) name(row.id, texts.report(row.reference), `/staff/whistle-blower/${row.id}`);
  for (const row of requests) name(row.id, texts.dataRequest(row.reference), `/staff/data-requests/${row.id}`);
  for (const row of links) name(row.id, texts.link(row.number));
  for (const row of helps) name(row.id, texts.bvnPhoneHelp(row.reference));
  for (const row of members) name(row.id, texts.staffMember(row.name || row.email));
  for (const row of contents) name(row.id, texts.content(row.kind, row.key), `/staff/content/${row.id}`);
  for (const row of pictures) name(row.id, texts.picture(row.alt), '/staff/content/pictures');
  return named;
}

const KEYED_HASH = /^[0-9a-f]{64}$/;

/** A subject no item carries: a keyed hash (of an account number, a BVN) is said to be one; a word (an export's queue) is itself. */
export function unnamedSubject(subject: string): AuditSubject {
  return {
    label: KEYED_HASH.test(subject) ? texts.keyedHash : isUuid(subject) ? texts.unknownItem : subject,
    href: '',
  };
}

/**
 * The subjects a search names: an item id as it is, or a reference or account number (the items
 * that carry it, the customer who holds the account, and the keyed hash the BVN/NIN linking records).
 */
export async function subjectsOfSearch(services: Services, search: string): Promise<string[]> {
  if (isUuid(search)) return [search.toLowerCase()];
  const reference = search.toUpperCase();
  const { db } = services.database;
  const [applications, loans, reports, requests, links, helps, profiles] = await Promise.all([
    db
      .select({ id: accountApplications.id, customerId: accountApplications.customerId })
      .from(accountApplications)
      .where(sql`${accountApplications.acctNumber} = ${search}`),
    db
      .select({ id: loanApplications.id })
      .from(loanApplications)
      .where(sql`${loanApplications.reference} = ${reference}`),
    db
      .select({ id: whistleBlowerReports.id })
      .from(whistleBlowerReports)
      .where(sql`${whistleBlowerReports.reference} = ${reference}`),
    db
      .select({ id: dataSubjectRequests.id })
      .from(dataSubjectRequests)
      .where(sql`${dataSubjectRequests.reference} = ${reference}`),
    db
      .select({ id: identityLinks.id })
      .from(identityLinks)
      .where(sql`${identityLinks.accountNumber} = ${search}`),
    db
      .select({ id: bvnPhoneHelpRequests.id })
      .from(bvnPhoneHelpRequests)
      .where(sql`${bvnPhoneHelpRequests.reference} = ${reference}`),
    db
      .select({ id: customerProfiles.id })
      .from(customerProfiles)
      .where(sql`${customerProfiles.accountNumber} = ${search}`),
  ]);
  const customerIds = applications.map((row) => row.customerId);
  const profilesOfCustomers = customerIds.length
    ? await db
        .select({ id: customerProfiles.id })
        .from(customerProfiles)
        .where(inArray(customerProfiles.customerId, customerIds))
    : [];
  return [
    search,
    services.keyedHash(search, 'account'),
    ...applications.flatMap((row) => [row.id, row.customerId]),
    ...[loans, reports, requests, links, helps, profiles, profilesOfCustomers].flat().map((row) => row.id),
  ];
}
