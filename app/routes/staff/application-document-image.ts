import type { Route } from './+types/application-document-image';
import { loadStaffApplicationDocumentImage } from './application-document-image.server';

export const loader = (args: Route.LoaderArgs) => loadStaffApplicationDocumentImage(args);
