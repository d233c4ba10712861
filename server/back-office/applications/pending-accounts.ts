import { lagosExportTime } from '../../../domain/lagos-time';
import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { productName } from '../../accounts/account-result';
import { AccountStillPendingError, completePendingAccount } from '../../core-banking/complete-pending-account';
import { CoreBankingUnavailableError } from '../../adapters/core-banking';
import { accountApplications, customers } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { branchNames } from '../../content/branch-choices';
import type { Services } from '../../services';
import type { QueueExport } from '../queue-export';
import { EXPORT_LIMIT, likePattern, pageRequest, queuePage, searchText } from '../paging';
import { recordStaffAction } from '../staff-actions';
import type { StaffMember } from '../staff-members';
import { customerNameMatches, findApplication } from './find-application';

const texts = customerServiceTexts.pending;

export interface PendingAccountRow {
  id: string;
  name: string;
  email: string;
  product: string;
  branch: string;
  createdAt: string;
  minutesWaiting: number;
}

function pendingFilter(query: URLSearchParams): SQL | undefined {
  const text = searchText(query);
  const pattern = likePattern(text);
  return and(
    eq(accountApplications.state, 'pending'),
    // Declined while waiting: no account will be opened, nothing to retry.
    ne(accountApplications.reviewState, 'declined'),
    text ? or(customerNameMatches(text), ilike(customers.email, pattern)) : undefined,
  );
}

async function selectPending(
  services: Services,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<PendingAccountRow[]> {
  const branchName = await branchNames(services);
  const rows = await services.database.db
    .select({ application: accountApplications, customer: customers })
    .from(accountApplications)
    .innerJoin(customers, eq(customers.id, accountApplications.customerId))
    .where(where)
    .orderBy(asc(accountApplications.createdAt), asc(accountApplications.id))
    .limit(limit)
    .offset(offset);
  const now = Date.now();
  return rows.map(({ application, customer }) => ({
    id: application.id,
    name:
      customer.businessName ?? [customer.firstname, customer.middlename, customer.lastname].filter(Boolean).join(' '),
    email: customer.email,
    product: productName(application.accountProduct),
    branch: branchName(application.preferredBranch),
    createdAt: application.createdAt.toISOString(),
    minutesWaiting: Math.max(0, Math.floor((now - application.createdAt.getTime()) / 60_000)),
  }));
}

/** Applications the core banking has not opened yet, the longest waiting first. */
export async function listPendingAccounts({ services, query }: { services: Services; query: URLSearchParams }) {
  const { page, limit, offset } = pageRequest(query);
  const where = pendingFilter(query);
  const [rows, [{ total }]] = await Promise.all([
    selectPending(services, where, limit, offset),
    services.database.db
      .select({ total: count() })
      .from(accountApplications)
      .innerJoin(customers, eq(customers.id, accountApplications.customerId))
      .where(where),
  ]);
  return queuePage(rows, total, page);
}

/**
 * 'Retry now': asks the core at once, as the job would. Opened, the customer gets the account's
 * details by e-mail (completePendingAccount sends them once). Still down, the application stays in
 * the queue and the job keeps trying: nothing is lost.
 */
export async function retryPendingAccount({
  services,
  member,
  applicationId,
}: {
  services: Services;
  member: StaffMember;
  applicationId: string;
}) {
  const found = await findApplication(services, applicationId);
  if (!found) throw new AppError(AppErrorCode.NotFound, customerServiceTexts.common.notFound);
  if (found.application.state !== 'pending' || found.application.reviewState === 'declined')
    throw new AppError(AppErrorCode.NotPending, texts.notPending);
  try {
    await completePendingAccount({ services, applicationId });
  } catch (error) {
    if (!(error instanceof AccountStillPendingError || error instanceof CoreBankingUnavailableError)) throw error;
    await recordStaffAction(services, member, {
      action: 'pending-accounts.retry',
      subject: applicationId,
      outcome: 'pending',
    });
    throw new AppError(AppErrorCode.CoreBankingUnavailable, texts.stillPending);
  }
  const opened = await findApplication(services, applicationId);
  await recordStaffAction(services, member, { action: 'pending-accounts.retry', subject: applicationId });
  return { message: texts.opened(opened?.application.acctNumber ?? '') };
}

export const pendingAccountsExport: QueueExport = {
  area: 'pending-accounts',
  fileName: 'accounts-waiting-for-the-core.csv',
  async rows(services, query) {
    const rows = await selectPending(services, pendingFilter(query), EXPORT_LIMIT, 0);
    return {
      header: customerServiceTexts.csv.pending,
      rows: rows.map((row) => [
        lagosExportTime(row.createdAt),
        row.name,
        row.email,
        row.product,
        row.branch,
        row.minutesWaiting,
      ]),
    };
  },
};
