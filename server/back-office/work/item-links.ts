import { inArray } from 'drizzle-orm';
import { referencesIn, type ItemReferenceKind } from '../../../domain/back-office/item-references';
import { mayWork, type StaffRole, type WorkArea } from '../../../domain/back-office/staff-roles';
import {
  accountApplications,
  contactMessages,
  dataSubjectRequests,
  loanApplications,
  whistleBlowerReports,
} from '../../db/schema';
import type { Services } from '../../services';

/** Which queue holds each kind of referenced item, and the address of its page. */
const TARGETS = {
  loan: { area: 'loans', page: '/staff/loans/' },
  'data-request': { area: 'data-requests', page: '/staff/data-requests/' },
  complaint: { area: 'contact-messages', page: '/staff/messages/' },
  'whistle-blower': { area: 'whistle-blower', page: '/staff/whistle-blower/' },
  application: { area: 'applications', page: '/staff/applications/' },
} as const satisfies Record<ItemReferenceKind, { area: WorkArea; page: string }>;

async function idsOf(services: Services, kind: ItemReferenceKind, references: string[]): Promise<Map<string, string>> {
  const { db } = services.database;
  const pairs =
    kind === 'loan'
      ? await db
          .select({ reference: loanApplications.reference, id: loanApplications.id })
          .from(loanApplications)
          .where(inArray(loanApplications.reference, references))
      : kind === 'data-request'
        ? await db
            .select({ reference: dataSubjectRequests.reference, id: dataSubjectRequests.id })
            .from(dataSubjectRequests)
            .where(inArray(dataSubjectRequests.reference, references))
        : kind === 'complaint'
          ? await db
              .select({ reference: contactMessages.reference, id: contactMessages.id })
              .from(contactMessages)
              .where(inArray(contactMessages.reference, references))
          : kind === 'whistle-blower'
            ? await db
                .select({ reference: whistleBlowerReports.reference, id: whistleBlowerReports.id })
                .from(whistleBlowerReports)
                .where(inArray(whistleBlowerReports.reference, references))
            : await db
                .select({ reference: accountApplications.acctNumber, id: accountApplications.id })
                .from(accountApplications)
                .where(inArray(accountApplications.acctNumber, references));
  return new Map(pairs.flatMap(({ reference, id }) => (reference ? [[reference, id] as const] : [])));
}

/**
 * The pages of the items a customer's text refers to (decision 091), by reference, for a member
 * with these roles: only the items of queues their roles work, and only items that exist, so a link
 * tells no more than the queues already do. A reference left out is shown as plain text.
 */
export async function itemLinksIn(
  services: Services,
  roles: readonly StaffRole[],
  text: string,
): Promise<Record<string, string>> {
  const wanted = referencesIn(text).filter(({ kind }) => mayWork(roles, TARGETS[kind].area));
  const links: Record<string, string> = {};
  for (const kind of new Set(wanted.map((each) => each.kind))) {
    const ids = await idsOf(
      services,
      kind,
      wanted.filter((each) => each.kind === kind).map((each) => each.reference),
    );
    for (const [reference, id] of ids) links[reference] = `${TARGETS[kind].page}${id}`;
  }
  return links;
}
