import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { emailRule } from '../../domain/forms';
import { onboardingTexts } from '../../domain/messages/onboarding';
import { accountMailTexts } from '../../domain/messages/account-mail';
import { customers } from '../db/schema';
import { maskPhone } from '../identity/consent-session';
import { issueOneTimeCode, redeemOneTimeCode } from '../security/one-time-codes';
import type { Services } from '../services';
import {
  EMAIL_CHANGE_CODE_PER_CUSTOMER,
  VERIFICATION_EMAIL_PER_CLIENT,
  VERIFICATION_EMAIL_PER_CUSTOMER,
} from './account-limits';
import { toOpeningResult, type AccountOpeningResult } from './account-result';
import { violatedUniqueConstraint, withDatabaseErrors } from './database-errors';
import { requireCustomer } from './find-customer';
import { emailAlreadyVerified, emailTaken } from '../errors/refusals';
import { CUSTOMER_SEALS } from './sealed-fields';
import { validationError } from './validate-instant-account';
import { queueVerificationEmail } from './verification-email';

const DifferentEmailSchema = z.object({ email: emailRule() });
const EMAIL_CHANGE = 'accounts.email_change';

export type DifferentEmailOutcome =
  { stage: 'codeSent'; maskedPhone: string; email: string } | { stage: 'changed'; result: AccountOpeningResult };

/**
 * The different confirmation e-mail path (retainFields4 = UtilizeDiffConfirmEmail): while the
 * address is unverified, the customer may confirm another one. It is a change of the address the
 * bank writes to, so the person proves it first: without `otp` a code goes by SMS to the phone on
 * the BVN record; with the right code the address changes, the new link goes there, and the old
 * address is told.
 */
export async function changeConfirmationEmail({
  services,
  customerId,
  email,
  otp,
  clientRef,
  browserRef,
}: {
  services: Services;
  customerId: string;
  email: unknown;
  otp?: unknown;
  clientRef: string;
  browserRef: string;
}): Promise<DifferentEmailOutcome> {
  return withDatabaseErrors(async () => {
    await services.rateLimits.consume(VERIFICATION_EMAIL_PER_CLIENT, clientRef);
    const parsed = DifferentEmailSchema.safeParse({ email });
    if (!parsed.success) throw validationError({ email: parsed.error.issues[0].message });
    const found = await requireCustomer(services, customerId, browserRef);
    const current = found.customer;
    if (current.emailVerifiedAt) throw emailAlreadyVerified();
    if (current.email === parsed.data.email) throw validationError({ email: onboardingTexts.emailChange.sameAddress });
    const { db } = services.database;
    const [owner] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.acctType, current.acctType),
          eq(customers.email, parsed.data.email),
          ne(customers.id, current.id),
        ),
      );
    if (owner) throw emailTaken();

    if (otp === undefined || otp === '') {
      await services.rateLimits.consume(EMAIL_CHANGE_CODE_PER_CUSTOMER, current.id);
      const phone = services.cipher.decrypt(current.phoneSealed, CUSTOMER_SEALS.phone);
      const code = await issueOneTimeCode({
        services,
        purpose: EMAIL_CHANGE,
        subject: current.id,
        payload: parsed.data.email,
      });
      await services.messenger.sendSms({ to: phone, text: onboardingTexts.emailChange.smsText(code) });
      await services.audit.record({
        action: 'accounts.email_change.code_send',
        outcome: 'success',
        subject: current.id,
        clientRef,
      });
      return { stage: 'codeSent', maskedPhone: maskPhone(phone), email: parsed.data.email };
    }

    const confirmedEmail = await redeemOneTimeCode({
      services,
      purpose: EMAIL_CHANGE,
      subject: current.id,
      code: otp,
    }).catch(async (error: unknown) => {
      await services.audit.record({
        action: 'accounts.email_change.code_try',
        outcome: 'failure',
        subject: current.id,
        clientRef,
      });
      throw error;
    });
    // The code confirms the address it was sent for, not whatever the request says now.
    if (confirmedEmail !== parsed.data.email) throw validationError({ email: onboardingTexts.emailChange.sameAddress });
    await services.rateLimits.consume(VERIFICATION_EMAIL_PER_CUSTOMER, current.id);
    const { customer, queued } = await db
      .transaction(async (tx) => {
        const [updated] = await tx
          .update(customers)
          .set({ email: confirmedEmail, updatedAt: new Date() })
          .where(eq(customers.id, current.id))
          .returning();
        const toNew = await queueVerificationEmail({ services, db: tx, customer: updated });
        const toOld = await services.messenger.sendEmail(
          {
            to: current.email,
            subject: accountMailTexts.addressChangedSubject,
            text: accountMailTexts.addressChangedBody({ firstname: current.firstname, newAddress: confirmedEmail }),
          },
          { db: tx },
        );
        return { customer: updated, queued: [toNew, toOld] };
      })
      .catch((error: unknown) => {
        if (violatedUniqueConstraint(error) !== undefined) throw emailTaken();
        throw error;
      });
    await services.messenger.deliver(...queued);
    await services.audit.record({
      action: 'accounts.verification_email.change',
      outcome: 'success',
      subject: customer.id,
      clientRef,
    });
    return { stage: 'changed', result: toOpeningResult(customer, found.application) };
  });
}
