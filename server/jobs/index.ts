import { OPEN_PENDING_ACCOUNT_JOB, SWEEP_PENDING_ACCOUNTS_JOB, completePendingAccount, sweepPendingAccounts } from '../core-banking/complete-pending-account';
import type { Services } from '../services';

/** Starts the queue and the workers of account opening: the retrying open, and its sweep every 10 minutes. */
export async function startAccountJobs(services: Services) {
  await services.jobs.start();
  await services.jobs.work<{ applicationId: string }>(OPEN_PENDING_ACCOUNT_JOB, ({ applicationId }) => completePendingAccount({ services, applicationId }));
  await services.jobs.work(SWEEP_PENDING_ACCOUNTS_JOB, async () => {
    await sweepPendingAccounts({ services });
  });
  await services.jobs.schedule(SWEEP_PENDING_ACCOUNTS_JOB, '*/10 * * * *');
}
