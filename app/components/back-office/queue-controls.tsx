import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Link } from '~/components/ui/link';
import { staffTexts } from '@domain/messages/back-office/staff';
import { buttonClasses } from '~/components/ui/button-link';
import { controlClasses } from '~/components/form-kit/field';

const texts = staffTexts.common;

export interface QueueFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/**
 * A queue's search and filters: a GET form, so the filter lives in the address (bookmarkable,
 * works without JavaScript), and the CSV export of exactly that filter beside it.
 */
export function QueueFilters({
  query,
  filters = [],
  dates = false,
  searchLabel,
  exportHref,
}: {
  query: Record<string, string>;
  filters?: QueueFilter[];
  dates?: boolean;
  searchLabel?: string;
  exportHref?: string;
}) {
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-4 rounded-card border border-border bg-white p-4"
      role="search"
      aria-label={texts.filter}
    >
      {searchLabel ? (
        <label className="flex min-w-56 flex-1 flex-col gap-1.5 text-sm font-semibold">
          {searchLabel}
          <input type="search" name="q" defaultValue={query.q ?? ''} className={controlClasses()} />
        </label>
      ) : null}
      {filters.map((filter) => (
        <label key={filter.name} className="flex flex-col gap-1.5 text-sm font-semibold">
          {filter.label}
          <select
            name={filter.name}
            defaultValue={query[filter.name] ?? ''}
            className={controlClasses({ isSelect: true })}
          >
            <option value="">{texts.all}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {dates ? (
        <>
          <label className="flex flex-col gap-1.5 text-sm font-semibold">
            {texts.from}
            <input type="date" name="from" defaultValue={query.from ?? ''} className={controlClasses()} />
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-semibold">
            {texts.to}
            <input type="date" name="to" defaultValue={query.to ?? ''} className={controlClasses()} />
          </label>
        </>
      ) : null}
      <button type="submit" className={buttonClasses('primary', 'sm')}>
        {texts.apply}
      </button>
      {exportHref ? (
        <a href={exportHref} className={buttonClasses('outline', 'sm')} download>
          {texts.exportCsv}
        </a>
      ) : null}
    </Form>
  );
}

/** The address of the same list with one parameter changed (the page, usually). */
function withParam(query: Record<string, string>, name: string, value: string) {
  const next = new URLSearchParams(query);
  if (value) next.set(name, value);
  else next.delete(name);
  return `?${next}`;
}

export function Pager({
  query,
  page,
  pages,
  total,
}: {
  query: Record<string, string>;
  page: number;
  pages: number;
  total: number;
}) {
  // An empty list says so itself (QueueTable); one page needs no paging.
  if (total === 0) return null;
  if (pages <= 1) return <p className="text-sm text-muted">{texts.page(1, 1)}</p>;
  return (
    <nav aria-label={texts.page(page, pages)} className="flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link to={withParam(query, 'page', String(page - 1))} className={buttonClasses('outline', 'sm')}>
          {texts.previous}
        </Link>
      ) : null}
      <span className="text-sm text-muted">{texts.page(page, pages)}</span>
      {page < pages ? (
        <Link to={withParam(query, 'page', String(page + 1))} className={buttonClasses('outline', 'sm')}>
          {texts.next}
        </Link>
      ) : null}
    </nav>
  );
}

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/** A queue's list: a real table (scrolling sideways on a phone) with a caption for screen readers. */
export function QueueTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
}) {
  if (rows.length === 0)
    return <p className="rounded-card border border-border bg-white p-6 text-muted">{texts.empty}</p>;
  return (
    <div
      className="overflow-x-auto rounded-card border border-border bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-primary-50 text-primary-900">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="px-4 py-3 font-semibold">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border align-top">
              {columns.map((column) => (
                <td key={column.label} className="px-4 py-3">
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
