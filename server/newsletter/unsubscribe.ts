import { eq, isNull, and } from 'drizzle-orm';
import { UnsubscribeSchema } from '../../domain/forms/subscribe';
import { websiteFormTexts } from '../../domain/messages/website-forms';
import { newsletterSubscribers } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { defineRateLimit } from '../security/rate-limits';
import { hashToken } from '../security/tokens';
import type { Services } from '../services';

const NEWSLETTER_UNSUBSCRIBE_LIMIT = defineRateLimit({
  action: 'newsletter.unsubscribe',
  max: 20,
  windowSeconds: 900,
});

export type UnsubscribeLinkState = 'subscribed' | 'unsubscribed' | 'invalid';

async function findByToken(services: Services, token: unknown) {
  const parsed = UnsubscribeSchema.safeParse({ token });
  if (!parsed.success) return undefined;
  const [subscriber] = await services.database.db
    .select({ id: newsletterSubscribers.id, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashToken(parsed.data.token)));
  return subscriber;
}

/** What the unsubscribe page shows for a link, without changing anything (mail scanners fetch links). */
export async function checkUnsubscribeLink({
  services,
  token,
}: {
  services: Services;
  token: unknown;
}): Promise<UnsubscribeLinkState> {
  const subscriber = await findByToken(services, token);
  if (!subscriber) return 'invalid';
  return subscriber.unsubscribedAt ? 'unsubscribed' : 'subscribed';
}

/** Withdraws the consent the link's token stands for; pressing it twice is still "done". */
export async function unsubscribeFromNewsletter({
  services,
  token,
  clientRef,
}: {
  services: Services;
  token: unknown;
  clientRef: string;
}): Promise<void> {
  await services.rateLimits.consume(NEWSLETTER_UNSUBSCRIBE_LIMIT, clientRef);
  const subscriber = await findByToken(services, token);
  if (!subscriber) {
    await services.audit.record({ action: 'newsletter.unsubscribe', outcome: 'refused', clientRef });
    throw new AppError(AppErrorCode.InvalidUnsubscribeLink, websiteFormTexts.unsubscribe.invalidLink);
  }
  if (subscriber.unsubscribedAt) return;
  await services.database.db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscribers.id, subscriber.id), isNull(newsletterSubscribers.unsubscribedAt)));
  await services.audit.record({
    action: 'newsletter.unsubscribe',
    outcome: 'success',
    subject: subscriber.id,
    clientRef,
  });
}
