import { data, redirect } from 'react-router';
import { InstantAccountRequestSchema } from '@domain/forms/instant-account';
import { accountProductOptions, preselectedAccountProduct } from '@domain/lists';
import { messages } from '@domain/messages';
import { wizardTexts } from '@domain/messages/wizard';
import { resolvePlayParams } from '@domain/play-state';
import type { AccountOpeningResult } from '@domain/account-result';
import { openingRefusalOf } from '~/lib/form-action.server';
import type { EmailVerificationView } from '~/components/account/email-verified-panel';
import {
  bvnProblemText,
  isBodyWithinLimit,
  readAddressIntent,
  readIntent,
  readLinkValues,
  readPostedApplication,
} from '~/components/account/instant-account-request';
import type { InstantFormEcho, InstantFormSetup } from '~/components/account/instant-account-setup';
import { validateInstantAccount } from '~/components/account/instant-account-rules';
import { isBvnProofProblem, type BvnRecord } from '~/components/account/instant-account-values';
import { readPageForm } from '~/lib/read-page-form.server';
import { parseOrRefuse } from '@server/errors/refusals';
import { redeemBvnConsent } from '@server/identity/redeem-bvn-consent';
import { openInstantAccount } from '@server/accounts/open-instant-account';
import { publishedBranchChoices } from '@server/content/branch-choices';
import { resendVerificationEmail } from '@server/accounts/resend-verification-email';
import { changeConfirmationEmail } from '@server/accounts/change-confirmation-email';
import { inspectVerificationLink, resendFromLink, verifyEmail } from '@server/accounts/verify-email';
import { browserContext, clientRefContext, servicesContext } from '@server/request-context';
import type { Services } from '@server/services';
import type { Route } from './+types/instant-account';

/** The form's one address (issue 31.5): paths match whatever their case, and the site links the lower-case one. */
const CANONICAL_PREFIX = '/instantaccount';

export async function loadInstantAccount({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(CANONICAL_PREFIX))
    throw redirect(`${CANONICAL_PREFIX}${url.pathname.slice(CANONICAL_PREFIX.length)}${url.search}`, 308);
  const services = context.get(servicesContext);
  const play = resolvePlayParams(params);
  const intent = readAddressIntent(url.searchParams);
  const linkValues = readLinkValues(url.searchParams);

  const browserRef = context.get(browserContext).ref();
  let verification: { token: string; view: EmailVerificationView } | null = null;
  if (intent.kind === 'verifyEmail') {
    const link = await inspectVerificationLink({ services, token: intent.token, browserRef });
    // A wizard's link used by another browser shows nothing of its record here either (issue 26.1).
    const view: EmailVerificationView =
      link.state === 'verified'
        ? { ...link, wasVerifiedBefore: true }
        : link.state === 'used'
          ? { state: 'invalid', message: wizardTexts.verifyLink.linkUsed }
          : link;
    verification = { token: intent.token, view };
  }

  let bvnRecord: BvnRecord | null = null;
  let bvnRef = '';
  let bvnNotice: InstantFormSetup['bvnNotice'] = Object.keys(linkValues).length > 0 ? 'fromLink' : 'none';
  let bvnProblem = '';
  if (intent.kind === 'redeemBvn') {
    try {
      bvnRecord = await redeemBvnConsent({ services, ref: intent.ref, browserRef });
      bvnRef = intent.ref;
      bvnNotice = 'fetched';
    } catch (error) {
      bvnNotice = 'problem';
      bvnProblem = openingRefusalOf(error).message;
    }
  } else if (intent.kind === 'bvnDeclined' || intent.kind === 'bvnError') {
    bvnNotice = 'problem';
    bvnProblem = bvnProblemText(intent);
  }

  const setup: InstantFormSetup = {
    acctType: play.playType === 'crp' ? 'Corporate' : 'Individual',
    cbBy: play.opener,
    playType: play.playType,
    playPurpose: play.playPurpose,
    sake: play.sake ?? '',
    productOptions: accountProductOptions({ playPurpose: play.playPurpose }),
    branchOptions: await publishedBranchChoices(services),
    preselectedProduct: preselectedAccountProduct(play.playPurpose) ?? '',
    bvnRecord,
    bvnRef,
    bvnNotice,
    bvnProblem,
    linkValues,
    idempotencyKey: crypto.randomUUID(),
    actionPath: url.pathname,
    hasQueryToRemove: url.search !== '',
  };
  return { setup, verification };
}

/** What the action answers, to the page without JavaScript and to `useInstantAccountForm`'s post. */
export type InstantAccountReply =
  | { kind: 'echo'; echo: InstantFormEcho }
  | { kind: 'result'; result: AccountOpeningResult }
  | { kind: 'emailCode'; customerId: string; email: string; maskedPhone: string; error?: string }
  | { kind: 'verification'; token: string; view: EmailVerificationView }
  | { kind: 'notice'; tone: 'success' | 'error'; message: string; backTo: string };

/**
 * The follow-ups without JavaScript: the verification link's buttons (confirm, or a new link), and
 * the result screen's resend and different e-mail (whose second post carries the SMS code).
 */
async function followUp({
  form,
  services,
  clientRef,
  browserRef,
}: {
  form: FormData;
  services: Services;
  clientRef: string;
  browserRef: string;
}) {
  const intent = readIntent(form);
  const token = String(form.get('psc') ?? '');
  const customerId = String(form.get('customerId') ?? '');
  const email = String(form.get('email') ?? '');
  try {
    if (intent === 'verifyEmail') {
      const { payloadData, wasVerifiedBefore } = await verifyEmail({ services, token, clientRef, browserRef });
      return {
        kind: 'verification',
        token,
        view: { state: 'verified', payloadData, wasVerifiedBefore },
      } satisfies InstantAccountReply;
    }
    if (intent === 'resendFromLink') {
      await resendFromLink({ services, token, clientRef });
      return { kind: 'verification', token, view: { state: 'expired', resent: true } } satisfies InstantAccountReply;
    }
    if (intent === 'resendEmail') {
      await resendVerificationEmail({ services, customerId, clientRef, browserRef });
      return {
        kind: 'notice',
        tone: 'success',
        message: messages.accountScreens.result.resent,
        backTo: '/accountopening',
      } satisfies InstantAccountReply;
    }
    const outcome = await changeConfirmationEmail({
      services,
      customerId,
      email,
      otp: form.get('otp') ?? undefined,
      clientRef,
      browserRef,
    });
    if (outcome.stage === 'codeSent')
      return {
        kind: 'emailCode',
        customerId,
        email,
        maskedPhone: outcome.maskedPhone,
        error: undefined,
      } satisfies InstantAccountReply;
    return { kind: 'result', result: outcome.result } satisfies InstantAccountReply;
  } catch (error) {
    const problem = openingRefusalOf(error);
    const { status } = problem;
    if (intent === 'verifyEmail' || intent === 'resendFromLink')
      return data(
        {
          kind: 'verification',
          token,
          view: { state: 'invalid', message: problem.message },
        } satisfies InstantAccountReply,
        { status },
      );
    // A wrong code is told beside the code field, which stays.
    if (intent === 'utilizeDiffConfirmationEmail' && problem.fields.otp) {
      const maskedPhone = String(form.get('maskedPhone') ?? '');
      return data(
        { kind: 'emailCode', customerId, email, maskedPhone, error: problem.message } satisfies InstantAccountReply,
        { status },
      );
    }
    return data(
      {
        kind: 'notice',
        tone: 'error',
        message: problem.message,
        backTo: '/accountopening',
      } satisfies InstantAccountReply,
      { status },
    );
  }
}

/**
 * The instant account form, posted by the page without JavaScript and by `useInstantAccountForm`
 * with it (to the same action, for its upload progress), and its follow-ups.
 */
export async function actOnInstantAccount({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actionPath = new URL(request.url).pathname;
  if (!isBodyWithinLimit(request)) {
    const reply: InstantAccountReply = {
      kind: 'notice',
      tone: 'error',
      message: messages.accountScreens.form.formTooLarge,
      backTo: actionPath,
    };
    return data(reply, { status: 413 });
  }
  const form = await readPageForm(request);
  const clientRef = context.get(clientRefContext);
  const browserRef = context.get(browserContext).ref();
  if (readIntent(form) !== 'instantAccount') return followUp({ form, services, clientRef, browserRef });

  const play = resolvePlayParams(params);
  const posted = readPostedApplication(form);
  const envelope = { acctType: play.playType === 'crp' ? 'Corporate' : 'Individual', cbBy: play.opener } as const;
  /** The form as it was sent, with its messages; without the BVN proof when that is what failed. */
  const echo = ({
    errors = {},
    formError,
    keepBvn = true,
  }: {
    errors?: Record<string, string>;
    formError: string;
    keepBvn?: boolean;
  }): InstantAccountReply => ({
    kind: 'echo',
    echo: {
      values: posted.values,
      terms: posted.terms,
      bvnRef: keepBvn ? posted.bvnRef : '',
      lockedFields: keepBvn ? posted.lockedFields : [],
      idempotencyKey: posted.idempotencyKey,
      errors,
      formError,
    },
  });

  if (!posted.bvnRef) return data(echo({ formError: messages.accountScreens.form.lockedForm }), { status: 422 });
  const checked = validateInstantAccount(posted.values, posted.files, posted.terms, envelope, posted.lockedFields);
  if (!checked.ok) return data(echo({ errors: checked.errors, formError: checked.first.message }), { status: 422 });
  try {
    const { values, terms, bvnRef } = posted;
    const result = await openInstantAccount({
      services,
      input: parseOrRefuse(InstantAccountRequestSchema, { ...values, ...envelope, terms, bvnRef }),
      files: posted.files,
      idempotencyKey: posted.idempotencyKey,
      clientRef,
      browserRef,
    });
    return { kind: 'result', result } satisfies InstantAccountReply;
  } catch (error) {
    const problem = openingRefusalOf(error);
    // A spent or lapsed BVN validation locks the form again until the BVN is validated anew.
    const isProofLost = isBvnProofProblem(problem.fields);
    const reply = echo({
      errors: isProofLost ? {} : problem.fields,
      formError: problem.message,
      keepBvn: !isProofLost,
    });
    return data(reply, { status: problem.status });
  }
}
