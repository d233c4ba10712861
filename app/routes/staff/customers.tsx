import { Form } from 'react-router';
import type { Route } from './+types/customers';
import { customerViewTexts } from '@domain/messages/back-office/customer-view';
import type { CustomerMatch } from '@server/back-office/customers/customer-search';
import { QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import { controlClasses } from '~/components/form-kit/field';
import { buttonClasses } from '~/components/ui/button-link';
import { Link } from '~/components/ui/link';
import { staffFrame } from '~/lib/staff-pages';
import { loadStaffCustomers } from './customers.server';

const texts = customerViewTexts;

export const meta = () => staffFrame.meta(texts.title);

export const loader = (args: Route.LoaderArgs) => loadStaffCustomers(args);

const COLUMNS: Column<CustomerMatch & { id: string }>[] = [
  {
    label: texts.columns.name,
    cell: (row) => (
      <Link to={`/staff/customers/${row.key}`} className="font-semibold text-primary-700 underline underline-offset-2">
        {row.name || texts.unnamed}
      </Link>
    ),
  },
  { label: texts.columns.email, cell: (row) => <span className="break-all">{row.email}</span> },
  {
    label: texts.columns.accounts,
    cell: (row) =>
      row.accountNumbers.length > 0 ? (
        <span className="font-mono">{row.accountNumbers.join(', ')}</span>
      ) : (
        texts.noAccounts
      ),
  },
];

/** The search for a customer: a GET form, so it works without JavaScript and lives in the address. */
export default function Customers({ loaderData }: Route.ComponentProps) {
  const { text, result } = loaderData;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <Form
        method="get"
        role="search"
        aria-label={texts.searchLabel}
        className="flex flex-wrap items-end gap-4 rounded-card border border-border bg-white p-4"
      >
        <div className="flex min-w-56 flex-1 flex-col gap-1.5 text-sm font-semibold">
          <label htmlFor="customer-search">{texts.searchLabel}</label>
          <span className="font-normal text-muted" id="customer-search-hint">
            {texts.searchHint}
          </span>
          <input
            id="customer-search"
            type="search"
            name="q"
            defaultValue={text}
            aria-describedby="customer-search-hint"
            className={controlClasses()}
            spellCheck={false}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={buttonClasses('primary', 'sm')}>
          {texts.search}
        </button>
      </Form>
      {result ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">{texts.searchedAs[result.kind]}</p>
          {result.outsideRemit ? (
            <p className="rounded-card border border-border bg-white p-6">{texts.outsideRemit}</p>
          ) : result.matches.length === 0 ? (
            <p className="rounded-card border border-border bg-white p-6">{texts.noMatches}</p>
          ) : (
            <QueueTable
              caption={texts.caption}
              columns={COLUMNS}
              rows={result.matches.map((match) => ({ ...match, id: match.key }))}
            />
          )}
        </div>
      ) : null}
    </StaffPage>
  );
}
