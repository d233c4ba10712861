import { isNotNull, sql } from 'drizzle-orm';
import type { SubscribeInput } from '../../domain/forms/subscribe';
import { newsletterSubscribers } from '../db/schema';
import { defineRateLimit } from '../security/rate-limits';
import { generateToken, hashToken } from '../security/tokens';
import type { Services } from '../services';
import { subscribedEmail } from './subscribed-email';

const NEWSLETTER_SUBSCRIBE_LIMIT = defineRateLimit({
  action: 'newsletter.subscribe',
  max: 10,
  windowSeconds: 3600,
});

/** The page that confirms an unsubscribe with one button (a GET alone never unsubscribes). */
function unsubscribeUrl(publicUrl: string, token: string): string {
  const url = new URL('/newsletter/unsubscribe', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Subscribes an address to the newsletter (specification 3, Subscriber; 7, messages/subscribe).
 * A repeated address is no error and no second row; an address that had unsubscribed is
 * subscribed again with a fresh consent time and a fresh unsubscribe link. Only a new or revived
 * subscription gets the confirmation e-mail, so the form cannot be used to flood an inbox.
 */
export async function subscribeToNewsletter({
  services,
  input,
  source,
  clientRef,
}: {
  services: Services;
  input: SubscribeInput;
  /** The page path of the form, or 'api'. */
  source: string;
  clientRef: string;
}): Promise<{ isNewSubscription: boolean }> {
  await services.rateLimits.consume(NEWSLETTER_SUBSCRIBE_LIMIT, clientRef);
  const { email } = input;
  const token = generateToken();
  const unsubscribeTokenHash = hashToken(token);

  const subscribed = await services.database.db.transaction(async (tx) => {
    const [subscription] = await tx
      .insert(newsletterSubscribers)
      .values({ email, source, unsubscribeTokenHash })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { consentedAt: sql`now()`, source, unsubscribeTokenHash, unsubscribedAt: null },
        setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
      })
      .returning({ id: newsletterSubscribers.id });
    if (!subscription) return undefined;
    const queued = await services.messenger.sendEmail(
      { to: email, ...subscribedEmail({ unsubscribeUrl: unsubscribeUrl(services.config.PUBLIC_URL, token) }) },
      { db: tx },
    );
    return { subscription, queued };
  });
  if (!subscribed) return { isNewSubscription: false };

  await services.audit.record({
    action: 'newsletter.subscribe',
    outcome: 'success',
    subject: subscribed.subscription.id,
    clientRef,
    details: { source },
  });
  await services.messenger.deliver(subscribed.queued);
  return { isNewSubscription: true };
}
