import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import type { Database } from '../db/client';
import { emailVerificationTokens } from '../db/schema';
import { generateToken, hashToken } from '../security/tokens';
import type { Services } from '../services';
import type { Customer } from './account-result';

export const VERIFICATION_LINK_SECONDS = 48 * 60 * 60;

/**
 * Makes a new verification link for the customer's current address (earlier links stop working:
 * only the newest one in the inbox is valid) and returns the token to put in it.
 */
export async function issueVerificationToken(db: Database, customer: Pick<Customer, 'id' | 'email'>): Promise<string> {
  const token = generateToken();
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationTokens.customerId, customer.id), isNull(emailVerificationTokens.usedAt)));
  await db.insert(emailVerificationTokens).values({
    tokenHash: hashToken(token),
    customerId: customer.id,
    email: customer.email,
    expiresAt: new Date(Date.now() + VERIFICATION_LINK_SECONDS * 1000),
  });
  return token;
}

export function verificationLink(services: Services, token: string) {
  return `${services.config.PUBLIC_URL}/instantAccount?msg=1&psc=${encodeURIComponent(token)}`;
}

/**
 * The verification e-mail, queued in the caller's transaction when `db` is one (then deliver the
 * result once it has committed), or sent at once.
 */
export async function sendVerificationEmail(services: Services, customer: Pick<Customer, 'email' | 'firstname'>, token: string, options: { db?: Database } = {}) {
  const link = verificationLink(services, token);
  return services.messenger.sendEmail(
    {
      to: customer.email,
      subject: messages.onboarding.mail.verifySubject,
      text: messages.onboarding.mail.verifyBody({ firstname: customer.firstname, link }),
    },
    options,
  );
}
