import { lagosExportTime } from '../../../domain/lagos-time';
import { and, count, desc, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { newsletterSubscribers } from '../../db/schema';
import type { Services } from '../../services';
import type { QueueExport } from '../queue-export';
import { EXPORT_LIMIT, likePattern, oneOf, pageRequest, queuePage, searchText } from '../paging';

const SUBSCRIBER_STATES = ['active', 'unsubscribed'] as const;

function subscriberFilter(query: URLSearchParams): SQL | undefined {
  const state = oneOf(query, 'state', SUBSCRIBER_STATES);
  const text = searchText(query);
  return and(
    state === 'active'
      ? isNull(newsletterSubscribers.unsubscribedAt)
      : state === 'unsubscribed'
        ? isNotNull(newsletterSubscribers.unsubscribedAt)
        : undefined,
    text ? ilike(newsletterSubscribers.email, likePattern(text)) : undefined,
  );
}

const selectSubscribers = (services: Services, where: SQL | undefined, limit: number, offset: number) =>
  services.database.db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      source: newsletterSubscribers.source,
      consentedAt: newsletterSubscribers.consentedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.consentedAt), desc(newsletterSubscribers.id))
    .limit(limit)
    .offset(offset);

/** One page of newsletter subscribers, the newest consent first. */
export async function listSubscribers({ services, query }: { services: Services; query: URLSearchParams }) {
  const { page, limit, offset } = pageRequest(query);
  const where = subscriberFilter(query);
  const [rows, [{ total }]] = await Promise.all([
    selectSubscribers(services, where, limit, offset),
    services.database.db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return queuePage(
    rows.map((row) => ({
      ...row,
      consentedAt: row.consentedAt.toISOString(),
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? '',
    })),
    total,
    page,
  );
}

/** The current filter's addresses, never one that unsubscribed, whatever the filter asks. */
export const subscribersExport: QueueExport = {
  area: 'subscribers',
  fileName: 'newsletter-subscribers.csv',
  async rows(services, query) {
    const rows = await selectSubscribers(
      services,
      and(subscriberFilter(query), isNull(newsletterSubscribers.unsubscribedAt)),
      EXPORT_LIMIT,
      0,
    );
    return {
      header: customerServiceTexts.csv.subscribers,
      rows: rows.map((row) => [row.email, lagosExportTime(row.consentedAt), row.source]),
    };
  },
};
