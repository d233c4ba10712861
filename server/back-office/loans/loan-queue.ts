import { lagosExportTime } from '../../../domain/lagos-time';
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { MORTGAGE_PRODUCT_IDS, mortgageProduct } from '../../../domain/mortgage-products';
import { loanOfficeTexts } from '../../../domain/messages/back-office/loans';
import { LOAN_STATUSES, loanApplications, type LoanStatus } from '../../db/schema';
import type { Services } from '../../services';
import { dateRangeOf } from '../date-filter';
import { EXPORT_LIMIT, likePattern, oneOf, pageRequest, queuePage, searchText, type QueuePage } from '../paging';
import type { QueueExport } from '../queue-export';

/** The statuses the queue filters by: a draft is the customer's, not yet the bank's. */
export const QUEUE_LOAN_STATUSES = LOAN_STATUSES.filter((status) => status !== 'draft');

export interface LoanRow {
  id: string;
  reference: string;
  productId: string;
  productName: string;
  loanKobo: number | null;
  status: LoanStatus;
  submittedAt: string | null;
  updatedAt: string;
}

function conditionsOf(query: URLSearchParams): SQL | undefined {
  const status = oneOf(query, 'status', QUEUE_LOAN_STATUSES);
  const product = oneOf(query, 'product', MORTGAGE_PRODUCT_IDS);
  const reference = searchText(query);
  return and(
    ne(loanApplications.status, 'draft'),
    ...(status ? [eq(loanApplications.status, status)] : []),
    ...(product ? [eq(loanApplications.productId, product)] : []),
    ...(reference ? [sql`${loanApplications.reference} ilike ${likePattern(reference)}`] : []),
    ...dateRangeOf(query, loanApplications.submittedAt),
  );
}

async function loanRows(
  services: Services,
  query: URLSearchParams,
  { limit, offset }: { limit: number; offset: number },
): Promise<LoanRow[]> {
  const rows = await services.database.db
    .select()
    .from(loanApplications)
    .where(conditionsOf(query))
    .orderBy(desc(loanApplications.updatedAt), desc(loanApplications.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    productId: row.productId,
    productName: mortgageProduct(row.productId)?.name ?? row.productId,
    loanKobo: row.loanKobo,
    status: row.status,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Submitted applications of the filter (status, product, reference, submitted from/to), the most recently updated first. */
export async function listLoanQueue({
  services,
  query,
}: {
  services: Services;
  query: URLSearchParams;
}): Promise<QueuePage<LoanRow>> {
  const { page, limit, offset } = pageRequest(query);
  const [{ total }] = await services.database.db
    .select({ total: count() })
    .from(loanApplications)
    .where(conditionsOf(query));
  return queuePage(await loanRows(services, query, { limit, offset }), total, page);
}

export async function loansCsv(services: Services, query: URLSearchParams) {
  const rows = await loanRows(services, query, { limit: EXPORT_LIMIT, offset: 0 });
  return {
    header: loanOfficeTexts.csvHeader,
    rows: rows.map((row) => [
      row.reference,
      row.productName,
      row.loanKobo === null ? '' : (row.loanKobo / 100).toFixed(2),
      row.status,
      lagosExportTime(row.submittedAt),
      lagosExportTime(row.updatedAt),
    ]),
  };
}

export const loansExport: QueueExport = { area: 'loans', fileName: 'loan-applications.csv', rows: loansCsv };
