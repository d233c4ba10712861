import { and, asc, inArray, notInArray } from 'drizzle-orm';
import { VIEW_ACTIONS, type AuditOutcome } from '../../domain/back-office/audit-actions';
import { auditSentence } from '../../domain/messages/back-office/audit';
import { actorIsStaff } from './staff-actions';
import { auditEvents, staffMembers } from '../db/schema';
import type { Services } from '../services';

export interface HistoryEntry {
  at: string;
  action: string;
  outcome: AuditOutcome;
  /** What happened, in words. */
  sentence: string;
  /** The staff member's name or e-mail, or '' for the customer and the system. */
  actor: string;
}

/**
 * An item's history: every audit event about it (by any of its subject references), oldest first,
 * but its openings: who opened what stays in the audit trail, and the history keeps what changed.
 */
export async function historyOf(services: Services, subjects: string[]): Promise<HistoryEntry[]> {
  const wanted = subjects.filter(Boolean);
  if (wanted.length === 0) return [];
  const rows = await services.database.db
    .select({ event: auditEvents, actorName: staffMembers.name, actorEmail: staffMembers.email })
    .from(auditEvents)
    .leftJoin(staffMembers, actorIsStaff)
    .where(and(inArray(auditEvents.subject, wanted), notInArray(auditEvents.action, [...VIEW_ACTIONS])))
    .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id))
    .limit(500);
  return rows.map(({ event, actorName, actorEmail }) => ({
    at: event.occurredAt.toISOString(),
    action: event.action,
    outcome: event.outcome as AuditOutcome,
    sentence: auditSentence(event),
    actor: actorName || actorEmail || '',
  }));
}
