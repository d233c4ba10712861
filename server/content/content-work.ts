import { and, asc, desc, eq, inArray, lte, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditDetails, AuditOutcome } from '../../domain/back-office/audit-actions';
import { mayWork, type StaffRole } from '../../domain/back-office/staff-roles';
import { approvalStep, OPEN_STATES, type ContentKind, type ContentState } from '../../domain/content/content-model';
import { CONTENT_KIND_DEFINITIONS, contentKind, type ContentBody } from '../../domain/content/kinds';
import { ContentVersionSchema, lagosTimeToDate, RefuseContentSchema } from '../../domain/forms/back-office-content';
import { contentTexts } from '../../domain/messages/back-office/content';
import { staffTexts } from '../../domain/messages/back-office/staff';
import { lagosDateTime } from '../../domain/lagos-time';
import { isUuid } from '../back-office/applications/find-application';
import { requestApproval, type ApprovedAction } from '../back-office/approvals';
import { recordStaffAction } from '../back-office/staff-actions';
import type { StaffMember } from '../back-office/staff-members';
import { contentItems, contentPictures, contentVersions, staffMembers } from '../db/schema';
import type { Database } from '../db/client';
import { AppError, AppErrorCode } from '../errors/app-error';
import { invalid, parseOrRefuse } from '../errors/refusals';
import type { Services } from '../services';
import { countPublication, publishing } from './publications';

const texts = contentTexts;
/** Only English is published now (decision 085): every read and change is of this language. */
const LANGUAGE = 'en';

export type ContentItem = typeof contentItems.$inferSelect;
export type ContentVersion = typeof contentVersions.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const notFound = () => new AppError(AppErrorCode.NotFound, texts.notFound);

/** Every use case checks the remit itself too: the pages' check is not the only one. */
function assertContentEditor(member: StaffMember) {
  if (!mayWork(member.roles as StaffRole[], 'content'))
    throw new AppError(AppErrorCode.Forbidden, staffTexts.forbidden);
}

async function findItem(services: Services, id: string): Promise<ContentItem> {
  if (!isUuid(id)) throw notFound();
  const [item] = await services.database.db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!item) throw notFound();
  return item;
}

async function findVersion(services: Services, versionId: string, state: ContentState) {
  const [found] = await services.database.db
    .select({ version: contentVersions, item: contentItems })
    .from(contentVersions)
    .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
    .where(eq(contentVersions.id, versionId));
  if (!found) throw new AppError(AppErrorCode.NotFound, texts.errors.version);
  if (found.version.state !== state)
    throw new AppError(
      AppErrorCode.Conflict,
      {
        draft: texts.errors.notEditable,
        awaiting_approval: texts.errors.notAwaiting,
        scheduled: texts.errors.notAwaiting,
        published: texts.errors.notPublished,
        superseded: texts.errors.notRestorable,
      }[state],
    );
  return found;
}

const auditDetails = (item: ContentItem, version: Pick<ContentVersion, 'number'>) => ({
  kind: item.kind,
  key: item.key,
  version: version.number,
});

async function nextNumber(tx: Transaction, itemId: string) {
  const [{ highest }] = await tx
    .select({ highest: max(contentVersions.number) })
    .from(contentVersions)
    .where(and(eq(contentVersions.itemId, itemId), eq(contentVersions.language, LANGUAGE)));
  return (highest ?? 0) + 1;
}

/**
 * Supersedes the item's published version and publishes `versionId` in its place, and raises the
 * kind's publication counter, in one transaction: every instance sees the publish by the counter.
 */
async function publishInPlace(tx: Transaction, { id: itemId, kind }: ContentItem, versionId: string, now: Date) {
  await tx
    .update(contentVersions)
    .set({ state: 'superseded', supersededAt: now })
    .where(
      and(
        eq(contentVersions.itemId, itemId),
        eq(contentVersions.language, LANGUAGE),
        eq(contentVersions.state, 'published'),
      ),
    );
  await tx
    .update(contentVersions)
    .set({ state: 'published', publishedAt: now })
    .where(eq(contentVersions.id, versionId));
  await countPublication(tx, kind, now);
}

/** The items of a kind in their order, each with its published version and its change in progress. */
export async function listContent(services: Services, kind: ContentKind) {
  const items = await services.database.db
    .select()
    .from(contentItems)
    .where(eq(contentItems.kind, kind))
    .orderBy(asc(contentItems.position));
  const versions = items.length
    ? await services.database.db
        .select()
        .from(contentVersions)
        .where(
          and(
            inArray(
              contentVersions.itemId,
              items.map((item) => item.id),
            ),
            eq(contentVersions.language, LANGUAGE),
            inArray(contentVersions.state, ['published', ...OPEN_STATES]),
          ),
        )
    : [];
  return items.map((item) => {
    const own = versions.filter((version) => version.itemId === item.id);
    return {
      item,
      published: own.find((version) => version.state === 'published') ?? null,
      change: own.find((version) => OPEN_STATES.includes(version.state)) ?? null,
    };
  });
}

/** An item with every version of it, newest first, and the names of their makers and checkers; null for no item. */
export async function readContentItem(services: Services, id: string) {
  const item = await findItem(services, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === AppErrorCode.NotFound) return null;
    throw error;
  });
  if (!item) return null;
  const versions = await services.database.db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.itemId, item.id), eq(contentVersions.language, LANGUAGE)))
    .orderBy(desc(contentVersions.number));
  const staffIds = [...new Set(versions.flatMap((version) => [version.makerId, version.checkerId]))].filter(
    (staffId): staffId is string => Boolean(staffId),
  );
  const names = new Map(
    (staffIds.length
      ? await services.database.db
          .select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email })
          .from(staffMembers)
          .where(inArray(staffMembers.id, staffIds))
      : []
    ).map((member) => [member.id, member.name || member.email]),
  );
  const nameOf = (staffId: string | null) => (staffId ? (names.get(staffId) ?? '') : '');
  return {
    item,
    versions: versions.map((version) => ({
      ...version,
      maker: nameOf(version.makerId),
      checker: nameOf(version.checkerId),
    })),
  };
}

/**
 * The changes waiting for a second content editor, newest first, each with what names it and its
 * maker: the Approvals page lists them beside the other maker-checker requests (decision 098). Only
 * content editors see them; the maker sees their own as waiting, not as something to approve.
 */
export async function listContentAwaitingApproval(services: Services, member: StaffMember) {
  if (!mayWork(member.roles as StaffRole[], 'content')) return [];
  const rows = await services.database.db
    .select({
      version: contentVersions,
      item: contentItems,
      makerName: staffMembers.name,
      makerEmail: staffMembers.email,
    })
    .from(contentVersions)
    .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
    .leftJoin(staffMembers, eq(staffMembers.id, contentVersions.makerId))
    .where(and(eq(contentVersions.state, 'awaiting_approval'), eq(contentVersions.language, LANGUAGE)))
    .orderBy(desc(contentVersions.submittedAt));
  return rows.map(({ version, item, makerName, makerEmail }) => ({
    itemId: item.id,
    kind: item.kind as ContentKind,
    name: contentKind(item.kind as ContentKind).describe(item.key, version.body) || item.key,
    number: version.number,
    maker: makerName || makerEmail || '',
    isMine: version.makerId === member.id,
    submittedAt: version.submittedAt ?? version.updatedAt,
  }));
}

interface StepArgs {
  services: Services;
  member: StaffMember;
  input: unknown;
}

/**
 * The steps every change of content takes (review finding D7): the remit is checked, the posted
 * fields read and the item or version found (`find`), the change made (`change`, which names the
 * version it made or changed), and the step recorded in the audit trail with its item and version.
 */
async function contentStep<Found extends { item: ContentItem }>(
  { services, member }: Pick<StepArgs, 'services' | 'member'>,
  action: 'content.save' | 'content.submit' | 'content.approve' | 'content.refuse' | 'content.restore',
  find: () => Promise<Found>,
  change: (found: Found) => Promise<{
    version: Pick<ContentVersion, 'number'>;
    message: string;
    details?: Record<string, string | number>;
  }>,
) {
  assertContentEditor(member);
  const found = await find();
  const { version, message, details = {} } = await change(found);
  await recordStaffAction(services, member, {
    action,
    subject: found.item.id,
    details: { ...auditDetails(found.item, version), ...details },
  });
  return { message };
}

/** The change in progress of an item, if any. */
async function openChangeOf(tx: Database | Transaction, itemId: string) {
  const [open] = await tx
    .select()
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.itemId, itemId),
        eq(contentVersions.language, LANGUAGE),
        inArray(contentVersions.state, [...OPEN_STATES]),
      ),
    );
  return open;
}

/** The body a change starts from: the change in progress, or else the published version. */
async function baseBodyOf(tx: Transaction, itemId: string) {
  const [base] = await tx
    .select({ body: contentVersions.body })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.itemId, itemId),
        eq(contentVersions.language, LANGUAGE),
        inArray(contentVersions.state, ['published', ...OPEN_STATES]),
      ),
    )
    .orderBy(desc(contentVersions.number))
    .limit(1);
  return base?.body ?? null;
}

type ItemOfKind = { id: string; kind: ContentKind };

/** A kind's versions on the site or in a change, each with its item: what the address and only-one checks read. */
function versionsOfKind(tx: Transaction, kind: ContentKind) {
  return tx
    .select({
      itemId: contentVersions.itemId,
      key: contentItems.key,
      state: contentVersions.state,
      body: contentVersions.body,
    })
    .from(contentVersions)
    .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
    .where(
      and(
        eq(contentItems.kind, kind),
        eq(contentVersions.language, LANGUAGE),
        inArray(contentVersions.state, ['published', ...OPEN_STATES]),
      ),
    );
}

/**
 * Refuses a body whose public address (a profile's) another item of the kind has, published or in a
 * change, or that moves the address this item has published: links to it must keep working.
 */
async function assertAddressFree(tx: Transaction, item: ItemOfKind, body: unknown) {
  const address = contentKind(item.kind).address;
  if (!address) return;
  const wanted = address.of(body as Record<string, unknown>);
  for (const row of await versionsOfKind(tx, item.kind)) {
    const other = address.of(row.body as Record<string, unknown>);
    if (row.itemId !== item.id && other === wanted) throw invalid({ [address.field]: texts.errors.addressTaken });
    if (row.itemId === item.id && row.state === 'published' && other !== wanted)
      throw invalid({ [address.field]: texts.errors.addressFixed });
  }
}

/**
 * When `body` is what only one item of its kind may be (the head office, `onlyOne`) and another
 * item's version in one of `states` is too, that item's words; else undefined.
 */
async function onlyOneTakenBy(
  tx: Transaction,
  item: ItemOfKind,
  body: unknown,
  states: readonly ContentState[],
): Promise<string | undefined> {
  const kind = contentKind(item.kind);
  const onlyOne = kind.onlyOne;
  if (!onlyOne?.is(body as Record<string, unknown>)) return undefined;
  const other = (await versionsOfKind(tx, item.kind)).find(
    (row) => row.itemId !== item.id && states.includes(row.state) && onlyOne.is(row.body as Record<string, unknown>),
  );
  return other && kind.describe(other.key, other.body as Record<string, unknown>);
}

/** Refuses a body that is what only one item of its kind may be while another item's version on the site or scheduled for it is, naming that item. */
async function assertOnlyOne(tx: Transaction, item: ItemOfKind, body: unknown) {
  const other = await onlyOneTakenBy(tx, item, body, ['published', 'scheduled']);
  if (other) throw invalid({ [contentKind(item.kind).onlyOne!.field]: texts.errors.onlyOne(other) });
}

/** Refuses a body that shows a picture no longer in the library (the form offered it when it was drawn). */
async function assertPicturesInLibrary(tx: Transaction, ids: readonly string[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: contentPictures.id })
    .from(contentPictures)
    .where(inArray(contentPictures.id, [...ids]));
  if (found.length < new Set(ids).size)
    throw new AppError(AppErrorCode.ValidationError, texts.listing.errors.pictureMissing);
}

/**
 * 'Add a listing' or 'Add a post' (a kind editors add items of): a new item keyed by the address the
 * editor typed (an article's, checked by the kind) or else the next number, last in its kind's order,
 * with nothing published; its first draft is saved on its page. A key taken, or instances adding at
 * the same moment, meet on the unique key: the second is refused. A key of the kind whose addresses
 * the kind shares (an issue's and a video post's) is refused before the insert; two editors adding
 * one address to both kinds in the same instant is not guarded (decision 103).
 */
export async function addContentItem({
  services,
  member,
  kind,
  input = {},
}: Pick<StepArgs, 'services' | 'member'> & { kind: ContentKind; input?: Record<string, unknown> }) {
  assertContentEditor(member);
  const definition = contentKind(kind);
  if (!definition.isAddable) throw new AppError(AppErrorCode.Forbidden, staffTexts.forbidden);
  const addForm = definition.addForm;
  const typedKey = addForm ? parseOrRefuse(addForm.schema, input).slug : undefined;
  const { db } = services.database;
  if (typedKey && addForm?.sharesKeysWith) {
    const [other] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.kind, addForm.sharesKeysWith), eq(contentItems.key, typedKey)))
      .limit(1);
    if (other) throw invalid({ slug: addForm.taken });
  }
  const existing = await db
    .select({ key: contentItems.key, position: contentItems.position })
    .from(contentItems)
    .where(eq(contentItems.kind, kind));
  const highest = (values: number[]) => values.reduce((most, value) => Math.max(most, value), 0);
  const [item] = await db
    .insert(contentItems)
    .values({
      kind,
      key: typedKey ?? String(highest(existing.map((row) => Number(row.key) || 0)) + 1),
      position: highest(existing.map((row) => row.position)) + 1,
    })
    .onConflictDoNothing()
    .returning();
  if (!item)
    throw addForm ? invalid({ slug: addForm.taken }) : new AppError(AppErrorCode.Conflict, texts.errors.addedMeanwhile);
  await recordStaffAction(services, member, {
    action: 'content.add',
    subject: item.id,
    details: { kind, key: item.key },
  });
  return item;
}

/**
 * 'Save draft': the change in progress takes the fields; there is none, a new draft is begun from
 * them. The saver becomes the change's maker. A change already submitted is not edited. The fields
 * are those of the item's kind (domain/content/kinds.ts); what its form does not show is kept.
 */
export function saveContentDraft({ services, member, itemId, input }: StepArgs & { itemId: string }) {
  return contentStep(
    { services, member },
    'content.save',
    async () => {
      const item = await findItem(services, itemId);
      const kind = contentKind(item.kind);
      const { publishAt, ...fields } = parseOrRefuse(kind.change, input);
      return { item, kind, fields, publishAt: publishAt ? lagosTimeToDate(publishAt) : null };
    },
    async ({ item, kind, fields, publishAt }) => {
      const version = await services.database.db.transaction(async (tx) => {
        const body = parseOrRefuse(kind.body, kind.fromFields(fields, await baseBodyOf(tx, item.id)));
        await assertPicturesInLibrary(tx, kind.pictureIds?.(body) ?? []);
        await assertAddressFree(tx, item, body);
        await assertOnlyOne(tx, item, body);
        const values = { body, publishAt, makerId: member.id };
        const open = await openChangeOf(tx, item.id);
        if (open && open.state !== 'draft') throw new AppError(AppErrorCode.Conflict, texts.errors.notEditable);
        if (open) {
          const [saved] = await tx
            .update(contentVersions)
            .set({ ...values, updatedAt: new Date() })
            .where(and(eq(contentVersions.id, open.id), eq(contentVersions.state, 'draft')))
            .returning();
          if (!saved) throw new AppError(AppErrorCode.Conflict, texts.errors.notEditable);
          return saved;
        }
        const [begun] = await tx
          .insert(contentVersions)
          .values({ itemId: item.id, language: LANGUAGE, number: await nextNumber(tx, item.id), ...values })
          .returning();
        return begun;
      });
      return { version, message: texts.done.saved };
    },
  );
}

/** 'Submit for approval': by the draft's maker (its last editor), so the checker is always someone else. */
export function submitContentChange({ services, member, input }: StepArgs) {
  return contentStep(
    { services, member },
    'content.submit',
    () => findVersion(services, parseOrRefuse(ContentVersionSchema, input).versionId, 'draft'),
    async ({ version }) => {
      if (version.makerId !== member.id) throw new AppError(AppErrorCode.Forbidden, texts.errors.notYourDraft);
      const [submitted] = await services.database.db
        .update(contentVersions)
        .set({
          state: 'awaiting_approval',
          submittedAt: new Date(),
          refusalReason: null,
          checkerId: null,
          checkedAt: null,
        })
        .where(and(eq(contentVersions.id, version.id), eq(contentVersions.state, 'draft')))
        .returning();
      if (!submitted) throw new AppError(AppErrorCode.Conflict, texts.errors.notEditable);
      return { version, message: texts.done.submitted };
    },
  );
}

/** The checker's version, waiting for approval; its maker is refused, and the try recorded. */
async function changeToCheck(
  services: Services,
  member: StaffMember,
  versionId: string,
  action: 'content.approve' | 'content.refuse',
) {
  const found = await findVersion(services, versionId, 'awaiting_approval');
  if (found.version.makerId === member.id) {
    await recordStaffAction(services, member, {
      action,
      subject: found.item.id,
      outcome: 'refused',
      details: { ...auditDetails(found.item, found.version), reason: 'maker-is-checker' },
    });
    throw new AppError(AppErrorCode.Forbidden, texts.errors.makerIsChecker);
  }
  return found;
}

/**
 * 'Approve': publishes the change at once, superseding the version on the site, or schedules it
 * for the maker's time (the job publishes it then).
 */
export function approveContentChange({ services, member, input, now = new Date() }: StepArgs & { now?: Date }) {
  return contentStep(
    { services, member },
    'content.approve',
    () => changeToCheck(services, member, parseOrRefuse(ContentVersionSchema, input).versionId, 'content.approve'),
    async ({ version, item }) => {
      const step = approvalStep(version.publishAt, now);
      await publishing(services, async (tx) => {
        await assertOnlyOne(tx, item, version.body);
        const [claimed] = await tx
          .update(contentVersions)
          .set({
            state: step === 'schedule' ? 'scheduled' : 'awaiting_approval',
            checkerId: member.id,
            checkedAt: now,
          })
          .where(and(eq(contentVersions.id, version.id), eq(contentVersions.state, 'awaiting_approval')))
          .returning();
        if (!claimed) throw new AppError(AppErrorCode.Conflict, texts.errors.notAwaiting);
        if (step === 'approve') await publishInPlace(tx, item, version.id, now);
      });
      return step === 'schedule'
        ? {
            version,
            details: { publishAt: version.publishAt!.toISOString() },
            message: texts.done.scheduled(lagosDateTime(version.publishAt!)),
          }
        : { version, message: texts.done.published };
    },
  );
}

/** 'Refuse': the change goes back to draft with the checker's reason beside it. */
export function refuseContentChange({ services, member, input }: StepArgs) {
  return contentStep(
    { services, member },
    'content.refuse',
    async () => {
      const { versionId } = parseOrRefuse(ContentVersionSchema, input);
      const { reason } = parseOrRefuse(RefuseContentSchema, input);
      return { reason, ...(await changeToCheck(services, member, versionId, 'content.refuse')) };
    },
    async ({ version, reason }) => {
      const [refused] = await services.database.db
        .update(contentVersions)
        .set({ state: 'draft', refusalReason: reason, checkerId: member.id, checkedAt: new Date() })
        .where(and(eq(contentVersions.id, version.id), eq(contentVersions.state, 'awaiting_approval')))
        .returning();
      if (!refused) throw new AppError(AppErrorCode.Conflict, texts.errors.notAwaiting);
      return { version, message: texts.done.refused };
    },
  );
}

/**
 * 'Restore version n': a version the site showed before is submitted again as a new version (its
 * words, and its sample mark), for a second content editor to approve like any change.
 */
export function restoreContentVersion({ services, member, input }: StepArgs) {
  return contentStep(
    { services, member },
    'content.restore',
    () => findVersion(services, parseOrRefuse(ContentVersionSchema, input).versionId, 'superseded'),
    async ({ version, item }) => {
      const restored = await publishing(services, async (tx) => {
        if (await openChangeOf(tx, item.id)) throw new AppError(AppErrorCode.Conflict, texts.errors.changeOpen);
        const [inserted] = await tx
          .insert(contentVersions)
          .values({
            itemId: item.id,
            language: LANGUAGE,
            number: await nextNumber(tx, item.id),
            state: 'awaiting_approval',
            body: version.body,
            isSample: version.isSample,
            makerId: member.id,
            submittedAt: new Date(),
            restoredFrom: version.id,
          })
          .returning();
        return inserted;
      });
      return { version: restored, details: { restored: version.number }, message: texts.done.restored(version.number) };
    },
  );
}

/**
 * 'Ask to withdraw' (decision 098): a published item of a kind editors add (a listing) leaves the
 * site once a second content editor approves the request on the Approvals page. Not while a change
 * of it is in progress: its approval would publish it again.
 */
export async function requestContentWithdrawal({ services, member, input }: StepArgs) {
  assertContentEditor(member);
  const { item, version } = await findVersion(
    services,
    parseOrRefuse(ContentVersionSchema, input).versionId,
    'published',
  );
  if (!contentKind(item.kind as ContentKind).isAddable)
    throw new AppError(AppErrorCode.Forbidden, staffTexts.forbidden);
  if (await openChangeOf(services.database.db, item.id))
    throw new AppError(AppErrorCode.Conflict, texts.errors.changeOpen);
  await requestApproval({
    services,
    kind: 'content.withdraw',
    subjectId: item.id,
    payload: {
      contentKind: item.kind,
      name: contentKind(item.kind as ContentKind).describe(item.key, version.body) || item.key,
      versionId: version.id,
    },
    maker: member,
  });
  return { message: texts.done.withdrawAsked };
}

/**
 * The approved withdrawal: the published version is superseded with no successor (the item has no
 * published version, so every page, the sitemap and the search leave it out), and the kind's
 * publication counter is raised in the same transaction, so every instance draws its pages again.
 * A version published meanwhile is not withdrawn: the request waits until a checker rejects it.
 */
export const withdrawContent: ApprovedAction = async ({ services, subjectId, payload }) => {
  const now = new Date();
  await publishing(services, async (tx) => {
    const [withdrawn] = await tx
      .update(contentVersions)
      .set({ state: 'superseded', supersededAt: now })
      .where(
        and(
          eq(contentVersions.id, payload.versionId ?? ''),
          eq(contentVersions.itemId, subjectId),
          eq(contentVersions.state, 'published'),
        ),
      )
      .returning();
    if (!withdrawn) throw new AppError(AppErrorCode.Conflict, texts.errors.changedMeanwhile);
    const [{ kind }] = await tx
      .select({ kind: contentItems.kind })
      .from(contentItems)
      .where(eq(contentItems.id, subjectId));
    await countPublication(tx, kind as ContentKind, now);
  });
};

/**
 * The scheduling job: publishes each approved change whose time has come, each in its own transaction.
 * A change that would make a second head office (another item became one since its approval, as two
 * approvals at the same moment can leave it) is not published: it goes back to the checkers, who see
 * why when they approve it again, and the audit trail says so (decision 104).
 */
export async function publishDueContent({ services, now = new Date() }: { services: Services; now?: Date }) {
  const due = await services.database.db
    .select({ version: contentVersions, item: contentItems })
    .from(contentVersions)
    .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
    .where(and(eq(contentVersions.state, 'scheduled'), lte(contentVersions.publishAt, now)))
    .orderBy(asc(contentVersions.publishAt));
  for (const { version, item } of due) {
    const outcome = await publishing(
      services,
      async (tx): Promise<{ outcome: AuditOutcome; details: AuditDetails } | null> => {
        const [claimed] = await tx
          .select({ id: contentVersions.id })
          .from(contentVersions)
          .where(and(eq(contentVersions.id, version.id), eq(contentVersions.state, 'scheduled')))
          .for('update');
        if (!claimed) return null;
        const other = await onlyOneTakenBy(tx, item, version.body, ['published']);
        if (other) {
          await tx
            .update(contentVersions)
            .set({ state: 'awaiting_approval', checkerId: null, checkedAt: null })
            .where(eq(contentVersions.id, version.id));
          return { outcome: 'failure', details: { onlyOne: other } };
        }
        await publishInPlace(tx, item, version.id, now);
        return { outcome: 'success', details: {} };
      },
    );
    if (outcome)
      await services.audit.record({
        action: 'content.publish',
        outcome: outcome.outcome,
        subject: item.id,
        details: { ...auditDetails(item, version), ...outcome.details },
      });
  }
  return due.length;
}

export const PUBLISH_DUE_CONTENT_JOB = 'content.publish-due';

/** The published versions of a kind in their order: each item's key, body (checked by the kind's schema) and sample mark. */
export async function readPublished<Kind extends ContentKind>(services: Services, kind: Kind) {
  const rows = await services.database.db
    .select({ key: contentItems.key, body: contentVersions.body, isSample: contentVersions.isSample })
    .from(contentVersions)
    .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
    .where(
      and(eq(contentItems.kind, kind), eq(contentVersions.language, LANGUAGE), eq(contentVersions.state, 'published')),
    )
    .orderBy(asc(contentItems.position));
  const schema = CONTENT_KIND_DEFINITIONS[kind].body as z.ZodType<ContentBody<Kind>>;
  return rows.map(({ key, body, isSample }) => ({ key, isSample, body: schema.parse(body) }));
}

/**
 * Whether the item of this kind and key was on the site once and is no longer: it has a superseded
 * version and none published (a withdrawal, decision 098). An item never published is not.
 */
export async function wasWithdrawn(services: Services, kind: ContentKind, key: string): Promise<boolean> {
  const rows = await services.database.db
    .select({ state: contentVersions.state })
    .from(contentVersions)
    .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
    .where(
      and(
        eq(contentItems.kind, kind),
        eq(contentItems.key, key),
        eq(contentVersions.language, LANGUAGE),
        inArray(contentVersions.state, ['published', 'superseded']),
      ),
    );
  return rows.length > 0 && rows.every((row) => row.state === 'superseded');
}

/** The published FAQ entries in the page's order: what /faq draws. */
export async function readPublishedFaq(services: Services) {
  return (await readPublished(services, 'faq')).map(({ key, body }) => ({ key, ...body }));
}
