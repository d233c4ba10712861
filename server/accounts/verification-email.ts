import { and, desc, eq, isNull } from 'drizzle-orm';
import { QUICK_STEP } from '../../domain/constants';
import { accountMailTexts } from '../../domain/messages/account-mail';
import type { Database } from '../db/client';
import { accountApplications, emailVerificationTokens } from '../db/schema';
import { generateToken, hashToken } from '../security/tokens';
import type { Services } from '../services';
import type { Customer } from './account-result';

const VERIFICATION_LINK_SECONDS = 48 * 60 * 60;
/** The wizard's link brings the customer back to step 2 on any device: a day (issue 7). */
const WIZARD_VERIFICATION_LINK_SECONDS = 24 * 60 * 60;

/** Where a link leads and how long it lasts: the page of the customer's latest application. */
type LinkKind = { path: '/instantAccount' | '/newaccount'; seconds: number };
const INSTANT_LINK: LinkKind = { path: '/instantAccount', seconds: VERIFICATION_LINK_SECONDS };
const WIZARD_LINK: LinkKind = { path: '/newaccount', seconds: WIZARD_VERIFICATION_LINK_SECONDS };

async function linkKindOf(db: Database, customerId: string): Promise<LinkKind> {
  const [latest] = await db
    .select({ step: accountApplications.step })
    .from(accountApplications)
    .where(eq(accountApplications.customerId, customerId))
    .orderBy(desc(accountApplications.createdAt))
    .limit(1);
  return latest && latest.step < QUICK_STEP ? WIZARD_LINK : INSTANT_LINK;
}

/**
 * Makes a new verification link for the customer's current address (earlier links stop working:
 * only the newest one in the inbox is valid) and returns the token to put in it.
 */
async function issueVerificationToken(
  db: Database,
  customer: Pick<Customer, 'id' | 'email'>,
  seconds: number,
): Promise<string> {
  const token = generateToken();
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationTokens.customerId, customer.id), isNull(emailVerificationTokens.usedAt)));
  await db.insert(emailVerificationTokens).values({
    tokenHash: hashToken(token),
    customerId: customer.id,
    email: customer.email,
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  return token;
}

/**
 * The verification e-mail with a new link, queued in the caller's transaction `db` (deliver the
 * result once it has committed). The link opens the page of the customer's latest application; to a
 * verified address it is the link that continues the registration on another device.
 */
export async function queueVerificationEmail({
  services,
  db,
  customer,
}: {
  services: Services;
  db: Database;
  customer: Pick<Customer, 'id' | 'email' | 'firstname' | 'emailVerifiedAt'>;
}) {
  const { path, seconds } = await linkKindOf(db, customer.id);
  const token = await issueVerificationToken(db, customer, seconds);
  const link = `${services.config.PUBLIC_URL}${path}?msg=1&psc=${encodeURIComponent(token)}`;
  const content = { firstname: customer.firstname, link, hours: seconds / 3600 };
  return services.messenger.sendEmail(
    customer.emailVerifiedAt
      ? { to: customer.email, subject: accountMailTexts.continueSubject, text: accountMailTexts.continueBody(content) }
      : { to: customer.email, subject: accountMailTexts.verifySubject, text: accountMailTexts.verifyBody(content) },
    { db },
  );
}
