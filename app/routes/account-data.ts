import type { Route } from './+types/account-data';
import { loadAccountData } from './account-data.server';

export const loader = (args: Route.LoaderArgs) => loadAccountData(args);
