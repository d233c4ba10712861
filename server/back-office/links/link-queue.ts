import { lagosExportTime } from '../../../domain/lagos-time';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { LINK_REVIEW_STATES, identityLinks } from '../../db/schema';
import type { Services } from '../../services';
import type { QueueExport } from '../queue-export';
import { EXPORT_LIMIT, likePattern, oneOf, pageRequest, queuePage, searchText } from '../paging';

const texts = customerServiceTexts.links;
const LINK_OUTCOMES = ['linked', 'refused'] as const;

function linkFilter(query: URLSearchParams): SQL | undefined {
  const outcome = oneOf(query, 'outcome', LINK_OUTCOMES);
  const review = oneOf(query, 'review', LINK_REVIEW_STATES);
  const text = searchText(query);
  const pattern = likePattern(text);
  return and(
    outcome ? eq(identityLinks.outcome, outcome) : undefined,
    review ? eq(identityLinks.reviewState, review) : undefined,
    text ? or(ilike(identityLinks.accountNumber, pattern), ilike(identityLinks.accountName, pattern)) : undefined,
  );
}

const selectLinks = (services: Services, where: SQL | undefined, limit: number, offset: number) =>
  services.database.db
    .select()
    .from(identityLinks)
    .where(where)
    .orderBy(desc(identityLinks.createdAt), desc(identityLinks.id))
    .limit(limit)
    .offset(offset);

/** One page of BVN/NIN links tried, newest first. */
export async function listIdentityLinks({ services, query }: { services: Services; query: URLSearchParams }) {
  const { page, limit, offset } = pageRequest(query);
  const where = linkFilter(query);
  const [rows, [{ total }]] = await Promise.all([
    selectLinks(services, where, limit, offset),
    services.database.db.select({ total: count() }).from(identityLinks).where(where),
  ]);
  return queuePage(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page,
  );
}

export const linksExport: QueueExport = {
  area: 'links',
  fileName: 'bvn-nin-links.csv',
  async rows(services, query) {
    const rows = await selectLinks(services, linkFilter(query), EXPORT_LIMIT, 0);
    return {
      header: customerServiceTexts.csv.links,
      rows: rows.map((row) => [
        lagosExportTime(row.createdAt),
        row.accountNumber,
        row.accountName,
        texts.outcomes[row.outcome],
        row.reason ? (texts.reasons[row.reason] ?? row.reason) : '',
        texts.reviews[row.reviewState],
      ]),
    };
  },
};
