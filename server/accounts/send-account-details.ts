import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import { accountApplications, customers } from '../db/schema';
import type { Services } from '../services';
import { accountNameOf, productName } from './account-result';

/**
 * E-mails the account number once: the application is claimed by setting detailsSentAt first, and
 * released again when sending fails, so a retry sends it and a double run does not send it twice.
 */
export async function sendAccountDetailsOnce({ services, applicationId }: { services: Services; applicationId: string }): Promise<void> {
  const { db } = services.database;
  const [claimed] = await db
    .update(accountApplications)
    .set({ detailsSentAt: new Date() })
    .where(and(eq(accountApplications.id, applicationId), isNull(accountApplications.detailsSentAt), isNotNull(accountApplications.acctNumber)))
    .returning();
  if (!claimed?.acctNumber) return;
  const [customer] = await db.select().from(customers).where(eq(customers.id, claimed.customerId));
  const acctTypeName = productName(claimed.accountProduct);
  try {
    await services.messenger.sendEmail({
      to: customer.email,
      subject: messages.onboarding.mail.accountSubject(acctTypeName),
      text: messages.onboarding.mail.accountBody({ firstname: customer.firstname, accountName: accountNameOf(customer), acctTypeName, acctNumber: claimed.acctNumber }),
    });
  } catch (error) {
    await db.update(accountApplications).set({ detailsSentAt: null }).where(eq(accountApplications.id, applicationId));
    throw error;
  }
}
