import type { Services } from '../services';
import { VERIFICATION_EMAIL_PER_CLIENT, VERIFICATION_EMAIL_PER_CUSTOMER } from './account-limits';
import { withDatabaseErrors } from './database-errors';
import { requireCustomer } from './find-customer';
import { queueVerificationEmail } from './verification-email';
import { emailAlreadyVerified } from '../errors/refusals';

/** 'Resend email': a new link to the address on file; earlier links stop working. */
export async function resendVerificationEmail({
  services,
  customerId,
  clientRef,
  browserRef,
}: {
  services: Services;
  customerId: string;
  clientRef: string;
  browserRef: string;
}): Promise<{ status: 'success' }> {
  return withDatabaseErrors(async () => {
    await services.rateLimits.consume(VERIFICATION_EMAIL_PER_CLIENT, clientRef);
    const { customer } = await requireCustomer(services, customerId, browserRef);
    if (customer.emailVerifiedAt) throw emailAlreadyVerified();
    await services.rateLimits.consume(VERIFICATION_EMAIL_PER_CUSTOMER, customer.id);
    const queued = await services.database.db.transaction(async (tx) =>
      queueVerificationEmail({ services, db: tx, customer }),
    );
    await services.messenger.deliver(queued);
    await services.audit.record({
      action: 'accounts.verification_email.resend',
      outcome: 'success',
      subject: customer.id,
      clientRef,
    });
    return { status: 'success' };
  });
}
