import { CircleCheck, CircleDashed } from 'lucide-react';
import { z } from 'zod';
import { lagosDate } from '@domain/lagos-time';
import { loanTexts } from '@domain/messages/loans';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { fieldId } from '~/components/form-kit/field-id';
import { controlClasses } from '~/components/form-kit/field';
import type { LoanApplicationView } from '@server/loans/loan-applications';

const texts = loanTexts.documents;
const UPLOADABLE = ['payslip', 'bankStatement', 'titleDocument', 'identity', 'other'] as const;
const AnyFiles = z.object({});

/**
 * A page's `shouldRevalidate`: after an upload, even a refused one (a 422 skips revalidation), the
 * page reads the documents again, because the good files sent with a bad one are kept.
 */
export function revalidateAfterUpload({
  formData,
  defaultShouldRevalidate,
}: {
  formData?: FormData;
  defaultShouldRevalidate: boolean;
}) {
  return String(formData?.get('intent') ?? '').startsWith('upload') || defaultShouldRevalidate;
}

/** What the application has, what it still needs (with the bank's note), and a form to upload more. */
export function LoanDocumentsForm({
  application,
  outcome,
  intent = 'upload',
}: {
  application: Pick<LoanApplicationView, 'id' | 'documents' | 'missing'>;
  outcome?: AreaOutcome;
  intent?: string;
}) {
  const formId = `loan-documents-${application.id}`;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2">
        {application.missing.map((item) => (
          <li key={`${item.kind}-${item.note}`} className="flex items-start gap-2 text-warning">
            <CircleDashed className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-semibold">{texts.missing}:</span> {texts[item.kind]}
              {item.note ? ` (${item.note})` : ''}
            </span>
          </li>
        ))}
        {application.documents.map((document) => (
          <li key={document.id} className="flex items-start gap-2 text-success">
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-semibold">{texts.uploaded}:</span> {texts[document.kind]} ·{' '}
              <span className="break-all">{document.fileName}</span> · {lagosDate(document.uploadedAt)}
            </span>
          </li>
        ))}
      </ul>
      <AreaForm
        formId={formId}
        intent={intent}
        schema={AnyFiles}
        outcome={outcome}
        hidden={{ applicationId: application.id }}
        encType="multipart/form-data"
        submitLabel={texts.upload}
      >
        {({ errors }) => (
          <>
            <p className="text-sm text-muted">{loanTexts.hints.documents}</p>
            {UPLOADABLE.map((kind) => {
              const id = fieldId(formId, kind);
              return (
                <div key={kind} className="flex flex-col gap-1.5">
                  <label htmlFor={id} className="font-semibold">
                    {texts[kind]}
                  </label>
                  {errors[kind] ? (
                    <p id={`${id}-message`} className="text-xs font-medium text-error">
                      {errors[kind]}
                    </p>
                  ) : null}
                  <input
                    id={id}
                    type="file"
                    name={kind}
                    accept="application/pdf,image/jpeg,image/png"
                    aria-describedby={errors[kind] ? `${id}-message` : undefined}
                    className={controlClasses({ invalid: Boolean(errors[kind]) })}
                  />
                </div>
              );
            })}
          </>
        )}
      </AreaForm>
    </div>
  );
}
