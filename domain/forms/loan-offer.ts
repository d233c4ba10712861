import { z } from 'zod';
import { loanOfferTexts } from '../messages/loan-offer';

/** The customer's acceptance of an offer: the box ticked, so a stray click accepts nothing. */
export const LoanOfferAcceptSchema = z.object({
  accept: z.literal('on', { error: loanOfferTexts.acceptRequired }),
});
export type LoanOfferAcceptance = z.infer<typeof LoanOfferAcceptSchema>;
