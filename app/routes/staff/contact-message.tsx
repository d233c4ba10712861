import { formatPhone } from '@domain/phone';
import type { Route } from './+types/contact-message';
import { NoFieldsSchema, ReplyMessageSchema } from '@domain/forms/back-office-customer-service';
import { lagosDateTime } from '@domain/lagos-time';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { complaintTexts } from '@domain/messages/complaints';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { staffTexts } from '@domain/messages/back-office/staff';
import { OutcomeNotice } from '~/components/form-kit/outcome-notice';
import { DetailList, ItemSection, StateTag } from '~/components/back-office/customer-service-parts';
import { HistoryList } from '~/components/back-office/history-list';
import { StaffPage } from '~/components/back-office/staff-shell';
import { ItemPageLead } from '~/components/back-office/item-page-lead';
import { CustomerViewLink } from '~/components/back-office/customer-view-link';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { TextAreaField } from '~/components/form-kit/form-fields';
import { ItemOwner, TextWithItemLinks } from '~/components/back-office/work-parts';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffContactMessage, loadStaffContactMessage } from './contact-message.server';

const texts = customerServiceTexts.messages;
const subjects = websiteFormTexts.contact.subjects;

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  staffFrame.meta(loaderData ? texts.itemTitle(loaderData.message.name) : texts.title);

export const loader = (args: Route.LoaderArgs) => loadStaffContactMessage(args);
export const action = (args: Route.ActionArgs) => actOnStaffContactMessage(args);

export default function ContactMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, work, links, history } = loaderData;
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  const isOpen = message.status === 'open';
  return (
    <StaffPage
      title={texts.itemTitle(message.name)}
      lead={
        <ItemPageLead backTo="/staff/messages" backLabel={staffTexts.common.back}>
          <CustomerViewLink search={message.id} />
        </ItemPageLead>
      }
    >
      <ItemSection
        id="message-title"
        title={message.reference ? texts.complaintTitle(message.reference) : subjects[message.subject]}
      >
        <DetailList
          rows={[
            ...(message.reference
              ? [
                  { label: texts.labels.reference, value: message.reference },
                  ...(message.complaintCategory
                    ? [
                        {
                          label: texts.labels.complaintCategory,
                          value: complaintTexts.categories[message.complaintCategory],
                        },
                      ]
                    : []),
                  ...(message.accountNumber
                    ? [{ label: texts.labels.accountNumber, value: message.accountNumber }]
                    : []),
                ]
              : []),
            { label: texts.labels.name, value: message.name },
            { label: texts.labels.email, value: message.email },
            ...(message.phone ? [{ label: texts.labels.phone, value: formatPhone(message.phone) }] : []),
            {
              label: texts.labels.received,
              value: <time dateTime={message.createdAt}>{lagosDateTime(message.createdAt)}</time>,
            },
            {
              label: texts.labels.status,
              value: <StateTag tone={isOpen ? 'waiting' : 'neutral'}>{texts.statuses[message.status]}</StateTag>,
            },
            ...(message.closedAt
              ? [
                  {
                    label: texts.labels.closedAt,
                    value: <time dateTime={message.closedAt}>{lagosDateTime(message.closedAt)}</time>,
                  },
                ]
              : []),
          ]}
        />
        <h3 className="mt-5 font-bold">{texts.labels.message}</h3>
        <p className="mt-2 rounded-input bg-surface p-4 whitespace-pre-line break-words">
          <TextWithItemLinks text={message.message} links={links} />
        </p>
      </ItemSection>

      <ItemSection id="replies-title" title={texts.repliesTitle}>
        {message.replies.length === 0 ? (
          <p className="text-muted">{texts.noReplies}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {message.replies.map((reply) => (
              <li key={reply.id} className="border-l-4 border-primary-200 pl-3">
                <p className="text-sm text-muted">{texts.repliedBy(reply.by, lagosDateTime(reply.sentAt))}</p>
                <p className="mt-1 whitespace-pre-line break-words">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </ItemSection>

      {isOpen ? (
        work.mayWork ? (
          <>
            <ItemSection id="reply-title" title={texts.replyTitle}>
              {/* A new form after each reply sent: the text just sent is not left in the box to send twice. */}
              <AreaForm
                key={message.replies.length}
                formId="reply"
                intent="reply"
                schema={ReplyMessageSchema}
                outcome={outcome}
                submitLabel={texts.sendReply}
              >
                {({ errors, values }) => (
                  <TextAreaField
                    formId="reply"
                    name="body"
                    label={texts.replyLabel}
                    hint={texts.replyHint}
                    error={errors.body}
                    defaultValue={values.body}
                    rows={8}
                  />
                )}
              </AreaForm>
            </ItemSection>
            <ItemSection id="close-title" title={texts.closeTitle}>
              <p className="mb-3 text-sm text-muted">{texts.closeLead}</p>
              <AreaForm
                formId="close"
                intent="close"
                schema={NoFieldsSchema}
                outcome={outcome}
                submitLabel={texts.close}
              />
            </ItemSection>
          </>
        ) : null
      ) : (
        <div>
          <OutcomeNotice outcome={outcome?.status === 'success' ? outcome : null} />
          <p className="text-muted">{texts.closedNote(message.closedAt ? lagosDateTime(message.closedAt) : '')}</p>
        </div>
      )}
      <ItemOwner work={work} outcome={outcome} />
      <HistoryList entries={history} />
    </StaffPage>
  );
}
