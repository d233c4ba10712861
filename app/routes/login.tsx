import { HYDRATED_PAGE } from '~/lib/route-handle';
import { Link } from '~/components/ui/link';
import type { Route } from './+types/login';
import { AreaForm } from '~/components/form-kit/area-form';
import { Alert } from '~/components/ui/alert';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { TextField } from '~/components/form-kit/form-fields';
import { loginTexts } from '~/content/pages/login';
import { pageMeta } from '~/lib/meta';
import { messages } from '@domain/messages';
import { signInTexts } from '@domain/messages/sign-in';
import { actOnLogin, loadLogin } from './login.server';
import type { SignInOutcome } from './login.server';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const TITLE = messages.corporate.titles.login;
const texts = signInTexts;
// The browser's copies of the rules (and zod) arrive when the visitor turns to the form; the action imports them as usual.
const importLoginSchema = () => import('@domain/login').then((rules) => rules.LoginSchema);
const importLoginCodeSchema = () => import('@domain/login').then((rules) => rules.LoginCodeSchema);
const importResendSchema = () => import('@domain/login').then((rules) => rules.LoginCodeSchema.partial());

export function meta() {
  return pageMeta({ title: TITLE, description: loginTexts.meta.description, path: '/login' });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

function codeStageOf(outcome: SignInOutcome | undefined): { loginRef: string; notice?: string } | null {
  if (!outcome) return null;
  if (outcome.status === 'success' && outcome.loginRef) return { loginRef: outcome.loginRef, notice: outcome.message };
  if (outcome.status !== 'success' && outcome.intent !== 'password' && outcome.values.loginRef)
    return { loginRef: outcome.values.loginRef };
  return null;
}

export const loader = (args: Route.LoaderArgs) => loadLogin(args);
export const action = (args: Route.ActionArgs) => actOnLogin(args);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = (actionData ?? undefined) as SignInOutcome | undefined;
  const codeStage = codeStageOf(outcome);
  const { returnTo, notice } = loaderData;
  return (
    <>
      <PageBanner title={TITLE} lead={loginTexts.lead} />
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="login-form-title" className="max-w-xl">
          <h2 id="login-form-title" className="text-xl font-bold">
            {codeStage ? texts.codeTitle : loginTexts.formTitle}
          </h2>
          {notice && !outcome ? (
            <div role="status" className="mt-4">
              <Alert tone="info">{notice}</Alert>
            </div>
          ) : null}
          {codeStage ? (
            <>
              {codeStage.notice ? (
                <div role="status" className="mt-4">
                  <Alert tone="success">{codeStage.notice}</Alert>
                </div>
              ) : null}
              <AreaForm
                key={codeStage.loginRef}
                formId="login-code"
                intent="code"
                schema={importLoginCodeSchema}
                outcome={outcome?.status === 'success' ? undefined : outcome}
                hidden={{ loginRef: codeStage.loginRef, returnTo }}
                submitLabel={texts.confirm}
                className="mt-4"
              >
                {({ errors }) => (
                  <TextField
                    formId="login-code"
                    name="otp"
                    label={texts.codeLabel}
                    hint={texts.codeHint}
                    error={errors.otp}
                    autoComplete="one-time-code"
                    inputMode="numeric"
                  />
                )}
              </AreaForm>
              <div className="mt-6 flex flex-wrap items-center gap-4">
                <AreaForm
                  formId="login-resend"
                  intent="resend"
                  schema={importResendSchema}
                  outcome={outcome?.status === 'success' ? undefined : outcome}
                  hidden={{ loginRef: codeStage.loginRef }}
                  submitLabel={texts.resend}
                />
                <Link to="/login" className="font-semibold text-primary-700 underline underline-offset-2">
                  {texts.startAgain}
                </Link>
              </div>
            </>
          ) : (
            <>
              <p className="mt-2 text-muted">{loginTexts.security}</p>
              <AreaForm
                formId="login"
                intent="password"
                schema={importLoginSchema}
                outcome={outcome}
                hidden={{ returnTo }}
                submitLabel={loginTexts.submit}
                className="mt-4"
              >
                {({ errors, values }) => (
                  <>
                    <TextField
                      formId="login"
                      name="username"
                      label={texts.usernameLabel}
                      hint={texts.usernameHint}
                      error={errors.username}
                      defaultValue={values.username}
                      autoComplete="username"
                      spellCheck={false}
                    />
                    <TextField
                      formId="login"
                      name="password"
                      type="password"
                      label={messages.corporate.login.passwordLabel}
                      hint={texts.passwordHint}
                      error={errors.password}
                      autoComplete="current-password"
                      inputMode="numeric"
                    />
                  </>
                )}
              </AreaForm>
              <p className="mt-6">
                <Link to="/login/password" className="font-semibold text-primary-700 underline underline-offset-2">
                  {texts.setPasswordLink}
                </Link>
              </p>
            </>
          )}
        </section>
        <aside aria-label="Other ways in" className="flex flex-col gap-6">
          <div className="rounded-card bg-surface-subtle p-6">
            <h2 className="text-lg font-semibold">{loginTexts.firstTime.title}</h2>
            <p className="mt-2 text-muted">{loginTexts.firstTime.text}</p>
            <ButtonLink to="/login/password" variant="outline" className="mt-4">
              {texts.setPasswordLink}
            </ButtonLink>
          </div>
          <div className="rounded-card bg-surface-subtle p-6">
            <h2 className="text-lg font-semibold">{loginTexts.newCustomer.title}</h2>
            <p className="mt-2 text-muted">{loginTexts.newCustomer.text}</p>
            <ButtonLink to="/accountopening" variant="primary" className="mt-4">
              {messages.header.openAccount}
            </ButtonLink>
          </div>
          <p className="text-muted">
            {loginTexts.linking.text}{' '}
            <Link to="/profileupdate" className="font-semibold text-primary-700 underline underline-offset-2">
              {loginTexts.linking.link}
            </Link>
          </p>
        </aside>
      </Container>
    </>
  );
}
