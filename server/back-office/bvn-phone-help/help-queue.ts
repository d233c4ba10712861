import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { SERVICE_LEVELS } from '../../../domain/back-office/service-levels';
import { mayWork, type StaffRole } from '../../../domain/back-office/staff-roles';
import { staffTexts } from '../../../domain/messages/back-office/staff';
import { bvnPhoneHelpRequests, workItems } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { PHONE_HELP_BVN_SEAL } from '../../identity/request-bvn-phone-help';
import type { Services } from '../../services';
import { isUuid } from '../applications/find-application';
import { pageRequest, queuePage, searchText } from '../paging';
import { ownerOn, workOwner, workQueue } from '../work/work-queue';

/** '22222222222' as '•••••••2222': enough to match the customer's card, not enough to use. */
const maskBvn = (bvnNo: string) => `${'•'.repeat(Math.max(0, bvnNo.length - 4))}${bvnNo.slice(-4)}`;

/** The reference as customers read it out: case and spaces do not matter. */
const referenceFilter = (query: URLSearchParams): SQL | undefined => {
  const typed = searchText(query).toUpperCase().replace(/\s+/g, '');
  return typed ? eq(bvnPhoneHelpRequests.reference, typed) : undefined;
};

type HelpRequest = typeof bvnPhoneHelpRequests.$inferSelect;

/** What staff read of a request: the BVN masked. */
const helpRequestOf = (services: Services, row: HelpRequest) => ({
  id: row.id,
  reference: row.reference,
  maskedBvn: maskBvn(services.cipher.decrypt(row.bvnSealed, PHONE_HELP_BVN_SEAL)),
  way: row.way,
  journey: row.journey,
  createdAt: row.createdAt.toISOString(),
});

/** One request, for its page (its owner part, decision 091); null when there is none. */
export async function readBvnPhoneHelpRequest({
  services,
  roles,
  id,
}: {
  services: Services;
  roles: readonly StaffRole[];
  id: string;
}) {
  if (!mayWork(roles, 'bvn-phone-help')) throw new AppError(AppErrorCode.Forbidden, staffTexts.forbidden);
  if (!isUuid(id)) return null;
  const [row] = await services.database.db.select().from(bvnPhoneHelpRequests).where(eq(bvnPhoneHelpRequests.id, id));
  return row ? helpRequestOf(services, row) : null;
}

/** A request has no state of its own: it waits on the bank until a member takes it (service-levels.ts). */
const helpWork = workQueue('bvn-phone-help', {
  id: bvnPhoneHelpRequests.id,
  received: bvnPhoneHelpRequests.createdAt,
  open: isNull(workItems.ownerId),
  level: SERVICE_LEVELS['bvn-phone-help'],
});

/**
 * One page of the customers whose code never came and the way they chose, newest first, found by
 * the reference they quote. Customer service and administrators only (issue 27).
 */
export async function listBvnPhoneHelpRequests({
  services,
  roles,
  query,
  memberId,
}: {
  services: Services;
  roles: readonly StaffRole[];
  query: URLSearchParams;
  memberId?: string;
}) {
  if (!mayWork(roles, 'bvn-phone-help')) throw new AppError(AppErrorCode.Forbidden, staffTexts.forbidden);
  const { page, limit, offset } = pageRequest(query);
  const work = helpWork({ query, memberId });
  const where = and(referenceFilter(query), work.condition);
  const { db } = services.database;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ request: bvnPhoneHelpRequests, ...work.columns })
      .from(bvnPhoneHelpRequests)
      .leftJoin(workItems, work.on)
      .leftJoin(workOwner, ownerOn)
      .where(where)
      .orderBy(...work.orders, desc(bvnPhoneHelpRequests.createdAt), desc(bvnPhoneHelpRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(bvnPhoneHelpRequests).leftJoin(workItems, work.on).where(where),
  ]);
  return queuePage(
    rows.map(({ request, ...owner }) => ({
      ...helpRequestOf(services, request),
      work: work.cells(owner, { receivedAt: request.createdAt, isOpen: !owner.ownerId }),
    })),
    total,
    page,
  );
}
