import type { WizardSignupCode, WizardStepOne } from '../../../domain/forms';
import { onboardingTexts } from '../../../domain/messages/onboarding';
import { wizardTexts } from '../../../domain/messages/wizard';
import type { BvnErrorCode } from '../../../domain/messages/onboarding';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { approveBvnConsent } from '../../identity/answer-bvn-consent';
import { CONSENT_CODE_SECONDS, findConsentSession } from '../../identity/consent-session';
import { resendConsentCode } from '../../identity/send-consent-code';
import { startBvnConsent } from '../../identity/start-bvn-consent';
import { viewBvnConsent } from '../../identity/view-bvn-consent';
import type { Services } from '../../services';
import { withDatabaseErrors } from '../database-errors';
import {
  RESEND_AFTER_SECONDS,
  WIZARD_SIGNUP_RETURN,
  findWaitingSignup,
  keepWizardForm,
  timingsOf,
  waitingSignupOf,
  type SignupPending,
} from './pending-signup';
import { identityUnavailable, invalid } from '../../errors/refusals';

export type { SignupPending };

const texts = wizardTexts;

/** The code cannot be tried again (expired, used, locked out): step 1's Begin Registration gets a new one. */
function signupExpired(message: string = texts.errors.signupExpired) {
  return new AppError(AppErrorCode.SignupExpired, message);
}

/**
 * The code session of `signupToken`, if this browser began it: another browser is answered as for
 * an ended one (issue 26.8), as sign-in and reset references are (decision 023).
 */
async function assertOwnSignup(services: Services, signupToken: string, browserRef: string) {
  const session = await findConsentSession(services, signupToken);
  if (!session || session.browserRef !== browserRef) throw signupExpired();
}

/**
 * 'Begin Registration': checks step 1, then asks the identity provider for the BVN's record and
 * sends a one-time code to the phone it holds (through the consent session of the instant account).
 * A BVN the provider does not know gets the same answer and no SMS: a stranger learns nothing.
 * Pressed again in the same browser while the code sent for this BVN still lives (after a reload,
 * or Back), it sends nothing: the code already received keeps working (its fields are updated).
 */
export async function startWizardSignup({
  services,
  input,
  clientRef,
  browserRef,
}: {
  services: Services;
  input: WizardStepOne;
  clientRef: string;
  browserRef: string;
}): Promise<SignupPending> {
  return withDatabaseErrors(async () => {
    const waiting = await findWaitingSignup({ services, browserRef, bvnHash: services.keyedHash(input.bvnNo, 'bvn') });
    if (waiting) {
      const { signupToken, codeSeconds, resendAfterSeconds } = waitingSignupOf(services, waiting);
      await keepWizardForm(services, signupToken, input);
      return {
        status: 'pending',
        signupToken,
        codeSeconds,
        resendAfterSeconds,
        notice: texts.basicInfo.codeStillValid,
      };
    }
    const { url } = await startBvnConsent({
      services,
      bvnNo: input.bvnNo,
      returnTo: WIZARD_SIGNUP_RETURN,
      clientRef,
      browserRef,
    });
    const signupToken = url.slice(url.lastIndexOf('/') + 1);
    const view = await viewBvnConsent({ services, sessionToken: signupToken, clientRef });
    if (view.kind === 'unavailable') throw identityUnavailable();
    await keepWizardForm(services, signupToken, input);
    return {
      status: 'pending',
      signupToken,
      codeSeconds: CONSENT_CODE_SECONDS,
      resendAfterSeconds: RESEND_AFTER_SECONDS,
      notice: texts.basicInfo.codeSent,
    };
  });
}

/** This browser's waiting code (its token, countdowns and step 1's fields), for the page after a reload. */
export async function resumeWizardSignup({ services, browserRef }: { services: Services; browserRef: string }) {
  return withDatabaseErrors(async () => {
    const waiting = await findWaitingSignup({ services, browserRef });
    return waiting ? waitingSignupOf(services, waiting) : undefined;
  });
}

/** The countdowns of the code behind `signupToken`, to show again beside an error. */
export async function signupTimings({ services, signupToken }: { services: Services; signupToken: string }) {
  const session = await findConsentSession(services, signupToken);
  return session ? timingsOf(session) : { codeSeconds: 0, resendAfterSeconds: 0 };
}

/**
 * The OTP, in the browser that began: a right code leaves a single-use BVN reference bound to it (as
 * the consent page does), which `createWizardApplication` redeems. Tries count per session and per BVN.
 */
export async function confirmWizardSignup({
  services,
  input: { signupToken, otp },
  clientRef,
  browserRef,
}: {
  services: Services;
  input: WizardSignupCode;
  clientRef: string;
  browserRef: string;
}): Promise<{ status: 'success'; bvnRef: string }> {
  return withDatabaseErrors(async () => {
    await assertOwnSignup(services, signupToken, browserRef);
    const view = await approveBvnConsent({ services, sessionToken: signupToken, code: otp, clientRef });
    if (view.kind === 'code' && view.error) throw invalid({ otp: view.error });
    if (view.kind !== 'redirect') throw signupExpired();
    const outcome = new URL(view.location, 'http://same-site.invalid').searchParams;
    const ref = outcome.get('ref');
    if (outcome.get('msg') === 'has_bvn_data' && ref) return { status: 'success', bvnRef: ref };
    const reason = outcome.get('igErrorCode');
    if (reason === 'TOO_MANY_TRIES') throw signupExpired(texts.errors.tooManyCodes);
    const text = reason === 'CONSENT_EXPIRED' ? undefined : onboardingTexts.bvnErrors[reason as BvnErrorCode];
    throw text ? invalid({ otp: text }) : signupExpired();
  });
}

/** 'Resend OTP': a new code to the same phone; the session's tries carry on. */
export async function resendWizardCode({
  services,
  signupToken,
  clientRef,
  browserRef,
}: {
  services: Services;
  signupToken: string;
  clientRef: string;
  browserRef: string;
}): Promise<SignupPending> {
  return withDatabaseErrors(async () => {
    await assertOwnSignup(services, signupToken, browserRef);
    const view = await resendConsentCode({ services, sessionToken: signupToken, clientRef });
    if (view.kind !== 'code') throw signupExpired();
    return {
      status: 'pending',
      signupToken,
      codeSeconds: CONSENT_CODE_SECONDS,
      resendAfterSeconds: RESEND_AFTER_SECONDS,
      notice: texts.basicInfo.codeResent,
    };
  });
}
