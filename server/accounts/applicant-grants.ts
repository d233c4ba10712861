import { and, eq, gt } from 'drizzle-orm';
import { accountMailTexts } from '../../domain/messages/account-mail';
import { lagosDateTime } from '../../domain/lagos-time';
import type { Database } from '../db/client';
import { applicantGrants } from '../db/schema';
import type { Services } from '../services';
import type { Customer } from './account-result';

/** A day: long enough to verify the e-mail and come back, short enough for a shared phone. */
const APPLICANT_GRANT_SECONDS = 24 * 60 * 60;

/** Lets this browser see and change the customer's application (renewed when granted again). */
export async function grantApplicant({
  db,
  browserRef,
  customerId,
}: {
  db: Database;
  browserRef: string;
  customerId: string;
}) {
  const expiresAt = new Date(Date.now() + APPLICANT_GRANT_SECONDS * 1000);
  await db
    .insert(applicantGrants)
    .values({ browserRef, customerId, expiresAt })
    .onConflictDoUpdate({ target: [applicantGrants.browserRef, applicantGrants.customerId], set: { expiresAt } });
}

async function holdsGrant(db: Database, browserRef: string, customerId: string): Promise<boolean> {
  const [grant] = await db
    .select({ customerId: applicantGrants.customerId })
    .from(applicantGrants)
    .where(
      and(
        eq(applicantGrants.browserRef, browserRef),
        eq(applicantGrants.customerId, customerId),
        gt(applicantGrants.expiresAt, new Date()),
      ),
    );
  return grant !== undefined;
}

export async function isApplicant({
  services,
  browserRef,
  customerId,
}: {
  services: Services;
  browserRef: string;
  customerId: string;
}): Promise<boolean> {
  return holdsGrant(services.database.db, browserRef, customerId);
}

export type NewBrowserMeans = keyof typeof accountMailTexts.newBrowserMeans;

/**
 * Grants a browser that proved itself (the link, a code to the BVN phone) in the caller's
 * transaction `db`. A browser that held no grant yet is announced to the customer's e-mail, so a
 * device they do not know is noticed: answers that e-mail, queued, to deliver once committed.
 */
export async function grantProvenBrowser({
  services,
  db,
  browserRef,
  customer,
  means,
}: {
  services: Services;
  db: Database;
  browserRef: string;
  customer: Pick<Customer, 'id' | 'email' | 'firstname'>;
  means: NewBrowserMeans;
}) {
  const isNew = !(await holdsGrant(db, browserRef, customer.id));
  await grantApplicant({ db, browserRef, customerId: customer.id });
  if (!isNew) return undefined;
  return services.messenger.sendEmail(
    {
      to: customer.email,
      subject: accountMailTexts.newBrowserSubject,
      text: accountMailTexts.newBrowserBody({
        firstname: customer.firstname,
        when: lagosDateTime(new Date()),
        means: accountMailTexts.newBrowserMeans[means],
      }),
    },
    { db },
  );
}
