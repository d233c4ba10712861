import { useState, type FormEvent } from 'react';
import type { Route } from './+types/content-item';
import { FAQ_GROUPS } from '@domain/content/faq';
import { renderMarkdown } from '@domain/content/markdown';
import { ContentVersionSchema, FaqChangeSchema, RefuseContentSchema } from '@domain/forms/back-office-content';
import { lagosDateTime } from '@domain/lagos-time';
import { contentTexts } from '@domain/messages/back-office/content';
import { faqTexts } from '@domain/messages/faq';
import { DetailList, ItemSection, StateTag } from '~/components/back-office/customer-service-parts';
import { HistoryList } from '~/components/back-office/history-list';
import { StaffPage } from '~/components/back-office/staff-shell';
import { FaqEntries } from '~/components/content/faq-entries';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { SelectField, TextAreaField, TextField } from '~/components/form-kit/form-fields';
import { OutcomeNotice } from '~/components/form-kit/outcome-notice';
import { Alert } from '~/components/ui/alert';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffContentItem, loadStaffContentItem } from './content-item.server';

const texts = contentTexts;
const GROUP_OPTIONS = FAQ_GROUPS.map((group) => ({ value: group, label: faqTexts.groups[group] }));

type ItemData = Awaited<ReturnType<typeof loadStaffContentItem>>;
type Version = NonNullable<ItemData['change']>;
type Fields = Version['body'];

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  staffFrame.meta(loaderData ? (loaderData.change ?? loaderData.published)?.body.question || texts.title : texts.title);
export const loader = (args: Route.LoaderArgs) => loadStaffContentItem(args);
export const action = (args: Route.ActionArgs) => actOnStaffContentItem(args);

/** The entry exactly as /faq draws it, opened. */
function Preview({ itemKey, body }: { itemKey: string; body: Fields }) {
  return (
    <FaqEntries
      entries={[{ key: `preview-${itemKey}`, question: body.question, answerHtml: renderMarkdown(body.answer) }]}
      terms={[]}
      open
    />
  );
}

/**
 * The draft's fields and, beside them, the preview drawn as the fields change (with JavaScript);
 * without it the preview shows what was last saved.
 */
function ChangeForm({
  itemKey,
  start,
  outcome,
}: {
  itemKey: string;
  start: Fields & { publishAt: string };
  outcome?: AreaOutcome;
}) {
  const [preview, setPreview] = useState<Fields>(start);
  const onChange = (event: FormEvent<HTMLDivElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    if (name === 'group' || name === 'question' || name === 'answer')
      setPreview((before) => ({ ...before, [name]: value }));
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div onChange={onChange}>
        <p className="mb-4 text-sm text-muted">{texts.item.editLead}</p>
        <AreaForm
          formId="content-change"
          intent="save"
          schema={FaqChangeSchema}
          outcome={outcome}
          submitLabel={texts.actions.save}
        >
          {({ errors, values }) => (
            <>
              <SelectField
                formId="content-change"
                name="group"
                label={texts.fields.group}
                placeholder={texts.fields.group}
                options={GROUP_OPTIONS}
                error={errors.group}
                defaultValue={values.group ?? start.group}
              />
              <TextField
                formId="content-change"
                name="question"
                label={texts.fields.question}
                error={errors.question}
                defaultValue={values.question ?? start.question}
              />
              <TextAreaField
                formId="content-change"
                name="answer"
                label={texts.fields.answer}
                error={errors.answer}
                defaultValue={values.answer ?? start.answer}
                rows={12}
              />
              <TextField
                formId="content-change"
                name="publishAt"
                type="datetime-local"
                label={texts.fields.publishAt}
                hint={texts.fields.publishAtHint}
                isOptional
                error={errors.publishAt}
                defaultValue={values.publishAt ?? start.publishAt}
              />
            </>
          )}
        </AreaForm>
      </div>
      <section aria-labelledby="preview-title">
        <h3 id="preview-title" className="font-bold">
          {texts.item.previewTitle}
        </h3>
        <Preview itemKey={itemKey} body={preview} />
      </section>
    </div>
  );
}

function WaitingChange({ change, memberId, outcome }: { change: Version; memberId: string; outcome?: AreaOutcome }) {
  const hidden = { versionId: change.id };
  return (
    <div className="flex flex-col gap-5">
      <DetailList
        rows={[
          { label: texts.columns.change, value: <StateTag tone="waiting">{texts.states[change.state]}</StateTag> },
          {
            label: texts.versionLabel(change.number),
            value: [
              change.submittedAt ? texts.item.madeBy(change.maker, lagosDateTime(change.submittedAt)) : '',
              change.restoredFrom ? texts.item.restoredFrom(change.restoredFrom) : '',
              change.publishAt
                ? texts.item.publishesAt(lagosDateTime(change.publishAt))
                : texts.item.publishesAtApproval,
            ].join(' '),
          },
        ]}
      />
      {change.makerId === memberId ? <p className="font-semibold">{texts.item.ownChange}</p> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <AreaForm
          formId="content-approve"
          intent="approve"
          schema={ContentVersionSchema}
          hidden={hidden}
          outcome={outcome}
          submitLabel={texts.actions.approve}
        />
        <AreaForm
          formId="content-refuse"
          intent="refuse"
          schema={RefuseContentSchema}
          hidden={hidden}
          outcome={outcome}
          submitLabel={texts.actions.refuse}
        >
          {({ errors, values }) => (
            <TextAreaField
              formId="content-refuse"
              name="reason"
              label={texts.fields.reason}
              hint={texts.fields.reasonHint}
              error={errors.reason}
              defaultValue={values.reason}
              rows={3}
            />
          )}
        </AreaForm>
      </div>
    </div>
  );
}

/** One FAQ entry: what the site shows, the change in progress and its maker-checker steps, the versions shown before. */
export default function ContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { item, memberId, published, change, shown, history } = loaderData;
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  const title = (change ?? published)?.body.question || item.key;
  const editable = !change || change.state === 'draft';
  const start = change ?? published;
  return (
    <StaffPage
      title={title}
      lead={
        <a
          href="/staff/content"
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
        >
          {texts.back}
        </a>
      }
    >
      <OutcomeNotice outcome={outcome && outcome.intent !== 'save' && outcome.status === 'success' ? outcome : null} />

      <ItemSection id="live-title" title={texts.item.liveTitle}>
        {published ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {texts.publishedOn(published.number, lagosDateTime(published.publishedAt!))} ·{' '}
              {texts.item.publishedBy(published.checker)}
              {published.isSample ? <StateTag tone="bad">{texts.sample}</StateTag> : null}
            </p>
            <Preview itemKey={item.key} body={published.body} />
          </>
        ) : (
          <p className="text-muted">{texts.item.liveNone}</p>
        )}
      </ItemSection>

      <ItemSection id="change-title" title={texts.item.changeTitle}>
        {editable ? (
          <div className="flex flex-col gap-5">
            {change?.refusalReason ? (
              <Alert tone="error">{texts.item.refusedBy(change.checker, change.refusalReason)}</Alert>
            ) : null}
            <ChangeForm
              key={change?.id ?? 'new'}
              itemKey={item.key}
              start={{
                group: start?.body.group ?? '',
                question: start?.body.question ?? '',
                answer: start?.body.answer ?? '',
                publishAt: change?.publishAtLocal ?? '',
              }}
              outcome={outcome}
            />
            {change ? (
              <AreaForm
                formId="content-submit"
                intent="submit"
                schema={ContentVersionSchema}
                hidden={{ versionId: change.id }}
                outcome={outcome}
                submitLabel={texts.actions.submit}
              />
            ) : null}
          </div>
        ) : change.state === 'awaiting_approval' ? (
          <>
            <WaitingChange change={change} memberId={memberId} outcome={outcome} />
            <h3 className="mt-6 font-bold">{texts.item.previewTitle}</h3>
            <Preview itemKey={item.key} body={change.body} />
          </>
        ) : (
          <>
            <p>{texts.item.scheduledFor(lagosDateTime(change.publishAt!), change.checker)}</p>
            <Preview itemKey={item.key} body={change.body} />
          </>
        )}
      </ItemSection>

      <ItemSection id="versions-title" title={texts.item.versionsTitle}>
        <ol className="flex flex-col divide-y divide-border" aria-label={texts.item.versionsCaption}>
          {shown.map((version) => (
            <li key={version.id} className="flex flex-col gap-3 py-4">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">
                  {texts.publishedOn(version.number, lagosDateTime(version.publishedAt!))}
                </span>
                <span className="text-muted">{texts.item.publishedBy(version.checker)}</span>
                <StateTag tone={version.state === 'published' ? 'good' : 'neutral'}>
                  {texts.states[version.state]}
                </StateTag>
                {version.isSample ? <StateTag tone="bad">{texts.sample}</StateTag> : null}
              </p>
              <p className="line-clamp-2 text-sm text-muted">{version.body.answer}</p>
              {version.state === 'superseded' && !change ? (
                <AreaForm
                  formId={`content-restore-${version.number}`}
                  intent={`restore-${version.number}`}
                  schema={ContentVersionSchema}
                  hidden={{ versionId: version.id }}
                  outcome={outcome}
                  submitLabel={texts.actions.restore(version.number)}
                />
              ) : null}
            </li>
          ))}
        </ol>
      </ItemSection>

      <HistoryList entries={history} />
    </StaffPage>
  );
}
