import { Form } from 'react-router';
import type { Route } from './+types/audit';
import { lagosDateTime } from '@domain/lagos-time';
import { STAFF_ACCESS_ACTIONS } from '@domain/back-office/staff-roles';
import { complianceTexts } from '@domain/messages/back-office/compliance';
import { staffTexts } from '@domain/messages/back-office/staff';
import type { AuditRow } from '@server/back-office/audit/audit-trail';
import { AuditOutcomeTag } from '~/components/back-office/audit-outcome';
import { Pager, QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import { controlClasses } from '~/components/form-kit/field';
import { buttonClasses } from '~/components/ui/button-link';
import { Link } from '~/components/ui/link';
import { staffFrame } from '~/lib/staff-pages';
import { loadStaffAudit } from './audit.server';

const texts = complianceTexts.audit;
const common = staffTexts.common;

export const meta = () => staffFrame.meta(texts.title);

export const loader = (args: Route.LoaderArgs) => loadStaffAudit(args);

const COLUMNS: Column<AuditRow>[] = [
  {
    label: texts.columns.at,
    cell: (row) => (
      <time dateTime={row.at} className="whitespace-nowrap">
        {lagosDateTime(row.at)}
      </time>
    ),
  },
  {
    label: texts.columns.details,
    cell: (row) => (
      <>
        <span className="block">{row.sentence}</span>
        <code className="text-xs text-muted">{row.action}</code>
      </>
    ),
  },
  { label: texts.columns.outcome, cell: (row) => <AuditOutcomeTag outcome={row.outcome} /> },
  {
    label: texts.columns.subject,
    cell: (row) =>
      row.subjectHref ? (
        <Link to={row.subjectHref} className="font-semibold text-primary-700 underline underline-offset-2">
          {row.subjectLabel}
        </Link>
      ) : (
        <span className="break-all">{row.subjectLabel}</span>
      ),
  },
  { label: texts.columns.actor, cell: (row) => row.actorName || texts.noActor },
];

const labelClasses = 'flex flex-col gap-1.5 text-sm font-semibold';

/** The filter of the audit trail: a GET form (the filter lives in the address), and the CSV of exactly that filter. */
function AuditFilters({
  query,
  actors,
}: {
  query: Record<string, string>;
  actors: { value: string; label: string }[];
}) {
  const { page: _page, ...filter } = query;
  return (
    <Form
      method="get"
      role="search"
      aria-label={common.filter}
      className="flex flex-wrap items-end gap-4 rounded-card border border-border bg-white p-4"
    >
      <div className={`${labelClasses} min-w-56 flex-1`}>
        <label htmlFor="audit-subject">{texts.subjectLabel}</label>
        <span className="font-normal text-muted" id="audit-subject-hint">
          {texts.subjectHint}
        </span>
        <input
          id="audit-subject"
          type="search"
          name="subject"
          defaultValue={query.subject ?? ''}
          aria-describedby="audit-subject-hint"
          className={controlClasses()}
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      <label className={labelClasses}>
        {texts.actorLabel}
        <select name="actor" defaultValue={query.actor ?? ''} className={controlClasses({ isSelect: true })}>
          <option value="">{common.all}</option>
          {actors.map((actor) => (
            <option key={actor.value} value={actor.value}>
              {actor.label}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClasses}>
        {texts.actionLabel}
        <input
          type="text"
          name="action"
          defaultValue={query.action ?? ''}
          className={controlClasses()}
          spellCheck={false}
          autoComplete="off"
        />
      </label>
      <label className={labelClasses}>
        {common.from}
        <input type="date" name="from" defaultValue={query.from ?? ''} className={controlClasses()} />
      </label>
      <label className={labelClasses}>
        {common.to}
        <input type="date" name="to" defaultValue={query.to ?? ''} className={controlClasses()} />
      </label>
      <button type="submit" className={buttonClasses('primary', 'sm')}>
        {common.apply}
      </button>
      <a
        href={`/staff/export/audit?${new URLSearchParams(filter)}`}
        className={buttonClasses('outline', 'sm')}
        download
      >
        {common.exportCsv}
      </a>
    </Form>
  );
}

/** Every event of the append-only audit log, newest first, with the staff member who did it. */
export default function Audit({ loaderData }: Route.ComponentProps) {
  const { list, actors, query } = loaderData;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <AuditFilters query={query} actors={actors} />
      <p>
        <Link
          to={`?${new URLSearchParams({ action: STAFF_ACCESS_ACTIONS })}`}
          className="font-semibold text-primary-700 underline underline-offset-2"
        >
          {texts.staffAccess}
        </Link>
      </p>
      <QueueTable caption={texts.caption} columns={COLUMNS} rows={list.rows} />
      <Pager query={query} page={list.page} pages={list.pages} total={list.total} />
    </StaffPage>
  );
}
