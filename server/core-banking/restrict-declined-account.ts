import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { CoreBankingUnavailableError } from '../adapters/core-banking';
import { accountApplications } from '../db/schema';
import type { Services } from '../services';

export const RESTRICT_DECLINED_ACCOUNT_JOB = 'accounts.restrict-declined';
/** An hour of tries at the configured delay; the sweep of pending accounts starts a new round. */
const RETRY_LIMIT = 60;

/**
 * The job: a declined application whose account is open has it restricted in the core (frozen, or
 * closed when it holds nothing), once. Throws while the core is away, so the job tries again.
 */
export async function restrictDeclinedAccount({
  services,
  applicationId,
}: {
  services: Services;
  applicationId: string;
}): Promise<void> {
  const { db } = services.database;
  const [application] = await db.select().from(accountApplications).where(eq(accountApplications.id, applicationId));
  if (!application || application.reviewState !== 'declined' || !application.acctNumber || application.restrictedAt)
    return;
  const reason = 'APPLICATION_DECLINED';
  const { status } = await services.coreBanking.restrictAccount(
    { accountNumber: application.acctNumber, reason },
    { signal: AbortSignal.timeout(services.config.CORE_BANKING_TIMEOUT_MS) },
  );
  await db
    .update(accountApplications)
    .set({ restrictedAt: new Date() })
    .where(eq(accountApplications.id, applicationId));
  await services.audit.record({
    action: 'accounts.restrict',
    outcome: 'success',
    subject: applicationId,
    details: { status, reason, core: services.coreBanking.name },
  });
}

async function queueRestriction(services: Services, applicationId: string) {
  await services.jobs.send(
    RESTRICT_DECLINED_ACCOUNT_JOB,
    { applicationId },
    {
      singletonKey: applicationId,
      retryLimit: RETRY_LIMIT,
      retryDelaySeconds: services.config.ACCOUNT_RETRY_DELAY_SECONDS,
    },
  );
}

/** After a decline: restricts the account now, or leaves it to the job while the core is away. */
export async function restrictNowOrLater({
  services,
  applicationId,
}: {
  services: Services;
  applicationId: string;
}): Promise<void> {
  try {
    await restrictDeclinedAccount({ services, applicationId });
  } catch (error) {
    if (!(error instanceof CoreBankingUnavailableError)) throw error;
    services.logger.warn(
      { applicationId, core: services.coreBanking.name, reason: error.message },
      'core banking unavailable: the declined account will be restricted later',
    );
    await queueRestriction(services, applicationId);
  }
}

/** The safety net: declined applications whose open account is not restricted yet get a job again. */
export async function sweepDeclinedAccounts({ services }: { services: Services }): Promise<number> {
  const stale = await services.database.db
    .select({ id: accountApplications.id })
    .from(accountApplications)
    .where(
      and(
        eq(accountApplications.reviewState, 'declined'),
        isNotNull(accountApplications.acctNumber),
        isNull(accountApplications.restrictedAt),
      ),
    );
  for (const { id } of stale) await queueRestriction(services, id);
  return stale.length;
}
