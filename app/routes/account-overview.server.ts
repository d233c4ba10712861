import type { Route } from './+types/account-overview';
import { requireCustomer } from '~/lib/customer-session.server';
import { accountsMoney } from '@server/customer-area/account-money';
import { customerActivity } from '@server/customer-area/activity';
import { customerOverview } from '@server/customer-area/overview';

export async function loadAccountOverview({ request, context }: Route.LoaderArgs) {
  const { services, profile } = await requireCustomer(request, context);
  const overview = await customerOverview({ services, profile });
  const accounts = overview?.accounts ?? [];
  const numbers = accounts.map((account) => account.accountNumber);
  const [money, activity] = await Promise.all([
    accountsMoney(services, numbers),
    customerActivity({ services, profile, accountNumbers: numbers, email: overview?.holder.email ?? '' }),
  ]);
  return {
    accounts: accounts.map((account) => ({ ...account, ...money[account.accountNumber] })),
    applications: overview?.applications ?? [],
    ...activity,
  };
}
