import type { Route } from './+types/account';
import { requireCustomer } from '~/lib/customer-session.server';
import { holderOf } from '@server/sign-in/profiles';

export async function loadAccount({ request, context }: Route.LoaderArgs) {
  const { services, profile } = await requireCustomer(request, context);
  const holder = await holderOf(services, profile).catch(() => null);
  return { name: holder?.name ?? '', idleSeconds: services.config.CUSTOMER_SESSION_IDLE_SECONDS };
}
