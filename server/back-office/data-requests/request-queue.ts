import { lagosExportTime } from '../../../domain/lagos-time';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { complianceTexts } from '../../../domain/messages/back-office/compliance';
import { SERVICE_LEVELS } from '../../../domain/back-office/service-levels';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATES, dataSubjectRequests, workItems } from '../../db/schema';
import { ownerOn, workOwner, workQueue, type QueueWork, type WorkCells } from '../work/work-queue';
import type { Services } from '../../services';
import { dateRangeOf } from '../date-filter';
import { EXPORT_LIMIT, likePattern, oneOf, pageRequest, queuePage, searchText, type QueuePage } from '../paging';
import { REMINDER_DAYS_LEFT, daysLeft, lagosDayStartAfter } from './days-left';
import type { QueueExport } from '../queue-export';

const DUE_FILTERS = ['overdue', 'due-soon'] as const;

export interface DataRequestRow {
  id: string;
  reference: string;
  kind: (typeof DATA_REQUEST_KINDS)[number];
  state: (typeof DATA_REQUEST_STATES)[number];
  receivedAt: string;
  dueAt: string;
  completedAt: string | null;
  /** Lagos days left of the 30; null once answered. */
  daysLeft: number | null;
  work: WorkCells;
}

const OPEN_REQUEST = eq(dataSubjectRequests.state, 'received');
const requestWork = workQueue('data-request', {
  id: dataSubjectRequests.id,
  received: dataSubjectRequests.createdAt,
  dueAt: dataSubjectRequests.dueAt,
  open: OPEN_REQUEST,
  level: SERVICE_LEVELS['data-request'],
});

function conditionsOf(query: URLSearchParams, work: QueueWork): SQL | undefined {
  const { now } = work;
  const kind = oneOf(query, 'kind', DATA_REQUEST_KINDS);
  const state = oneOf(query, 'state', DATA_REQUEST_STATES);
  const due = oneOf(query, 'due', DUE_FILTERS);
  const reference = searchText(query);
  return and(
    ...(kind ? [eq(dataSubjectRequests.kind, kind)] : []),
    ...(state ? [eq(dataSubjectRequests.state, state)] : []),
    ...(due === 'overdue' ? [OPEN_REQUEST, lt(dataSubjectRequests.dueAt, now)] : []),
    // 'Due within 5 days': still open, not overdue, and 5 Lagos days or fewer left.
    ...(due === 'due-soon'
      ? [
          OPEN_REQUEST,
          gte(dataSubjectRequests.dueAt, now),
          lt(dataSubjectRequests.dueAt, lagosDayStartAfter(REMINDER_DAYS_LEFT + 1, now)),
        ]
      : []),
    ...(reference ? [sql`${dataSubjectRequests.reference} ilike ${likePattern(reference)}`] : []),
    ...dateRangeOf(query, dataSubjectRequests.createdAt),
    work.condition,
  );
}

async function requestRows(
  services: Services,
  query: URLSearchParams,
  { limit, offset, work }: { limit: number; offset: number; work: QueueWork },
): Promise<DataRequestRow[]> {
  const rows = await services.database.db
    .select({ row: dataSubjectRequests, ...work.columns })
    .from(dataSubjectRequests)
    .leftJoin(workItems, work.on)
    .leftJoin(workOwner, ownerOn)
    .where(conditionsOf(query, work))
    // Over the legal clock first; then open requests, the nearest deadline first; then the answered ones, newest first.
    .orderBy(
      ...work.orders,
      sql`(${dataSubjectRequests.state} = 'received') desc`,
      asc(sql`case when ${dataSubjectRequests.state} = 'received' then ${dataSubjectRequests.dueAt} end`),
      desc(dataSubjectRequests.createdAt),
      desc(dataSubjectRequests.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(({ row, ...cells }) => ({
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    state: row.state,
    receivedAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    daysLeft: row.state === 'received' ? daysLeft(row.dueAt, work.now) : null,
    work: work.cells(cells, { receivedAt: row.createdAt, dueAt: row.dueAt, isOpen: row.state === 'received' }),
  }));
}

/** Data-subject requests of the filter (kind, state, overdue or due soon, reference, received from/to), the most urgent first. */
export async function listDataRequestQueue({
  services,
  query,
  now = new Date(),
  memberId,
}: {
  services: Services;
  query: URLSearchParams;
  now?: Date;
  memberId?: string;
}): Promise<QueuePage<DataRequestRow>> {
  const { page, limit, offset } = pageRequest(query);
  const work = requestWork({ query, memberId, now });
  const [{ total }] = await services.database.db
    .select({ total: count() })
    .from(dataSubjectRequests)
    .leftJoin(workItems, work.on)
    .where(conditionsOf(query, work));
  return queuePage(await requestRows(services, query, { limit, offset, work }), total, page);
}

export async function dataRequestsCsv(services: Services, query: URLSearchParams) {
  const texts = complianceTexts.dataRequests;
  const rows = await requestRows(services, query, { limit: EXPORT_LIMIT, offset: 0, work: requestWork({ query }) });
  return {
    header: texts.csvHeader,
    rows: rows.map((row) => [
      row.reference,
      row.kind,
      row.state,
      lagosExportTime(row.receivedAt),
      lagosExportTime(row.dueAt),
      row.daysLeft ?? '',
      lagosExportTime(row.completedAt),
    ]),
  };
}

export const dataRequestsExport: QueueExport = {
  area: 'data-requests',
  fileName: 'data-requests.csv',
  rows: dataRequestsCsv,
};
