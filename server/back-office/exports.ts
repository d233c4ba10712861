import { applicationsExport } from './applications/application-queue';
import { pendingAccountsExport } from './applications/pending-accounts';
import { contactMessagesExport } from './contact-messages/message-queue';
import { linksExport } from './links/link-queue';
import { subscribersExport } from './subscribers/subscriber-queue';
import { auditExport } from './audit/audit-trail';
import { dataRequestsExport } from './data-requests/request-queue';
import { loansExport } from './loans/loan-queue';
import { whistleBlowerExport } from './whistle-blower/report-queue';
import type { QueueExport } from './queue-export';

/** Every queue that exports, by the name in /staff/export/:queue. */
export const QUEUE_EXPORTS: Record<string, QueueExport> = {
  // Customer service (issue 10).
  applications: applicationsExport,
  'pending-accounts': pendingAccountsExport,
  links: linksExport,
  'contact-messages': contactMessagesExport,
  subscribers: subscribersExport,
  // Compliance and mortgage officers (issue 10).
  'whistle-blower': whistleBlowerExport,
  'data-requests': dataRequestsExport,
  audit: auditExport,
  loans: loansExport,
};
