import { count, desc, eq, type SQL } from 'drizzle-orm';
import { mayWork, type StaffRole } from '../../../domain/back-office/staff-roles';
import { staffTexts } from '../../../domain/messages/back-office/staff';
import { bvnPhoneHelpRequests } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { PHONE_HELP_BVN_SEAL } from '../../identity/request-bvn-phone-help';
import type { Services } from '../../services';
import { pageRequest, queuePage, searchText } from '../paging';

/** '22222222222' as '•••••••2222': enough to match the customer's card, not enough to use. */
const maskBvn = (bvnNo: string) => `${'•'.repeat(Math.max(0, bvnNo.length - 4))}${bvnNo.slice(-4)}`;

/** The reference as customers read it out: case and spaces do not matter. */
const referenceFilter = (query: URLSearchParams): SQL | undefined => {
  const typed = searchText(query).toUpperCase().replace(/\s+/g, '');
  return typed ? eq(bvnPhoneHelpRequests.reference, typed) : undefined;
};

/**
 * One page of the customers whose code never came and the way they chose, newest first, found by
 * the reference they quote. Customer service and administrators only (issue 27).
 */
export async function listBvnPhoneHelpRequests({
  services,
  roles,
  query,
}: {
  services: Services;
  roles: readonly StaffRole[];
  query: URLSearchParams;
}) {
  if (!mayWork(roles, 'bvn-phone-help')) throw new AppError(AppErrorCode.Forbidden, staffTexts.forbidden);
  const { page, limit, offset } = pageRequest(query);
  const where = referenceFilter(query);
  const { db } = services.database;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(bvnPhoneHelpRequests)
      .where(where)
      .orderBy(desc(bvnPhoneHelpRequests.createdAt), desc(bvnPhoneHelpRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(bvnPhoneHelpRequests).where(where),
  ]);
  return queuePage(
    rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      maskedBvn: maskBvn(services.cipher.decrypt(row.bvnSealed, PHONE_HELP_BVN_SEAL)),
      way: row.way,
      journey: row.journey,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
  );
}
