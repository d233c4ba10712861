import { eq } from 'drizzle-orm';
import { PasswordResetStartSchema, PasswordSetSchema, isGuessablePassword } from '../../domain/login';
import { customerArea } from '../../domain/messages/customer-area';
import { customerProfiles, signInChallenges } from '../db/schema';
import { ApiError } from '../http/api/api-error';
import { ONE_TIME_CODE_SECONDS, issueOneTimeCode, redeemOneTimeCode } from '../security/one-time-codes';
import { defineRateLimit } from '../security/rate-limits';
import type { Services } from '../services';
import { challengeExpired, completeChallenge, createChallenge, findChallenge } from './challenges';
import { onField, parseForm } from './parse-form';
import { hashPassword } from './passwords';
import { accountNumbersOf, findProfile, findProfileById, holderOf } from './profiles';
import { endAllSessions } from './sessions';

const texts = customerArea.password;

export const PASSWORD_RESET_PER_CLIENT = defineRateLimit({ action: 'password-reset.client', max: 20, windowSeconds: 60 * 60 });
export const PASSWORD_RESET_PER_USERNAME = defineRateLimit({ action: 'password-reset.username', max: 5, windowSeconds: 60 * 60 });
const PHONE_CODE = 'password.phone';
const EMAIL_CODE = 'password.email';

/**
 * Setting a password (the first time, or a forgotten one) begins here: a code to the phone and one
 * to the e-mail on record. The answer is the same whether or not the account exists; for one that
 * does not (or has no phone or e-mail on record), codes are made and never sent, so the next step
 * fails as a wrong code would.
 */
export async function startPasswordReset({ services, input, clientRef, browserRef }: { services: Services; input: Record<string, unknown>; clientRef: string; browserRef: string }) {
  const { username } = parseForm(PasswordResetStartSchema, input);
  await services.rateLimits.consume(PASSWORD_RESET_PER_CLIENT, clientRef);
  await services.rateLimits.consume(PASSWORD_RESET_PER_USERNAME, services.keyedHash(username, 'password-reset'));
  const profile = await findProfile(services, username);
  const holder = profile ? await holderOf(services, profile) : null;
  const reachable = profile && holder?.phoneNo && holder.email ? { profile, holder } : null;
  const { challenge, token } = await createChallenge({ services, kind: 'password', profileId: reachable?.profile.id ?? null, browserRef });
  const phoneCode = await issueOneTimeCode({ services, purpose: PHONE_CODE, subject: challenge.id });
  const emailCode = await issueOneTimeCode({ services, purpose: EMAIL_CODE, subject: challenge.id });
  if (reachable) {
    await services.messenger.sendSms({ to: reachable.holder.phoneNo, text: texts.smsText(phoneCode) });
    await services.messenger.sendEmailCode({ to: reachable.holder.email, subject: texts.mailSubject, text: texts.mailBody(emailCode) });
  }
  await services.audit.record({ action: 'customers.password.codes', outcome: reachable ? 'success' : 'refused', subject: profile?.id, clientRef });
  return { status: 'pending' as const, resetRef: token, codeSeconds: ONE_TIME_CODE_SECONDS, notice: texts.codesSent };
}

/**
 * Both codes and the new password (twice); a right phone code counts once, so that a mistyped e-mail
 * code does not spend it. Every session of the customer ends, and the e-mail on
 * record hears of the change.
 */
export async function completePasswordReset({ services, resetRef, input, browserRef, clientRef }: { services: Services; resetRef: unknown; input: Record<string, unknown>; browserRef: string; clientRef: string }) {
  const form = parseForm(PasswordSetSchema, input);
  const challenge = await findChallenge({ services, kind: 'password', token: resetRef, browserRef });
  const profile = challenge.profileId ? await findProfileById(services, challenge.profileId) : null;
  if (!challenge.phoneConfirmedAt) {
    await onField('phoneCode', () => redeemOneTimeCode({ services, purpose: PHONE_CODE, subject: challenge.id, code: form.phoneCode }));
    await services.database.db.update(signInChallenges).set({ phoneConfirmedAt: new Date() }).where(eq(signInChallenges.id, challenge.id));
  }
  // Only after a right code: before it, the answer would tell whether the account number exists.
  if (profile && isGuessablePassword(form.password, await accountNumbersOf(services, profile))) {
    throw new ApiError(422, 'ValidationError', texts.tooWeak, { password: texts.tooWeak });
  }
  await onField('emailCode', () => redeemOneTimeCode({ services, purpose: EMAIL_CODE, subject: challenge.id, code: form.emailCode }));
  if (!profile) throw challengeExpired();
  await completeChallenge(services, challenge.id);
  await services.database.db.update(customerProfiles).set({ passwordHash: await hashPassword(form.password), passwordSetAt: new Date() }).where(eq(customerProfiles.id, profile.id));
  await endAllSessions({ services, profileId: profile.id, reason: 'password-changed' });
  await services.audit.record({ action: 'customers.password.set', outcome: 'success', subject: profile.id, clientRef });
  const holder = await holderOf(services, profile);
  if (holder?.email) await services.messenger.sendEmail({ to: holder.email, subject: texts.changedSubject, text: texts.changedBody });
  return { status: 'success' as const, message: texts.saved };
}
