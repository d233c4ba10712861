import { data, redirect } from 'react-router';
import { messages } from '@domain/messages';
import { wizardTexts } from '@domain/messages/wizard';
import { resolvePlayParams } from '@domain/play-state';
import { inspectVerificationLink } from '@server/accounts/verify-email';
import {
  confirmWizardDeviceCode,
  sendFreshWizardLink,
  sendWizardDeviceCode,
} from '@server/accounts/wizard/continue-on-device';
import { createWizardApplication } from '@server/accounts/wizard/create-wizard-application';
import { findBrowserWizard, resumeFromLink } from '@server/accounts/wizard/load-wizard-application';
import { publishedBranchChoices } from '@server/content/branch-choices';
import { saveWizardStep, type WizardFiles } from '@server/accounts/wizard/save-wizard-step';
import {
  confirmWizardSignup,
  resendWizardCode,
  resumeWizardSignup,
  signupTimings,
  startWizardSignup,
} from '@server/accounts/wizard/wizard-signup';
import { resendVerificationEmail } from '@server/accounts/resend-verification-email';
import { changeConfirmationEmail } from '@server/accounts/change-confirmation-email';
import type { WizardApplicationView } from '@server/accounts/wizard/wizard-values';
import { AppError, AppErrorCode } from '@server/errors/app-error';
import { parseOrRefuse } from '@server/errors/refusals';
import { openingRefusalOf } from '~/lib/form-action.server';
import { browserContext, clientRefContext, servicesContext } from '@server/request-context';
import { WIZARD_FILE_FIELDS, WIZARD_LAST_STEP, WizardSignupCodeSchema, WizardStepOneSchema } from '@domain/forms';
import { isTitleOfOtherGender } from '@domain/lists';
import { readPageForm } from '~/lib/read-page-form.server';
import { LINK_STATES, type LinkState, type WizardScreen, type WizardValues } from '~/components/wizard/wizard-screen';
import { PREFILL_PARAMS, SPEC_PARAMS, STEP_PARAM } from '~/components/wizard/wizard-address';
import type { Route } from './+types/new-account';

/** The page's own path: with JavaScript, React Router asks for its `.data` twin. */
const pageAddressOf = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, '');

/** The address of a screen of the wizard. */
const addressOf = (path: string, step: number | 'otp' | 'start') =>
  step === 'start' ? path : `${path}?${STEP_PARAM}=${step}`;

/** The step a verified record resumes at, saying 'Email Is Verified!' once (`msg=1` is read once, then removed). */
const verifiedAddressOf = (path: string, view: WizardApplicationView) =>
  `${addressOf(path, Math.min(view.customer.step + 1, WIZARD_LAST_STEP))}&msg=1`;

/** The screen of a record: the e-mail to verify, or the step asked for (one already reached), else the next one. */
function screenOf(view: WizardApplicationView, { isVerifiedNow = false, requested = NaN } = {}): WizardScreen {
  if (!view.customer.emailVerified)
    return {
      kind: 'emailSent',
      customerId: view.customer._id,
      email: view.customer.email,
      acctType: view.customer.acctType,
    };
  const furthest = Math.min(view.customer.step + 1, WIZARD_LAST_STEP);
  const step = requested >= 2 && requested <= furthest ? requested : furthest;
  return {
    kind: 'step',
    step,
    values: view.draft as WizardValues,
    errors: {},
    emailVerified: isVerifiedNow,
    documents: documentsOf(view),
  };
}

/** Step 5's record id and the documents it keeps already (a failed round keeps the files that passed). */
function documentsOf(view: WizardApplicationView) {
  return { customerId: view.customer._id, uploaded: view.uploaded };
}

const stepOneScreen = (values: WizardValues, errors: Record<string, string> = {}): WizardScreen => ({
  kind: 'step',
  step: 1,
  values,
  errors,
  emailVerified: false,
});

export async function loadWizard({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const browserRef = context.get(browserContext).ref();
  const url = new URL(request.url);
  const play = resolvePlayParams(params);
  const base = {
    play,
    hasQueryToRemove: SPEC_PARAMS.some((name) => url.searchParams.has(name)),
    branchOptions: await publishedBranchChoices(services),
  };
  const requested = url.searchParams.get(STEP_PARAM);
  const psc = url.searchParams.get('psc');
  if (url.searchParams.get('msg') === '1' && psc) {
    // A used link resumes only in the browser it granted; anywhere else it says what to do.
    const link = await inspectVerificationLink({ services, token: psc, browserRef });
    if (link.state !== 'verified')
      return { ...base, screen: { kind: 'verifyLink', psc, state: link.state } satisfies WizardScreen };
  }
  const current = await findBrowserWizard({ services, browserRef });
  // A finished wizard is not resumed: the page begins another application.
  if (current && current.customer.step < WIZARD_LAST_STEP) {
    const screen = screenOf(current, {
      isVerifiedNow: url.searchParams.get('msg') === '1',
      requested: Number(requested),
    });
    // A step is shown at its own address, so that Back from the next one comes back to it.
    if (screen.kind === 'step' && requested !== String(screen.step) && !url.searchParams.has('msg'))
      throw redirect(addressOf(pageAddressOf(request), screen.step));
    return { ...base, screen };
  }
  // A code sent and still waiting (a reload of the code screen, or Back to step 1): nothing new is sent.
  const waiting = await resumeWizardSignup({ services, browserRef });
  if (waiting && requested === 'otp') {
    const { form, ...pending } = waiting;
    return {
      ...base,
      screen: {
        kind: 'otp',
        values: form,
        ...pending,
        notice: wizardTexts.basicInfo.codeStillValid,
      } satisfies WizardScreen,
    };
  }
  const prefill =
    waiting?.form ??
    Object.fromEntries(
      PREFILL_PARAMS.map((name) => [name, url.searchParams.get(name) ?? '']).filter(([, value]) => value !== ''),
    );
  return { ...base, screen: stepOneScreen(prefill) };
}

/** The posted text fields (channels as a list) and chosen files. */
function readPosted(form: FormData) {
  const values: WizardValues = {};
  const files: WizardFiles = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if ((WIZARD_FILE_FIELDS as readonly string[]).includes(name) && value.size > 0)
        files[name as keyof WizardFiles] = value;
      continue;
    }
    if (name === 'channels') values.channels = [...((values.channels as string[] | undefined) ?? []), value];
    else values[name] = value;
  }
  return { values, files };
}

export async function actOnWizard({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const clientRef = context.get(clientRefContext);
  const browserRef = context.get(browserContext).ref();
  const play = resolvePlayParams(params);
  const path = pageAddressOf(request);
  const form = await readPageForm(request);
  const { values, files } = readPosted(form);
  const intent = String(values.intent ?? '');
  const step = Number(values.step ?? 1);
  const stepOne = { ...values, acctType: play.acctType, cbBy: play.opener };
  const signupToken = String(values.signupToken ?? '');
  const otpScreen = (
    pending: { signupToken: string; codeSeconds: number; resendAfterSeconds: number; notice: string },
    error?: string,
  ): WizardScreen => ({ kind: 'otp', values, ...pending, error });
  try {
    switch (intent) {
      case 'begin':
        await startWizardSignup({
          services,
          input: parseOrRefuse(WizardStepOneSchema, stepOne),
          clientRef,
          browserRef,
        });
        return redirect(addressOf(path, 'otp'));
      case 'resendCode':
        return { screen: otpScreen(await resendWizardCode({ services, signupToken, clientRef, browserRef })) };
      case 'otp': {
        const code = parseOrRefuse(WizardSignupCodeSchema, values);
        const form = parseOrRefuse(WizardStepOneSchema, stepOne);
        const { bvnRef } = await confirmWizardSignup({ services, input: code, clientRef, browserRef });
        await createWizardApplication({ services, input: { ...form, bvnRef }, clientRef, browserRef });
        return redirect(addressOf(path, 'start'));
      }
      case 'utilizeDiffConfirmationEmail': {
        const customerId = String(values.customerId);
        const outcome = await changeConfirmationEmail({
          services,
          customerId,
          email: values.email,
          otp: values.otp || undefined,
          clientRef,
          browserRef,
        });
        if (outcome.stage === 'codeSent')
          return {
            screen: {
              kind: 'emailSent',
              customerId,
              emailChange: { email: outcome.email, maskedPhone: outcome.maskedPhone },
            } satisfies WizardScreen,
          };
        return {
          screen: {
            kind: 'emailSent',
            customerId,
            email: outcome.result.customer.email,
            notice: wizardTexts.emailChanged(outcome.result.customer.email),
          } satisfies WizardScreen,
        };
      }
      case 'resendEmail':
        await resendVerificationEmail({ services, customerId: String(values.customerId), clientRef, browserRef });
        return {
          screen: {
            kind: 'emailSent',
            customerId: String(values.customerId),
            email: String(values.sentTo ?? ''),
            notice: messages.accountScreens.result.resent,
          } satisfies WizardScreen,
        };
      case 'verifyEmail':
        return redirect(
          verifiedAddressOf(path, await resumeFromLink({ services, token: String(values.psc), clientRef, browserRef })),
        );
      case 'newLink':
        await sendFreshWizardLink({ services, token: values.psc, clientRef });
        return { screen: linkScreen(values, { stage: 'linkSent' }) };
      case 'deviceCode':
        await sendWizardDeviceCode({ services, token: values.psc, clientRef });
        return { screen: linkScreen(values, { stage: 'codeSent' }) };
      case 'deviceCodeConfirm':
        return redirect(
          verifiedAddressOf(
            path,
            await confirmWizardDeviceCode({ services, token: values.psc, otp: values.otp, clientRef, browserRef }),
          ),
        );
      case 'previous':
        return redirect(addressOf(path, Math.max(2, step - 1)));
      default: {
        const current = await findBrowserWizard({ services, browserRef });
        if (!current) return { screen: stepOneScreen({}) };
        assertTitleConfirmed(step, values, current.draft);
        const saved = await saveWizardStep({
          services,
          customerId: current.customer._id,
          input: values,
          files,
          clientRef,
          browserRef,
        });
        if (step === WIZARD_LAST_STEP)
          return { screen: { kind: 'completed', payload: saved.payloadData } satisfies WizardScreen };
        if (step === 2 && current.customer.step < 2)
          return { screen: { kind: 'opened', payload: saved.payloadData } satisfies WizardScreen };
        // The step after the one saved, also after Previous: never the furthest one reached.
        return redirect(addressOf(path, step + 1));
      }
    }
  } catch (error) {
    const problem = openingRefusalOf(error);
    const failed = <T extends WizardScreen>(screen: T) => data({ screen }, { status: problem.status });
    if (intent === 'otp' || intent === 'resendCode') {
      // A wrong code is tried again here; anything else (a date of birth unlike the BVN record's, a
      // product already opened, a code expired or locked out) is mended on step 1, which sends a new code.
      if (!problem.fields.otp) return failed(stepOneScreen(values, withForm(problem)));
      return failed(
        otpScreen({ signupToken, notice: '', ...(await signupTimings({ services, signupToken })) }, problem.fields.otp),
      );
    }
    if (intent === 'begin') return failed(stepOneScreen(values, withForm(problem)));
    if (intent === 'utilizeDiffConfirmationEmail' || intent === 'resendEmail') {
      const customerId = String(values.customerId);
      const emailChange = values.maskedPhone
        ? { email: String(values.email), maskedPhone: String(values.maskedPhone) }
        : undefined;
      return failed({
        kind: 'emailSent',
        customerId,
        email: String(values.sentTo ?? ''),
        emailChange,
        error: problem.fields.otp ?? problem.fields.email ?? problem.message,
      } satisfies WizardScreen);
    }
    if (intent === 'verifyEmail') {
      // Used by another browser meanwhile, or lapsed: the link's state now, with the ways on.
      const link = await inspectVerificationLink({ services, token: String(values.psc), browserRef });
      const state = link.state === 'verified' ? 'used' : link.state;
      return failed({
        kind: 'verifyLink',
        psc: String(values.psc),
        state,
        error: state === 'ready' ? problem.message : undefined,
      } satisfies WizardScreen);
    }
    if (intent === 'newLink' || intent === 'deviceCode' || intent === 'deviceCodeConfirm') {
      const stage = intent === 'newLink' ? undefined : 'codeSent';
      return failed(linkScreen(values, { stage, error: problem.fields.otp ?? problem.message }));
    }
    const current = step === WIZARD_LAST_STEP ? await findBrowserWizard({ services, browserRef }) : undefined;
    const documents = current ? documentsOf(current) : undefined;
    return failed({
      kind: 'step',
      step,
      values,
      errors: withForm(problem),
      emailVerified: false,
      documents,
    } satisfies WizardScreen);
  }
}

/** The link's screen again after one of its ways (the state it showed rides along in the form). */
function linkScreen(values: WizardValues, outcome: { stage?: 'linkSent' | 'codeSent'; error?: string }): WizardScreen {
  const posted = String(values.linkState);
  const state = (LINK_STATES as readonly string[]).includes(posted) ? (posted as LinkState) : 'used';
  return { kind: 'verifyLink', psc: String(values.psc ?? ''), state, ...outcome };
}

/** The field messages, or the message alone under `form` when no field is named. */
function withForm({ message, fields }: { message: string; fields: Record<string, string> }) {
  return Object.keys(fields).length > 0 ? fields : { form: message };
}

/**
 * A title that names the other gender than the BVN record's ('Mr' for a woman) is asked about once:
 * the customer keeps it with a tick (issue 27.19), since titles and records can both be right.
 */
function assertTitleConfirmed(step: number, values: WizardValues, saved: Partial<WizardValues>) {
  const gender = saved.gender || values.gender;
  const isKeptBefore = saved.title === values.title;
  if (step !== 2 || isKeptBefore || values.keepTitle === 'true' || !isTitleOfOtherGender(values.title, gender)) return;
  const message = wizardTexts.errors.titleOfOtherGender(String(values.title), String(gender));
  throw new AppError(AppErrorCode.TitleOfOtherGender, message, { fields: { title: message } });
}
