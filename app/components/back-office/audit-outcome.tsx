import type { AuditOutcome } from '@domain/back-office/audit-actions';
import { auditTexts } from '@domain/messages/back-office/audit';
import { StateTag } from './customer-service-parts';

const OUTCOME_TONES = { success: 'good', refused: 'bad', failure: 'bad', pending: 'waiting' } as const;

/** An audit event's outcome as a word in its colour: a refused attempt never reads as done. */
export function AuditOutcomeTag({ outcome }: { outcome: AuditOutcome }) {
  return <StateTag tone={OUTCOME_TONES[outcome]}>{auditTexts.outcomes[outcome]}</StateTag>;
}
