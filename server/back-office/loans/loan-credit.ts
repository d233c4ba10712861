import { creditChecks, type CreditCheck } from '../../../domain/loan-credit';
import { mortgageProduct } from '../../../domain/mortgage-products';
import { customerOverview, type AreaAccount } from '../../customer-area/overview';
import { AppError } from '../../errors/app-error';
import { readDetails, type LoanApplication } from '../../loans/loan-applications';
import { monthlyRepaymentKobo } from '../../loans/loan-figures';
import type { Services } from '../../services';
import { findProfileById } from '../../sign-in/profiles';

/** The credit figures of an application against its product's rules; [] before its figures exist. */
export function creditChecksOf(services: Services, application: LoanApplication, today = new Date()): CreditCheck[] {
  const product = mortgageProduct(application.productId);
  const monthly = monthlyRepaymentKobo(application);
  if (!product || application.loanKobo === null || application.tenorYears === null || monthly === null) return [];
  const details = readDetails(services, application);
  return creditChecks(
    product,
    {
      loanKobo: application.loanKobo,
      tenorYears: application.tenorYears,
      monthlyRepaymentKobo: monthly,
      priceKobo: application.priceKobo ?? undefined,
      netMonthlyIncomeKobo: details.netMonthlyIncome,
      existingRepaymentsKobo: details.existingMonthlyRepayments,
      birthDate: details.birthDate,
      contributionMonths: details.nhfContributionMonths,
    },
    today,
  );
}

/**
 * The customer's accounts with their BVN/NIN link state, as their own area shows them; null while
 * the core banking cannot name the customer.
 */
export async function accountsOfLoanCustomer(
  services: Services,
  application: Pick<LoanApplication, 'profileId'>,
): Promise<AreaAccount[] | null> {
  const profile = await findProfileById(services, application.profileId);
  if (!profile) return [];
  try {
    return (await customerOverview({ services, profile }))?.accounts ?? [];
  } catch (error) {
    if (error instanceof AppError && error.isOutage) return null;
    throw error;
  }
}
