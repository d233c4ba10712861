import { restoreDraft, type CustomerDraft } from '@domain/forms/draft';
import { LOCAL_CACHE_EXPIRY_UNIT_MS } from '@domain/constants';
import type { RetainFields } from './customer-state';

/**
 * What the browser keeps under 'stat': the customer application draft (specification 3) and what
 * the instant form needs to carry on where the customer left off.
 */
export interface StoredDraft {
  fields: CustomerDraft;
  /** The BVN proof the server issued, and the fields that came from the BVN record (locked). */
  bvnRef: string;
  lockedFields: string[];
  /** One key per form, so that a retry or a double submission opens one account. */
  idempotencyKey: string;
  customerId: string;
  retainFields4: RetainFields;
  /** The page the draft belongs to: a draft of another page's form is never poured into this one. */
  path: string;
  savedAt: number;
}

/** A draft outlives neither the BVN proof nor a reasonable sitting (in cache expiry units). */
const DRAFT_LIFETIME_MINUTES = 60;

function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function restoreStoredDraft(raw: unknown): StoredDraft {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    fields: restoreDraft(source.fields),
    bvnRef: asText(source.bvnRef),
    lockedFields: Array.isArray(source.lockedFields)
      ? source.lockedFields.filter((item): item is string => typeof item === 'string')
      : [],
    idempotencyKey: asText(source.idempotencyKey),
    customerId: asText(source.customerId),
    retainFields4: source.retainFields4 === 'UtilizeDiffConfirmEmail' ? 'UtilizeDiffConfirmEmail' : 'notRetain',
    path: asText(source.path),
    savedAt: typeof source.savedAt === 'number' ? source.savedAt : 0,
  };
}

export function isDraftExpired(draft: Pick<StoredDraft, 'savedAt'>, now: number): boolean {
  return now - draft.savedAt > DRAFT_LIFETIME_MINUTES * LOCAL_CACHE_EXPIRY_UNIT_MS;
}
