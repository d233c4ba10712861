import type { Route } from './+types/content';
import type { ContentKind } from '@domain/content/content-model';
import { lagosDate } from '@domain/lagos-time';
import { AddArticleSchema } from '@domain/forms/back-office-content';
import { contentTexts } from '@domain/messages/back-office/content';
import { pictureTexts } from '@domain/messages/back-office/pictures';
import { faqTexts } from '@domain/messages/faq';
import { StateTag } from '~/components/back-office/customer-service-parts';
import { QueueTable, type Column } from '~/components/back-office/queue-controls';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { TextField } from '~/components/form-kit/form-fields';
import { RowAction } from '~/components/form-kit/row-action';
import { StaffPage } from '~/components/back-office/staff-shell';
import { Alert } from '~/components/ui/alert';
import { Link } from '~/components/ui/link';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffContent, loadStaffContent } from './content.server';

const texts = contentTexts;
const ADDING: Partial<Record<ContentKind, { label: string; hint: string }>> = texts.adding;

/** 'Add a listing', 'Add a branch': a kind editors add items of. */
function AddItem({ kind }: { kind: ContentKind }) {
  const adding = ADDING[kind];
  if (!adding) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <RowAction intent="add" id={kind} label={adding.label} name={adding.label} />
      <p className="text-sm text-muted">{adding.hint}</p>
    </div>
  );
}

export const meta = () => staffFrame.meta(texts.title);
export const loader = (args: Route.LoaderArgs) => loadStaffContent(args);
export const action = (args: Route.ActionArgs) => actOnStaffContent(args);

type Section = Awaited<ReturnType<typeof loadStaffContent>>['sections'][number];
type Row = Section['rows'][number];

const columnsOf = (kind: Section['kind']): Column<Row>[] => [
  {
    label: texts.sections[kind].name,
    cell: (row) => (
      <Link
        to={`/staff/content/${row.id}`}
        className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
      >
        {row.name}
      </Link>
    ),
  },
  ...(kind === 'faq'
    ? [
        {
          label: texts.columns.group,
          cell: (row: Row) =>
            Object.hasOwn(faqTexts.groups, row.group) ? faqTexts.groups[row.group as keyof typeof faqTexts.groups] : '',
        },
      ]
    : []),
  {
    label: texts.columns.published,
    cell: (row) =>
      row.published ? (
        <span className="flex flex-col items-start gap-1">
          <span className="whitespace-nowrap">
            {texts.publishedOn(row.published.number, lagosDate(row.published.at))}
          </span>
          {row.published.isSample ? <StateTag tone="bad">{texts.sample}</StateTag> : null}
        </span>
      ) : (
        texts.none
      ),
  },
  {
    label: texts.columns.change,
    cell: (row) =>
      row.change ? (
        <StateTag tone={row.change === 'scheduled' ? 'good' : 'waiting'}>{texts.states[row.change]}</StateTag>
      ) : (
        texts.none
      ),
  },
];

/** The kinds whose new items are keyed by the address the editor types, with the label of that field. */
const ADDRESSED: Partial<Record<ContentKind, string>> = {
  post: texts.post.slug,
  newsletter: texts.newsletter.slug,
  video: texts.video.slug,
};

/** 'Add a post', 'Add a video post': its address is typed now and kept for good (decisions 096, 103). */
function AddArticleForm({ kind, slugLabel, outcome }: { kind: ContentKind; slugLabel: string; outcome?: AreaOutcome }) {
  const formId = `add-${kind}`;
  return (
    <AreaForm
      formId={formId}
      intent="add"
      hidden={{ id: kind }}
      schema={AddArticleSchema}
      // The page has one such form a kind: an address refused is shown by the form of its kind.
      outcome={outcome?.status === 'invalid' && outcome.values.id === kind ? outcome : undefined}
      submitLabel={ADDING[kind]?.label}
      className="max-w-xl"
    >
      {({ errors, values }) => (
        <TextField
          formId={formId}
          name="slug"
          label={slugLabel}
          hint={ADDING[kind]?.hint}
          error={errors.slug}
          defaultValue={values.slug}
        />
      )}
    </AreaForm>
  );
}

/** Each kind's items with what the site shows of each and the change in progress; open one to edit it. */
export default function Content({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage
      title={texts.title}
      lead={texts.lead}
      actions={
        <Link
          to="/staff/content/pictures"
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
        >
          {pictureTexts.link}
        </Link>
      }
    >
      {actionData?.status === 'refused' ? (
        <div role="alert">
          <Alert tone="error">{actionData.message}</Alert>
        </div>
      ) : null}
      {loaderData.sections.map((section) => (
        <section key={section.kind} aria-labelledby={`content-${section.kind}`} className="flex flex-col gap-3">
          <h2 id={`content-${section.kind}`} className="text-xl font-bold">
            {texts.sections[section.kind].title}
          </h2>
          {ADDRESSED[section.kind] ? (
            <AddArticleForm kind={section.kind} slugLabel={ADDRESSED[section.kind]!} outcome={actionData} />
          ) : section.isAddable ? (
            <AddItem kind={section.kind} />
          ) : null}
          <QueueTable
            caption={texts.sections[section.kind].caption}
            columns={columnsOf(section.kind)}
            rows={section.rows}
          />
        </section>
      ))}
    </StaffPage>
  );
}
