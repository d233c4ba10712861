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

/** Joins the work row to its owner. */
export const ownerOn = eq(workOwner.id, workItems.ownerId);

/** How a queue's items wait on the bank: the columns and condition its service level reads. */
interface QueueClock {
  /** The queue's id column (a uuid, or an account's number): its items' work rows are joined by it as text. */
  id: AnyColumn;
  /** When the item's clock started (an aggregate for a queue of grouped rows). */
  received: AnyColumn | SQL;
  /** The legal clock's own due date (data-subject requests). */
  dueAt?: AnyColumn;
  /** The item still waits on the bank: only then can it be over its level. */
  open: SQL;
  level: ServiceLevel;
  /** "Over its level at `now`", for a queue whose rows have more than one level (contact messages and complaints). */
  over?: (now: Date) => SQL;
}

/** Who asks and what: the list's address, the member (the "my work" filter, the attention marks), and when. */
interface QueueAsking {
  query: URLSearchParams;
  memberId?: string;
  now?: Date;
}

/**
 * The work of a queue of `kind`, for each list asked of it (at `now`): `on` joins its table to the
 * work rows (then `ownerOn` to the owner), `columns` are what `cells` reads of each row, `condition`
 * is the work filter, and `orders` come before the queue's own order.
 */
export const workQueue =
  (kind: WorkKind, clock: QueueClock) =>
  ({ query, memberId, now = new Date() }: QueueAsking) => {
    const over = clock.over?.(now) ?? overLevel(clock.level, clock, now);
    return {
      now,
      on: and(eq(workItems.kind, kind), sql`${workItems.itemId} = ${clock.id}::text`),
      columns: workColumns,
      condition: workCondition(query, memberId),
      orders: [...attentionFirst(memberId), ...overFirst(over, clock)],
      /** A row's work as the list shows it; `level` when the row's own differs from the queue's. */
      cells: (
        row: WorkColumns,
        item: { receivedAt: Date; dueAt?: Date; isOpen: boolean; level?: ServiceLevel },
      ): WorkCells => ({
        owner: row.ownerName || row.ownerEmail || '',
        age: ageOf(item.receivedAt, now),
        over: item.isOpen && isOverServiceLevel(item.level ?? clock.level, item.receivedAt, now, item.dueAt),
        attention: Boolean(memberId && row.ownerId === memberId && row.attentionSince),
      }),
    };
  };

export type QueueWork = ReturnType<ReturnType<typeof workQueue>>;

/** A row's work, as a list shows it: owner, age, over its level (open items only), the owner's attention mark. */
export interface WorkCells {
  owner: string;
  age: ReturnType<typeof ageOf>;
  over: boolean;
  attention: boolean;
}

/** The columns a queue selects for its rows' cells. */
const workColumns = {
  ownerId: workItems.ownerId,
  ownerName: workOwner.name,
  ownerEmail: workOwner.email,
  attentionSince: workItems.attentionSince,
};

interface WorkColumns {
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  attentionSince: Date | null;
}

/**
 * The `work` filter: `mine` (owned by the member asking), `nobody` (owned by nobody). An export has
 * nobody asking: its link names the owner instead (`owner`).
 */
function workCondition(query: URLSearchParams, memberId?: string): SQL | undefined {
  const work = oneOf(query, 'work', WORK_FILTERS);
  const owner = work === 'mine' ? memberId : isUuid(query.get('owner') ?? '') ? query.get('owner')! : undefined;
  if (owner) return eq(workItems.ownerId, owner);
  if (work === 'nobody') return isNull(workItems.ownerId);
  return undefined;
}

/** An order that puts first the member's own items the customer sent something new on (decision 091): they move up. */
function attentionFirst(memberId: string | undefined): SQL[] {
  return memberId
    ? [sql`case when ${workItems.ownerId} = ${memberId} and ${workItems.attentionSince} is not null then 0 else 1 end`]
    : [];
}

/** The condition "over its level at `now`" of a queue's rows (the open ones are chosen apart). */
export function overLevel(
  level: ServiceLevel,
  { received, dueAt }: { received: AnyColumn | SQL; dueAt?: AnyColumn },
  now: Date,
) {
  return level.unit === 'legal-clock'
    ? sql`${dueAt ?? received} < ${now.toISOString()}::timestamptz`
    : sql`${received} < ${overCutoff(level, now).toISOString()}::timestamptz`;
}

/**
 * An order that puts the open items over their service level first (the oldest first among them);
 * the queue's own order follows.
 */
function overFirst(over: SQL, { received, open }: { received: AnyColumn | SQL; open: SQL }): SQL[] {
  return [
    sql`case when ${open} and ${over} then 0 else 1 end`,
    sql`case when ${open} and ${over} then ${received} end asc`,
  ];
}
