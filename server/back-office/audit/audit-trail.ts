import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { complianceTexts } from '../../../domain/messages/back-office/compliance';
import { auditEvents, staffMembers } from '../../db/schema';
import type { Services } from '../../services';
import { dateRangeOf } from '../date-filter';
import { EXPORT_LIMIT, likePattern, pageRequest, queuePage, type QueuePage } from '../paging';
import { actorIsStaff } from '../staff-actions';
import type { QueueExport } from '../queue-export';

export interface AuditRow {
  id: string;
  at: string;
  action: string;
  outcome: string;
  subject: string;
  actorId: string;
  /** The staff member's name or e-mail; '' for customers and the system. */
  actorName: string;
  details: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const textFilter = (query: URLSearchParams, name: string) => (query.get(name) ?? '').trim().slice(0, 200);

/** Subject (exactly), staff member, action (its beginning, so 'loans.' gives every loan event) and Lagos dates. */
function conditionsOf(query: URLSearchParams): SQL | undefined {
  const subject = textFilter(query, 'subject');
  const actor = textFilter(query, 'actor');
  const action = textFilter(query, 'action');
  const pattern = action ? `${likePattern(action).slice(1, -1)}%` : '';
  return and(
    ...(subject ? [eq(auditEvents.subject, subject)] : []),
    ...(actor && UUID.test(actor) ? [eq(auditEvents.actor, actor.toLowerCase())] : []),
    ...(pattern ? [sql`${auditEvents.action} like ${pattern}`] : []),
    ...dateRangeOf(query, auditEvents.occurredAt),
  );
}

async function auditRows(
  services: Services,
  query: URLSearchParams,
  { limit, offset }: { limit: number; offset: number },
): Promise<AuditRow[]> {
  const rows = await services.database.db
    .select({ event: auditEvents, actorName: staffMembers.name, actorEmail: staffMembers.email })
    .from(auditEvents)
    .leftJoin(staffMembers, actorIsStaff)
    .where(conditionsOf(query))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ event, actorName, actorEmail }) => ({
    id: String(event.id),
    at: event.occurredAt.toISOString(),
    action: event.action,
    outcome: event.outcome,
    subject: event.subject ?? '',
    actorId: event.actor ?? '',
    actorName: actorName || actorEmail || '',
    details: event.details && Object.keys(event.details).length > 0 ? JSON.stringify(event.details) : '',
  }));
}

/** Every event of the append-only log matching the filter, newest first, a page at a time. */
export async function listAuditTrail({
  services,
  query,
}: {
  services: Services;
  query: URLSearchParams;
}): Promise<QueuePage<AuditRow>> {
  const { page, limit, offset } = pageRequest(query);
  const [{ total }] = await services.database.db
    .select({ total: count() })
    .from(auditEvents)
    .where(conditionsOf(query));
  return queuePage(await auditRows(services, query, { limit, offset }), total, page);
}

/** The staff members an event can be filtered by, by name. */
export async function auditActors(services: Services) {
  const members = await services.database.db
    .select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email })
    .from(staffMembers)
    .orderBy(asc(staffMembers.name), asc(staffMembers.email));
  return members.map((member) => ({
    value: member.id,
    label: member.name ? `${member.name} (${member.email})` : member.email,
  }));
}

export async function auditTrailCsv(services: Services, query: URLSearchParams) {
  const rows = await auditRows(services, query, { limit: EXPORT_LIMIT, offset: 0 });
  return {
    header: complianceTexts.audit.csvHeader,
    rows: rows.map((row) => [row.at, row.action, row.outcome, row.subject, row.actorId, row.actorName, row.details]),
  };
}

export const auditExport: QueueExport = { area: 'audit', fileName: 'audit-trail.csv', rows: auditTrailCsv };
