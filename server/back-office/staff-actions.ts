import { sql } from 'drizzle-orm';
import { auditEvents, staffMembers } from '../db/schema';
import type { Services } from '../services';
import type { StaffMember } from './staff-members';

/** Records a staff member's action in the audit log, with them as its actor and the item as its subject. */
export function recordStaffAction(
  services: Services,
  member: Pick<StaffMember, 'id'>,
  event: {
    action: string;
    subject: string;
    outcome?: 'success' | 'refused' | 'pending';
    details?: Record<string, string | number | boolean | null>;
  },
) {
  return services.audit.record({ outcome: 'success', ...event, actor: member.id });
}

/** Joins an audit event to its staff actor (the actor column is text: it also holds 'command'). */
export const actorIsStaff = sql`${staffMembers.id}::text = ${auditEvents.actor}`;
