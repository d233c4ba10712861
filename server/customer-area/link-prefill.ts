import { and, eq } from 'drizzle-orm';
import { formatPhone } from '../../domain/phone';
import { CoreBankingUnavailableError } from '../adapters/core-banking';
import { accountApplications } from '../db/schema';
import type { Services } from '../services';
import { accountNumbersOf, type Profile } from '../sign-in/profiles';

/** The linking form's fields the bank can fill in for the account's signed-in holder; never the BVN or NIN. */
export type LinkPrefill = Partial<
  Record<'accountName' | 'accountNo' | 'preferredBranch' | 'email' | 'phoneNo', string>
>;

/**
 * What the bank knows of one of the customer's own accounts, for "Link them": the account's name
 * and number and the contact details the core holds, and the branch chosen when it was opened here.
 * The customer types only the BVN and NIN. Another's account, or a core that does not answer, fills nothing.
 */
export async function linkPrefill({
  services,
  profile,
  accountNumber,
}: {
  services: Services;
  profile: Profile;
  accountNumber: string;
}): Promise<LinkPrefill> {
  if (!(await accountNumbersOf(services, profile)).includes(accountNumber)) return {};
  let account;
  try {
    account = await services.coreBanking.findAccount(accountNumber, {
      signal: AbortSignal.timeout(services.config.CORE_BANKING_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof CoreBankingUnavailableError) return { accountNo: accountNumber };
    throw error;
  }
  if (!account) return {};
  const [application] = profile.customerId
    ? await services.database.db
        .select({ preferredBranch: accountApplications.preferredBranch })
        .from(accountApplications)
        .where(
          and(
            eq(accountApplications.customerId, profile.customerId),
            eq(accountApplications.acctNumber, accountNumber),
          ),
        )
    : [];
  return {
    accountName: account.accountName,
    accountNo: account.accountNumber,
    ...(application ? { preferredBranch: application.preferredBranch } : {}),
    email: account.email,
    phoneNo: formatPhone(account.phoneNo),
  };
}
