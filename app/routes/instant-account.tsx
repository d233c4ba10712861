import { data, useNavigate } from 'react-router';
import { accountProductOptions, preselectedAccountProduct } from '@domain/lists';
import { messages } from '@domain/messages';
import { resolvePlayParams } from '@domain/play-state';
import { serverErrorText } from '@domain/server-error-text';
import { redeemBvnConsent } from '@server/identity/redeem-bvn-consent';
import { openInstantAccount } from '@server/accounts/open-instant-account';
import { resendVerificationEmail } from '@server/accounts/resend-verification-email';
import { useDifferentConfirmationEmail as sendToDifferentConfirmationEmail } from '@server/accounts/use-different-confirmation-email';
import { verifyEmail } from '@server/accounts/verify-email';
import { ApiError } from '@server/http/api/api-error';
import { clientRefContext, servicesContext } from '@server/request-context';
import type { Services } from '@server/services';
import { AccountResultPanel } from '~/components/account/account-result-panel';
import { EmailVerifiedPanel } from '~/components/account/email-verified-panel';
import { FollowUpNotice } from '~/components/account/follow-up-notice';
import { InstantAccountForm } from '~/components/account/instant-account-form';
import { bvnProblemText, isBodyWithinLimit, readAddressIntent, readIntent, readLinkValues, readPostedApplication } from '~/components/account/instant-account-request';
import type { InstantFormEcho, InstantFormSetup } from '~/components/account/instant-account-setup';
import { isBvnProofProblem, validateInstantAccount, type BvnRecord } from '~/components/account/instant-account-values';
import { useInstantAccountForm } from '~/components/account/use-instant-account-form';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import type { AccountOpeningResult, AccountPayload } from '@domain/account-result';
import type { Route } from './+types/instant-account';

const texts = messages.account.instant;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({ title: texts.title, description: messages.account.instant.intro, path: location.pathname });
}

/** The page may carry BVN data: never cached. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

function problemOf(error: unknown): { message: string; fields?: Record<string, string> } {
  if (error instanceof ApiError) return { message: serverErrorText(error.message, { reachedServer: true }), fields: error.fields };
  throw error;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const play = resolvePlayParams(params);
  const intent = readAddressIntent(url.searchParams);
  const linkValues = readLinkValues(url.searchParams);

  let verification: { ok: true; payloadData: AccountPayload } | { ok: false; message: string } | null = null;
  if (intent.kind === 'verifyEmail') {
    try {
      verification = { ok: true, payloadData: (await verifyEmail({ services, token: intent.token })).payloadData };
    } catch (error) {
      verification = { ok: false, message: problemOf(error).message };
    }
  }

  let bvnRecord: BvnRecord | null = null;
  let bvnRef = '';
  let bvnNotice: InstantFormSetup['bvnNotice'] = Object.keys(linkValues).length > 0 ? 'fromLink' : 'none';
  let bvnProblem = '';
  if (intent.kind === 'redeemBvn') {
    try {
      bvnRecord = await redeemBvnConsent({ services, ref: intent.ref });
      bvnRef = intent.ref;
      bvnNotice = 'fetched';
    } catch (error) {
      bvnNotice = 'problem';
      bvnProblem = problemOf(error).message;
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

type ActionResult =
  | { kind: 'echo'; echo: InstantFormEcho }
  | { kind: 'result'; result: AccountOpeningResult }
  | { kind: 'notice'; tone: 'success' | 'error'; message: string; backTo: string };

/** The result screen's two follow-ups without JavaScript: resend the e-mail, or send it elsewhere. */
async function followUp({ form, services, clientRef }: { form: FormData; services: Services; clientRef: string }) {
  const customerId = String(form.get('customerId') ?? '');
  try {
    if (readIntent(form) === 'resendEmail') {
      await resendVerificationEmail({ services, customerId, clientRef });
      return { kind: 'notice', tone: 'success', message: messages.accountScreens.result.resent, backTo: '/accountopening' } satisfies ActionResult;
    }
    const result = await sendToDifferentConfirmationEmail({ services, customerId, email: form.get('email'), clientRef });
    return { kind: 'result', result } satisfies ActionResult;
  } catch (error) {
    const reply: ActionResult = { kind: 'notice', tone: 'error', message: problemOf(error).message, backTo: '/accountopening' };
    return data(reply, { status: error instanceof ApiError ? error.status : 500 });
  }
}

/** The instant account form posted without JavaScript (the JavaScript path uses /api/v1). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actionPath = new URL(request.url).pathname;
  if (!isBodyWithinLimit(request)) {
    const reply: ActionResult = { kind: 'notice', tone: 'error', message: messages.accountScreens.form.formTooLarge, backTo: actionPath };
    return data(reply, { status: 413 });
  }
  const form = await request.formData();
  const clientRef = context.get(clientRefContext);
  if (readIntent(form) !== 'instantAccount') return followUp({ form, services, clientRef });

  const play = resolvePlayParams(params);
  const posted = readPostedApplication(form);
  const envelope = { acctType: play.playType === 'crp' ? 'Corporate' : 'Individual', cbBy: play.opener } as const;
  /** The form as it was sent, with its messages; without the BVN proof when that is what failed. */
  const echo = ({ errors = {}, formError, keepBvn = true }: { errors?: Record<string, string>; formError: string; keepBvn?: boolean }): ActionResult => ({
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
    const result = await openInstantAccount({
      services,
      input: { ...checked.data, bvnRef: posted.bvnRef },
      files: posted.files,
      idempotencyKey: posted.idempotencyKey,
      clientRef,
    });
    return { kind: 'result', result } satisfies ActionResult;
  } catch (error) {
    const problem = problemOf(error);
    // A spent or lapsed BVN validation locks the form again until the BVN is validated anew.
    const isProofLost = isBvnProofProblem(problem.fields);
    const reply = echo({ errors: isProofLost ? {} : problem.fields, formError: problem.message, keepBvn: !isProofLost });
    return data(reply, { status: error instanceof ApiError ? error.status : 500 });
  }
}

export default function InstantAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { setup, verification } = loaderData;
  const form = useInstantAccountForm(setup, actionData?.kind === 'echo' ? actionData.echo : undefined);
  const navigate = useNavigate();
  const resultActions = {
    actionPath: setup.actionPath,
    onResend: form.resendEmail,
    onUseDifferentEmail: form.submitDifferentEmail,
    differentEmailError: form.differentEmailError,
    onClose: () => {
      form.closeResult();
      // Back one level: from the form to the account-opening page it belongs to.
      void navigate('/accountopening');
    },
  };

  function content() {
    if (verification) return <EmailVerifiedPanel outcome={verification} />;
    if (actionData?.kind === 'notice') return <FollowUpNotice {...actionData} />;
    // Without JavaScript the result replaces the form; with it, the result is a dialog over the form.
    if (actionData?.kind === 'result' && !form.result) return <AccountResultPanel result={actionData.result} actions={resultActions} />;
    return (
      <>
        {form.result ? <AccountResultPanel result={form.result} actions={resultActions} /> : null}
        <InstantAccountForm setup={setup} form={form} />
      </>
    );
  }

  return (
    <>
      <PageBanner title={texts.title} crumbs={[{ label: messages.account.chooser.title, to: '/accountopening' }]} />
      <Container className="py-8 sm:py-12">
        <div className="mx-auto max-w-4xl">{content()}</div>
      </Container>
    </>
  );
}
