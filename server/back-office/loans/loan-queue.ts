import { lagosExportTime } from '../../../domain/lagos-time';
import { and, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { MORTGAGE_PRODUCT_IDS, mortgageProduct } from '../../../domain/mortgage-products';
import { loanOfficeTexts } from '../../../domain/messages/back-office/loans';
import { QUEUE_LOAN_STATUSES } from '../../../domain/loan-statuses';
import { SERVICE_LEVELS } from '../../../domain/back-office/service-levels';
import { loanApplications, staffMembers, workItems, type LoanStatus } from '../../db/schema';
import { ownerOn, workOwner, workQueue, type QueueWork, type WorkCells } from '../work/work-queue';
import { findProfileById, holderOf } from '../../sign-in/profiles';
import type { Services } from '../../services';
import { dateRangeOf } from '../date-filter';
import { EXPORT_LIMIT, likePattern, oneOf, pageRequest, queuePage, searchText, type QueuePage } from '../paging';
import type { QueueExport } from '../queue-export';

export interface LoanRow {
  id: string;
  reference: string;
  productId: string;
  productName: string;
  loanKobo: number | null;
  status: LoanStatus;
  submittedAt: string | null;
  updatedAt: string;
  work: WorkCells;
}

/** A loan waits on the bank until it is offered, declined, withdrawn or disbursed: then its service level no longer runs. */
const SETTLED: readonly LoanStatus[] = ['offer_issued', 'perfecting_title', 'declined', 'withdrawn', 'disbursed'];
const loanWork = workQueue('loan', {
  id: loanApplications.id,
  received: loanApplications.submittedAt,
  open: notInArray(loanApplications.status, [...SETTLED]),
  level: SERVICE_LEVELS.loan,
});

function conditionsOf(query: URLSearchParams, work: QueueWork): SQL | undefined {
  const status = oneOf(query, 'status', QUEUE_LOAN_STATUSES);
  const product = oneOf(query, 'product', MORTGAGE_PRODUCT_IDS);
  const reference = searchText(query);
  return and(
    ne(loanApplications.status, 'draft'),
    ...(status ? [eq(loanApplications.status, status)] : []),
    ...(product ? [eq(loanApplications.productId, product)] : []),
    ...(reference ? [sql`${loanApplications.reference} ilike ${likePattern(reference)}`] : []),
    ...dateRangeOf(query, loanApplications.submittedAt),
    work.condition,
  );
}

async function loanRows(
  services: Services,
  query: URLSearchParams,
  { limit, offset, work }: { limit: number; offset: number; work: QueueWork },
): Promise<LoanRow[]> {
  const rows = await services.database.db
    .select({ loan: loanApplications, ...work.columns })
    .from(loanApplications)
    .leftJoin(workItems, work.on)
    .leftJoin(workOwner, ownerOn)
    .where(conditionsOf(query, work))
    .orderBy(...work.orders, desc(loanApplications.updatedAt), desc(loanApplications.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ loan: row, ...cells }) => ({
    id: row.id,
    reference: row.reference,
    productId: row.productId,
    productName: mortgageProduct(row.productId)?.name ?? row.productId,
    loanKobo: row.loanKobo,
    status: row.status,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    work: work.cells(cells, { receivedAt: row.submittedAt ?? row.createdAt, isOpen: !SETTLED.includes(row.status) }),
  }));
}

/** Submitted applications of the filter (status, product, reference, submitted from/to), the most recently updated first. */
export async function listLoanQueue({
  services,
  query,
  memberId,
}: {
  services: Services;
  query: URLSearchParams;
  /** Who asks: the "my work" of the filter and the attention marks. */
  memberId?: string;
}): Promise<QueuePage<LoanRow>> {
  const { page, limit, offset } = pageRequest(query);
  const work = loanWork({ query, memberId });
  const [{ total }] = await services.database.db
    .select({ total: count() })
    .from(loanApplications)
    .leftJoin(workItems, work.on)
    .where(conditionsOf(query, work));
  return queuePage(await loanRows(services, query, { limit, offset, work }), total, page);
}

/** Who the export names on each loan: the customer (the core's name for an older account; '' while it is out) and the officer. */
async function peopleOfLoans(services: Services, ids: string[]) {
  if (ids.length === 0) return new Map<string, { customer: string; officer: string }>();
  const rows = await services.database.db
    .select({
      id: loanApplications.id,
      profileId: loanApplications.profileId,
      officerName: staffMembers.name,
      officerEmail: staffMembers.email,
    })
    .from(loanApplications)
    .leftJoin(staffMembers, eq(staffMembers.id, loanApplications.officerId))
    .where(inArray(loanApplications.id, ids));
  const names = new Map<string, Promise<string>>();
  const customerName = (profileId: string) => {
    if (!names.has(profileId))
      names.set(
        profileId,
        findProfileById(services, profileId)
          .then((profile) => (profile ? holderOf(services, profile) : null))
          .then((holder) => holder?.name ?? '')
          .catch(() => ''),
      );
    return names.get(profileId)!;
  };
  return new Map(
    await Promise.all(
      rows.map(
        async (row) =>
          [
            row.id,
            { customer: await customerName(row.profileId), officer: row.officerName || row.officerEmail || '' },
          ] as const,
      ),
    ),
  );
}

export async function loansCsv(services: Services, query: URLSearchParams) {
  const rows = await loanRows(services, query, { limit: EXPORT_LIMIT, offset: 0, work: loanWork({ query }) });
  const people = await peopleOfLoans(
    services,
    rows.map((row) => row.id),
  );
  return {
    header: loanOfficeTexts.csvHeader,
    rows: rows.map((row) => [
      row.reference,
      people.get(row.id)?.customer ?? '',
      row.productName,
      row.loanKobo === null ? '' : (row.loanKobo / 100).toFixed(2),
      row.status,
      people.get(row.id)?.officer ?? '',
      lagosExportTime(row.submittedAt),
      lagosExportTime(row.updatedAt),
    ]),
  };
}

export const loansExport: QueueExport = { area: 'loans', fileName: 'loan-applications.csv', rows: loansCsv };
