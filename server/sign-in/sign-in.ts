import type { LoginCode, LoginFields } from '../../domain/login';
import { customerAreaTexts } from '../../domain/messages/customer-area';
import { AppError, AppErrorCode } from '../errors/app-error';
import { ONE_TIME_CODE_SECONDS, issueOneTimeCode, redeemOneTimeCode, triesUsedUp } from '../security/one-time-codes';
import { countPasswordTry } from '../security/password-tries';
import type { Services } from '../services';
import { completeChallenge, createChallenge, findChallenge, type Challenge } from './challenges';
import { signInExpired } from '../errors/refusals';
import { verifyPassword } from './passwords';
import { findProfile, findProfileById, holderOf, maskPhone, type Holder } from './profiles';
import { startSession } from './sessions';
import { SIGN_IN_CODES_PER_PROFILE, SIGN_IN_LIMITS, tellHolderOfLock } from './sign-in-limits';

const texts = customerAreaTexts.signIn;

const SIGN_IN_CODE_PURPOSE = 'sign-in';

export interface SignInPending {
  status: 'pending';
  loginRef: string;
  maskedPhone: string;
  codeSeconds: number;
  notice: string;
}

function invalidCredentials() {
  return new AppError(AppErrorCode.InvalidCredentials, texts.invalidCredentials);
}

async function sendSignInCode(
  services: Services,
  challenge: Challenge,
  holder: Holder,
  token: string,
): Promise<SignInPending> {
  await services.rateLimits.consume(SIGN_IN_CODES_PER_PROFILE, challenge.profileId!);
  const code = await issueOneTimeCode({ services, purpose: SIGN_IN_CODE_PURPOSE, subject: challenge.id });
  await services.messenger.sendSms({ to: holder.phoneNo, text: texts.smsText(code) });
  const maskedPhone = maskPhone(holder.phoneNo);
  return {
    status: 'pending',
    loginRef: token,
    maskedPhone,
    codeSeconds: ONE_TIME_CODE_SECONDS,
    notice: texts.codeSent(maskedPhone),
  };
}

/**
 * `POST /customers/login`: the account number (or e-mail) and password. A right pair sends a code to
 * the phone on record; anything else (no such account, no password yet, a wrong one) gets one answer.
 */
export async function startSignIn({
  services,
  input: { username, password },
  clientRef,
  browserRef,
}: {
  services: Services;
  input: LoginFields;
  clientRef: string;
  browserRef: string;
}): Promise<SignInPending> {
  // Account numbers and addresses, whether or not they belong to anyone.
  const passwordTry = await countPasswordTry(services, SIGN_IN_LIMITS, {
    accountKey: services.keyedHash(username, 'sign-in'),
    clientRef,
  });
  const profile = await findProfile(services, username);
  const isRight = await verifyPassword(password, profile?.passwordHash);
  if (isRight) await passwordTry.right();
  const holder = profile && isRight ? await holderOf(services, profile) : null;
  if (!profile || !holder?.phoneNo) {
    const lock = passwordTry.wrong();
    if (profile && !isRight && lock) await tellHolderOfLock(services, profile, lock);
    await services.audit.record({
      action: 'customers.sign-in.password',
      outcome: 'refused',
      subject: profile?.id,
      clientRef,
    });
    throw invalidCredentials();
  }
  const { challenge, token } = await createChallenge({ services, kind: 'login', profileId: profile.id, browserRef });
  await services.audit.record({
    action: 'customers.sign-in.password',
    outcome: 'success',
    subject: profile.id,
    clientRef,
  });
  return sendSignInCode(services, challenge, holder, token);
}

/** `POST /customers/self/resendOtp`: a new code for the sign-in begun in this browser (tries carry over). */
export async function resendSignInCode({
  services,
  loginRef,
  browserRef,
}: {
  services: Services;
  loginRef: unknown;
  browserRef: string;
}): Promise<SignInPending> {
  const challenge = await findChallenge({ services, kind: 'login', token: loginRef, browserRef });
  const profile = await findProfileById(services, challenge.profileId!);
  const holder = profile ? await holderOf(services, profile) : null;
  if (!holder?.phoneNo) throw invalidCredentials();
  return sendSignInCode(services, challenge, holder, loginRef as string);
}

/**
 * `POST /customers/self/otpLogin`: the code of the SMS. A right one ends the sign-in (once) and starts
 * a new session, ending the one the browser held before. Answers the session's cookie token.
 */
export async function confirmSignIn({
  services,
  loginRef,
  input: { otp },
  browserRef,
  clientRef,
  previousToken,
  device,
  network,
}: {
  services: Services;
  loginRef: unknown;
  input: LoginCode;
  browserRef: string;
  clientRef: string;
  previousToken?: string;
  device: string;
  network?: string | null;
}): Promise<{ token: string; profileId: string }> {
  const challenge = await findChallenge({ services, kind: 'login', token: loginRef, browserRef });
  try {
    await redeemOneTimeCode({ services, purpose: SIGN_IN_CODE_PURPOSE, subject: challenge.id, code: otp });
  } catch (error) {
    await services.audit.record({
      action: 'customers.sign-in.code',
      outcome: 'refused',
      subject: challenge.profileId ?? undefined,
      clientRef,
    });
    // With its tries used up a new code would not help (they carry over): the password again does.
    if (await triesUsedUp({ services, purpose: SIGN_IN_CODE_PURPOSE, subject: challenge.id })) {
      await completeChallenge(services, challenge.id);
      throw signInExpired();
    }
    throw error;
  }
  await completeChallenge(services, challenge.id);
  const profileId = challenge.profileId!;
  // Only codes sent and not used count: a customer who signs in often is never refused.
  await services.rateLimits.refund(SIGN_IN_CODES_PER_PROFILE, profileId);
  const token = await startSession({ services, profileId, previousToken, device, network, clientRef });
  await services.audit.record({ action: 'customers.sign-in', outcome: 'success', subject: profileId, clientRef });
  return { token, profileId };
}
