import { useState, type FormEvent } from 'react';
import type { Route } from './+types/content-item';
import { contentKind, type ContentField } from '@domain/content/kinds';
import { ContentVersionSchema, RefuseContentSchema } from '@domain/forms/back-office-content';
import { lagosDateTime } from '@domain/lagos-time';
import { contentTexts } from '@domain/messages/back-office/content';
import { DetailList, ItemSection, StateTag } from '~/components/back-office/customer-service-parts';
import { ApprovalStep } from '~/components/back-office/approval-step';
import { HistoryList } from '~/components/back-office/history-list';
import { StaffPage } from '~/components/back-office/staff-shell';
import { ItemPageLead } from '~/components/back-office/item-page-lead';
import { contentScreen, type PreviewContext } from '~/components/content/content-previews';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { SelectField, TextAreaField, TextField } from '~/components/form-kit/form-fields';
import { OutcomeNotice } from '~/components/form-kit/outcome-notice';
import { Alert } from '~/components/ui/alert';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffContentItem, loadStaffContentItem } from './content-item.server';

const texts = contentTexts;

type ItemData = Awaited<ReturnType<typeof loadStaffContentItem>>;
type Version = NonNullable<ItemData['change']>;

export const meta = ({ data: loaderData }: Route.MetaArgs) => staffFrame.meta(loaderData?.item.name || texts.title);
export const loader = (args: Route.LoaderArgs) => loadStaffContentItem(args);
export const action = (args: Route.ActionArgs) => actOnStaffContentItem(args);

/** The version exactly as its public page draws it, with that page's components (app/components/content/content-previews.tsx). */
function Preview({ item, body, context }: { item: ItemData['item']; body: unknown; context: PreviewContext }) {
  const { Preview: KindPreview } = contentScreen(item.kind);
  return <KindPreview itemKey={item.key} body={body} context={context} />;
}

/** One field of the draft form, as its kind draws it (domain/content/kinds.ts). */
function ChangeField({ field, error, value }: { field: ContentField; error?: string; value?: string }) {
  const common = {
    formId: 'content-change',
    name: field.name,
    label: field.label,
    hint: field.hint,
    error,
    isOptional: field.isOptional,
  };
  if (field.control === 'select')
    return (
      <SelectField
        {...common}
        placeholder={field.placeholder ?? field.label}
        options={field.options ?? []}
        defaultValue={value ?? field.value}
      />
    );
  if (field.control === 'textarea')
    return <TextAreaField {...common} rows={field.rows} defaultValue={value ?? field.value} />;
  return (
    <TextField
      {...common}
      type={field.control === 'date' ? 'date' : 'text'}
      inputMode={field.inputMode}
      defaultValue={value ?? field.value}
    />
  );
}

/**
 * The draft's fields and, beside them, the preview drawn as the fields change (with JavaScript);
 * without it the preview shows what was last saved. A value the kind's schema refuses leaves the
 * preview as it was.
 */
function ChangeForm({
  item,
  fields,
  start,
  publishAt,
  context,
  outcome,
}: {
  item: ItemData['item'];
  fields: ContentField[];
  start: unknown;
  publishAt: string;
  context: PreviewContext;
  outcome?: AreaOutcome;
}) {
  const kind = contentKind(item.kind);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.value])),
  );
  const [preview, setPreview] = useState<unknown>(start);
  const onChange = (event: FormEvent<HTMLDivElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    if (!fields.some((field) => field.name === name)) return;
    const next = { ...values, [name]: value };
    setValues(next);
    const parsed = kind.body.safeParse(kind.fromFields(next, start as Record<string, unknown>));
    if (parsed.success) setPreview(parsed.data);
  };
  // A product's preview is a page's width of tables: below the form, not beside it.
  return (
    <div className={`grid gap-6 ${item.kind === 'product' ? '' : 'lg:grid-cols-2'}`}>
      <div onChange={onChange}>
        <p className="mb-4 text-sm text-muted">{texts.editLeads[item.kind]}</p>
        <AreaForm
          formId="content-change"
          intent="save"
          schema={kind.change}
          outcome={outcome}
          submitLabel={texts.actions.save}
        >
          {({ errors, values: posted }) => (
            <>
              {fields.map((field) => (
                <ChangeField key={field.name} field={field} error={errors[field.name]} value={posted[field.name]} />
              ))}
              <TextField
                formId="content-change"
                name="publishAt"
                type="datetime-local"
                label={texts.fields.publishAt}
                hint={texts.fields.publishAtHint}
                isOptional
                error={errors.publishAt}
                defaultValue={posted.publishAt ?? publishAt}
              />
            </>
          )}
        </AreaForm>
      </div>
      <section aria-labelledby="preview-title" className="min-w-0">
        <h3 id="preview-title" className="font-bold">
          {texts.previewTitles[item.kind]}
        </h3>
        <Preview item={item} body={preview} context={context} />
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

/** One content item: what the site shows, the change in progress and its maker-checker steps, the versions shown before. */
export default function ContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { item, fields, previewContext, memberId, published, change, shown, history, mayWithdraw, withdrawalAskedBy } =
    loaderData;
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  const title = item.name || item.key;
  const editable = !change || change.state === 'draft';
  const start = change ?? published;
  const { summary } = contentScreen(item.kind);
  return (
    <StaffPage title={title} lead={<ItemPageLead backTo="/staff/content" backLabel={texts.back} />}>
      <OutcomeNotice outcome={outcome && outcome.intent !== 'save' && outcome.status === 'success' ? outcome : null} />

      <ItemSection id="live-title" title={texts.item.liveTitle}>
        {published ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {texts.publishedOn(published.number, lagosDateTime(published.publishedAt!))} ·{' '}
              {texts.item.publishedBy(published.checker)}
              {published.isSample ? <StateTag tone="bad">{texts.sample}</StateTag> : null}
            </p>
            <Preview item={item} body={published.body} context={previewContext} />
            {mayWithdraw && !change ? (
              <ApprovalStep waitingFor={withdrawalAskedBy} waitingMessage={texts.item.withdrawWaiting}>
                <div className="mt-5 flex flex-col gap-3 border-t border-border pt-5">
                  <p className="text-sm text-muted">{texts.item.withdrawHint}</p>
                  <AreaForm
                    formId="content-withdraw"
                    intent="withdraw"
                    schema={ContentVersionSchema}
                    hidden={{ versionId: published.id }}
                    outcome={outcome}
                    submitLabel={texts.actions.withdraw}
                  />
                </div>
              </ApprovalStep>
            ) : null}
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
              item={item}
              fields={fields}
              start={start?.body ?? null}
              publishAt={change?.publishAtLocal ?? ''}
              context={previewContext}
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
            <h3 className="mt-6 font-bold">{texts.previewTitles[item.kind]}</h3>
            <Preview item={item} body={change.body} context={previewContext} />
          </>
        ) : (
          <>
            <p>{texts.item.scheduledFor(lagosDateTime(change.publishAt!), change.checker)}</p>
            <Preview item={item} body={change.body} context={previewContext} />
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
              <p className="line-clamp-2 text-sm text-muted">{summary(version.body)}</p>
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
