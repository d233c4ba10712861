import type { AuditAction, AuditDetails, AuditOutcome } from '../../domain/back-office/audit-actions';
import { and, eq, gt, sql } from 'drizzle-orm';
import { auditEvents, staffMembers } from '../db/schema';
import type { Services } from '../services';
import type { StaffMember } from './staff-members';

/** Records a staff member's action in the audit log, with them as its actor and the item as its subject. */
export function recordStaffAction(
  services: Services,
  member: Pick<StaffMember, 'id'>,
  event: {
    action: AuditAction;
    subject: string;
    outcome?: Exclude<AuditOutcome, 'failure'>;
    details?: AuditDetails;
  },
) {
  return services.audit.record({ outcome: 'success', ...event, actor: member.id });
}

/**
 * Records that a member opened an item, once a sitting: not again while their last opening of it
 * is more recent than a staff session's idle time (decision 079), so the page reloading after each
 * of their actions does not fill the audit trail with openings. With details, an opening counts
 * only as one of the same details (one document of an application is not another).
 */
export async function recordOpening(
  services: Services,
  member: Pick<StaffMember, 'id'>,
  event: { action: AuditAction; subject: string; details?: AuditDetails },
  now = new Date(),
) {
  const since = new Date(now.getTime() - services.config.STAFF_SESSION_IDLE_SECONDS * 1000);
  const [recent] = await services.database.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, event.action),
        eq(auditEvents.subject, event.subject),
        eq(auditEvents.actor, member.id),
        gt(auditEvents.occurredAt, since),
        event.details ? sql`${auditEvents.details} @> ${JSON.stringify(event.details)}::jsonb` : undefined,
      ),
    )
    .limit(1);
  if (!recent) await recordStaffAction(services, member, event);
}

/** Joins an audit event to its staff actor (the actor column is text: it also holds the command line's). */
export const actorIsStaff = sql`${staffMembers.id}::text = ${auditEvents.actor}`;
