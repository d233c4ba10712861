import { and, eq, lte, sql } from 'drizzle-orm';
import { isGuessablePassword, type PasswordResetStart, type PasswordSetFields } from '../../domain/login';
import { customerAreaTexts } from '../../domain/messages/customer-area';
import { customerProfiles, passwordResetRequests, signInChallenges } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { ONE_TIME_CODE_SECONDS, issueOneTimeCode, redeemOneTimeCode } from '../security/one-time-codes';
import { defineRateLimit } from '../security/rate-limits';
import type { Services } from '../services';
import { completeChallenge, createChallenge, findChallenge } from './challenges';
import { onField } from './parse-form';
import { signInExpired } from '../errors/refusals';
import { hashPassword } from './passwords';
import { accountNumbersOf, findProfile, findProfileById, holderOf } from './profiles';
import { endAllSessions } from './sessions';

const texts = customerAreaTexts.password;

const PASSWORD_RESET_PER_CLIENT = defineRateLimit({
  action: 'password-reset.client',
  max: 20,
  windowSeconds: 60 * 60,
});
const PASSWORD_RESET_PER_USERNAME = defineRateLimit({
  action: 'password-reset.username',
  max: 5,
  windowSeconds: 60 * 60,
});
const PHONE_CODE = 'password.phone';
const EMAIL_CODE = 'password.email';
export const SEND_PASSWORD_RESET_CODES_JOB = 'password-reset.send-codes';
export const RESET_REQUEST_SEAL = 'password_reset_requests.username';
/** A worker that claimed a request has this long to send its codes before another may try. */
const CLAIM_SECONDS = 2 * 60;
const RESEND_BACKOFF_SECONDS = 30;

/**
 * Setting a password (the first time, or a forgotten one) begins here: a code to the phone and one
 * to the e-mail on record. The request does the same work whatever name is typed, and answers at
 * once (issue 26, point 7: a lookup and two sends made a known account's answer twice as slow): it
 * writes the challenge and a durable request with the typed name sealed; `sendDuePasswordResetCodes`
 * then finds the account and sends its codes, straight after the answer and, should the process stop
 * first or the SMS fail, from the job every minute. For a name that matches no one (or an account
 * without a phone or e-mail on record) codes are made and never sent, so the next step fails as a
 * wrong code would.
 */
export async function startPasswordReset({
  services,
  input: { username },
  clientRef,
  browserRef,
}: {
  services: Services;
  input: PasswordResetStart;
  clientRef: string;
  browserRef: string;
}) {
  await services.rateLimits.consume(PASSWORD_RESET_PER_CLIENT, clientRef);
  await services.rateLimits.consume(PASSWORD_RESET_PER_USERNAME, services.keyedHash(username, 'password-reset'));
  const { challenge, token } = await createChallenge({ services, kind: 'password', profileId: null, browserRef });
  const [request] = await services.database.db
    .insert(passwordResetRequests)
    .values({
      challengeId: challenge.id,
      usernameSealed: services.cipher.encrypt(username, RESET_REQUEST_SEAL),
      clientRef,
    })
    .returning({ id: passwordResetRequests.id });
  sendSoon(services, request.id);
  return { status: 'pending' as const, resetRef: token, codeSeconds: ONE_TIME_CODE_SECONDS, notice: texts.codesSent };
}

/** Sends begun after an answer and not yet finished, per instance: the job (and a test) waits for them first. */
const sending = new WeakMap<Services, Set<Promise<unknown>>>();

/** After the answer has gone (setImmediate runs once the response is written), this request's codes. */
function sendSoon(services: Services, requestId: string) {
  const running = sending.get(services) ?? new Set();
  sending.set(services, running);
  const send = new Promise((resolve) => setImmediate(resolve))
    .then(() => sendDuePasswordResetCodes({ services, requestId }))
    .catch((error: unknown) =>
      services.logger.warn({ err: error }, 'password reset codes not sent at once: the job tries again'),
    )
    .finally(() => running.delete(send));
  running.add(send);
}

/**
 * The job: finds the account of each due request, makes both codes and sends them, then forgets the
 * request. A failed send (the SMS provider down) is tried again after RESEND_BACKOFF_SECONDS while
 * the codes could still be used; later the request is dropped, as the customer will have asked again.
 * Waits first for the sends begun after answers, so that what it returns includes them. Returns how
 * many requests were handled.
 */
export async function sendDuePasswordResetCodes({
  services,
  requestId,
  batchSize = 50,
}: {
  services: Services;
  requestId?: string;
  batchSize?: number;
}): Promise<number> {
  if (!requestId) await Promise.allSettled([...(sending.get(services) ?? [])]);
  const { db } = services.database;
  const due = and(
    lte(passwordResetRequests.nextAttemptAt, sql`now()`),
    requestId ? eq(passwordResetRequests.id, requestId) : undefined,
  );
  const claimed = await db
    .update(passwordResetRequests)
    .set({
      nextAttemptAt: new Date(Date.now() + CLAIM_SECONDS * 1000),
      attempts: sql`${passwordResetRequests.attempts} + 1`,
    })
    .where(
      sql`${passwordResetRequests.id} in (select id from ${passwordResetRequests} where ${due} order by ${passwordResetRequests.nextAttemptAt} limit ${batchSize} for update skip locked)`,
    )
    .returning();
  let handled = 0;
  for (const request of claimed) {
    if (request.createdAt.getTime() < Date.now() - ONE_TIME_CODE_SECONDS * 1000) {
      await db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, request.id));
      services.logger.warn(
        { requestId: request.id, attempts: request.attempts },
        'password reset codes never sent: dropped once they would have expired',
      );
      continue;
    }
    try {
      await sendResetCodes(services, request);
      await db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, request.id));
      handled += 1;
    } catch (error) {
      await db
        .update(passwordResetRequests)
        .set({ nextAttemptAt: new Date(Date.now() + RESEND_BACKOFF_SECONDS * 1000) })
        .where(eq(passwordResetRequests.id, request.id));
      services.logger.warn(
        { err: error, requestId: request.id, attempts: request.attempts },
        'password reset codes not sent: the request stays queued',
      );
    }
  }
  return handled;
}

async function sendResetCodes(services: Services, request: typeof passwordResetRequests.$inferSelect) {
  const username = services.cipher.decrypt(request.usernameSealed, RESET_REQUEST_SEAL);
  const profile = await findProfile(services, username);
  const holder = profile ? await holderOf(services, profile) : null;
  const reachable = profile && holder?.phoneNo && holder.email ? { profile, holder } : null;
  if (reachable)
    await services.database.db
      .update(signInChallenges)
      .set({ profileId: reachable.profile.id })
      .where(eq(signInChallenges.id, request.challengeId));
  const phoneCode = await issueOneTimeCode({ services, purpose: PHONE_CODE, subject: request.challengeId });
  const emailCode = await issueOneTimeCode({ services, purpose: EMAIL_CODE, subject: request.challengeId });
  if (reachable) {
    await services.messenger.sendSms({ to: reachable.holder.phoneNo, text: texts.smsText(phoneCode) });
    await services.messenger.sendEmailCode({
      to: reachable.holder.email,
      subject: texts.mailSubject,
      text: texts.mailBody(emailCode),
    });
  }
  await services.audit.record({
    action: 'customers.password.codes',
    outcome: reachable ? 'success' : 'refused',
    subject: profile?.id,
    clientRef: request.clientRef ?? undefined,
  });
}

/**
 * Both codes and the new password (twice); a right phone code counts once, so that a mistyped e-mail
 * code does not spend it. Every session of the customer ends, and the e-mail on
 * record hears of the change.
 */
export async function completePasswordReset({
  services,
  resetRef,
  input: form,
  browserRef,
  clientRef,
}: {
  services: Services;
  resetRef: unknown;
  input: PasswordSetFields;
  browserRef: string;
  clientRef: string;
}) {
  const challenge = await findChallenge({ services, kind: 'password', token: resetRef, browserRef });
  const profile = challenge.profileId ? await findProfileById(services, challenge.profileId) : null;
  if (!challenge.phoneConfirmedAt) {
    await onField('phoneCode', () =>
      redeemOneTimeCode({ services, purpose: PHONE_CODE, subject: challenge.id, code: form.phoneCode }),
    );
    await services.database.db
      .update(signInChallenges)
      .set({ phoneConfirmedAt: new Date() })
      .where(eq(signInChallenges.id, challenge.id));
  }
  // Only after a right code: before it, the answer would tell whether the account number exists.
  if (profile && isGuessablePassword(form.password, await accountNumbersOf(services, profile))) {
    throw new AppError(AppErrorCode.ValidationError, texts.tooWeak, { fields: { password: texts.tooWeak } });
  }
  await onField('emailCode', () =>
    redeemOneTimeCode({ services, purpose: EMAIL_CODE, subject: challenge.id, code: form.emailCode }),
  );
  if (!profile) throw signInExpired();
  await completeChallenge(services, challenge.id);
  await services.database.db
    .update(customerProfiles)
    .set({ passwordHash: await hashPassword(form.password), passwordSetAt: new Date() })
    .where(eq(customerProfiles.id, profile.id));
  await endAllSessions({ services, profileId: profile.id, reason: 'password-changed' });
  await services.audit.record({ action: 'customers.password.set', outcome: 'success', subject: profile.id, clientRef });
  const holder = await holderOf(services, profile);
  if (holder?.email)
    await services.messenger.sendEmail({ to: holder.email, subject: texts.changedSubject, text: texts.changedBody });
  return { status: 'success' as const, message: texts.saved };
}
