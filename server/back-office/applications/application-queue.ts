import { lagosExportTime } from '../../../domain/lagos-time';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { QUICK_STEP } from '../../../domain/constants';
import { SERVICE_LEVELS } from '../../../domain/back-office/service-levels';
import { ownerOn, workOwner, workQueue, type QueueWork, type WorkCells } from '../work/work-queue';
import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { productName } from '../../accounts/account-result';
import { branchNames } from '../../content/branch-choices';
import {
  ACCT_TYPES,
  APPLICATION_REVIEW_STATES,
  APPLICATION_STATES,
  accountApplications,
  customers,
  workItems,
} from '../../db/schema';
import type { Services } from '../../services';
import type { QueueExport } from '../queue-export';
import { customerNameMatches } from './find-application';
import { EXPORT_LIMIT, likePattern, oneOf, pageRequest, queuePage, searchText } from '../paging';

const texts = customerServiceTexts.applications;

const APPLICATION_KINDS = ['instant', 'wizard'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const kindOf = (step: number): ApplicationKind => (step >= QUICK_STEP ? 'instant' : 'wizard');

export interface ApplicationRow {
  id: string;
  name: string;
  businessName: string;
  email: string;
  kind: ApplicationKind;
  acctType: (typeof ACCT_TYPES)[number];
  product: string;
  branch: string;
  acctNumber: string;
  state: (typeof APPLICATION_STATES)[number];
  reviewState: (typeof APPLICATION_REVIEW_STATES)[number];
  createdAt: string;
  reviewedAt: string;
  work: WorkCells;
}

/** The list's filter from the address: kind, applicant type, account state, review state and the search text. */
function applicationFilter(query: URLSearchParams, work: QueueWork): SQL | undefined {
  const kind = oneOf(query, 'kind', APPLICATION_KINDS);
  const acctType = oneOf(query, 'acctType', ACCT_TYPES);
  const state = oneOf(query, 'state', APPLICATION_STATES);
  const review = oneOf(query, 'review', APPLICATION_REVIEW_STATES);
  const text = searchText(query);
  const pattern = likePattern(text);
  return and(
    kind === 'instant'
      ? gte(accountApplications.step, QUICK_STEP)
      : kind === 'wizard'
        ? lt(accountApplications.step, QUICK_STEP)
        : undefined,
    acctType ? eq(customers.acctType, acctType) : undefined,
    state ? eq(accountApplications.state, state) : undefined,
    review ? eq(accountApplications.reviewState, review) : undefined,
    work.condition,
    text
      ? or(customerNameMatches(text), ilike(customers.email, pattern), ilike(accountApplications.acctNumber, pattern))
      : undefined,
  );
}

type Joined = { application: typeof accountApplications.$inferSelect; customer: typeof customers.$inferSelect };

/** An application waits on the bank until it is reviewed: one working day (service-levels.ts). */
const applicationWork = workQueue('application', {
  id: accountApplications.id,
  received: accountApplications.createdAt,
  open: eq(accountApplications.reviewState, 'awaiting_review'),
  level: SERVICE_LEVELS.application,
});

function toRow(
  { application, customer }: Joined,
  work: WorkCells,
  branchName: (value: string) => string,
): ApplicationRow {
  return {
    work,
    id: application.id,
    name: [customer.firstname, customer.middlename, customer.lastname].filter(Boolean).join(' '),
    businessName: customer.businessName ?? '',
    email: customer.email,
    kind: kindOf(application.step),
    acctType: customer.acctType,
    product: productName(application.accountProduct),
    branch: branchName(application.preferredBranch),
    acctNumber: application.acctNumber ?? '',
    state: application.state,
    reviewState: application.reviewState,
    createdAt: application.createdAt.toISOString(),
    reviewedAt: application.reviewedAt?.toISOString() ?? '',
  };
}

async function selectApplications(
  services: Services,
  work: QueueWork,
  where: SQL | undefined,
  limit: number,
  offset: number,
) {
  const branchName = await branchNames(services);
  const rows = await services.database.db
    .select({ application: accountApplications, customer: customers, ...work.columns })
    .from(accountApplications)
    .innerJoin(customers, eq(customers.id, accountApplications.customerId))
    .leftJoin(workItems, work.on)
    .leftJoin(workOwner, ownerOn)
    .where(where)
    .orderBy(...work.orders, desc(accountApplications.createdAt), desc(accountApplications.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ application, customer, ...cells }) =>
    toRow(
      { application, customer },
      work.cells(cells, {
        receivedAt: application.createdAt,
        isOpen: application.reviewState === 'awaiting_review',
      }),
      branchName,
    ),
  );
}

/** One page of account applications (instant and wizard), over their service level first, then newest first. */
export async function listApplications({
  services,
  query,
  memberId,
}: {
  services: Services;
  query: URLSearchParams;
  memberId?: string;
}) {
  const { page, limit, offset } = pageRequest(query);
  const work = applicationWork({ query, memberId });
  const where = applicationFilter(query, work);
  const [rows, [{ total }]] = await Promise.all([
    selectApplications(services, work, where, limit, offset),
    services.database.db
      .select({ total: count() })
      .from(accountApplications)
      .innerJoin(customers, eq(customers.id, accountApplications.customerId))
      .leftJoin(workItems, work.on)
      .where(where),
  ]);
  return queuePage(rows, total, page);
}

export const applicationsExport: QueueExport = {
  area: 'applications',
  fileName: 'account-applications.csv',
  async rows(services, query) {
    const work = applicationWork({ query });
    const rows = await selectApplications(services, work, applicationFilter(query, work), EXPORT_LIMIT, 0);
    return {
      header: customerServiceTexts.csv.applications,
      rows: rows.map((row) => [
        lagosExportTime(row.createdAt),
        texts.kinds[row.kind],
        row.acctType,
        row.name,
        row.businessName,
        row.email,
        row.product,
        row.branch,
        row.acctNumber,
        texts.states[row.state],
        texts.reviews[row.reviewState],
        lagosExportTime(row.reviewedAt),
      ]),
    };
  },
};
