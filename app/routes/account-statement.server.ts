import { data } from 'react-router';
import type { Route } from './+types/account-statement';
import { requireCustomer } from '~/lib/customer-session.server';
import { accountStatement, ownAccount, type OwnAccount } from '@server/customer-area/account-money';
import { readStatementPeriod } from '@server/customer-area/statement-request';
import { AppError } from '@server/errors/app-error';
import { statusOf } from '@server/http/api/api-error';

/** The period asked for (the last three months at first), checked; its postings from the core. */
export async function loadAccountStatement({ request, params, context }: Route.LoaderArgs) {
  const { services, profile } = await requireCustomer(request, context);
  const { values, period, errors } = readStatementPeriod(new URL(request.url).searchParams);
  let account: OwnAccount | null = null;
  try {
    account = await ownAccount({ services, profile, accountNumber: params.accountNumber });
    const statement = period ? (await accountStatement({ services, account, period })).statement : null;
    return { account, accountNumber: params.accountNumber, values, errors, statement, isUnavailable: false };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const status = statusOf(error);
    if (status === 404) throw data(error.message, { status: 404 });
    if (status === 503)
      return { account, accountNumber: params.accountNumber, values, errors, statement: null, isUnavailable: true };
    throw error;
  }
}
