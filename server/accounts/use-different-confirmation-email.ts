import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { emailRule } from '../../domain/forms';
import { customers } from '../db/schema';
import type { Services } from '../services';
import { VERIFICATION_EMAIL_PER_CLIENT, VERIFICATION_EMAIL_PER_CUSTOMER } from './account-limits';
import { toOpeningResult, type AccountOpeningResult } from './account-result';
import { violatedUniqueConstraint, withDatabaseErrors } from './database-errors';
import { emailAlreadyVerified, requireCustomer } from './find-customer';
import { emailTaken } from './open-instant-account';
import { validationError } from './validate-instant-account';
import { issueVerificationToken, sendVerificationEmail } from './verification-email';

const DifferentEmailSchema = z.object({ email: emailRule() });

/**
 * The different confirmation e-mail path (retainFields4 = UtilizeDiffConfirmEmail): while the
 * address is unverified, the customer may confirm another one; the link goes there instead.
 */
export async function useDifferentConfirmationEmail({ services, customerId, email, clientRef }: { services: Services; customerId: string; email: unknown; clientRef: string }): Promise<AccountOpeningResult> {
  return withDatabaseErrors(async () => {
    await services.rateLimits.consume(VERIFICATION_EMAIL_PER_CLIENT, clientRef);
    const parsed = DifferentEmailSchema.safeParse({ email });
    if (!parsed.success) throw validationError({ email: parsed.error.issues[0].message });
    const found = await requireCustomer(services, customerId);
    if (found.customer.emailVerifiedAt) throw emailAlreadyVerified();
    const { db } = services.database;
    const [owner] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.acctType, found.customer.acctType), eq(customers.email, parsed.data.email), ne(customers.id, found.customer.id)));
    if (owner) throw emailTaken();
    await services.rateLimits.consume(VERIFICATION_EMAIL_PER_CUSTOMER, found.customer.id);
    const customer = await db
      .update(customers)
      .set({ email: parsed.data.email, updatedAt: new Date() })
      .where(eq(customers.id, found.customer.id))
      .returning()
      .then(([updated]) => updated)
      .catch((error: unknown) => {
        if (violatedUniqueConstraint(error) !== undefined) throw emailTaken();
        throw error;
      });
    const token = await issueVerificationToken(db, customer);
    await sendVerificationEmail(services, customer, token);
    await services.audit.record({ action: 'accounts.verification_email.change', outcome: 'success', subject: customer.id, clientRef });
    return toOpeningResult(customer, found.application);
  });
}
