import type { Route } from './+types/export';
import { loadStaffExport } from './export.server';

export const loader = (args: Route.LoaderArgs) => loadStaffExport(args);
