import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { Alert } from '~/components/ui/alert';
import { ErrorSummary } from './error-summary';
import type { FormFailure } from './form-failure';
import { FormCard } from './form-card';
import { SubmitButton } from './submit-button';
import { useCheckedForm } from './use-checked-form';
import type { SchemaSource } from './use-schema';

/** What the fields of a checked page form are drawn with: each field's message, and the values sent last. */
export type CheckedFields = { errors: Record<string, string>; values: Record<string, string> };

/**
 * A website form in its card, posted to the route's action: checked in the browser by its shared
 * schema and again on the server (and without JavaScript), with the error summary, the refusal's
 * alert, the intent and the submit button that every such form has. The fields are the caller's.
 */
export function CheckedPageForm<Intent extends string>({
  formId,
  intent,
  schema,
  failure,
  card,
  submitLabel,
  children,
}: {
  formId: string;
  intent: Intent;
  schema: SchemaSource;
  failure?: FormFailure<Intent>;
  card: { titleId: string; title: string; lead?: ReactNode; className?: string };
  submitLabel: string;
  children: (fields: CheckedFields) => ReactNode;
}) {
  const navigation = useNavigation();
  const isPending = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const { errors, summary, formProps } = useCheckedForm({
    formId,
    schema,
    serverErrors: failure?.status === 'invalid' ? failure.errors : undefined,
  });
  return (
    <FormCard {...card}>
      <Form method="post" {...formProps} className="mt-6 flex flex-col gap-5">
        <ErrorSummary title={websiteFormTexts.common.errorSummaryTitle} errors={summary} />
        <div role="alert">{failure?.status === 'refused' ? <Alert tone="error">{failure.message}</Alert> : null}</div>
        <input type="hidden" name="intent" value={intent} />
        {children({ errors, values: failure?.values ?? {} })}
        <div>
          <SubmitButton isReady isPending={isPending} pendingLabel={websiteFormTexts.common.sending}>
            {submitLabel}
          </SubmitButton>
        </div>
      </Form>
    </FormCard>
  );
}
