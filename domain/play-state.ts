import { FAMILY_PLAY, HOME_PLAY } from './lists/account-products';
import type { AcctType } from './lists/personal';

/** Who opened the application: the customer (purpose r) or someone not known. */
type Opener = 'self' | 'unknown';
type PlayType = 'ind' | 'crp';

export type PlayParams = {
  playType: PlayType;
  /** The applicant kind the form submits (acctType). */
  acctType: AcctType;
  /** The route's purpose, trimmed and lower-cased ('' when absent). */
  playPurpose: string;
  opener: Opener;
  sake: string | undefined;
};

const SINGLE_PRODUCT_PLAYS = [HOME_PLAY, FAMILY_PLAY];
const SELF_PURPOSE = 'r';

/**
 * Reads the route parameters type, purpose and sake (specification 2.1): type defaults to ind and
 * only crp (any case) means corporate; home play and family play are always individual.
 */
export function resolvePlayParams({
  type,
  purpose,
  sake,
}: {
  type?: string;
  purpose?: string;
  sake?: string;
}): PlayParams {
  const playPurpose = purpose?.trim().toLowerCase() ?? '';
  const isCorporate = type?.trim().toLowerCase() === 'crp' && !SINGLE_PRODUCT_PLAYS.includes(playPurpose);
  return {
    playType: isCorporate ? 'crp' : 'ind',
    acctType: isCorporate ? 'Corporate' : 'Individual',
    playPurpose,
    opener: playPurpose === SELF_PURPOSE ? 'self' : 'unknown',
    sake: sake?.trim() || undefined,
  };
}
