import type { Route } from './+types/loan-offer-letter';
import { loadStaffOfferLetter } from './loan-offer-letter.server';

export const loader = (args: Route.LoaderArgs) => loadStaffOfferLetter(args);
