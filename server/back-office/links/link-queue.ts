import { lagosExportTime } from '../../../domain/lagos-time';
import { and, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { SERVICE_LEVELS } from '../../../domain/back-office/service-levels';
import { isAccountNumber } from '../../../domain/back-office/work-items';
import { LINK_REVIEW_STATES, identityLinks, workItems } from '../../db/schema';
import { ownerOn, workOwner, workQueue, type QueueWork, type WorkCells } from '../work/work-queue';
import type { Services } from '../../services';
import type { QueueExport } from '../queue-export';
import { EXPORT_LIMIT, likePattern, oneOf, pageRequest, queuePage, searchText } from '../paging';

const texts = customerServiceTexts.links;
const LINK_OUTCOMES = ['linked', 'refused'] as const;
const LINK_STATES = ['linked', 'not_linked', 'no_account'] as const;
type LinkState = (typeof LINK_STATES)[number];

export type IdentityLink = typeof identityLinks.$inferSelect;

/** An attempt on a number the core does not hold (decision 083). */
export const isUnknownAccount = (link: Pick<IdentityLink, 'reason'>) => link.reason === 'ACCOUNT_NOT_FOUND';

/** The account's link state as its attempts tell it: linked once any attempt linked it. */
function linkStateOf(attempts: Pick<IdentityLink, 'outcome' | 'reason'>[]): LinkState {
  if (attempts.some((attempt) => attempt.outcome === 'linked')) return 'linked';
  return attempts.every(isUnknownAccount) ? 'no_account' : 'not_linked';
}

/** A refusal followed by a link of the same account: telling the customer it failed would mislead them. */
export function supersedingLink(refusal: IdentityLink, attempts: IdentityLink[]): IdentityLink | undefined {
  return attempts.find(
    (attempt) =>
      attempt.accountNumber === refusal.accountNumber &&
      attempt.outcome === 'linked' &&
      attempt.createdAt.getTime() > refusal.createdAt.getTime(),
  );
}

function attemptFilter(query: URLSearchParams): SQL | undefined {
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

/** The link state filter, on the account's attempts as a whole (any linked one makes it linked). */
function stateFilter(query: URLSearchParams): SQL | undefined {
  const state = oneOf(query, 'state', LINK_STATES);
  const linked = sql`bool_or(${identityLinks.outcome} = 'linked')`;
  const known = sql`bool_or(${identityLinks.reason} <> 'ACCOUNT_NOT_FOUND')`;
  if (state === 'linked') return linked;
  if (state === 'not_linked') return sql`not ${linked} and ${known}`;
  if (state === 'no_account') return sql`not ${known}`;
  return undefined;
}

/**
 * An item of the queue is an account (decision 091): its work row is kept under its number. It waits on the bank while an attempt on it is new, since its oldest new attempt.
 */
const linkWork = workQueue('link', {
  id: identityLinks.accountNumber,
  received: sql`min(${identityLinks.createdAt}) filter (where ${identityLinks.reviewState} = 'new')`,
  open: sql`bool_or(${identityLinks.reviewState} = 'new')`,
  level: SERVICE_LEVELS.link,
});

/** The accounts with an attempt that matches the filters, each with the time of its latest such attempt and its owner. */
const matchingAccounts = (services: Services, query: URLSearchParams, work: QueueWork) =>
  services.database.db
    .select({
      accountNumber: identityLinks.accountNumber,
      latest: max(identityLinks.createdAt).as('latest'),
      ...work.columns,
    })
    .from(identityLinks)
    .leftJoin(workItems, work.on)
    .leftJoin(workOwner, ownerOn)
    .where(and(attemptFilter(query), work.condition))
    .groupBy(identityLinks.accountNumber, workItems.ownerId, workItems.attentionSince, workOwner.name, workOwner.email)
    .having(stateFilter(query))
    .$dynamic();

const selectAttempts = (services: Services, where: SQL | undefined, limit: number, offset: number) =>
  services.database.db
    .select()
    .from(identityLinks)
    .where(where)
    .orderBy(desc(identityLinks.createdAt), desc(identityLinks.id))
    .limit(limit)
    .offset(offset);

/**
 * One page of accounts on which a BVN/NIN link was tried, the latest attempt first: each with its
 * link state and every attempt on it (issue 30 point 7). The filters pick the accounts with an
 * attempt that matches; an account's row then shows all its attempts.
 */
export async function listIdentityLinks({
  services,
  query,
  memberId,
}: {
  services: Services;
  query: URLSearchParams;
  memberId?: string;
}) {
  const { page, limit, offset } = pageRequest(query);
  const work = linkWork({ query, memberId });
  const accounts = matchingAccounts(services, query, work);
  const [pageAccounts, [{ total }]] = await Promise.all([
    accounts
      .orderBy(...work.orders, desc(sql`latest`), desc(identityLinks.accountNumber))
      .limit(limit)
      .offset(offset),
    services.database.db.select({ total: count() }).from(accounts.as('grouped')),
  ]);
  const numbers = pageAccounts.map((account) => account.accountNumber);
  const attempts =
    numbers.length > 0 ? await selectAttempts(services, inArray(identityLinks.accountNumber, numbers), 10_000, 0) : [];
  const rows = pageAccounts.map((account): AccountLinks & { work: WorkCells } => {
    const row = accountLinksOf(
      account.accountNumber,
      attempts.filter((attempt) => attempt.accountNumber === account.accountNumber),
    );
    const oldestNew = row.attempts.findLast((attempt) => attempt.reviewState === 'new');
    return {
      ...row,
      work: work.cells(account, {
        receivedAt: new Date(oldestNew?.createdAt ?? row.attempts[0].createdAt),
        isOpen: row.isNew,
      }),
    };
  });
  return queuePage(rows, total, page);
}

/** An account's attempts, newest first, as the queue and the account's page show them. */
function accountLinksOf(accountNumber: string, own: IdentityLink[]) {
  const [latest] = own;
  const refusal = own.find((attempt) => attempt.outcome === 'refused' && !isUnknownAccount(attempt));
  const superseded = refusal ? supersedingLink(refusal, own) : undefined;
  return {
    id: latest.id,
    accountNumber,
    accountName: own.find((attempt) => attempt.accountName)?.accountName ?? '',
    state: linkStateOf(own),
    isNew: own.some((attempt) => attempt.reviewState === 'new'),
    /** The latest refusal on a real account, what 'Contact the customer' is about. */
    refusal: refusal ? { id: refusal.id, supersededAt: superseded?.createdAt.toISOString() ?? null } : null,
    attempts: own.map((attempt) => ({
      id: attempt.id,
      outcome: attempt.outcome,
      reason: attempt.reason,
      reviewState: attempt.reviewState,
      createdAt: attempt.createdAt.toISOString(),
    })),
  };
}
type AccountLinks = ReturnType<typeof accountLinksOf>;

/** One account's attempts, for its page (its owner part, decision 091); null when none was tried on the number. */
export async function readAccountLinks(services: Services, accountNumber: string) {
  if (!isAccountNumber(accountNumber)) return null;
  const own = await selectAttempts(services, eq(identityLinks.accountNumber, accountNumber), 10_000, 0);
  return own.length > 0 ? accountLinksOf(accountNumber, own) : null;
}

export const linksExport: QueueExport = {
  area: 'links',
  fileName: 'bvn-nin-links.csv',
  async rows(services, query) {
    const accounts = services.database.db
      .select({ accountNumber: sql`grouped.account_number` })
      .from(matchingAccounts(services, query, linkWork({ query })).as('grouped'));
    const where = and(attemptFilter(query), inArray(identityLinks.accountNumber, accounts));
    const rows = await selectAttempts(services, where, EXPORT_LIMIT, 0);
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
