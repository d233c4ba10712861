import { desc, eq } from 'drizzle-orm';
import { QUICK_STEP } from '../../domain/constants';
import { AddressSchema, type Address } from '../../domain/forms';
import { CoreBankingUnavailableError } from '../adapters/core-banking';
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
}

export interface AreaApplication {
  id: string;
  productName: string;
  path: 'instant' | 'wizard';
  /** draft: e-mail or bio data awaited; pending: approved, the number follows; opened; completed: all five steps. */
  state: 'draft' | 'pending' | 'opened' | 'completed';
  step: number;
  acctNumber: string;
  createdAt: string;
}

export interface CustomerOverview {
  holder: Holder;
  address: Address | null;
  accounts: AreaAccount[];
  applications: AreaApplication[];
}

type Application = typeof accountApplications.$inferSelect;

async function linkStatusOf(services: Services, accountNumber: string): Promise<{ link: LinkStatus; productCode?: string }> {
  try {
    const account = await services.coreBanking.findAccount(accountNumber, { signal: AbortSignal.timeout(services.config.CORE_BANKING_TIMEOUT_MS) });
    if (!account) return { link: 'unknown' };
    return { link: account.bvnLinked && account.ninLinked ? 'linked' : 'notLinked', productCode: account.productCode };
  } catch (error) {
    // The rest of the page still shows; the status says it cannot be checked now.
    if (error instanceof CoreBankingUnavailableError) return { link: 'unknown' };
    throw error;
  }
}

function applicationView(application: Application): AreaApplication {
  const isWizard = application.step < QUICK_STEP;
  const state = application.completedAt ? 'completed' : application.state;
  return {
    id: application.id,
    productName: productName(application.accountProduct),
    path: isWizard ? 'wizard' : 'instant',
    state,
    step: application.step,
    acctNumber: application.acctNumber ?? '',
    createdAt: application.createdAt.toISOString(),
  };
}

export async function applicationsOf(services: Services, profile: Profile): Promise<Application[]> {
  if (!profile.customerId) return [];
  return services.database.db.select().from(accountApplications).where(eq(accountApplications.customerId, profile.customerId)).orderBy(desc(accountApplications.createdAt));
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

/** What the signed-in customer's area shows: their details, accounts with link status, applications. */
export async function customerOverview({ services, profile }: { services: Services; profile: Profile }): Promise<CustomerOverview | null> {
  const holder = await holderOf(services, profile);
  if (!holder) return null;
  const applications = await applicationsOf(services, profile);
  const numbers = profile.customerId ? applications.flatMap((application) => (application.acctNumber ? [{ number: application.acctNumber, product: application.accountProduct }] : [])) : [{ number: profile.accountNumber!, product: '' }];
  const accounts = await Promise.all(
    numbers.map(async ({ number, product }) => {
      const { link, productCode } = await linkStatusOf(services, number);
      return { accountNumber: number, productName: productName(product || productCode || ''), link };
    }),
  );
  return { holder, address: addressOf(services, profile, applications), accounts, applications: applications.map(applicationView) };
}
