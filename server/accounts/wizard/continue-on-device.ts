import { accountMailTexts } from '../../../domain/messages/account-mail';
import { wizardTexts } from '../../../domain/messages/wizard';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { ONE_TIME_CODE_SECONDS, issueOneTimeCode, redeemOneTimeCode, triesUsedUp } from '../../security/one-time-codes';
import type { Services } from '../../services';
import {
  EMAIL_VERIFY_PER_CLIENT,
  VERIFICATION_EMAIL_PER_CLIENT,
  VERIFICATION_EMAIL_PER_CUSTOMER,
  WIZARD_DEVICE_CODE_PER_CUSTOMER,
} from '../account-limits';
import { grantProvenBrowser } from '../applicant-grants';
import { withDatabaseErrors } from '../database-errors';
import { accountAlreadyOpened } from '../../errors/refusals';
import { CUSTOMER_SEALS } from '../sealed-fields';
import { queueVerificationEmail } from '../verification-email';
import { findLink } from '../verify-email';
import { loadWizardApplication } from './load-wizard-application';
import { findWizardApplication, type WizardApplicationView } from './wizard-values';

/**
 * A wizard's link opens the record once, on one device (issue 26.1). Another device continues with
 * a new link to the address on file, or with a code by SMS to the phone on the BVN record: what
 * the holder of the old link proves, not the old link itself, grants it. The old link only names
 * the application; the answers before the proof name nothing of it.
 */
const DEVICE_CODE = 'accounts.wizard.device';
const texts = wizardTexts.verifyLink;

export type ContinuePending = { status: 'pending'; codeSeconds?: number };

/** The customer whose unfinished wizard a link (used, lapsed or live) names. */
async function customerOfLink(services: Services, token: unknown) {
  const row = await findLink(services, token);
  const application = row ? await findWizardApplication(services.database.db, row.customer.id) : undefined;
  if (!row || !application) throw new AppError(AppErrorCode.VerificationLinkInvalid, texts.linkUnknown);
  if (application.completedAt) throw accountAlreadyOpened();
  return row.customer;
}

/** 'Email me a new link': to the e-mail on the application, never another; earlier links stop working. */
export async function sendFreshWizardLink({
  services,
  token,
  clientRef,
}: {
  services: Services;
  token: unknown;
  clientRef: string;
}): Promise<ContinuePending> {
  return withDatabaseErrors(async () => {
    await services.rateLimits.consume(VERIFICATION_EMAIL_PER_CLIENT, clientRef);
    const customer = await customerOfLink(services, token);
    await services.rateLimits.consume(VERIFICATION_EMAIL_PER_CUSTOMER, customer.id);
    const queued = await services.database.db.transaction(async (tx) =>
      queueVerificationEmail({ services, db: tx, customer }),
    );
    await services.messenger.deliver(queued);
    await services.audit.record({
      action: 'accounts.wizard.fresh_link',
      outcome: 'success',
      subject: customer.id,
      clientRef,
    });
    return { status: 'pending' };
  });
}

/** 'Text a code to my phone': a one-time code to the phone on the BVN record (10 minutes, 5 tries across codes). */
export async function sendWizardDeviceCode({
  services,
  token,
  clientRef,
}: {
  services: Services;
  token: unknown;
  clientRef: string;
}): Promise<ContinuePending> {
  return withDatabaseErrors(async () => {
    await services.rateLimits.consume(VERIFICATION_EMAIL_PER_CLIENT, clientRef);
    const customer = await customerOfLink(services, token);
    await services.rateLimits.consume(WIZARD_DEVICE_CODE_PER_CUSTOMER, customer.id);
    const code = await issueOneTimeCode({ services, purpose: DEVICE_CODE, subject: customer.id });
    await services.messenger.sendSms({
      to: services.cipher.decrypt(customer.phoneSealed, CUSTOMER_SEALS.phone),
      text: accountMailTexts.continueSms(code),
    });
    await services.audit.record({
      action: 'accounts.wizard.device_code.send',
      outcome: 'success',
      subject: customer.id,
      clientRef,
    });
    return { status: 'pending', codeSeconds: ONE_TIME_CODE_SECONDS };
  });
}

/** The code from the SMS: grants this browser the record, tells the customer's e-mail, and answers the record. */
export async function confirmWizardDeviceCode({
  services,
  token,
  otp,
  clientRef,
  browserRef,
}: {
  services: Services;
  token: unknown;
  otp: unknown;
  clientRef: string;
  browserRef: string;
}): Promise<WizardApplicationView> {
  return withDatabaseErrors(async () => {
    await services.rateLimits.consume(EMAIL_VERIFY_PER_CLIENT, clientRef);
    const customer = await customerOfLink(services, token);
    try {
      await redeemOneTimeCode({ services, purpose: DEVICE_CODE, subject: customer.id, code: otp });
    } catch (error) {
      await services.audit.record({
        action: 'accounts.wizard.device_code.try',
        outcome: 'failure',
        subject: customer.id,
        clientRef,
      });
      // Tries carry over to a new code for 10 minutes: say so rather than offer a code that cannot work.
      if (await triesUsedUp({ services, purpose: DEVICE_CODE, subject: customer.id }))
        throw new AppError(AppErrorCode.TooManyTries, texts.tooManyTries, { fields: { otp: texts.tooManyTries } });
      throw error;
    }
    const notice = await services.database.db.transaction(async (tx) =>
      grantProvenBrowser({ services, db: tx, browserRef, customer, means: 'phoneCode' }),
    );
    await services.messenger.deliver(notice);
    await services.audit.record({
      action: 'accounts.wizard.device_code',
      outcome: 'success',
      subject: customer.id,
      clientRef,
    });
    return loadWizardApplication({ services, customerId: customer.id, browserRef });
  });
}
