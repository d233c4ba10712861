import type { AuditAction, AuditDetails, AuditOutcome } from '../../domain/back-office/audit-actions';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema';

export interface AuditEvent {
  action: AuditAction;
  outcome: AuditOutcome;
  /** An opaque reference: a record id or keyed hash, never the identifier itself. */
  subject?: string;
  clientRef?: string;
  details?: AuditDetails;
  /** The staff member who did it (their id), for the back office's actions. */
  actor?: string;
}

export interface AuditLog {
  record(event: AuditEvent): Promise<void>;
}

export function createAuditLog(db: Database): AuditLog {
  return {
    async record(event) {
      await db.insert(auditEvents).values(event);
    },
  };
}
