import { identityLinks } from '../../db/schema';
import type { Services } from '../../services';

export type LinkRefusal = 'ACCOUNT_NOT_FOUND' | 'NAME_MISMATCH' | 'HOLDER_MISMATCH';

/**
 * A BVN/NIN link tried on the website, for the back office's queue: the account, its holder's name
 * as the core holds it (empty for a number that is no account: the name typed is not kept), and the
 * outcome. The BVN and NIN themselves are never kept.
 * A failure to record is logged, never the customer's problem.
 */
export async function recordIdentityLink({
  services,
  account,
  outcome,
  reason = '',
}: {
  services: Services;
  account: { accountNumber: string; accountName: string };
  outcome: 'linked' | 'refused';
  reason?: LinkRefusal | '';
}) {
  try {
    await services.database.db
      .insert(identityLinks)
      .values({ accountNumber: account.accountNumber, accountName: account.accountName, outcome, reason });
  } catch (error) {
    services.logger.warn({ err: error }, 'could not record the identity link for the back office');
  }
}
