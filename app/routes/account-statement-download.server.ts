import type { Route } from './+types/account-statement-download';
import { requireCustomer } from '~/lib/customer-session.server';
import { accountStatement, ownAccount, type AccountStatement } from '@server/customer-area/account-money';
import { statementCsv, statementFileName, statementPdf } from '@server/customer-area/statement-files';
import { readStatementPeriod } from '@server/customer-area/statement-request';
import { AppError } from '@server/errors/app-error';
import { statusOf } from '@server/http/api/api-error';

/** A statement of a chosen period as a file (?from=&to=&format=pdf|csv), for the account's own holder only, never cached. */
export async function loadAccountStatementDownload({ request, params, context }: Route.LoaderArgs) {
  const { services, profile } = await requireCustomer(request, context);
  const query = new URL(request.url).searchParams;
  const format = FORMATS[query.get('format') as keyof typeof FORMATS];
  const { period, errors } = readStatementPeriod(query);
  if (!format || !period) {
    return plainText(400, format ? Object.values(errors).join('\n') : 'format must be pdf or csv');
  }
  let statement;
  try {
    statement = await accountStatement({
      services,
      account: await ownAccount({ services, profile, accountNumber: params.accountNumber }),
      period,
    });
  } catch (error) {
    if (error instanceof AppError) return plainText(statusOf(error), error.message);
    throw error;
  }
  const extension = query.get('format') as keyof typeof FORMATS;
  return new Response(await format.render(statement), {
    headers: {
      'Content-Type': format.type,
      'Content-Disposition': `attachment; filename="${statementFileName(statement, extension)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

const FORMATS = {
  pdf: {
    type: 'application/pdf',
    render: async (statement: AccountStatement) => Buffer.from(await statementPdf(statement)),
  },
  csv: { type: 'text/csv; charset=utf-8', render: statementCsv },
} as const;

const plainText = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
