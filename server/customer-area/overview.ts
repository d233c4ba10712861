import { desc, eq } from 'drizzle-orm';
import { QUICK_STEP } from '../../domain/constants';
import { AddressSchema, type Address } from '../../domain/forms';
import { CoreBankingUnavailableError, type CoreAccount, type CoreAccountStatus } from '../adapters/core-banking';
import { productName } from '../accounts/account-result';
import { readDetails } from '../accounts/wizard/wizard-values';
import { accountApplications } from '../db/schema';
import type { Services } from '../services';
import { holderOf, type Holder, type Profile } from '../sign-in/profiles';

export const ADDRESS_SEAL = 'customer_profiles.address';

export type LinkStatus = 'linked' | 'notLinked' | 'unknown';

export interface AreaAccount {
  accountNumber: string;
  productName: string;
  link: LinkStatus;
  /** 'unknown' while the core cannot be asked. */
  status: CoreAccountStatus | 'unknown';
}

/**
 * draft: e-mail or bio data awaited; received: waiting for the core, nobody has approved it yet;
 * approved: approved, the number follows; opened; completed: all five steps; declined.
 */
type AreaApplicationState = 'draft' | 'received' | 'approved' | 'opened' | 'completed' | 'declined';

/** What follows a decline: the account frozen or closed, being restricted, or none opened. */
type DeclineOutcome = 'frozen' | 'closed' | 'restricting' | 'noAccount';

export interface AreaApplication {
  id: string;
  productName: string;
  path: 'instant' | 'wizard';
  state: AreaApplicationState;
  step: number;
  acctNumber: string;
  createdAt: string;
  /** Declined: the reason staff gave, and what happens to the account. */
  decline?: { reason: string; outcome: DeclineOutcome };
}

export interface CustomerOverview {
  holder: Holder;
  address: Address | null;
  accounts: AreaAccount[];
  applications: AreaApplication[];
}

type Application = typeof accountApplications.$inferSelect;

/** The core's account, or undefined when it cannot be asked now (the rest of the page still shows). */
async function coreAccountOf(services: Services, accountNumber: string): Promise<CoreAccount | null | undefined> {
  try {
    return await services.coreBanking.findAccount(accountNumber, {
      signal: AbortSignal.timeout(services.config.CORE_BANKING_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof CoreBankingUnavailableError) return undefined;
    throw error;
  }
}

function accountView(accountNumber: string, product: string, account: CoreAccount | null | undefined): AreaAccount {
  if (!account) return { accountNumber, productName: productName(product), link: 'unknown', status: 'unknown' };
  return {
    accountNumber,
    productName: productName(product || account.productCode),
    link: account.bvnLinked && account.ninLinked ? 'linked' : 'notLinked',
    status: account.status,
  };
}

function stateOf(application: Application): AreaApplicationState {
  if (application.reviewState === 'declined') return 'declined';
  if (application.completedAt) return 'completed';
  if (application.state === 'pending') return application.reviewState === 'approved' ? 'approved' : 'received';
  return application.state;
}

function declineOutcome(application: Application, status: AreaAccount['status'] | undefined): DeclineOutcome {
  if (!application.acctNumber) return 'noAccount';
  return application.restrictedAt && (status === 'frozen' || status === 'closed') ? status : 'restricting';
}

function applicationView(
  application: Application,
  statusOf: (accountNumber: string) => AreaAccount['status'] | undefined,
): AreaApplication {
  const state = stateOf(application);
  return {
    id: application.id,
    productName: productName(application.accountProduct),
    path: application.step < QUICK_STEP ? 'wizard' : 'instant',
    state,
    step: application.step,
    acctNumber: application.acctNumber ?? '',
    createdAt: application.createdAt.toISOString(),
    ...(state === 'declined'
      ? {
          decline: {
            reason: application.declineReason ?? '',
            outcome: declineOutcome(application, statusOf(application.acctNumber ?? '')),
          },
        }
      : {}),
  };
}

export async function applicationsOf(services: Services, profile: Profile): Promise<Application[]> {
  if (!profile.customerId) return [];
  return services.database.db
    .select()
    .from(accountApplications)
    .where(eq(accountApplications.customerId, profile.customerId))
    .orderBy(desc(accountApplications.createdAt));
}

/** The address on the profile, or else the one given in the newest wizard application. */
export function addressOf(services: Services, profile: Profile, applications: Application[]): Address | null {
  if (profile.addressSealed) return JSON.parse(services.cipher.decrypt(profile.addressSealed, ADDRESS_SEAL)) as Address;
  for (const application of applications) {
    const parsed = AddressSchema.safeParse(readDetails(services, application));
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** What the signed-in customer's area shows: their details, accounts with link status and standing, applications. */
export async function customerOverview({
  services,
  profile,
}: {
  services: Services;
  profile: Profile;
}): Promise<CustomerOverview | null> {
  const holder = await holderOf(services, profile);
  if (!holder) return null;
  const applications = await applicationsOf(services, profile);
  const numbers = profile.customerId
    ? applications.flatMap((application) =>
        application.acctNumber ? [{ number: application.acctNumber, product: application.accountProduct }] : [],
      )
    : [{ number: profile.accountNumber!, product: '' }];
  const accounts = await Promise.all(
    numbers.map(async ({ number, product }) => accountView(number, product, await coreAccountOf(services, number))),
  );
  const statusOf = (accountNumber: string) =>
    accounts.find((account) => account.accountNumber === accountNumber)?.status;
  return {
    holder,
    address: addressOf(services, profile, applications),
    accounts,
    applications: applications.map((application) => applicationView(application, statusOf)),
  };
}
