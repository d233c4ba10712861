import { sql } from 'drizzle-orm';
import { SEALED } from '../identity/consent-session';
import type { Services } from '../services';

/** A BVN with this many wrong consent codes in a day is shown to the bank: half of what one browser may type. */
const BVN_ALERT_WRONG_CODES = 5;
const LISTED = 20;

export interface BvnGatheringWrongCodes {
  /** Only the last four digits: '•••••••2222'. */
  maskedBvn: string;
  wrongCodes: number;
  browsers: number;
  addresses: number;
  lastTriedAt: Date;
}

/**
 * BVNs whose consent codes were typed wrong at least 5 times in the last 24 hours, most first: someone
 * may be guessing, or trying to lock the holder out (docs/decisions/048). Customer service and
 * compliance see them on their overview.
 */
export async function bvnsGatheringWrongCodes(services: Services): Promise<BvnGatheringWrongCodes[]> {
  // A session's tries are its wrong codes, and one more when it was approved.
  const result = (await services.database.db.execute(sql`
    select (array_agg(bvn_sealed order by created_at desc))[1] as bvn_sealed,
           sum(greatest(code_attempts - case when state = 'approved' then 1 else 0 end, 0))::int as wrong_codes,
           count(distinct browser_ref)::int as browsers,
           count(distinct client_ref)::int as addresses,
           max(created_at) as last_tried_at
    from bvn_consent_sessions
    where created_at > now() - interval '24 hours' and code_attempts > 0
    group by bvn_hash
    having sum(greatest(code_attempts - case when state = 'approved' then 1 else 0 end, 0)) >= ${BVN_ALERT_WRONG_CODES}
    order by wrong_codes desc, last_tried_at desc
    limit ${LISTED}`)) as unknown as {
    rows: {
      bvn_sealed: string;
      wrong_codes: number;
      browsers: number;
      addresses: number;
      last_tried_at: string | Date;
    }[];
  };
  return result.rows.map((row) => {
    const bvn = services.cipher.decrypt(row.bvn_sealed, SEALED.sessionBvn);
    return {
      maskedBvn: `${'•'.repeat(bvn.length - 4)}${bvn.slice(-4)}`,
      wrongCodes: row.wrong_codes,
      browsers: row.browsers,
      addresses: row.addresses,
      lastTriedAt: new Date(row.last_tried_at),
    };
  });
}
