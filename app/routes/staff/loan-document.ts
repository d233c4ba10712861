import type { Route } from './+types/loan-document';
import { loadStaffLoanDocument } from './loan-document.server';

export const loader = (args: Route.LoaderArgs) => loadStaffLoanDocument(args);
