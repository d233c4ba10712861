import { HYDRATED_PAGE } from '~/lib/route-handle';
import { Link } from '~/components/ui/link';
import type { Route } from './+types/login-password';
import { AreaForm } from '~/components/form-kit/area-form';
import { Alert } from '~/components/ui/alert';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { TextField } from '~/components/form-kit/form-fields';
import { loginTexts } from '~/content/pages/login';
import { pageMeta } from '~/lib/meta';
import { messages } from '@domain/messages';
import { passwordTexts, signInTexts } from '@domain/messages/sign-in';
import { actOnLoginPassword } from './login-password.server';
import type { PasswordOutcome } from './login-password.server';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const texts = passwordTexts;
// The browser's copies of the rules (and zod) arrive when the visitor turns to the form; the action imports them as usual.
const importPasswordSetSchema = () => import('@domain/login').then((rules) => rules.PasswordSetSchema);
const importResetStartSchema = () => import('@domain/login').then((rules) => rules.PasswordResetStartSchema);

export function meta() {
  return [
    ...pageMeta({ title: texts.title, description: loginTexts.passwordMeta.description, path: '/login/password' }),
    { name: 'robots', content: 'noindex' },
  ];
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

function resetRefOf(outcome: PasswordOutcome | undefined): string | null {
  if (!outcome || outcome.done) return null;
  if (outcome.status === 'success') return outcome.resetRef ?? null;
  return outcome.intent === 'set' ? (outcome.values.resetRef ?? null) : null;
}

export const action = (args: Route.ActionArgs) => actOnLoginPassword(args);

export default function PasswordPage({ actionData }: Route.ComponentProps) {
  const outcome = (actionData ?? undefined) as PasswordOutcome | undefined;
  const resetRef = resetRefOf(outcome);
  return (
    <>
      <PageBanner
        title={texts.title}
        crumbs={[{ label: messages.corporate.titles.login, to: '/login' }]}
        lead={texts.lead}
      />
      <Container className="py-10 sm:py-14">
        <section aria-labelledby="password-title" className="max-w-xl">
          <h2 id="password-title" className="text-xl font-bold">
            {resetRef ? texts.save : texts.title}
          </h2>
          {outcome?.status === 'success' && outcome.done ? (
            <div role="status" className="mt-4 flex flex-col items-start gap-4">
              <Alert tone="success">{outcome.message}</Alert>
              <ButtonLink to="/login" variant="primary">
                {loginTexts.formTitle}
              </ButtonLink>
            </div>
          ) : resetRef ? (
            <>
              {outcome?.status === 'success' ? (
                <div role="status" className="mt-4">
                  <Alert tone="info">{outcome.message}</Alert>
                </div>
              ) : null}
              <AreaForm
                formId="password-set"
                intent="set"
                schema={importPasswordSetSchema}
                outcome={outcome?.status === 'success' ? undefined : outcome}
                hidden={{ resetRef }}
                submitLabel={texts.save}
                className="mt-4"
              >
                {({ errors, values }) => (
                  <>
                    <TextField
                      formId="password-set"
                      name="phoneCode"
                      label={texts.phoneCodeLabel}
                      error={errors.phoneCode}
                      defaultValue={values.phoneCode}
                      autoComplete="one-time-code"
                      inputMode="numeric"
                    />
                    <TextField
                      formId="password-set"
                      name="emailCode"
                      label={texts.emailCodeLabel}
                      error={errors.emailCode}
                      autoComplete="off"
                      inputMode="numeric"
                    />
                    <TextField
                      formId="password-set"
                      name="password"
                      type="password"
                      label={texts.passwordLabel}
                      hint={texts.passwordHint}
                      error={errors.password}
                      autoComplete="new-password"
                      inputMode="numeric"
                    />
                    <TextField
                      formId="password-set"
                      name="confirmPassword"
                      type="password"
                      label={texts.confirmLabel}
                      error={errors.confirmPassword}
                      autoComplete="new-password"
                      inputMode="numeric"
                    />
                  </>
                )}
              </AreaForm>
              <p className="mt-6">
                <Link
                  to="/login/password"
                  reloadDocument
                  className="font-semibold text-primary-700 underline underline-offset-2"
                >
                  {signInTexts.startAgain}
                </Link>
              </p>
            </>
          ) : (
            <AreaForm
              formId="password-start"
              intent="start"
              schema={importResetStartSchema}
              outcome={outcome}
              submitLabel={texts.start}
              className="mt-4"
            >
              {({ errors, values }) => (
                <TextField
                  formId="password-start"
                  name="username"
                  label={signInTexts.usernameLabel}
                  hint={signInTexts.usernameHint}
                  error={errors.username}
                  defaultValue={values.username}
                  autoComplete="username"
                  spellCheck={false}
                />
              )}
            </AreaForm>
          )}
          <p className="mt-6">
            <Link to="/login" className="text-primary-700 underline underline-offset-2">
              {loginTexts.backToSignIn}
            </Link>
          </p>
        </section>
      </Container>
    </>
  );
}
