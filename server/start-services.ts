import { fillPhoneHashes } from './accounts/phone-hashes';
import { seedContent } from './content/seed-content';
import { seedExistingAccounts } from './core-banking/seed-existing-accounts';
import { startAccountJobs } from './jobs';
import { buildServices, type ServiceOptions } from './services';

/**
 * The services with the bank's background work: older customers' phone hashes filled, pre-website
 * accounts and sample content seeded, then the jobs started.
 */
export function createServices(options: ServiceOptions) {
  return buildServices({
    ...options,
    background: {
      prepare: async (services) => {
        await fillPhoneHashes(services);
        await seedExistingAccounts(services);
        await seedContent(services);
      },
      startJobs: startAccountJobs,
    },
  });
}
