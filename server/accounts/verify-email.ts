import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { onboardingTexts } from '../../domain/messages/onboarding';
import { wizardTexts } from '../../domain/messages/wizard';
import { customers, emailVerificationTokens } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { hashToken } from '../security/tokens';
import type { Services } from '../services';
import { EMAIL_VERIFY_PER_CLIENT, VERIFICATION_EMAIL_PER_CUSTOMER } from './account-limits';
import {
  findCustomerWithLatestApplication,
  toAccountPayload,
  type AccountPayload,
  type Customer,
} from './account-result';
import { grantApplicant, grantProvenBrowser, isApplicant } from './applicant-grants';
import { withDatabaseErrors } from './database-errors';
import { queueVerificationEmail } from './verification-email';
import { findWizardApplication } from './wizard/wizard-values';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a verification link stands for when it is opened. */
export type VerificationLink =
  /** Not used yet: the page asks the person to confirm (a mail scanner opening it confirms nothing). */
  | { state: 'ready' }
  /** This address is verified (by this link or an earlier one): a glimpse of the account (limitedPayload). */
  | { state: 'verified'; payloadData: AccountPayload; customerId: string }
  /** Used, by another browser, for a wizard's record: it shows and grants nothing here (issue 26.1). */
  | { state: 'used' }
  /** Lapsed or replaced by a newer link while the address is unverified: a new one can be sent. */
  | { state: 'expired' }
  | { state: 'invalid' };

function linkInvalid() {
  return new AppError(AppErrorCode.VerificationLinkInvalid, onboardingTexts.verificationLinkInvalid);
}

function linkUsed() {
  return new AppError(AppErrorCode.VerificationLinkUsed, wizardTexts.verifyLink.linkUsed);
}

/** The link of a token, with its customer: what the wizard's ways to continue elsewhere start from. */
export async function findLink(services: Services, token: unknown) {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await services.database.db
    .select({ link: emailVerificationTokens, customer: customers })
    .from(emailVerificationTokens)
    .innerJoin(customers, eq(customers.id, emailVerificationTokens.customerId))
    .where(eq(emailVerificationTokens.tokenHash, hashToken(token)));
  return row;
}

const isVerifiedAddress = (customer: Customer, email: string) =>
  customer.emailVerifiedAt !== null && customer.email === email;

async function payloadOf(services: Services, customerId: string) {
  const found = await findCustomerWithLatestApplication(services.database.db, customerId);
  return toAccountPayload(found!.customer, found!.application);
}

/**
 * What a link already used shows to whoever holds it (a forwarded e-mail, a shared computer): the
 * first name and the last four digits of the account, no more; signing in shows the rest.
 */
function limitedPayload(payload: AccountPayload): AccountPayload {
  const { signatory: _signatory, ...rest } = payload;
  return {
    ...rest,
    lastname: '',
    accountName: '',
    acctNumber: payload.acctNumber ? `••••••${payload.acctNumber.slice(-4)}` : '',
  };
}

/**
 * Whether a used link shows its account again in this browser. An instant account's result (name
 * and account number, which its e-mail carries too) shows to the link holder (issue 13.3); a wizard's
 * record (identity numbers, next of kin, changeable) only to a browser it was granted to.
 */
async function reopensIn(services: Services, customerId: string, browserRef: string) {
  return (
    (await isApplicant({ services, browserRef, customerId })) ||
    !(await findWizardApplication(services.database.db, customerId))
  );
}

/** Reads a link without using it (GET /instantAccount?msg=1&psc=..., /newaccount?msg=1&psc=...). */
export async function inspectVerificationLink({
  services,
  token,
  browserRef,
}: {
  services: Services;
  token: string;
  browserRef: string;
}): Promise<VerificationLink> {
  return withDatabaseErrors(async () => {
    const row = await findLink(services, token);
    if (!row) return { state: 'invalid' };
    const { link, customer } = row;
    const isLive = link.expiresAt > new Date();
    if (!link.usedAt && isLive && customer.email === link.email) return { state: 'ready' };
    if (isVerifiedAddress(customer, link.email)) {
      // A link keeps showing its account for as long as it would have worked.
      if (!isLive) return { state: 'expired' };
      if (!(await reopensIn(services, customer.id, browserRef))) return { state: 'used' };
      return {
        state: 'verified',
        payloadData: limitedPayload(await payloadOf(services, customer.id)),
        customerId: customer.id,
      };
    }
    return { state: 'expired' };
  });
}

/**
 * The 'Verify my e-mail' button of the link's page (a POST): verifies the address it was sent to,
 * within the link's life, and grants the browser that confirms, once: a link confirmed again answers
 * only the browser already granted (a double tap), never a second browser (issue 26.1). With
 * `announce`, a browser other than the one that applied is announced to the customer's e-mail.
 */
export async function verifyEmail({
  services,
  token,
  clientRef,
  browserRef,
  announce = false,
}: {
  services: Services;
  token: string;
  clientRef: string;
  browserRef: string;
  announce?: boolean;
}): Promise<{ payloadData: AccountPayload; customerId: string; wasVerifiedBefore: boolean }> {
  return withDatabaseErrors(async () => {
    await services.rateLimits.consume(EMAIL_VERIFY_PER_CLIENT, clientRef);
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw linkInvalid();
    const { db } = services.database;
    const confirmed = await db.transaction(async (tx) => {
      const [used] = await tx
        .update(emailVerificationTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, hashToken(token)),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!used) return undefined;
      // A link to an address verified already (the way to continue on another device) keeps its date.
      const [verified] = await tx
        .update(customers)
        .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`, updatedAt: new Date() })
        .where(and(eq(customers.id, used.customerId), eq(customers.email, used.email)))
        .returning();
      if (!verified) return undefined;
      if (announce)
        return {
          customer: verified,
          notice: await grantProvenBrowser({ services, db: tx, browserRef, customer: verified, means: 'link' }),
        };
      await grantApplicant({ db: tx, browserRef, customerId: verified.id });
      return { customer: verified, notice: undefined };
    });
    if (!confirmed) {
      // Confirmed twice (a double tap): the first confirmation stands, for the browser it granted.
      const link = await inspectVerificationLink({ services, token, browserRef });
      if (link.state === 'used') throw linkUsed();
      if (link.state !== 'verified') throw linkInvalid();
      return { payloadData: link.payloadData, customerId: link.customerId, wasVerifiedBefore: true };
    }
    await services.messenger.deliver(confirmed.notice);
    await services.audit.record({
      action: 'accounts.email.verify',
      outcome: 'success',
      subject: confirmed.customer.id,
      clientRef,
    });
    return {
      payloadData: await payloadOf(services, confirmed.customer.id),
      customerId: confirmed.customer.id,
      wasVerifiedBefore: false,
    };
  });
}

/**
 * 'Resend email' from a lapsed link: a new link to the address on file (never to another), so the
 * holder of an old link can finish without the application's browser.
 */
export async function resendFromLink({
  services,
  token,
  clientRef,
}: {
  services: Services;
  token: string;
  clientRef: string;
}): Promise<void> {
  return withDatabaseErrors(async () => {
    await services.rateLimits.consume(EMAIL_VERIFY_PER_CLIENT, clientRef);
    const row = await findLink(services, token);
    if (!row || row.customer.emailVerifiedAt) throw linkInvalid();
    await services.rateLimits.consume(VERIFICATION_EMAIL_PER_CUSTOMER, row.customer.id);
    const { customer } = row;
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
  });
}
