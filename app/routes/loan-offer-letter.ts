import type { Route } from './+types/loan-offer-letter';
import { loadLoanOfferLetter } from './loan-offer-letter.server';

export const loader = (args: Route.LoaderArgs) => loadLoanOfferLetter(args);
