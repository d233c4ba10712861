import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ageOf, isOverServiceLevel, overCutoff, type ServiceLevel } from '../../../domain/back-office/service-levels';
import { WORK_FILTERS, type WorkKind } from '../../../domain/back-office/work-items';
import { staffMembers, workItems } from '../../db/schema';
import { isUuid } from '../applications/find-application';
import { oneOf } from '../paging';

/**
 * What every queue's list adds for work that flows (decision 091): the item's owner (joined by kind
 * and id), the "my work" and "nobody's" filters, the items over their service level first, and each
 * row's age, owner and attention mark.
 */

/** The owner of a queue row, a second name for staff_members beside any other join of it. */
export const workOwner = alias(staffMembers, 'work_owner');

/** Joins a queue's table to its items' work rows. */
export const workOn = (kind: WorkKind, id: AnyColumn) => and(eq(workItems.kind, kind), eq(workItems.itemId, id));

/** Joins the work row to its owner. */
export const ownerOn = eq(workOwner.id, workItems.ownerId);

/**
 * The `work` filter: `mine` (owned by the member asking), `nobody` (owned by nobody). An export has
 * nobody asking: its link names the owner instead (`owner`).
 */
export function workCondition(query: URLSearchParams, memberId?: string): SQL | undefined {
  const work = oneOf(query, 'work', WORK_FILTERS);
  const owner = work === 'mine' ? memberId : isUuid(query.get('owner') ?? '') ? query.get('owner')! : undefined;
  if (owner) return eq(workItems.ownerId, owner);
  if (work === 'nobody') return isNull(workItems.ownerId);
  return undefined;
}

/** An order that puts first the member's own items the customer sent something new on (decision 091): they move up. */
export function attentionFirst(memberId: string | undefined): SQL[] {
  return memberId
    ? [sql`case when ${workItems.ownerId} = ${memberId} and ${workItems.attentionSince} is not null then 0 else 1 end`]
    : [];
}

/**
 * An order that puts the open items over their service level first (the oldest first among them);
 * the queue's own order follows. `received` is when the clock started; the legal clock compares the
 * item's own due date.
 */
export function overFirst(
  level: ServiceLevel,
  { received, dueAt, open }: { received: AnyColumn; dueAt?: AnyColumn; open: SQL },
  now = new Date(),
): SQL[] {
  return overFirstBy(overLevel(level, { received, dueAt }, now), { received, open });
}

/** The condition "over its level at `now`" of a queue's rows (the open ones are chosen apart). */
export function overLevel(
  level: ServiceLevel,
  { received, dueAt }: { received: AnyColumn; dueAt?: AnyColumn },
  now: Date,
) {
  return level.unit === 'legal-clock'
    ? sql`${dueAt ?? received} < ${now.toISOString()}::timestamptz`
    : sql`${received} < ${overCutoff(level, now).toISOString()}::timestamptz`;
}

/** `overFirst` for a queue whose rows have more than one level (contact messages and complaints). */
export function overFirstBy(over: SQL, { received, open }: { received: AnyColumn; open: SQL }): SQL[] {
  return [
    sql`case when ${open} and ${over} then 0 else 1 end`,
    sql`case when ${open} and ${over} then ${received} end asc`,
  ];
}

/** A row's work, as a list shows it: owner, age, over its level (open items only), the owner's attention mark. */
export function workCells(
  row: { ownerId: string | null; ownerName: string | null; ownerEmail: string | null; attentionSince: Date | null },
  {
    level,
    receivedAt,
    dueAt,
    isOpen,
    memberId,
    now = new Date(),
  }: { level: ServiceLevel; receivedAt: Date; dueAt?: Date; isOpen: boolean; memberId?: string; now?: Date },
) {
  return {
    owner: row.ownerName || row.ownerEmail || '',
    age: ageOf(receivedAt, now),
    over: isOpen && isOverServiceLevel(level, receivedAt, now, dueAt),
    attention: Boolean(memberId && row.ownerId === memberId && row.attentionSince),
  };
}

export type WorkCells = ReturnType<typeof workCells>;

/** The columns a queue selects for `workCells`. */
export const workColumns = {
  ownerId: workItems.ownerId,
  ownerName: workOwner.name,
  ownerEmail: workOwner.email,
  attentionSince: workItems.attentionSince,
};
