import { lagosExportTime } from '../../../domain/lagos-time';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { WHISTLE_BLOWER_STATUSES, type WhistleBlowerStatus } from '../../../domain/forms/whistle-blower';
import { complianceTexts } from '../../../domain/messages/back-office/compliance';
import { SERVICE_LEVELS } from '../../../domain/back-office/service-levels';
import { whistleBlowerReports, workItems } from '../../db/schema';
import { ownerOn, workOwner, workQueue, type QueueWork, type WorkCells } from '../work/work-queue';
import type { Services } from '../../services';
import { reportFieldContext } from '../../whistle-blower/report-fields';
import { dateRangeOf } from '../date-filter';
import { EXPORT_LIMIT, oneOf, pageRequest, queuePage, type QueuePage } from '../paging';
import type { QueueExport } from '../queue-export';

export interface ReportRow {
  id: string;
  reference: string;
  status: WhistleBlowerStatus;
  category: string;
  receivedAt: string;
  updatedAt: string;
  work: WorkCells;
}

/** A report waits on the bank until it is taken under review (service-levels.ts). */
const reportWork = workQueue('whistle-blower', {
  id: whistleBlowerReports.id,
  received: whistleBlowerReports.createdAt,
  open: eq(whistleBlowerReports.status, 'received'),
  level: SERVICE_LEVELS['whistle-blower'],
});

function conditionsOf(query: URLSearchParams, work: QueueWork): SQL | undefined {
  const status = oneOf(query, 'status', WHISTLE_BLOWER_STATUSES);
  return and(
    ...(status ? [eq(whistleBlowerReports.status, status)] : []),
    ...dateRangeOf(query, whistleBlowerReports.createdAt),
    work.condition,
  );
}

/** The columns a list may show: never what the report says, nor who made it (the category only). */
async function reportRows(
  services: Services,
  query: URLSearchParams,
  { limit, offset, work }: { limit: number; offset: number; work: QueueWork },
): Promise<ReportRow[]> {
  const rows = await services.database.db
    .select({
      id: whistleBlowerReports.id,
      reference: whistleBlowerReports.reference,
      status: whistleBlowerReports.status,
      category: whistleBlowerReports.category,
      createdAt: whistleBlowerReports.createdAt,
      updatedAt: whistleBlowerReports.updatedAt,
      ...work.columns,
    })
    .from(whistleBlowerReports)
    .leftJoin(workItems, work.on)
    .leftJoin(workOwner, ownerOn)
    .where(conditionsOf(query, work))
    .orderBy(...work.orders, desc(whistleBlowerReports.createdAt), desc(whistleBlowerReports.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    status: row.status,
    category: services.cipher.decrypt(row.category, reportFieldContext('category')),
    receivedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    work: work.cells(row, { receivedAt: row.createdAt, isOpen: row.status === 'received' }),
  }));
}

/** The reports of the filter (status, received from/to), newest first, a page at a time. */
export async function listWhistleBlowerReports({
  services,
  query,
  memberId,
}: {
  services: Services;
  query: URLSearchParams;
  memberId?: string;
}): Promise<QueuePage<ReportRow>> {
  const { page, limit, offset } = pageRequest(query);
  const work = reportWork({ query, memberId });
  const [{ total }] = await services.database.db
    .select({ total: count() })
    .from(whistleBlowerReports)
    .leftJoin(workItems, work.on)
    .where(conditionsOf(query, work));
  return queuePage(await reportRows(services, query, { limit, offset, work }), total, page);
}

/** The CSV of the filter: reference, status, category and dates; never the reporter's identity nor the report's text. */
export async function whistleBlowerReportsCsv(services: Services, query: URLSearchParams) {
  const texts = complianceTexts.whistleBlower;
  const rows = await reportRows(services, query, { limit: EXPORT_LIMIT, offset: 0, work: reportWork({ query }) });
  return {
    header: texts.csvHeader,
    rows: rows.map((row) => [
      row.reference,
      row.status,
      row.category,
      lagosExportTime(row.receivedAt),
      lagosExportTime(row.updatedAt),
    ]),
  };
}

export const whistleBlowerExport: QueueExport = {
  area: 'whistle-blower',
  fileName: 'whistle-blower-reports.csv',
  rows: whistleBlowerReportsCsv,
};
