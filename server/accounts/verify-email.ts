import { and, eq, gt, isNull } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import { customers, emailVerificationTokens } from '../db/schema';
import { ApiError } from '../http/api/api-error';
import { hashToken } from '../security/tokens';
import type { Services } from '../services';
import { findCustomerWithLatestApplication, toAccountPayload, toCustomerView, type AccountPayload, type CustomerView } from './account-result';
import { withDatabaseErrors } from './database-errors';

function linkInvalid() {
  return new ApiError(410, 'VerificationLinkInvalid', messages.onboarding.verificationLinkInvalid);
}

/**
 * The link of the verification e-mail (/instantAccount?msg=1&psc=<token>): single use, 48 hours,
 * and only for the address it was sent to.
 */
export async function verifyEmail({ services, token }: { services: Services; token: string }): Promise<{ customer: CustomerView; payloadData: AccountPayload }> {
  return withDatabaseErrors(async () => {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw linkInvalid();
    const { db } = services.database;
    const [used] = await db
      .update(emailVerificationTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailVerificationTokens.tokenHash, hashToken(token)), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, new Date())))
      .returning();
    if (!used) throw linkInvalid();
    const [customer] = await db
      .update(customers)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(customers.id, used.customerId), eq(customers.email, used.email)))
      .returning();
    if (!customer) throw linkInvalid();
    await services.audit.record({ action: 'accounts.email.verify', outcome: 'success', subject: customer.id });
    const found = await findCustomerWithLatestApplication(db, customer.id);
    return { customer: toCustomerView(customer), payloadData: toAccountPayload(customer, found!.application) };
  });
}
