import { asc, inArray } from 'drizzle-orm';
import { actorIsStaff } from './staff-actions';
import { auditEvents, staffMembers } from '../db/schema';
import type { Services } from '../services';

export interface HistoryEntry {
  at: string;
  action: string;
  outcome: string;
  /** The staff member's name or e-mail, or '' for the customer and the system. */
  actor: string;
  details: Record<string, string | number | boolean | null>;
}

/** An item's history: every audit event about it (by any of its subject references), oldest first. */
export async function historyOf(services: Services, subjects: string[]): Promise<HistoryEntry[]> {
  const wanted = subjects.filter(Boolean);
  if (wanted.length === 0) return [];
  const rows = await services.database.db
    .select({ event: auditEvents, actorName: staffMembers.name, actorEmail: staffMembers.email })
    .from(auditEvents)
    .leftJoin(staffMembers, actorIsStaff)
    .where(inArray(auditEvents.subject, wanted))
    .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id))
    .limit(500);
  return rows.map(({ event, actorName, actorEmail }) => ({
    at: event.occurredAt.toISOString(),
    action: event.action,
    outcome: event.outcome,
    actor: actorName || actorEmail || '',
    details: event.details ?? {},
  }));
}
