import { and, eq, gt, isNull } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import { customers, emailVerificationTokens } from '../db/schema';
import { ApiError } from '../http/api/api-error';
import { hashToken } from '../security/tokens';
import type { Services } from '../services';
import { EMAIL_VERIFY_PER_CLIENT, VERIFICATION_EMAIL_PER_CUSTOMER } from './account-limits';
import { findCustomerWithLatestApplication, toAccountPayload, type AccountPayload, type Customer } from './account-result';
import { grantApplicant } from './applicant-grants';
import { withDatabaseErrors } from './database-errors';
import { queueVerificationEmail } from './verification-email';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a verification link stands for when it is opened. */
export type VerificationLink =
  /** Not used yet: the page asks the person to confirm (a mail scanner opening it confirms nothing). */
  | { state: 'ready' }
  /** This address is verified (by this link or an earlier one): a glimpse of the account (limitedPayload). */
  | { state: 'verified'; payloadData: AccountPayload; customerId: string }
  /** Lapsed or replaced by a newer link while the address is unverified: a new one can be sent. */
  | { state: 'expired' }
  | { state: 'invalid' };

function linkInvalid() {
  return new ApiError(410, 'VerificationLinkInvalid', messages.onboarding.verificationLinkInvalid);
}

async function findLink(services: Services, token: string) {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await services.database.db
    .select({ link: emailVerificationTokens, customer: customers })
    .from(emailVerificationTokens)
    .innerJoin(customers, eq(customers.id, emailVerificationTokens.customerId))
    .where(eq(emailVerificationTokens.tokenHash, hashToken(token)));
  return row;
}

const isVerifiedAddress = (customer: Customer, email: string) => customer.emailVerifiedAt !== null && customer.email === email;

async function payloadOf(services: Services, customerId: string) {
  const found = await findCustomerWithLatestApplication(services.database.db, customerId);
  return toAccountPayload(found!.customer, found!.application);
}

/**
 * What a link already used shows to whoever holds it (a forwarded e-mail, a shared computer): the
 * first name and the last four digits of the account, no more; signing in shows the rest.
 */
export function limitedPayload(payload: AccountPayload): AccountPayload {
  const { signatory: _signatory, ...rest } = payload;
  return { ...rest, lastname: '', accountName: '', acctNumber: payload.acctNumber ? `••••••${payload.acctNumber.slice(-4)}` : '' };
}

/** Reads a link without using it (GET /instantAccount?msg=1&psc=...). */
export async function inspectVerificationLink({ services, token }: { services: Services; token: string }): Promise<VerificationLink> {
  return withDatabaseErrors(async () => {
    const row = await findLink(services, token);
    if (!row) return { state: 'invalid' };
    if (isVerifiedAddress(row.customer, row.link.email)) {
      // A link keeps showing its account for as long as it would have worked.
      if (row.link.expiresAt <= new Date()) return { state: 'expired' };
      return { state: 'verified', payloadData: limitedPayload(await payloadOf(services, row.customer.id)), customerId: row.customer.id };
    }
    if (row.link.usedAt || row.link.expiresAt <= new Date() || row.customer.email !== row.link.email) return { state: 'expired' };
    return { state: 'ready' };
  });
}

/**
 * The 'Verify my e-mail' button of the link's page (a POST): verifies once, only the address it was
 * sent to, within the link's life. The browser that confirms gets the application and may resume it,
 * also when it confirms a link already used (the wizard's record opens on any device).
 */
export async function verifyEmail({
  services,
  token,
  clientRef,
  browserRef,
}: {
  services: Services;
  token: string;
  clientRef: string;
  browserRef: string;
}): Promise<{ payloadData: AccountPayload; customerId: string; wasVerifiedBefore: boolean }> {
  return withDatabaseErrors(async () => {
    await services.rateLimits.consume(EMAIL_VERIFY_PER_CLIENT, clientRef);
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw linkInvalid();
    const { db } = services.database;
    const customer = await db.transaction(async (tx) => {
      const [used] = await tx
        .update(emailVerificationTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(emailVerificationTokens.tokenHash, hashToken(token)), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, new Date())))
        .returning();
      if (!used) return undefined;
      const [verified] = await tx
        .update(customers)
        .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(customers.id, used.customerId), eq(customers.email, used.email)))
        .returning();
      if (verified) await grantApplicant({ db: tx, browserRef, customerId: verified.id });
      return verified;
    });
    if (!customer) {
      // Confirmed twice (a double tap): the first confirmation stands.
      const link = await inspectVerificationLink({ services, token });
      if (link.state !== 'verified') throw linkInvalid();
      await grantApplicant({ db, browserRef, customerId: link.customerId });
      return { payloadData: link.payloadData, customerId: link.customerId, wasVerifiedBefore: true };
    }
    await services.audit.record({ action: 'accounts.email.verify', outcome: 'success', subject: customer.id, clientRef });
    return { payloadData: await payloadOf(services, customer.id), customerId: customer.id, wasVerifiedBefore: false };
  });
}

/**
 * 'Resend email' from a lapsed link: a new link to the address on file (never to another), so the
 * holder of an old link can finish without the application's browser.
 */
export async function resendFromLink({ services, token, clientRef }: { services: Services; token: string; clientRef: string }): Promise<void> {
  return withDatabaseErrors(async () => {
    await services.rateLimits.consume(EMAIL_VERIFY_PER_CLIENT, clientRef);
    const row = await findLink(services, token);
    if (!row || row.customer.emailVerifiedAt) throw linkInvalid();
    await services.rateLimits.consume(VERIFICATION_EMAIL_PER_CUSTOMER, row.customer.id);
    const { customer } = row;
    const queued = await services.database.db.transaction(async (tx) => queueVerificationEmail({ services, db: tx, customer }));
    await services.messenger.deliver(queued);
    await services.audit.record({ action: 'accounts.verification_email.resend', outcome: 'success', subject: customer.id, clientRef });
  });
}
