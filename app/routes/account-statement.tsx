import { useMemo } from 'react';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/account-statement';
import { TransactionList } from '~/components/customer-area/transaction-list';
import { ErrorSummary } from '~/components/form-kit/error-summary';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button-link';
import { Link } from '~/components/ui/link';
import { TextField } from '~/components/form-kit/form-fields';
import { useCheckedForm } from '~/components/form-kit/use-checked-form';
import { privatePageMeta } from '~/lib/meta';
import { bankDayOf } from '@domain/bank-days';
import { statementPeriodSchema } from '@domain/forms/statement-period';
import { formatKobo } from '@domain/kobo';
import { lagosDate } from '@domain/lagos-time';
import { customerAccountTexts } from '@domain/messages/customer-accounts';
import { customerAreaTexts } from '@domain/messages/customer-area';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { loadAccountStatement } from './account-statement.server';

const texts = customerAccountTexts.statement;
const FORM_ID = 'statement';

export function meta() {
  return privatePageMeta(customerAccountTexts.viewStatement);
}

const dayText = (day: string) => lagosDate(`${day}T12:00:00+01:00`);

export const loader = (args: Route.LoaderArgs) => loadAccountStatement(args);

export default function AccountStatement({ loaderData }: Route.ComponentProps) {
  const { account, accountNumber, values, errors: serverErrors, statement, isUnavailable } = loaderData;
  const navigation = useNavigation();
  // The browser's today, in Lagos: the server checks again with its own.
  const schema = useMemo(() => statementPeriodSchema(bankDayOf()), []);
  const hasServerErrors = Object.keys(serverErrors).length > 0;
  const { errors, summary, formProps } = useCheckedForm({
    formId: FORM_ID,
    schema,
    serverErrors: hasServerErrors ? serverErrors : undefined,
  });
  const download = (format: 'pdf' | 'csv') =>
    `/account/statement/${accountNumber}/download?${new URLSearchParams({ from: statement?.from ?? '', to: statement?.to ?? '', format })}`;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link to="/account" className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline">
          {texts.back}
        </Link>
        <h2 className="mt-2 text-xl font-bold">
          {account ? texts.title(account.productName, account.accountNumber) : customerAccountTexts.viewStatement}
        </h2>
      </div>
      <Form method="get" {...formProps} className="flex max-w-2xl flex-col gap-5">
        <ErrorSummary title={websiteFormTexts.common.errorSummaryTitle} errors={summary} />
        <fieldset>
          <legend className="font-semibold">{texts.periodLegend}</legend>
          <div className="mt-3 grid gap-5 sm:grid-cols-2">
            <TextField
              formId={FORM_ID}
              name="from"
              type="date"
              label={texts.fromLabel}
              error={errors.from}
              defaultValue={values.from}
            />
            <TextField
              formId={FORM_ID}
              name="to"
              type="date"
              label={texts.toLabel}
              error={errors.to}
              defaultValue={values.to}
            />
          </div>
        </fieldset>
        <div>
          <SubmitButton
            isReady
            isPending={navigation.state === 'loading'}
            pendingLabel={customerAreaTexts.signIn.pending}
          >
            {texts.show}
          </SubmitButton>
        </div>
      </Form>
      {isUnavailable ? (
        <div role="alert">
          <Alert tone="error">{texts.unavailable}</Alert>
        </div>
      ) : null}
      {statement ? (
        <section aria-labelledby="statement-period" className="rounded-card border border-border p-5">
          <h3 id="statement-period" className="font-semibold">
            {texts.periodText(dayText(statement.from), dayText(statement.to))}
          </h3>
          <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
            <div>
              <dt className="text-sm text-muted">{texts.opening}</dt>
              <dd className="tabular text-lg font-bold">{formatKobo(statement.openingKobo)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{texts.closing}</dt>
              <dd className="tabular text-lg font-bold">{formatKobo(statement.closingKobo)}</dd>
            </div>
          </dl>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={download('pdf')} download className={buttonClasses('outline', 'sm')}>
              {texts.downloadPdf}
            </a>
            <a href={download('csv')} download className={buttonClasses('outline', 'sm')}>
              {texts.downloadCsv}
            </a>
          </div>
          {statement.postings.length === 0 ? (
            <p className="mt-4 text-muted">{texts.none}</p>
          ) : (
            <TransactionList postings={statement.postings} withBalance />
          )}
        </section>
      ) : null}
    </div>
  );
}
