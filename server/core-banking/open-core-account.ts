import { and, eq } from 'drizzle-orm';
import { CoreBankingUnavailableError } from '../adapters/core-banking';
import { publishedBranchChoices } from '../content/branch-choices';
import { accountApplications, customers } from '../db/schema';
import type { Services } from '../services';
import { accountNameOf } from '../accounts/account-result';
import { CUSTOMER_SEALS } from '../accounts/sealed-fields';

/**
 * Asks the core banking for the application's account, waiting at most CORE_BANKING_TIMEOUT_MS.
 * Returns the account number, or '' when the core is slow or down (the application stays pending).
 */
export async function openCoreAccount({
  services,
  applicationId,
}: {
  services: Services;
  applicationId: string;
}): Promise<string> {
  const { db } = services.database;
  const [row] = await db
    .select({ application: accountApplications, customer: customers })
    .from(accountApplications)
    .innerJoin(customers, eq(customers.id, accountApplications.customerId))
    .where(eq(accountApplications.id, applicationId));
  if (!row) throw new Error(`No application ${applicationId}`);
  const { application, customer } = row;
  if (application.acctNumber) return application.acctNumber;

  // The code the branch has now (decision 101); one no longer published is sent without a code.
  const branch = (await publishedBranchChoices(services)).find(
    (choice) => choice.value === application.preferredBranch,
  );
  const open = (sealed: string | null, context: string) => (sealed ? services.cipher.decrypt(sealed, context) : '');
  let accountNumber: string;
  try {
    ({ accountNumber } = await services.coreBanking.openAccount(
      {
        applicationId,
        accountName: accountNameOf(customer),
        productCode: application.accountProduct,
        branchCode: branch?.code ?? '',
        customer: {
          acctType: customer.acctType,
          lastname: customer.lastname,
          firstname: customer.firstname,
          middlename: customer.middlename,
          gender: customer.gender,
          birthDate: open(customer.birthDateSealed, CUSTOMER_SEALS.birthDate),
          phoneNo: open(customer.phoneSealed, CUSTOMER_SEALS.phone),
          email: customer.email,
          bvnNo: open(customer.bvnSealed, CUSTOMER_SEALS.bvn),
          nin: open(customer.ninSealed, CUSTOMER_SEALS.nin),
        },
        ...(customer.businessName && customer.cacNumber
          ? { business: { name: customer.businessName, cacNumber: customer.cacNumber } }
          : {}),
        identityVerified: application.identityVerified,
      },
      { signal: AbortSignal.timeout(services.config.CORE_BANKING_TIMEOUT_MS) },
    ));
  } catch (error) {
    if (!(error instanceof CoreBankingUnavailableError)) throw error;
    services.logger.warn(
      { applicationId, core: services.coreBanking.name, reason: error.message },
      'core banking unavailable: the account will follow',
    );
    return '';
  }
  await db
    .update(accountApplications)
    .set({ state: 'opened', acctNumber: accountNumber, openedAt: new Date() })
    .where(and(eq(accountApplications.id, applicationId), eq(accountApplications.state, 'pending')));
  await services.audit.record({
    action: 'accounts.open',
    outcome: 'success',
    subject: applicationId,
    details: { core: services.coreBanking.name },
  });
  return accountNumber;
}
