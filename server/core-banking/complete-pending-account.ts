import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { accountApplications } from '../db/schema';
import type { Services } from '../services';
import { sendAccountDetailsOnce } from '../accounts/send-account-details';
import { openCoreAccount } from './open-core-account';

export const OPEN_PENDING_ACCOUNT_JOB = 'accounts.open-pending';
export const SWEEP_PENDING_ACCOUNTS_JOB = 'accounts.sweep-pending';
/** An hour of tries at the configured delay; after that the sweep below starts a new round. */
const RETRY_LIMIT = 60;

export class AccountStillPendingError extends Error {
  override name = 'AccountStillPendingError';
}

/** Queues the retrying job for an application the core could not open yet (at most one waits). */
export async function queuePendingAccount({ services, applicationId }: { services: Services; applicationId: string }) {
  await services.jobs.send(
    OPEN_PENDING_ACCOUNT_JOB,
    { applicationId },
    {
      singletonKey: applicationId,
      retryLimit: RETRY_LIMIT,
      retryDelaySeconds: services.config.ACCOUNT_RETRY_DELAY_SECONDS,
    },
  );
}

/**
 * The job: opens the account (the core answers the same number for the same application, so a
 * retry never opens a second one) and e-mails its details once. Throws while the core is away, so
 * pg-boss tries again later.
 */
export async function completePendingAccount({
  services,
  applicationId,
}: {
  services: Services;
  applicationId: string;
}) {
  // Declined while it waited for the core: no account is opened for it.
  const [application] = await services.database.db
    .select({ reviewState: accountApplications.reviewState })
    .from(accountApplications)
    .where(eq(accountApplications.id, applicationId));
  if (application?.reviewState === 'declined') return;
  const acctNumber = await openCoreAccount({ services, applicationId });
  if (!acctNumber)
    throw new AccountStillPendingError(`The core banking has not opened application ${applicationId} yet`);
  await sendAccountDetailsOnce({ services, applicationId });
}

/**
 * The safety net: applications still pending, or opened without their details e-mailed, after a
 * few minutes (the process stopped before it queued the job, or the job used up its tries) get a
 * job again.
 */
export async function sweepPendingAccounts({
  services,
  olderThanSeconds = 5 * 60,
}: {
  services: Services;
  olderThanSeconds?: number;
}) {
  const stale = await services.database.db
    .select({ id: accountApplications.id })
    .from(accountApplications)
    .where(
      and(
        // A wizard's draft has nothing to open until its bio data and verified e-mail arrive.
        ne(accountApplications.state, 'draft'),
        ne(accountApplications.reviewState, 'declined'),
        or(eq(accountApplications.state, 'pending'), isNull(accountApplications.detailsSentAt)),
        lt(accountApplications.createdAt, new Date(Date.now() - olderThanSeconds * 1000)),
      ),
    );
  for (const { id } of stale) await queuePendingAccount({ services, applicationId: id });
  return stale.length;
}
