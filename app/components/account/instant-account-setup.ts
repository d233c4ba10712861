import type { SelectOption } from '@domain/lists';
import type { BvnRecord, TextValues } from './instant-account-values';

/** What has happened with the customer's BVN when the form loads. */
export type BvnNotice = 'none' | 'fetched' | 'fromLink' | 'problem';

/** What the instant account route's loader gives the form (all of it serialisable). */
export interface InstantFormSetup {
  acctType: 'Individual' | 'Corporate';
  cbBy: 'self' | 'unknown';
  playType: string;
  playPurpose: string;
  sake: string;
  productOptions: SelectOption[];
  /** The Preferred Branch choices: the published branches and "Others" (decision 101). */
  branchOptions: SelectOption[];
  preselectedProduct: string;
  /** The verified record, when the loader redeemed a consent reference. */
  bvnRecord: BvnRecord | null;
  bvnRef: string;
  bvnNotice: BvnNotice;
  /** What went wrong with the validation (declined, not found, expired...), when bvnNotice is 'problem'. */
  bvnProblem: string;
  /** Values from the specification's query parameters: a link made elsewhere, not verified. */
  linkValues: Partial<TextValues>;
  idempotencyKey: string;
  /** The route's path without its query: where the form posts and where the consent returns. */
  actionPath: string;
  /** Whether the address carries parameters the page must remove at once. */
  hasQueryToRemove: boolean;
}

/** A submission without JavaScript that failed: the form comes back as it was sent, with messages. */
export interface InstantFormEcho {
  values: TextValues;
  terms: boolean;
  bvnRef: string;
  lockedFields: string[];
  idempotencyKey: string;
  errors: Record<string, string>;
  formError: string;
}
