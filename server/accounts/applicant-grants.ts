import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { applicantGrants } from '../db/schema';
import type { Services } from '../services';

/** A day: long enough to verify the e-mail and come back, short enough for a shared phone. */
export const APPLICANT_GRANT_SECONDS = 24 * 60 * 60;

/** Lets this browser see and change the customer's application (renewed when granted again). */
export async function grantApplicant({ db, browserRef, customerId }: { db: Database; browserRef: string; customerId: string }) {
  const expiresAt = new Date(Date.now() + APPLICANT_GRANT_SECONDS * 1000);
  await db
    .insert(applicantGrants)
    .values({ browserRef, customerId, expiresAt })
    .onConflictDoUpdate({ target: [applicantGrants.browserRef, applicantGrants.customerId], set: { expiresAt } });
}

export async function isApplicant({ services, browserRef, customerId }: { services: Services; browserRef: string; customerId: string }): Promise<boolean> {
  const [grant] = await services.database.db
    .select({ customerId: applicantGrants.customerId })
    .from(applicantGrants)
    .where(and(eq(applicantGrants.browserRef, browserRef), eq(applicantGrants.customerId, customerId), gt(applicantGrants.expiresAt, new Date())));
  return grant !== undefined;
}

