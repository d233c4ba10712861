import { OPEN_PENDING_ACCOUNT_JOB, SWEEP_PENDING_ACCOUNTS_JOB, completePendingAccount, sweepPendingAccounts } from '../core-banking/complete-pending-account';
import { sweepOrphanDocuments } from '../accounts/documents';
import { RETENTION_JOB, applyRetention } from '../security/retention';
import { DATA_REQUEST_REMINDER_JOB, remindDueDataRequests } from '../back-office/data-requests/request-reminders';
import type { Services } from '../services';

export const DELIVER_MAIL_JOB = 'mail.deliver-due';
export const SWEEP_ORPHAN_DOCUMENTS_JOB = 'documents.sweep-orphans';

/** Starts the queue and its workers: the retrying account opening and its sweep, e-mail delivery, the document sweep and retention. */
export async function startAccountJobs(services: Services) {
  await services.jobs.start();
  await services.jobs.work<{ applicationId: string }>(OPEN_PENDING_ACCOUNT_JOB, ({ applicationId }) => completePendingAccount({ services, applicationId }));
  await services.jobs.work(SWEEP_PENDING_ACCOUNTS_JOB, async () => {
    await sweepPendingAccounts({ services });
  });
  await services.jobs.schedule(SWEEP_PENDING_ACCOUNTS_JOB, '*/10 * * * *');
  // E-mails whose immediate delivery failed, or whose process stopped before it: every minute.
  await services.jobs.work(DELIVER_MAIL_JOB, async () => {
    await services.mailQueue.deliverDue();
  });
  await services.jobs.schedule(DELIVER_MAIL_JOB, '* * * * *');
  await services.jobs.work(SWEEP_ORPHAN_DOCUMENTS_JOB, async () => {
    await sweepOrphanDocuments({ services });
  });
  await services.jobs.schedule(SWEEP_ORPHAN_DOCUMENTS_JOB, '17 * * * *');
  // What the privacy policy says is kept no longer: daily at 01:30 UTC (02:30 in Lagos, a quiet hour).
  await services.jobs.work(RETENTION_JOB, async () => {
    await applyRetention({ services });
  });
  await services.jobs.schedule(RETENTION_JOB, '30 1 * * *');
  // Compliance hears of each data request once 5 days or fewer remain: daily at 07:00 UTC (08:00 in Lagos).
  await services.jobs.work(DATA_REQUEST_REMINDER_JOB, async () => {
    await remindDueDataRequests({ services });
  });
  await services.jobs.schedule(DATA_REQUEST_REMINDER_JOB, '0 7 * * *');
}
