import {
  OPEN_PENDING_ACCOUNT_JOB,
  SWEEP_PENDING_ACCOUNTS_JOB,
  completePendingAccount,
  sweepPendingAccounts,
} from '../core-banking/complete-pending-account';
import {
  RESTRICT_DECLINED_ACCOUNT_JOB,
  restrictDeclinedAccount,
  sweepDeclinedAccounts,
} from '../core-banking/restrict-declined-account';
import { sweepOrphanDocuments } from '../accounts/documents';
import { RETENTION_JOB, applyRetention } from '../security/retention';
import { DATA_REQUEST_REMINDER_JOB, remindDueDataRequests } from '../back-office/data-requests/request-reminders';
import { SEND_PASSWORD_RESET_CODES_JOB, sendDuePasswordResetCodes } from '../sign-in/password-reset';
import { PUBLISH_DUE_CONTENT_JOB, publishDueContent } from '../content/content-work';
import type { Services } from '../services';

const DELIVER_MAIL_JOB = 'mail.deliver-due';
const SWEEP_ORPHAN_DOCUMENTS_JOB = 'documents.sweep-orphans';

// A job of the clock waits up to this long for its worker, which asks for it this often (each ask is
// a query): a minute's schedule is late by half a minute at most, and no query runs every second.
const SCHEDULED_JOB_POLLING_SECONDS = 30;

async function workOnSchedule(services: Services, name: string, cron: string, task: () => Promise<unknown>) {
  const handler = async () => {
    await task();
  };
  await services.jobs.work(name, handler, { pollingIntervalSeconds: SCHEDULED_JOB_POLLING_SECONDS });
  await services.jobs.schedule(name, cron);
}

/** Starts the queue and its workers: the retrying account opening and its sweep, e-mail delivery, password reset codes, scheduled content, the document sweep and retention. */
export async function startAccountJobs(services: Services) {
  await services.jobs.start();
  // A customer waits for this one: asked for every second.
  await services.jobs.work<{ applicationId: string }>(OPEN_PENDING_ACCOUNT_JOB, ({ applicationId }) =>
    completePendingAccount({ services, applicationId }),
  );
  await services.jobs.work<{ applicationId: string }>(RESTRICT_DECLINED_ACCOUNT_JOB, ({ applicationId }) =>
    restrictDeclinedAccount({ services, applicationId }),
  );
  await workOnSchedule(services, SWEEP_PENDING_ACCOUNTS_JOB, '*/10 * * * *', () =>
    Promise.all([sweepPendingAccounts({ services }), sweepDeclinedAccounts({ services })]),
  );
  // E-mails whose immediate delivery failed, or whose process stopped before it: every minute.
  await workOnSchedule(services, DELIVER_MAIL_JOB, '* * * * *', () => services.mailQueue.deliverDue());
  // Password reset codes go straight after the answer; these are the ones a stopped process or a failed SMS left.
  await workOnSchedule(services, SEND_PASSWORD_RESET_CODES_JOB, '* * * * *', () =>
    sendDuePasswordResetCodes({ services }),
  );
  // Approved content whose publishing time has come (decision 085): every minute.
  await workOnSchedule(services, PUBLISH_DUE_CONTENT_JOB, '* * * * *', () => publishDueContent({ services }));
  await workOnSchedule(services, SWEEP_ORPHAN_DOCUMENTS_JOB, '17 * * * *', () => sweepOrphanDocuments({ services }));
  // Once at start too, at once and in the background (a job sent to the queue waited for the worker's
  // next ask, up to SCHEDULED_JOB_POLLING_SECONDS): a process killed mid-upload is usually the reason for the start.
  void sweepOrphanDocuments({ services }).catch((error: unknown) =>
    services.logger.warn({ err: error }, 'document sweep after start failed: the hourly one tries again'),
  );
  // What the privacy policy says is kept no longer: daily at 01:30 UTC (02:30 in Lagos, a quiet hour).
  await workOnSchedule(services, RETENTION_JOB, '30 1 * * *', () => applyRetention({ services }));
  // Compliance hears of each data request once 5 days or fewer remain: daily at 07:00 UTC (08:00 in Lagos).
  await workOnSchedule(services, DATA_REQUEST_REMINDER_JOB, '0 7 * * *', () => remindDueDataRequests({ services }));
}
