import { LoanMessageSchema } from '@domain/forms';
import { lagosDateTime } from '@domain/lagos-time';
import { loanOfficeTexts as texts } from '@domain/messages/back-office/loans';
import { loanTexts } from '@domain/messages/loans';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { TextAreaField } from '~/components/form-kit/form-fields';
import { ItemSection } from './customer-service-parts';
import type { StaffLoan } from './loan-overview';

/** The documents received and those still missing, beside the application's statuses so far. */
export function LoanRecords({ loan }: { loan: StaffLoan }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ItemSection id="documents-title" title={texts.documentsTitle}>
        {loan.documents.length === 0 ? (
          <p className="text-muted">{texts.noDocuments}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {loan.documents.map((document) => (
              <li key={document.id}>
                <a
                  href={`/staff/loans/${loan.id}/documents/${document.id}`}
                  download
                  className="inline-flex min-h-11 items-center font-semibold break-all text-primary-700 underline underline-offset-2"
                >
                  {texts.download(`${loanTexts.documents[document.kind]}: ${document.fileName}`)}
                </a>
                <span className="block text-sm text-muted">{texts.uploadedOn(lagosDateTime(document.uploadedAt))}</span>
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-5 font-bold">{texts.missingTitle}</h3>
        {loan.missing.length === 0 ? (
          <p className="mt-1 text-muted">{texts.nothingMissing}</p>
        ) : (
          <ul className="mt-2 list-disc pl-5">
            {loan.missing.map((item, index) => (
              <li key={`${item.kind}-${index}`}>
                {loanTexts.documents[item.kind]}
                {item.note ? <span className="text-muted"> — {item.note}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </ItemSection>
      <ItemSection id="status-history-title" title={texts.statusHistoryTitle}>
        <ol className="flex flex-col gap-3">
          {loan.statusHistory.map((event, index) => (
            <li key={index} className="border-l-4 border-primary-200 pl-3">
              <p className="font-semibold">{loanTexts.statuses[event.status]}</p>
              {event.note ? <p className="whitespace-pre-line">{event.note}</p> : null}
              <p className="text-sm text-muted">
                <time dateTime={event.at}>{lagosDateTime(event.at)}</time> ·{' '}
                {event.actor === 'customer'
                  ? texts.byCustomer
                  : event.actor === 'system'
                    ? texts.bySystem
                    : event.actor}
              </p>
            </li>
          ))}
        </ol>
      </ItemSection>
    </div>
  );
}

/** The thread with the customer and its answer form, beside the notes staff keep for one another. */
export function LoanConversationWithStaffNotes({ loan, outcome }: { loan: StaffLoan; outcome?: AreaOutcome }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ItemSection id="thread-title" title={texts.threadTitle}>
        {loan.messages.length === 0 ? (
          <p className="text-muted">{texts.threadEmpty}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {loan.messages.map((message) => (
              <li key={message.id} className="border-l-4 border-primary-200 pl-3">
                <p className="text-sm text-muted">
                  {message.from === 'customer' ? texts.threadCustomer : message.staffName} ·{' '}
                  <time dateTime={message.sentAt}>{lagosDateTime(message.sentAt)}</time>
                </p>
                <p className="whitespace-pre-line break-words">{message.body}</p>
              </li>
            ))}
          </ol>
        )}
        <AreaForm
          key={`answer-${loan.messages.length}`}
          formId="answer"
          intent="answer"
          schema={LoanMessageSchema}
          outcome={outcome}
          submitLabel={texts.answer}
          className="mt-5"
        >
          {({ errors, values }) => (
            <TextAreaField
              formId="answer"
              name="message"
              label={texts.answerLabel}
              hint={texts.answerHint}
              error={errors.message}
              defaultValue={values.message}
              rows={4}
            />
          )}
        </AreaForm>
      </ItemSection>
      <ItemSection id="internal-notes-title" title={texts.internalNotesTitle}>
        {loan.internalNotes.length === 0 ? (
          <p className="text-muted">{texts.noInternalNotes}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {loan.internalNotes.map((note, index) => (
              <li key={index} className="border-l-4 border-warning pl-3">
                <p className="whitespace-pre-line break-words">{note.body}</p>
                <p className="text-sm text-muted">
                  <time dateTime={note.at}>{lagosDateTime(note.at)}</time> ·{' '}
                  {texts.internalNoteBy(note.by, texts.internalNoteActions[note.action] ?? note.action)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </ItemSection>
    </div>
  );
}
