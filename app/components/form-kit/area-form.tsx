import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { signInTexts } from '@domain/messages/sign-in';
import { ErrorSummary } from '~/components/form-kit/error-summary';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { Alert } from '~/components/ui/alert';
import type { FormFailure } from '~/components/form-kit/form-failure';
import type { SchemaSource } from '~/components/form-kit/use-schema';
import { useCheckedForm } from '~/components/form-kit/use-checked-form';

export type AreaOutcome = FormFailure<string> | { intent: string; status: 'success'; message: string };

interface AreaFormProps {
  formId: string;
  /** Which of the page's forms this is: posted as `intent`, and the outcome shown is this one's only. */
  intent: string;
  schema: SchemaSource;
  outcome?: AreaOutcome;
  hidden?: Record<string, string>;
  submitLabel: ReactNode;
  action?: string;
  encType?: 'multipart/form-data';
  className?: string;
  children?: (state: { errors: Record<string, string>; values: Record<string, string> }) => ReactNode;
}

/**
 * A form of sign-in and of the customer's area: checked in the browser by the shared schema, posted
 * to the page's action (so it works without JavaScript), its errors summarised and beside their
 * fields, a refusal or a success announced above it.
 */
export function AreaForm({
  formId,
  intent,
  schema,
  outcome,
  hidden = {},
  submitLabel,
  action,
  encType,
  className = '',
  children,
}: AreaFormProps) {
  const navigation = useNavigation();
  const isPending = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const mine = outcome?.intent === intent ? outcome : undefined;
  const { errors, summary, formProps } = useCheckedForm({
    formId,
    schema,
    serverErrors: mine?.status === 'invalid' ? mine.errors : undefined,
  });
  return (
    <Form method="post" action={action} encType={encType} {...formProps} className={`flex flex-col gap-5 ${className}`}>
      <div role="status">{mine?.status === 'success' ? <Alert tone="success">{mine.message}</Alert> : null}</div>
      {mine?.status === 'refused' ? (
        <div role="alert">
          <Alert tone="error" className="whitespace-pre-line">
            {mine.message}
          </Alert>
        </div>
      ) : null}
      <ErrorSummary title={websiteFormTexts.common.errorSummaryTitle} errors={summary} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children?.({ errors, values: mine && mine.status !== 'success' ? mine.values : {} })}
      <div>
        <SubmitButton isReady isPending={isPending} pendingLabel={signInTexts.pending}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
