import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuditOutcome } from '../../../domain/back-office/audit-actions';
import { lagosExportTime } from '../../../domain/lagos-time';
import { auditSentence, auditTexts } from '../../../domain/messages/back-office/audit';
import { complianceTexts } from '../../../domain/messages/back-office/compliance';
import { auditEvents, staffMembers } from '../../db/schema';
import type { Services } from '../../services';
import { dateRangeOf } from '../date-filter';
import { EXPORT_LIMIT, likePattern, pageRequest, queuePage, type QueuePage } from '../paging';
import { actorIsStaff } from '../staff-actions';
import { COMMAND_LINE_ACTOR } from '../staff-members';
import type { QueueExport } from '../queue-export';
import { nameSubjects, subjectsOfSearch, unnamedSubject } from './audit-subjects';

export interface AuditRow {
  id: string;
  at: string;
  action: string;
  outcome: AuditOutcome;
  /** What happened, in words (the message catalogue's sentence of the action). */
  sentence: string;
  /** The subject's id, only ever the address of its link. */
  subject: string;
  /** The subject by its reference or account number. */
  subjectLabel: string;
  /** The subject's page in the back office, '' when it has none. */
  subjectHref: string;
  actorId: string;
  /** The staff member's name or e-mail, or the command line; '' for customers and the system. */
  actorName: string;
  /** The details as recorded (JSON), for the export. */
  details: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const textFilter = (query: URLSearchParams, name: string) => (query.get(name) ?? '').trim().slice(0, 200);

/** Subject (an id, a reference or an account number), staff member, action (its beginning, so 'loans.' gives every loan event) and Lagos dates. */
async function conditionsOf(services: Services, query: URLSearchParams): Promise<SQL | undefined> {
  const subject = textFilter(query, 'subject');
  const actor = textFilter(query, 'actor');
  const action = textFilter(query, 'action');
  const pattern = action ? `${likePattern(action).slice(1, -1)}%` : '';
  return and(
    ...(subject ? [inArray(auditEvents.subject, await subjectsOfSearch(services, subject))] : []),
    ...(actor && UUID.test(actor) ? [eq(auditEvents.actor, actor.toLowerCase())] : []),
    ...(pattern ? [sql`${auditEvents.action} like ${pattern}`] : []),
    ...dateRangeOf(query, auditEvents.occurredAt),
  );
}

async function auditRows(
  services: Services,
  where: SQL | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<AuditRow[]> {
  const rows = await services.database.db
    .select({ event: auditEvents, actorName: staffMembers.name, actorEmail: staffMembers.email })
    .from(auditEvents)
    .leftJoin(staffMembers, actorIsStaff)
    .where(where)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
  const subjects = await nameSubjects(
    services,
    rows.map(({ event }) => event.subject ?? ''),
  );
  return rows.map(({ event, actorName, actorEmail }) => {
    const subject = event.subject ?? '';
    const named = subject
      ? (subjects.get(subject.toLowerCase()) ?? unnamedSubject(subject))
      : { label: auditTexts.subjects.none, href: '' };
    return {
      id: String(event.id),
      at: event.occurredAt.toISOString(),
      action: event.action,
      outcome: event.outcome as AuditOutcome,
      sentence: auditSentence(event),
      subject,
      subjectLabel: named.label,
      subjectHref: named.href,
      actorId: event.actor ?? '',
      actorName:
        actorName || actorEmail || (event.actor === COMMAND_LINE_ACTOR ? complianceTexts.audit.commandLine : ''),
      details: event.details && Object.keys(event.details).length > 0 ? JSON.stringify(event.details) : '',
    };
  });
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
  const where = await conditionsOf(services, query);
  const [{ total }] = await services.database.db.select({ total: count() }).from(auditEvents).where(where);
  return queuePage(await auditRows(services, where, { limit, offset }), total, page);
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
  const rows = await auditRows(services, await conditionsOf(services, query), { limit: EXPORT_LIMIT, offset: 0 });
  return {
    header: complianceTexts.audit.csvHeader,
    rows: rows.map((row) => [
      lagosExportTime(row.at),
      row.action,
      row.sentence,
      auditTexts.outcomes[row.outcome],
      row.subjectLabel,
      row.subject,
      row.actorId,
      row.actorName,
      row.details,
    ]),
  };
}

export const auditExport: QueueExport = { area: 'audit', fileName: 'audit-trail.csv', rows: auditTrailCsv };
