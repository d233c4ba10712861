import { lagosDateTime } from '@domain/lagos-time';
import { splitReferences } from '@domain/back-office/item-references';
import { ROUTE_AREAS, WORK_FILTERS, type RouteArea } from '@domain/back-office/work-items';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { NoFieldsSchema } from '@domain/forms/back-office-customer-service';
import { WorkAssignSchema, WorkHandOverSchema, WorkRouteSchema } from '@domain/forms/back-office-work';
import { workTexts as texts } from '@domain/messages/back-office/work';
import type { ItemWork } from '@server/back-office/work/work-items';
import type { WorkCells } from '@server/back-office/work/work-queue';
import type { ContactMessageRow as RoutedMessageRow } from '@server/back-office/contact-messages/message-queue';
import { DetailList, ItemSection, StateTag } from '~/components/back-office/customer-service-parts';
import { QueueTable, type Column, type QueueFilter } from '~/components/back-office/queue-controls';
import { Link } from '~/components/ui/link';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { OutcomeNotice } from '~/components/form-kit/outcome-notice';
import { SelectField, TextAreaField } from '~/components/form-kit/form-fields';
import { Alert } from '~/components/ui/alert';

/**
 * Work that flows (decision 091), the parts every queue shares: the "my work" filter, the owner and
 * age columns of its list, and the owner part of each item's page (take, assign, hand over, route).
 */

export const WORK_FILTER: QueueFilter = {
  name: 'work',
  label: texts.workFilter,
  options: WORK_FILTERS.map((value) => ({ value, label: texts.workFilters[value] })),
};

/** The export link's filter: "my work" is named by its owner, as the export has nobody asking. */
export function exportFilterOf(query: Record<string, string>, memberId: string) {
  const { page: _page, work, ...filter } = query;
  const next = new URLSearchParams(filter);
  if (work === 'mine') next.set('owner', memberId);
  else if (work) next.set('work', work);
  return next;
}

/** A row's age in words, with "Over service level" and "Needs your attention" as words, not colour alone. */
function WorkAge({ work }: { work: WorkCells }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="whitespace-nowrap">{texts.age(work.age)}</span>
      {work.over ? <StateTag tone="bad">{texts.overServiceLevel}</StateTag> : null}
      {work.attention ? <StateTag tone="waiting">{texts.attention}</StateTag> : null}
    </span>
  );
}

/** The owner and age columns of a queue's list. */
export function workListColumns<Row extends { work: WorkCells }>(): Column<Row>[] {
  return [
    { label: texts.ageColumn, cell: (row) => <WorkAge work={row.work} /> },
    { label: texts.ownerColumn, cell: (row) => row.work.owner || texts.nobody },
  ];
}

/** The owner part of an item's page: who owns it, and the forms to take, assign, hand over or route it. */
export function ItemOwner({ work, outcome }: { work: ItemWork; outcome?: AreaOutcome }) {
  const ours = outcome?.intent.startsWith('work-') ? outcome : undefined;
  // A success is announced once, above the forms (the form that posted may be gone: a hand-over ends ownership).
  const mine = ours?.status === 'success' ? undefined : ours;
  return (
    <ItemSection id="work-owner-title" title={texts.title}>
      <div className={ours?.status === 'success' ? 'mb-4' : undefined}>
        <OutcomeNotice outcome={ours?.status === 'success' ? ours : null} />
      </div>
      {work.attentionSince ? (
        <Alert tone="warning" className="mb-4">
          <strong>{texts.attention}.</strong> {texts.attentionLead(lagosDateTime(work.attentionSince))}
        </Alert>
      ) : null}
      <DetailList
        rows={[
          {
            label: texts.owner,
            value: work.owner ? (work.isMine ? texts.you(work.owner.name) : work.owner.name) : texts.nobody,
          },
          ...(work.ownedSince
            ? [
                {
                  label: texts.ownedSince,
                  value: <time dateTime={work.ownedSince}>{lagosDateTime(work.ownedSince)}</time>,
                },
              ]
            : []),
          ...(work.routedTo ? [{ label: texts.routedTo, value: texts.routeAreas[work.routedTo] }] : []),
        ]}
      />
      {work.mayWork ? (
        <WorkForms key={work.ownedSince} work={work} outcome={mine} />
      ) : (
        <p className="mt-4 text-muted">{texts.routedAwayLead}</p>
      )}
    </ItemSection>
  );
}

/** The owner part's forms, for a member who works the item: drawn anew once the owner changes, without a refusal left from before. */
function WorkForms({ work, outcome: mine }: { work: ItemWork; outcome?: AreaOutcome }) {
  return (
    <div className="mt-5 grid gap-6 lg:grid-cols-2">
      {work.mayTake ? (
        <AreaForm
          formId="work-take"
          intent="work-take"
          schema={NoFieldsSchema}
          outcome={mine}
          submitLabel={texts.take}
        />
      ) : null}
      <AreaForm
        formId="work-assign"
        intent="work-assign"
        schema={WorkAssignSchema}
        outcome={mine}
        submitLabel={texts.assign}
      >
        {({ errors, values }) => (
          <SelectField
            formId="work-assign"
            name="staffId"
            label={texts.assignLabel}
            placeholder={texts.assignPlaceholder}
            options={work.workers}
            error={errors.staffId}
            defaultValue={values.staffId}
          />
        )}
      </AreaForm>
      {work.isMine ? (
        <AreaForm
          formId="work-hand-over"
          intent="work-hand-over"
          schema={WorkHandOverSchema}
          outcome={mine}
          submitLabel={texts.handOver}
        >
          {({ errors, values }) => (
            <>
              <SelectField
                formId="work-hand-over"
                name="staffId"
                label={texts.handOverLabel}
                placeholder={texts.assignPlaceholder}
                options={work.workers.filter((worker) => worker.value !== work.owner?.id)}
                error={errors.staffId}
                defaultValue={values.staffId}
              />
              <TextAreaField
                formId="work-hand-over"
                name="note"
                label={texts.noteLabel}
                hint={texts.noteHint}
                error={errors.note}
                defaultValue={values.note}
                rows={3}
              />
            </>
          )}
        </AreaForm>
      ) : null}
      {work.kind === 'contact-message' ? (
        <AreaForm
          formId="work-route"
          intent="work-route"
          schema={WorkRouteSchema}
          outcome={mine}
          submitLabel={texts.route}
        >
          {({ errors, values }) => (
            <SelectField
              formId="work-route"
              name="area"
              label={texts.routeTitle}
              hint={texts.routeHint}
              placeholder={texts.routeLabel}
              options={ROUTE_AREAS.map((area) => ({ value: area, label: texts.routeAreas[area] }))}
              error={errors.area}
              defaultValue={values.area ?? work.routedTo ?? ''}
            />
          )}
        </AreaForm>
      ) : null}
    </div>
  );
}

/** A contact message routed away, as customer service's list marks it (decision 091). */
export function RoutedAwayTag({ routedTo }: { routedTo: RouteArea | null }) {
  return routedTo ? <StateTag tone="neutral">{texts.routedAway(texts.routeAreas[routedTo])}</StateTag> : null;
}

/** The contact messages routed to a queue, on that queue's page (decision 091): over their service level first. */
export function RoutedMessages({ area, rows }: { area: RouteArea; rows: RoutedMessageRow[] }) {
  return (
    <section aria-labelledby="routed-title" className="flex flex-col gap-3">
      <h2 id="routed-title" className="text-lg font-bold">
        {texts.routedTitle}
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted">{texts.routedNone}</p>
      ) : (
        <QueueTable caption={texts.routedCaption(texts.routeAreas[area])} columns={ROUTED_COLUMNS} rows={rows} />
      )}
    </section>
  );
}

const ROUTED_COLUMNS: Column<RoutedMessageRow>[] = [
  {
    label: customerServiceTexts.messages.columns.from,
    cell: (row) => (
      <Link
        to={`/staff/messages/${row.id}`}
        className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
      >
        {row.name}
      </Link>
    ),
  },
  {
    label: customerServiceTexts.messages.columns.subject,
    cell: (row) => (
      <>
        {websiteFormTexts.contact.subjects[row.subject]}
        {row.reference ? <span className="block font-mono text-sm text-muted">{row.reference}</span> : null}
      </>
    ),
  },
  {
    label: customerServiceTexts.messages.columns.received,
    cell: (row) => <time dateTime={row.createdAt}>{lagosDateTime(row.createdAt)}</time>,
  },
  ...workListColumns<RoutedMessageRow>(),
];

/** A customer's text with each reference to an item the member may open as a link to its page (decision 091). */
export function TextWithItemLinks({ text, links }: { text: string; links: Record<string, string> }) {
  return (
    <>
      {splitReferences(text).map((part, index) =>
        'reference' in part && links[part.reference] ? (
          <Link
            key={index}
            to={links[part.reference]!}
            className="font-semibold text-primary-700 underline underline-offset-2"
          >
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
