import { levelPaymentKobo } from '../../domain/mortgage-schedule';
import type { loanApplications } from '../db/schema';

type Figures = Pick<typeof loanApplications.$inferSelect, 'loanKobo' | 'tenorYears' | 'annualRatePercent'>;

/** The level monthly repayment of an application's loan, in kobo; null until its first step is saved. */
export function monthlyRepaymentKobo({ loanKobo, tenorYears, annualRatePercent }: Figures): number | null {
  if (loanKobo === null || tenorYears === null || annualRatePercent === null) return null;
  return levelPaymentKobo(loanKobo, Number(annualRatePercent), tenorYears * 12);
}
