import type { Route } from './+types/account-statement-download';
import { loadAccountStatementDownload } from './account-statement-download.server';

export const loader = (args: Route.LoaderArgs) => loadAccountStatementDownload(args);
