import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { QUICK_STEP } from '../../../domain/constants';
import { accountApplications, applicantGrants, customers } from '../../db/schema';
import type { Services } from '../../services';
import { withDatabaseErrors } from '../database-errors';
import { requireCustomer } from '../find-customer';
import { verifyEmail } from '../verify-email';
import { findWizardApplication, toWizardView, type WizardApplicationView } from './wizard-values';
import { customerNotFound } from '../../errors/refusals';

/** `GET /customers/self/{customerId}`: the wizard record, for the browser granted it only. */
export async function loadWizardApplication({
  services,
  customerId,
  browserRef,
}: {
  services: Services;
  customerId: string;
  browserRef: string;
}): Promise<WizardApplicationView> {
  return withDatabaseErrors(async () => {
    const { customer } = await requireCustomer(services, customerId, browserRef);
    const application = await findWizardApplication(services.database.db, customer.id);
    if (!application) throw customerNotFound();
    return toWizardView(services, customer, application);
  });
}

/**
 * The wizard this browser is filling (granted when it applied or confirmed the e-mail link), the
 * most recent first, so the page comes back where the customer left it after a reload or a crash.
 */
export async function findBrowserWizard({
  services,
  browserRef,
}: {
  services: Services;
  browserRef: string;
}): Promise<WizardApplicationView | undefined> {
  return withDatabaseErrors(async () => {
    const [found] = await services.database.db
      .select({ customer: customers, application: accountApplications })
      .from(applicantGrants)
      .innerJoin(customers, eq(customers.id, applicantGrants.customerId))
      .innerJoin(accountApplications, eq(accountApplications.customerId, customers.id))
      .where(
        and(
          eq(applicantGrants.browserRef, browserRef),
          gt(applicantGrants.expiresAt, new Date()),
          lt(accountApplications.step, QUICK_STEP),
        ),
      )
      .orderBy(desc(accountApplications.createdAt))
      .limit(1);
    return found ? toWizardView(services, found.customer, found.application) : undefined;
  });
}

/**
 * The e-mail link's button (`msg=1&psc=...`): verifies the address and opens the record in this
 * browser, once; another device is announced to the customer's e-mail.
 */
export async function resumeFromLink({
  services,
  token,
  clientRef,
  browserRef,
}: {
  services: Services;
  token: string;
  clientRef: string;
  browserRef: string;
}): Promise<WizardApplicationView> {
  const { customerId } = await verifyEmail({ services, token, clientRef, browserRef, announce: true });
  return loadWizardApplication({ services, customerId, browserRef });
}
