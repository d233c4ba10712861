import type { ReactNode } from 'react';
import { StaffSignInSchema, TotpCodeSchema } from '@domain/forms/staff';
import { staffTexts } from '@domain/messages/back-office/staff';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { Alert } from '~/components/ui/alert';
import { TextField } from '~/components/form-kit/form-fields';

const texts = staffTexts.signIn;

/** A narrow card for the sign-in steps. */
export function SignInCard({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby="staff-sign-in-title"
      className="mx-auto flex max-w-md flex-col gap-4 rounded-card border border-border bg-white p-6 shadow-sm"
    >
      <h1 id="staff-sign-in-title" className="text-2xl font-bold">
        {title}
      </h1>
      <div className="text-muted">{lead}</div>
      {children}
    </section>
  );
}

export function StaffPasswordStep({ notice, outcome }: { notice: string | null; outcome?: AreaOutcome }) {
  return (
    <SignInCard title={texts.title} lead={texts.lead}>
      {notice ? (
        <div role="status">
          <Alert tone="info">{notice}</Alert>
        </div>
      ) : null}
      <AreaForm
        formId="staff-sign-in"
        intent="password"
        schema={StaffSignInSchema}
        outcome={outcome}
        submitLabel={texts.submit}
      >
        {({ errors, values }) => (
          <>
            <TextField
              formId="staff-sign-in"
              name="email"
              label={texts.emailLabel}
              type="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              defaultValue={values.email}
              error={errors.email}
            />
            <TextField
              formId="staff-sign-in"
              name="password"
              label={texts.passwordLabel}
              type="password"
              autoComplete="current-password"
              error={errors.password}
            />
          </>
        )}
      </AreaForm>
    </SignInCard>
  );
}

/** The authenticator's code: a one-time-code field (the phone's keypad, the app's autofill). */
function TotpField({ formId, error }: { formId: string; error?: string }) {
  return (
    <TextField
      formId={formId}
      name="code"
      label={texts.codeLabel}
      inputMode="numeric"
      autoComplete="one-time-code"
      error={error}
    />
  );
}

export function StaffCodeForm({
  formId,
  outcome,
  submitLabel,
}: {
  formId: string;
  outcome?: AreaOutcome;
  submitLabel: string;
}) {
  return (
    <AreaForm formId={formId} intent="code" schema={TotpCodeSchema} outcome={outcome} submitLabel={submitLabel}>
      {({ errors }) => <TotpField formId={formId} error={errors.code} />}
    </AreaForm>
  );
}
