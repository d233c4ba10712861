import { openCoreAccount } from '../core-banking/open-core-account';
import { queuePendingAccount } from '../core-banking/complete-pending-account';
import type { Services } from '../services';
import type { AccountApplication } from './account-result';
import { sendAccountDetailsOnce } from './send-account-details';

/**
 * What follows the recorded application: the account from the core banking (or the job that waits
 * for it) and the e-mail with its details. Runs again harmlessly for a record it already finished.
 */
export async function openAccountAndNotify({
  services,
  application: recorded,
  clientRef,
}: {
  services: Services;
  application: AccountApplication;
  clientRef: string;
}): Promise<AccountApplication> {
  const applicationId = recorded.id;
  let application = recorded;
  const acctNumber = await openCoreAccount({ services, applicationId });
  application = { ...application, acctNumber: acctNumber || null, state: acctNumber ? 'opened' : 'pending' };
  try {
    if (acctNumber) {
      await sendAccountDetailsOnce({ services, applicationId });
    } else {
      await services.audit.record({ action: 'accounts.open', outcome: 'pending', subject: applicationId, clientRef });
      await queuePendingAccount({ services, applicationId });
    }
  } catch (error) {
    // The job sends what could not be sent now; if even queuing fails, the sweep finds it later.
    services.logger.warn({ err: error, applicationId }, 'could not send the account details or queue them');
    await queuePendingAccount({ services, applicationId }).catch(() => {});
  }
  return application;
}
