import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { mayWork, type StaffRole, type WorkArea } from '../../domain/back-office/staff-roles';
import {
  accountApplications,
  contactMessages,
  contentVersions,
  dataSubjectRequests,
  identityLinks,
  loanApplications,
  whistleBlowerReports,
} from '../db/schema';
import type { Services } from '../services';
import { listContentAwaitingApproval } from '../content/content-work';
import { listPendingApprovals } from './approvals';
import type { StaffMember } from './staff-members';

/** What waits in each queue: the work a member's overview counts, by area. */
const WAITING: Partial<Record<WorkArea, (services: Services) => Promise<number>>> = {
  applications: async ({ database: { db } }) =>
    (
      await db
        .select({ n: count() })
        .from(accountApplications)
        .where(and(eq(accountApplications.reviewState, 'awaiting_review'), ne(accountApplications.state, 'draft')))
    )[0]!.n,
  'pending-accounts': async ({ database: { db } }) =>
    (await db.select({ n: count() }).from(accountApplications).where(eq(accountApplications.state, 'pending')))[0]!.n,
  links: async ({ database: { db } }) =>
    (await db.select({ n: count() }).from(identityLinks).where(eq(identityLinks.reviewState, 'new')))[0]!.n,
  'contact-messages': async ({ database: { db } }) =>
    (await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'open')))[0]!.n,
  'whistle-blower': async ({ database: { db } }) =>
    (await db.select({ n: count() }).from(whistleBlowerReports).where(ne(whistleBlowerReports.status, 'closed')))[0]!.n,
  'data-requests': async ({ database: { db } }) =>
    (await db.select({ n: count() }).from(dataSubjectRequests).where(eq(dataSubjectRequests.state, 'received')))[0]!.n,
  loans: async ({ database: { db } }) =>
    (
      await db
        .select({ n: count() })
        .from(loanApplications)
        .where(
          inArray(loanApplications.status, [
            'received',
            'awaiting_documents',
            'under_assessment',
            'valuation',
            'with_fmbn',
          ]),
        )
    )[0]!.n,
  content: async ({ database: { db } }) =>
    (await db.select({ n: count() }).from(contentVersions).where(eq(contentVersions.state, 'awaiting_approval')))[0]!.n,
};

/** The member's queues with the number of items waiting in each, and the approvals waiting for them. */
export async function staffOverview(services: Services, member: StaffMember) {
  const roles = member.roles as StaffRole[];
  const areas = (Object.keys(WAITING) as WorkArea[]).filter((area) => mayWork(roles, area));
  const counts = await Promise.all(areas.map(async (area) => ({ area, waiting: await WAITING[area]!(services) })));
  const approvals = mayWork(roles, 'approvals')
    ? (await listPendingApprovals(services, member)).filter(({ approval }) => approval.makerId !== member.id).length +
      (await listContentAwaitingApproval(services, member)).filter((change) => !change.isMine).length
    : 0;
  return { counts, approvals };
}
