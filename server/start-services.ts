import { seedExistingAccounts } from './core-banking/seed-existing-accounts';
import { startAccountJobs } from './jobs';
import { buildServices, type ServiceOptions } from './services';

/** The services with the bank's background work: pre-website accounts seeded, then the jobs started. */
export function createServices(options: ServiceOptions) {
  return buildServices({ ...options, background: { prepare: seedExistingAccounts, startJobs: startAccountJobs } });
}
