import { coreBankingAccounts } from '../db/schema';
import { HOLDER_PHONE_SEAL } from '../adapters/core-banking/local-core-banking';
import type { Services } from '../services';
import { toNuban } from './nuban';

/**
 * Accounts the local core holds "from before the website", so that BVN and NIN linking can be tried
 * on the embedded defaults (issue 8). Made-up people; serials from 900000001 up, which the local core
 * never issues to new accounts. Never created in production.
 */
export const EXISTING_ACCOUNTS = [
  { serial: 900_000_001, accountName: 'OKONKWO ADAEZE NGOZI', productCode: '001', holderEmail: 'adaeze.okonkwo@example.com', holderPhone: '2348031234567' },
  { serial: 900_000_002, accountName: 'BAKARE TUNDE JO', productCode: '002', holderEmail: 'tunde.bakare@example.com', holderPhone: '2348051112222' },
] as const;

export async function seedExistingAccounts(services: Pick<Services, 'config' | 'database' | 'cipher'>): Promise<void> {
  if (services.config.CORE_BANKING !== 'local' || services.config.NODE_ENV === 'production') return;
  await services.database.db
    .insert(coreBankingAccounts)
    .values(
      EXISTING_ACCOUNTS.map(({ serial, accountName, productCode, holderEmail, holderPhone }) => ({
        accountNumber: toNuban(services.config.NUBAN_INSTITUTION_CODE, serial),
        applicationId: `existing-${serial}`,
        accountName,
        productCode,
        branchCode: '102',
        holderEmail,
        holderPhoneSealed: services.cipher.encrypt(holderPhone, HOLDER_PHONE_SEAL),
      })),
    )
    .onConflictDoNothing();
}
