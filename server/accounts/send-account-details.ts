import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { accountMailTexts } from '../../domain/messages/account-mail';
import { accountApplications, customers } from '../db/schema';
import type { Services } from '../services';
import { accountNameOf, productName } from './account-result';

/**
 * E-mails the account number once: marking the application and queuing the e-mail commit together,
 * so a double run does not send it twice and a crash after the commit leaves it to the mail worker.
 */
export async function sendAccountDetailsOnce({
  services,
  applicationId,
}: {
  services: Services;
  applicationId: string;
}): Promise<void> {
  const queued = await services.database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(accountApplications)
      .set({ detailsSentAt: new Date() })
      .where(
        and(
          eq(accountApplications.id, applicationId),
          isNull(accountApplications.detailsSentAt),
          isNotNull(accountApplications.acctNumber),
        ),
      )
      .returning();
    if (!claimed?.acctNumber) return undefined;
    const [customer] = await tx.select().from(customers).where(eq(customers.id, claimed.customerId));
    const acctTypeName = productName(claimed.accountProduct);
    return services.messenger.sendEmail(
      {
        to: customer.email,
        subject: accountMailTexts.accountSubject(acctTypeName),
        text: accountMailTexts.accountBody({
          firstname: customer.firstname,
          accountName: accountNameOf(customer),
          acctTypeName,
          acctNumber: claimed.acctNumber,
          isEmailVerified: customer.emailVerifiedAt !== null,
        }),
      },
      { db: tx },
    );
  });
  await services.messenger.deliver(queued);
}
