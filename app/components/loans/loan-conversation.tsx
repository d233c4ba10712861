import { LoanMessageSchema } from '@domain/forms';
import { lagosDateTime } from '@domain/lagos-time';
import { loanTexts } from '@domain/messages/loans';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { TextAreaField } from '~/components/form-kit/form-fields';
import type { LoanApplicationView } from '@server/loans/loan-applications';

const texts = loanTexts.dashboard;

/** The application's thread with the mortgage officer, and a form to write to them. */
export function LoanConversation({
  application,
  outcome,
}: {
  application: Pick<LoanApplicationView, 'id' | 'messages' | 'officerName'>;
  outcome?: AreaOutcome;
}) {
  const formId = `loan-message-${application.id}`;
  const intent = `message-${application.id}`;
  return (
    <div className="flex flex-col gap-4">
      {application.messages.length === 0 ? (
        <p className="text-muted">{texts.noMessages}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {application.messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-card p-3 ${message.from === 'customer' ? 'bg-surface-subtle' : 'border-l-4 border-primary-700 bg-primary-50'}`}
            >
              <p className="text-sm font-semibold">
                {message.from === 'customer' ? texts.you : message.staffName || application.officerName || texts.bank} ·{' '}
                <time dateTime={message.sentAt}>{lagosDateTime(message.sentAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <AreaForm
        key={`${intent}-${application.messages.length}`}
        formId={formId}
        intent={intent}
        schema={LoanMessageSchema}
        outcome={outcome}
        hidden={{ applicationId: application.id }}
        submitLabel={texts.send}
      >
        {({ errors, values }) => (
          <TextAreaField
            formId={formId}
            name="message"
            label={texts.messageLabel}
            hint={texts.messageHint}
            error={errors.message}
            defaultValue={values.message}
            rows={3}
          />
        )}
      </AreaForm>
    </div>
  );
}
