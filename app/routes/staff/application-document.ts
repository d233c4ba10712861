import type { Route } from './+types/application-document';
import { loadStaffApplicationDocument } from './application-document.server';

export const loader = (args: Route.LoaderArgs) => loadStaffApplicationDocument(args);
