import { Form, useNavigation } from 'react-router';
import type { WhistleBlowerStatus } from '@domain/forms/whistle-blower';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { ErrorSummary } from '~/components/form-kit/error-summary';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { Alert } from '~/components/ui/alert';
import type { FormFailure } from '~/components/form-kit/form-failure';
import { FormCard } from '~/components/form-kit/form-card';
import { TextField } from '~/components/form-kit/form-fields';
import { useCheckedForm } from '~/components/form-kit/use-checked-form';
import { lagosDate } from '@domain/lagos-time';

const texts = websiteFormTexts.whistleBlower.status;
const FORM_ID = 'status';
const importStatusCheckSchema = () =>
  import('@domain/forms/whistle-blower').then((rules) => rules.WhistleBlowerStatusCheckSchema);

export interface FoundReport {
  reference: string;
  status: WhistleBlowerStatus;
  receivedAt: string;
  updatedAt: string;
  message: string | null;
}

const STATUS_TONES: Record<WhistleBlowerStatus, string> = {
  received: 'bg-info-bg text-info',
  under_review: 'bg-warning-bg text-warning',
  closed: 'bg-success-bg text-success',
};

/** The status check: reference and secret in, the report's status out. */
export function ReportStatusCheck({
  found,
  failure,
  reference,
}: {
  found?: FoundReport;
  failure?: FormFailure<'status'>;
  reference?: string;
}) {
  const navigation = useNavigation();
  const isPending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'status';
  const { errors, summary, formProps } = useCheckedForm({
    formId: FORM_ID,
    schema: importStatusCheckSchema,
    serverErrors: failure?.status === 'invalid' ? failure.errors : undefined,
  });
  const values = failure?.values ?? {};
  return (
    <FormCard titleId="status-form-title" title={texts.heading} lead={texts.lead}>
      <Form method="post" {...formProps} className="mt-6 flex flex-col gap-5">
        <ErrorSummary title={websiteFormTexts.common.errorSummaryTitle} errors={summary} />
        <div role="alert">{failure?.status === 'refused' ? <Alert tone="error">{failure.message}</Alert> : null}</div>
        <input type="hidden" name="intent" value="status" />
        <TextField
          formId={FORM_ID}
          name="reference"
          label={texts.reference.label}
          hint={texts.reference.hint}
          autoComplete="off"
          spellCheck={false}
          error={errors.reference}
          defaultValue={values.reference ?? found?.reference ?? reference}
        />
        <TextField
          formId={FORM_ID}
          name="secret"
          label={texts.secret.label}
          autoComplete="off"
          spellCheck={false}
          error={errors.secret}
          defaultValue={values.secret}
        />
        <div>
          <SubmitButton isReady isPending={isPending} pendingLabel={websiteFormTexts.common.sending}>
            {texts.submit}
          </SubmitButton>
        </div>
      </Form>
      <div role="status">
        {found ? (
          <div className="mt-6 rounded-card border border-border p-5">
            <h3 className="text-lg font-semibold">{texts.result(found.reference)}</h3>
            <p className={`mt-3 inline-flex rounded-input px-3 py-1 font-bold ${STATUS_TONES[found.status]}`}>
              {texts.labels[found.status]}
            </p>
            <p className="mt-2">{texts.explanations[found.status]}</p>
            <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted">{texts.receivedOn}</dt>
                <dd className="font-medium">{lagosDate(found.receivedAt)}</dd>
              </div>
              <div>
                <dt className="text-muted">{texts.updatedOn}</dt>
                <dd className="font-medium">{lagosDate(found.updatedAt)}</dd>
              </div>
            </dl>
            {found.message ? (
              <div className="mt-4 rounded-input border-l-4 border-primary-600 bg-primary-50 p-4">
                <h4 className="font-semibold">{texts.bankMessage}</h4>
                <p className="mt-1 whitespace-pre-line">{found.message}</p>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </FormCard>
  );
}
