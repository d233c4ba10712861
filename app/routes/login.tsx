import { readPageForm } from '~/lib/read-page-form.server';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { ErrorSummary } from '~/components/forms/error-summary';
import { Field, controlClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { Alert } from '~/components/ui/alert';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { loginCopy } from '~/content/pages/login';
import { pageMeta } from '~/lib/meta';
import { ACCOUNT_NUMBER_LENGTH, LOGIN_PASSWORD_LENGTH } from '@domain/constants';
import { validateLogin, type LoginErrors } from '@domain/login';
import { messages } from '@domain/messages';

const TITLE = messages.corporate.titles.login;
const FIELD_IDS = { accountNo: 'login-account-no', password: 'login-password' } as const;

export function meta() {
  return pageMeta({ title: TITLE, description: loginCopy.meta.description, path: '/login' });
}

type LoginResult = { status: 'invalid'; errors: LoginErrors; accountNo: string } | { status: 'unavailable' };

/**
 * Validates the form, then answers that sign-in is not available on the website: nothing is
 * checked against an account, and the password is neither kept, logged nor sent back.
 */
export async function action({ request }: Route.ActionArgs): Promise<LoginResult> {
  const form = await readPageForm(request);
  const accountNo = form.get('accountNo');
  const result = validateLogin({ accountNo: accountNo ?? undefined, password: form.get('password') ?? undefined });
  if (!result.isValid) return { status: 'invalid', errors: result.errors, accountNo: typeof accountNo === 'string' ? accountNo : '' };
  return { status: 'unavailable' };
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const copy = loginCopy;
  const isPending = useNavigation().state === 'submitting';
  const errors = actionData?.status === 'invalid' ? actionData.errors : {};
  const answer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (actionData?.status === 'invalid') {
      const first = (Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[]).find((field) => actionData.errors[field]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
    }
    if (actionData?.status === 'unavailable') answer.current?.focus();
  }, [actionData]);

  const summary = (Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[]).flatMap((field) => (errors[field] ? [{ fieldId: FIELD_IDS[field], message: errors[field] }] : []));

  return (
    <>
      <PageBanner title={TITLE} lead={copy.lead} />
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="login-form-title" className="max-w-xl">
          <h2 id="login-form-title" className="text-xl font-bold">
            {copy.formTitle}
          </h2>
          <Alert tone="info" className="mt-4">
            {copy.notice}
          </Alert>
          <div role="status" ref={answer} tabIndex={-1} className="mt-4 outline-none">
            {actionData?.status === 'unavailable' ? (
              <Alert tone="warning">
                <p className="font-semibold">{messages.corporate.login.notAvailable}</p>
                <p className="mt-1">
                  {copy.unavailableNext}{' '}
                  <Link to="/apps" className="underline underline-offset-2">
                    {copy.appLink}
                  </Link>
                  .
                </p>
                <p className="mt-1">
                  {copy.linkingText}{' '}
                  <Link to="/profileupdate" className="underline underline-offset-2">
                    {copy.linkingLink}
                  </Link>
                  .
                </p>
              </Alert>
            ) : null}
          </div>
          <div className="mt-4">
            <ErrorSummary title={messages.websiteForms.common.errorSummaryTitle} errors={summary} />
          </div>
          <Form method="post" noValidate className="mt-6 flex flex-col gap-5">
            <Field id={FIELD_IDS.accountNo} label={messages.corporate.login.accountNoLabel} hint={copy.accountNoHint} error={errors.accountNo} required>
              {(control) => (
                <input
                  {...control}
                  name="accountNo"
                  inputMode="numeric"
                  autoComplete="username"
                  maxLength={ACCOUNT_NUMBER_LENGTH}
                  defaultValue={actionData?.status === 'invalid' ? actionData.accountNo : undefined}
                  className={`${controlClasses({ invalid: Boolean(errors.accountNo) })} tabular`}
                />
              )}
            </Field>
            <Field id={FIELD_IDS.password} label={messages.corporate.login.passwordLabel} hint={copy.passwordHint} error={errors.password} required>
              {(control) => (
                <input
                  {...control}
                  name="password"
                  type="password"
                  inputMode="numeric"
                  autoComplete="current-password"
                  maxLength={LOGIN_PASSWORD_LENGTH}
                  className={controlClasses({ invalid: Boolean(errors.password) })}
                />
              )}
            </Field>
            <div>
              <SubmitButton isReady isPending={isPending} pendingLabel={copy.pending}>
                {copy.submit}
              </SubmitButton>
            </div>
          </Form>
        </section>
        <aside aria-label="Other ways in" className="flex flex-col gap-6">
          <div className="rounded-card bg-surface-subtle p-6">
            <h2 className="text-lg font-semibold">{copy.newCustomer.title}</h2>
            <p className="mt-2 text-muted">{copy.newCustomer.text}</p>
            <ButtonLink to="/accountopening" variant="primary" className="mt-4">
              {messages.header.openAccount}
            </ButtonLink>
          </div>
          <div className="rounded-card bg-surface-subtle p-6">
            <h2 className="text-lg font-semibold">{copy.forgotten.title}</h2>
            <p className="mt-2 text-muted">{copy.forgotten.text}</p>
          </div>
        </aside>
      </Container>
    </>
  );
}
