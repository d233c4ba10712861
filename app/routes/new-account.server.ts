import { data } from 'react-router';
import { messages } from '@domain/messages';
import { wizardTexts } from '@domain/messages/wizard';
import { resolvePlayParams } from '@domain/play-state';
import { serverErrorText } from '@domain/server-error-text';
import { inspectVerificationLink } from '@server/accounts/verify-email';
import { confirmWizardDeviceCode, sendFreshWizardLink, sendWizardDeviceCode } from '@server/accounts/wizard/continue-on-device';
import { createWizardApplication } from '@server/accounts/wizard/create-wizard-application';
import { findBrowserWizard, resumeFromLink } from '@server/accounts/wizard/load-wizard-application';
import { saveWizardStep, type WizardFiles } from '@server/accounts/wizard/save-wizard-step';
import { confirmWizardSignup, resendWizardCode, startWizardSignup } from '@server/accounts/wizard/wizard-signup';
import { resendVerificationEmail } from '@server/accounts/resend-verification-email';
import { useDifferentConfirmationEmail } from '@server/accounts/use-different-confirmation-email';
import type { WizardApplicationView } from '@server/accounts/wizard/wizard-values';
import { ApiError } from '@server/http/api/api-error';
import { browserContext, clientRefContext, servicesContext } from '@server/request-context';
import type { Services } from '@server/services';
import { WIZARD_FILE_FIELDS, WIZARD_LAST_STEP } from '@domain/forms';
import { readPageForm } from '~/lib/read-page-form.server';
import { LINK_STATES, type LinkState, type WizardScreen, type WizardValues } from '~/components/wizard/wizard-screen';
import type { Route } from './+types/new-account';

/** Section 2.5's query parameters that fill step 1; all are removed from the address after use. */
const PREFILL_PARAMS = ['bvnNo', 'email', 'phoneNo', 'birthDate'] as const;

function problemOf(error: unknown) {
  if (error instanceof ApiError) return { status: error.status, message: serverErrorText(error.message, { reachedServer: true }), fields: error.fields ?? {} };
  throw error;
}

/** The screen of a record: the e-mail to verify, or the next step with what was saved. */
function screenOf(view: WizardApplicationView, { isVerifiedNow = false } = {}): WizardScreen {
  if (!view.customer.emailVerified) return { kind: 'emailSent', customerId: view.customer._id };
  const step = Math.min(view.customer.step + 1, WIZARD_LAST_STEP);
  return { kind: 'step', step, values: view.draft as WizardValues, errors: {}, emailVerified: isVerifiedNow, documents: documentsOf(view) };
}

/** Step 5's record id and the documents it keeps already (a failed round keeps the files that passed). */
function documentsOf(view: WizardApplicationView) {
  return { customerId: view.customer._id, uploaded: view.uploaded };
}

export async function loadWizard({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const play = resolvePlayParams(params);
  const base = { play, hasQueryToRemove: url.search !== '' };
  const psc = url.searchParams.get('psc');
  const browserRef = context.get(browserContext).ref();
  if (url.searchParams.get('msg') === '1' && psc) {
    // A used link resumes only in the browser it granted; anywhere else it says what to do.
    const link = await inspectVerificationLink({ services, token: psc, browserRef });
    if (link.state !== 'verified') return { ...base, screen: { kind: 'verifyLink', psc, state: link.state } satisfies WizardScreen };
  }
  const current = await findBrowserWizard({ services, browserRef });
  // A finished wizard is not resumed: the page begins another application.
  if (current && current.customer.step < WIZARD_LAST_STEP) return { ...base, screen: screenOf(current, { isVerifiedNow: url.searchParams.get('msg') === '1' }) };
  const prefill = Object.fromEntries(PREFILL_PARAMS.map((name) => [name, url.searchParams.get(name) ?? '']).filter(([, value]) => value !== ''));
  return { ...base, screen: { kind: 'step', step: 1, values: prefill, errors: {}, emailVerified: false } satisfies WizardScreen };
}

/** The posted text fields (channels as a list) and chosen files. */
function readPosted(form: FormData) {
  const values: WizardValues = {};
  const files: WizardFiles = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if ((WIZARD_FILE_FIELDS as readonly string[]).includes(name) && value.size > 0) files[name as keyof WizardFiles] = value;
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
  const form = await readPageForm(request);
  const { values, files } = readPosted(form);
  const intent = String(values.intent ?? '');
  const step = Number(values.step ?? 1);
  const stepOne = { ...values, acctType: play.acctType, cbBy: play.opener };
  const otpScreen = (pending: { signupToken: string; codeSeconds: number; resendAfterSeconds: number; notice: string }, error?: string): WizardScreen => ({ kind: 'otp', values, ...pending, error });
  try {
    switch (intent) {
      case 'begin':
        return { screen: otpScreen(await startWizardSignup({ services, input: stepOne, clientRef, browserRef })) };
      case 'resendCode':
        return { screen: otpScreen(await resendWizardCode({ services, signupToken: String(values.signupToken), clientRef, browserRef })) };
      case 'otp': {
        const { bvnRef } = await confirmWizardSignup({ services, signupToken: String(values.signupToken), otp: values.otp, clientRef, browserRef });
        return { screen: screenOf(await createWizardApplication({ services, input: { ...stepOne, bvnRef }, clientRef, browserRef })) };
      }
      case 'utilizeDiffConfirmationEmail': {
        const customerId = String(values.customerId);
        const outcome = await useDifferentConfirmationEmail({ services, customerId, email: values.email, otp: values.otp || undefined, clientRef, browserRef });
        if (outcome.stage === 'codeSent') return { screen: { kind: 'emailSent', customerId, emailChange: { email: outcome.email, maskedPhone: outcome.maskedPhone } } satisfies WizardScreen };
        return { screen: { kind: 'emailSent', customerId, notice: wizardTexts.emailChanged(outcome.result.customer.email) } satisfies WizardScreen };
      }
      case 'resendEmail':
        await resendVerificationEmail({ services, customerId: String(values.customerId), clientRef, browserRef });
        return { screen: { kind: 'emailSent', customerId: String(values.customerId), notice: messages.accountScreens.result.resent } satisfies WizardScreen };
      case 'verifyEmail':
        return { screen: screenOf(await resumeFromLink({ services, token: String(values.psc), clientRef, browserRef }), { isVerifiedNow: true }) };
      case 'newLink':
        await sendFreshWizardLink({ services, token: values.psc, clientRef });
        return { screen: linkScreen(values, { stage: 'linkSent' }) };
      case 'deviceCode':
        await sendWizardDeviceCode({ services, token: values.psc, clientRef });
        return { screen: linkScreen(values, { stage: 'codeSent' }) };
      case 'deviceCodeConfirm':
        return { screen: screenOf(await confirmWizardDeviceCode({ services, token: values.psc, otp: values.otp, clientRef, browserRef })) };
      case 'previous':
        return { screen: await previousScreen({ services, browserRef, step }) };
      default: {
        const current = await findBrowserWizard({ services, browserRef });
        if (!current) return { screen: { kind: 'step', step: 1, values: {}, errors: {}, emailVerified: false } satisfies WizardScreen };
        const saved = await saveWizardStep({ services, customerId: current.customer._id, input: values, files, clientRef, browserRef });
        if (step === WIZARD_LAST_STEP) return { screen: { kind: 'completed', payload: saved.payloadData } satisfies WizardScreen };
        if (step === 2 && current.customer.step < 2) return { screen: { kind: 'opened', payload: saved.payloadData } satisfies WizardScreen };
        return { screen: screenOf(saved) };
      }
    }
  } catch (error) {
    const problem = problemOf(error);
    if (intent === 'begin' || intent === 'otp' || intent === 'resendCode') {
      if (intent === 'begin') return data({ screen: { kind: 'step', step: 1, values, errors: withForm(problem), emailVerified: false } satisfies WizardScreen }, { status: problem.status });
      const pending = { signupToken: String(values.signupToken), codeSeconds: Number(values.codeSeconds) || 0, resendAfterSeconds: 0, notice: '' };
      return data({ screen: otpScreen(pending, problem.fields.otp ?? problem.message) }, { status: problem.status });
    }
    if (intent === 'utilizeDiffConfirmationEmail' || intent === 'resendEmail') {
      const customerId = String(values.customerId);
      const emailChange = values.maskedPhone ? { email: String(values.email), maskedPhone: String(values.maskedPhone) } : undefined;
      return data({ screen: { kind: 'emailSent', customerId, emailChange, error: problem.fields.otp ?? problem.fields.email ?? problem.message } satisfies WizardScreen }, { status: problem.status });
    }
    if (intent === 'verifyEmail') {
      // Used by another browser meanwhile, or lapsed: the link's state now, with the ways on.
      const link = await inspectVerificationLink({ services, token: String(values.psc), browserRef });
      const state = link.state === 'verified' ? 'used' : link.state;
      return data({ screen: { kind: 'verifyLink', psc: String(values.psc), state, error: state === 'ready' ? problem.message : undefined } satisfies WizardScreen }, { status: problem.status });
    }
    if (intent === 'newLink' || intent === 'deviceCode' || intent === 'deviceCodeConfirm') {
      const stage = intent === 'newLink' ? undefined : 'codeSent';
      return data({ screen: linkScreen(values, { stage, error: problem.fields.otp ?? problem.message }) }, { status: problem.status });
    }
    const current = step === WIZARD_LAST_STEP ? await findBrowserWizard({ services, browserRef }) : undefined;
    const documents = current ? documentsOf(current) : undefined;
    return data({ screen: { kind: 'step', step, values, errors: withForm(problem), emailVerified: false, documents } satisfies WizardScreen }, { status: problem.status });
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

/** 'Previous': the step before, with what the record holds (stored as the 'cameBack' marker would). */
async function previousScreen({ services, browserRef, step }: { services: Services; browserRef: string; step: number }): Promise<WizardScreen> {
  const current = await findBrowserWizard({ services, browserRef });
  const earlier = Math.max(2, step - 1);
  return { kind: 'step', step: earlier, values: (current?.draft ?? {}) as WizardValues, errors: {}, emailVerified: false };
}
