import { lagosExportTime } from '../../../domain/lagos-time';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { WHISTLE_BLOWER_STATUSES, type WhistleBlowerStatus } from '../../../domain/forms/whistle-blower';
import { complianceTexts } from '../../../domain/messages/back-office/compliance';
import { SERVICE_LEVELS } from '../../../domain/back-office/service-levels';
import { whistleBlowerReports, workItems } from '../../db/schema';
import {
  attentionFirst,
  overFirst,
  ownerOn,
  workCells,
  workColumns,
  workCondition,
  workOn,
  workOwner,
  type WorkCells,
} from '../work/work-queue';
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

function conditionsOf(query: URLSearchParams, memberId?: string): SQL | undefined {
  const status = oneOf(query, 'status', WHISTLE_BLOWER_STATUSES);
  return and(
    ...(status ? [eq(whistleBlowerReports.status, status)] : []),
    ...dateRangeOf(query, whistleBlowerReports.createdAt),
    workCondition(query, memberId),
  );
}

/** The columns a list may show: never what the report says, nor who made it (the category only). */
async function reportRows(
  services: Services,
  query: URLSearchParams,
  { limit, offset, memberId }: { limit: number; offset: number; memberId?: string },
): Promise<ReportRow[]> {
  const now = new Date();
  const level = SERVICE_LEVELS['whistle-blower'];
  const rows = await services.database.db
    .select({
      id: whistleBlowerReports.id,
      reference: whistleBlowerReports.reference,
      status: whistleBlowerReports.status,
      category: whistleBlowerReports.category,
      createdAt: whistleBlowerReports.createdAt,
      updatedAt: whistleBlowerReports.updatedAt,
      ...workColumns,
    })
    .from(whistleBlowerReports)
    .leftJoin(workItems, workOn('whistle-blower', whistleBlowerReports.id))
    .leftJoin(workOwner, ownerOn)
    .where(conditionsOf(query, memberId))
    .orderBy(
      // A report waits on the bank until it is taken under review (service-levels.ts).
      ...attentionFirst(memberId),
      ...overFirst(
        level,
        { received: whistleBlowerReports.createdAt, open: eq(whistleBlowerReports.status, 'received') },
        now,
      ),
      desc(whistleBlowerReports.createdAt),
      desc(whistleBlowerReports.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    status: row.status,
    category: services.cipher.decrypt(row.category, reportFieldContext('category')),
    receivedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    work: workCells(row, { level, receivedAt: row.createdAt, isOpen: row.status === 'received', memberId, now }),
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
  const [{ total }] = await services.database.db
    .select({ total: count() })
    .from(whistleBlowerReports)
    .leftJoin(workItems, workOn('whistle-blower', whistleBlowerReports.id))
    .where(conditionsOf(query, memberId));
  return queuePage(await reportRows(services, query, { limit, offset, memberId }), total, page);
}

/** The CSV of the filter: reference, status, category and dates; never the reporter's identity nor the report's text. */
export async function whistleBlowerReportsCsv(services: Services, query: URLSearchParams) {
  const texts = complianceTexts.whistleBlower;
  const rows = await reportRows(services, query, { limit: EXPORT_LIMIT, offset: 0 });
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
