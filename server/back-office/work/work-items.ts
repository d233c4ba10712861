import { and, eq, isNull, sql } from 'drizzle-orm';
import { mayWork, type StaffRole, type WorkArea } from '../../../domain/back-office/staff-roles';
import { isAccountNumber, WORK_KIND_AREA, type RouteArea, type WorkKind } from '../../../domain/back-office/work-items';
import { WorkAssignSchema, WorkHandOverSchema, WorkRouteSchema } from '../../../domain/forms/back-office-work';
import { workTexts } from '../../../domain/messages/back-office/work';
import {
  accountApplications,
  bvnPhoneHelpRequests,
  contactMessages,
  dataSubjectRequests,
  identityLinks,
  loanApplications,
  whistleBlowerReports,
  workItems,
} from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { invalid, parseOrRefuse } from '../../errors/refusals';
import type { Services } from '../../services';
import { isUuid } from '../applications/find-application';
import { recordStaffAction } from '../staff-actions';
import { findStaffById, listStaff, staffLabel, type StaffMember } from '../staff-members';

/**
 * Work that flows (decision 091): one set of use cases for every queue item's owner. An item is
 * taken, assigned or handed over only to a member whose roles work its queue (or the queue a
 * contact message was routed to); each step is an audit event on the item, so its history tells it.
 */

type WorkRow = typeof workItems.$inferSelect;
type Db = Services['database']['db'];
type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where each kind's items are: a links queue item is an account, by its number (any attempt on it). */
const ITEM_IDS = {
  application: accountApplications.id,
  'bvn-phone-help': bvnPhoneHelpRequests.id,
  'contact-message': contactMessages.id,
  'data-request': dataSubjectRequests.id,
  link: identityLinks.accountNumber,
  loan: loanApplications.id,
  'whistle-blower': whistleBlowerReports.id,
} as const;

const notFound = () => new AppError(AppErrorCode.NotFound, workTexts.notFound);
const mayNotWork = () => new AppError(AppErrorCode.Forbidden, workTexts.mayNotWork);
const workerInvalid = () => invalid({ staffId: workTexts.workerInvalid });

const isItemId = (kind: WorkKind, itemId: string) => (kind === 'link' ? isAccountNumber(itemId) : isUuid(itemId));

async function itemExists(services: Services, kind: WorkKind, itemId: string): Promise<boolean> {
  if (!isItemId(kind, itemId)) return false;
  const column = ITEM_IDS[kind];
  const [row] = await services.database.db.select({ id: column }).from(column.table).where(eq(column, itemId)).limit(1);
  return Boolean(row);
}

async function workRow(services: Services, kind: WorkKind, itemId: string): Promise<WorkRow | null> {
  if (!isItemId(kind, itemId)) return null;
  const [row] = await services.database.db
    .select()
    .from(workItems)
    .where(and(eq(workItems.kind, kind), eq(workItems.itemId, itemId)));
  return row ?? null;
}

/** The area whose staff work an item now: its queue's, or the queue a contact message was routed to. */
const workedIn = (kind: WorkKind, routedTo: RouteArea | null | undefined): WorkArea => routedTo ?? WORK_KIND_AREA[kind];

/** Whether the roles work an item: a contact message routed away is worked by the staff of the queue it went to only. */
export function mayWorkItem(roles: readonly StaffRole[], kind: WorkKind, routedTo?: RouteArea | null): boolean {
  return mayWork(roles, workedIn(kind, routedTo));
}

/** Whether the roles see an item: those who work it, and its own queue's staff, who still read a message they routed away. */
export function maySeeItem(roles: readonly StaffRole[], kind: WorkKind, routedTo?: RouteArea | null): boolean {
  return mayWorkItem(roles, kind, routedTo) || mayWork(roles, WORK_KIND_AREA[kind]);
}

/** Where a contact message was routed (null when it stays in its own queue or does not exist). */
export async function routeOfMessage(services: Services, messageId: string): Promise<RouteArea | null> {
  return (await workRow(services, 'contact-message', messageId))?.routedTo ?? null;
}

/**
 * Enabled, enrolled members who may own an item: those whose roles work its queue, or, for a routed
 * contact message, the queue it was routed to (where it is now worked).
 */
async function workersOf(services: Services, kind: WorkKind, routedTo: RouteArea | null) {
  const area = workedIn(kind, routedTo);
  return (await listStaff(services)).filter(
    (member) => !member.disabledAt && member.enrolledAt && mayWork(member.roles as StaffRole[], area),
  );
}

/** Keeps the owner columns the customer's side reads (a loan's officer, a message's assignee) as the owner. */
async function mirrorOwner(db: Executor, kind: WorkKind, itemId: string, ownerId: string | null) {
  if (kind === 'loan')
    await db.update(loanApplications).set({ officerId: ownerId }).where(eq(loanApplications.id, itemId));
  if (kind === 'contact-message')
    await db.update(contactMessages).set({ assignedTo: ownerId }).where(eq(contactMessages.id, itemId));
}

async function setOwner(services: Services, kind: WorkKind, itemId: string, ownerId: string) {
  const now = new Date();
  await services.database.db.transaction(async (tx) => {
    await tx
      .insert(workItems)
      .values({ kind, itemId: itemId, ownerId, ownedSince: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [workItems.kind, workItems.itemId],
        set: { ownerId, ownedSince: now, updatedAt: now },
      });
    await mirrorOwner(tx, kind, itemId, ownerId);
  });
}

/** The item, checked: it exists and the member's roles work it. */
async function workableItem(services: Services, member: StaffMember, kind: WorkKind, itemId: string) {
  if (!(await itemExists(services, kind, itemId))) throw notFound();
  const row = await workRow(services, kind, itemId);
  if (!mayWorkItem(member.roles as StaffRole[], kind, row?.routedTo)) throw mayNotWork();
  return row;
}

async function chosenWorker(services: Services, kind: WorkKind, row: WorkRow | null, staffId: string) {
  const worker = (await workersOf(services, kind, row?.routedTo ?? null)).find((each) => each.id === staffId);
  if (!worker) throw workerInvalid();
  return worker;
}

interface WorkStep {
  services: Services;
  member: StaffMember;
  kind: WorkKind;
  itemId: string;
  input?: unknown;
}

/** "Take it": the member asking becomes the owner. */
export async function takeWork({ services, member, kind, itemId }: WorkStep) {
  const row = await workableItem(services, member, kind, itemId);
  if (row?.ownerId === member.id) throw invalid({ staffId: workTexts.sameOwner });
  await chosenWorker(services, kind, row, member.id);
  await setOwner(services, kind, itemId, member.id);
  await recordStaffAction(services, member, {
    action: 'work.take',
    subject: itemId,
    details: { kind, ownerId: member.id, ownerName: staffLabel(member) },
  });
  return { message: workTexts.taken };
}

/** "Assign": to a member who may work the item's queue. */
export async function assignWork({ services, member, kind, itemId, input }: WorkStep) {
  const { staffId } = parseOrRefuse(WorkAssignSchema, input);
  const row = await workableItem(services, member, kind, itemId);
  const worker = await chosenWorker(services, kind, row, staffId);
  if (row?.ownerId === worker.id) throw invalid({ staffId: workTexts.sameOwner });
  await setOwner(services, kind, itemId, worker.id);
  await recordStaffAction(services, member, {
    action: 'work.assign',
    subject: itemId,
    details: { kind, ownerId: worker.id, ownerName: staffLabel(worker) },
  });
  return { message: workTexts.assigned(staffLabel(worker)) };
}

/** "Hand over": the owner gives the item to another member, with a note for them. */
export async function handOverWork({ services, member, kind, itemId, input }: WorkStep) {
  const { staffId, note } = parseOrRefuse(WorkHandOverSchema, input);
  const row = await workableItem(services, member, kind, itemId);
  if (row?.ownerId !== member.id) throw new AppError(AppErrorCode.Forbidden, workTexts.notYours);
  const worker = await chosenWorker(services, kind, row, staffId);
  if (worker.id === member.id) throw invalid({ staffId: workTexts.sameOwner });
  await setOwner(services, kind, itemId, worker.id);
  await recordStaffAction(services, member, {
    action: 'work.hand-over',
    subject: itemId,
    details: { kind, ownerId: worker.id, ownerName: staffLabel(worker), note },
  });
  return { message: workTexts.handedOver(staffLabel(worker)) };
}

/** Routes a contact message to another queue: it leaves its owner and waits there for that queue's staff. */
export async function routeContactMessage({ services, member, itemId, input }: Omit<WorkStep, 'kind'>) {
  const { area } = parseOrRefuse(WorkRouteSchema, input);
  await workableItem(services, member, 'contact-message', itemId);
  const routedTo = area === 'contact-messages' ? null : area;
  const now = new Date();
  await services.database.db.transaction(async (tx) => {
    await tx
      .insert(workItems)
      .values({ kind: 'contact-message', itemId, ownerId: null, routedTo, updatedAt: now })
      .onConflictDoUpdate({
        target: [workItems.kind, workItems.itemId],
        set: { ownerId: null, ownedSince: null, attentionSince: null, routedTo, updatedAt: now },
      });
    await mirrorOwner(tx, 'contact-message', itemId, null);
  });
  await recordStaffAction(services, member, {
    action: 'work.route',
    subject: itemId,
    details: { kind: 'contact-message', area },
  });
  return { message: workTexts.routed(workTexts.routeAreas[area]) };
}

/** The first member to act on an item nobody owns becomes its owner (a loan's first officer, a message's first replier). */
export async function claimIfNobodys(services: Services, kind: WorkKind, itemId: string, staffId: string) {
  const now = new Date();
  await services.database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(workItems)
      .values({ kind, itemId, ownerId: staffId, ownedSince: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [workItems.kind, workItems.itemId],
        set: { ownerId: staffId, ownedSince: now, updatedAt: now },
        setWhere: isNull(workItems.ownerId),
      })
      .returning({ ownerId: workItems.ownerId });
    if (claimed) await mirrorOwner(tx, kind, itemId, staffId);
  });
}

/** The customer uploaded a document or wrote: the item comes back to its owner's attention until they open it. */
export async function callOwnersAttention(db: Executor, kind: WorkKind, itemId: string, now = new Date()) {
  await db
    .update(workItems)
    .set({
      attentionSince: sql`coalesce(${workItems.attentionSince}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(workItems.kind, kind), eq(workItems.itemId, itemId), sql`${workItems.ownerId} is not null`));
}

/**
 * What an item page's owner part shows: the owner, since when, where it was routed, who it may go to,
 * and whether something waited for the member's attention. The owner opening it clears the mark.
 */
export async function workOfItem(services: Services, member: StaffMember, kind: WorkKind, itemId: string) {
  const row = await workRow(services, kind, itemId);
  const owner = row?.ownerId ? await findStaffById(services, row.ownerId) : null;
  const isMine = Boolean(owner && owner.id === member.id);
  if (isMine && row?.attentionSince)
    await services.database.db
      .update(workItems)
      .set({ attentionSince: null })
      .where(and(eq(workItems.kind, kind), eq(workItems.itemId, itemId)));
  const workers = await workersOf(services, kind, row?.routedTo ?? null);
  return {
    kind,
    owner: owner ? { id: owner.id, name: staffLabel(owner) } : null,
    ownedSince: row?.ownedSince?.toISOString() ?? '',
    isMine,
    /** False on a contact message routed away, for its own queue's staff: they read it, its new queue's staff work it. */
    mayWork: mayWorkItem(member.roles as StaffRole[], kind, row?.routedTo),
    mayTake: !isMine && workers.some((worker) => worker.id === member.id),
    attentionSince: isMine ? (row?.attentionSince?.toISOString() ?? '') : '',
    routedTo: row?.routedTo ?? null,
    workers: workers.map((worker) => ({ value: worker.id, label: staffLabel(worker) })),
  };
}

export type ItemWork = Awaited<ReturnType<typeof workOfItem>>;

/** An item page's action for the owner part's forms (`work-take`, `work-assign`, `work-hand-over`, `work-route`), or null for another form. */
export function workStepOf(intent: string) {
  return (
    {
      'work-take': takeWork,
      'work-assign': assignWork,
      'work-hand-over': handOverWork,
      'work-route': (step: WorkStep) => routeContactMessage(step),
    } as Record<string, ((step: WorkStep) => Promise<{ message: string }>) | undefined>
  )[intent];
}
