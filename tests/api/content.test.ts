import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditTrail } from '../../server/back-office/audit/audit-trail';
import { historyOf } from '../../server/back-office/history';
import { createStaffMember, type StaffMember } from '../../server/back-office/staff-members';
import {
  approveContentChange,
  listContent,
  publishDueContent,
  readContentItem,
  readPublishedFaq,
  refuseContentChange,
  restoreContentVersion,
  saveContentDraft,
  submitContentChange,
} from '../../server/content/content-work';
import {
  publishedSampleContent,
  refuseSampleContentInProduction,
  seedContent,
} from '../../server/content/seed-content';
import { FAQ_SEED } from '../../server/content/faq-seed';
import { contentVersions } from '../../server/db/schema';
import { AppErrorCode } from '../../server/errors/app-error';
import type { Services } from '../../server/services';
import { createTestServices } from '../support/test-services';

// Issue 31 points 1 and 3: FAQ entries in the database, changed with maker-checker.
let services: Services;
let maker: StaffMember;
let checker: StaffMember;
let others: StaffMember[];

const staff = async (email: string, roles: StaffMember['roles']) =>
  (await createStaffMember({ services, email, name: email.split('@')[0], roles })).member;
const itemOf = async (key: string) => (await listContent(services, 'faq')).find((row) => row.item.key === key)!;
const openChange = async (key: string) => (await itemOf(key)).change!;
const answerOf = async (key: string) => (await readPublishedFaq(services)).find((entry) => entry.key === key)!.answer;
const change = (key: string, answer: string, publishAt = '') => ({
  group: 'nhf',
  question: FAQ_SEED.find((entry) => entry.key === key)!.body.question,
  answer,
  publishAt,
});

beforeAll(async () => {
  services = await createTestServices();
  maker = await staff('ife.content@bank.test', ['content_editor']);
  checker = await staff('bola.content@bank.test', ['content_editor']);
  others = [
    await staff('tola.service@bank.test', ['customer_service']),
    await staff('ngozi.compliance@bank.test', ['compliance']),
    await staff('femi.mortgage@bank.test', ['mortgage_officer']),
    await staff('ada.admin@bank.test', ['admin']),
  ];
});
afterAll(() => services.close());

describe('the seed content', () => {
  it('loads every FAQ entry once, published and marked sample, in the page order', async () => {
    await seedContent(services);
    const rows = await listContent(services, 'faq');
    expect(rows.map((row) => row.item.key)).toEqual(FAQ_SEED.map((entry) => entry.key));
    expect(rows.every((row) => row.published?.isSample && row.published.number === 1)).toBe(true);
    expect((await readPublishedFaq(services)).map((entry) => entry.question)).toEqual(
      FAQ_SEED.map((entry) => entry.body.question),
    );
  });

  it('makes production refuse to start while it is published, naming each entry, unless a staging server allows it', async () => {
    const production = (allow: boolean) =>
      ({
        ...services,
        config: { ...services.config, isProduction: true, ALLOW_SAMPLE_CONTENT_IN_PRODUCTION: allow },
      }) as Services;
    await expect(refuseSampleContentInProduction(production(false))).rejects.toThrow(
      /Refusing to start in production while sample content is published:\n {2}FAQ entry which-mortgages: Which mortgages do you offer\?/,
    );
    await expect(refuseSampleContentInProduction(production(true))).resolves.toBeUndefined();
    await expect(refuseSampleContentInProduction(services)).resolves.toBeUndefined();
  });
});

describe('a change of an FAQ entry', () => {
  it('is refused to every other role, at every step', async () => {
    const { item } = await itemOf('nhf-equity');
    for (const member of others) {
      await expect(
        saveContentDraft({ services, member, itemId: item.id, input: change('nhf-equity', 'Answer by another role.') }),
      ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
      const versionId = (await itemOf('nhf-equity')).published!.id;
      for (const step of [submitContentChange, approveContentChange, restoreContentVersion])
        await expect(step({ services, member, input: { versionId } })).rejects.toMatchObject({
          code: AppErrorCode.Forbidden,
        });
      await expect(
        refuseContentChange({ services, member, input: { versionId, reason: 'Not mine to refuse.' } }),
      ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    }
  });

  it('is checked by the kind schema: a question ends with a question mark', async () => {
    const { item } = await itemOf('nhf-equity');
    await expect(
      saveContentDraft({
        services,
        member: maker,
        itemId: item.id,
        input: { ...change('nhf-equity', 'An answer.'), question: 'No mark' },
      }),
    ).rejects.toMatchObject({ code: AppErrorCode.ValidationError, fields: { question: expect.any(String) } });
  });

  it('is published only once a second content editor approves it; its maker is refused as checker, and the try recorded', async () => {
    const { item } = await itemOf('nhf-equity');
    const before = await answerOf('nhf-equity');
    await saveContentDraft({ services, member: maker, itemId: item.id, input: change('nhf-equity', 'First words.') });
    await saveContentDraft({
      services,
      member: maker,
      itemId: item.id,
      input: change('nhf-equity', 'Better words, **bold**.'),
    });
    const draft = await openChange('nhf-equity');
    expect(draft).toMatchObject({ state: 'draft', number: 2, body: { answer: 'Better words, **bold**.' } });
    // Only the last editor submits: a checker cannot submit someone else's draft and then approve their own submission.
    await expect(
      submitContentChange({ services, member: checker, input: { versionId: draft.id } }),
    ).rejects.toMatchObject({
      code: AppErrorCode.Forbidden,
    });
    await submitContentChange({ services, member: maker, input: { versionId: draft.id } });
    expect(await answerOf('nhf-equity')).toBe(before);
    await expect(
      saveContentDraft({ services, member: maker, itemId: item.id, input: change('nhf-equity', 'Sneaked in later.') }),
    ).rejects.toMatchObject({ code: AppErrorCode.Conflict });

    await expect(
      approveContentChange({ services, member: maker, input: { versionId: draft.id } }),
    ).rejects.toMatchObject({
      code: AppErrorCode.Forbidden,
    });
    await expect(
      refuseContentChange({ services, member: maker, input: { versionId: draft.id, reason: 'Refusing my own.' } }),
    ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    expect(await answerOf('nhf-equity')).toBe(before);

    await approveContentChange({ services, member: checker, input: { versionId: draft.id } });
    expect(await answerOf('nhf-equity')).toBe('Better words, **bold**.');
    const { versions } = (await readContentItem(services, item.id))!;
    expect(versions.map((version) => [version.number, version.state, version.maker, version.checker])).toEqual([
      [2, 'published', 'ife.content', 'bola.content'],
      [1, 'superseded', '', ''],
    ]);
    await expect(
      approveContentChange({ services, member: checker, input: { versionId: draft.id } }),
    ).rejects.toMatchObject({
      code: AppErrorCode.Conflict,
    });

    const history = await historyOf(services, [item.id]);
    expect(history.map((entry) => [entry.sentence, entry.outcome, entry.actor])).toEqual([
      ['Draft of FAQ entry "nhf-equity" (version 2) saved.', 'success', 'ife.content'],
      ['Draft of FAQ entry "nhf-equity" (version 2) saved.', 'success', 'ife.content'],
      ['Change of FAQ entry "nhf-equity" (version 2) submitted for approval.', 'success', 'ife.content'],
      ['Tried to approve their own change of FAQ entry "nhf-equity" (version 2).', 'refused', 'ife.content'],
      ['Tried to refuse their own change of FAQ entry "nhf-equity" (version 2).', 'refused', 'ife.content'],
      ['Change of FAQ entry "nhf-equity" (version 2) approved and published.', 'success', 'bola.content'],
    ]);
    expect((await publishedSampleContent(services)).some((name) => name.includes('nhf-equity'))).toBe(false);
  });

  it('goes back to its maker as a draft with the reason when refused', async () => {
    const { item } = await itemOf('find-my-bvn');
    await saveContentDraft({ services, member: maker, itemId: item.id, input: change('find-my-bvn', 'Dial a code.') });
    const draft = await openChange('find-my-bvn');
    await submitContentChange({ services, member: maker, input: { versionId: draft.id } });
    await expect(
      refuseContentChange({ services, member: checker, input: { versionId: draft.id, reason: '' } }),
    ).rejects.toMatchObject({ code: AppErrorCode.ValidationError });
    await refuseContentChange({
      services,
      member: checker,
      input: { versionId: draft.id, reason: 'Give the code itself.' },
    });
    expect(await openChange('find-my-bvn')).toMatchObject({ state: 'draft', refusalReason: 'Give the code itself.' });
    expect(await answerOf('find-my-bvn')).toContain('565');
  });

  it('waits for its time once approved, and the job publishes it then', async () => {
    const { item } = await itemOf('bvn-safety');
    const now = new Date('2030-01-01T08:00:00Z');
    await saveContentDraft({
      services,
      member: maker,
      itemId: item.id,
      input: change('bvn-safety', 'Published at nine in Lagos.', '2030-01-01T09:00'),
    });
    const draft = await openChange('bvn-safety');
    expect(draft.publishAt?.toISOString()).toBe('2030-01-01T08:00:00.000Z');
    await submitContentChange({ services, member: maker, input: { versionId: draft.id } });
    const early = new Date('2030-01-01T07:00:00Z');
    await approveContentChange({ services, member: checker, input: { versionId: draft.id }, now: early });
    expect(await openChange('bvn-safety')).toMatchObject({ state: 'scheduled' });
    await publishDueContent({ services, now: new Date('2030-01-01T07:59:00Z') });
    expect(await answerOf('bvn-safety')).not.toBe('Published at nine in Lagos.');
    await publishDueContent({ services, now });
    expect(await answerOf('bvn-safety')).toBe('Published at nine in Lagos.');
    expect((await historyOf(services, [item.id])).at(-1)).toMatchObject({
      sentence: 'Scheduled change of FAQ entry "bvn-safety" (version 2) published.',
      actor: '',
    });
  });

  it('restores a version the site showed before, as a new version a second editor approves', async () => {
    const { item } = await itemOf('nhf-equity');
    const first = (await readContentItem(services, item.id))!.versions.find((version) => version.number === 1)!;
    await expect(
      restoreContentVersion({
        services,
        member: maker,
        input: { versionId: (await itemOf('nhf-equity')).published!.id },
      }),
    ).rejects.toMatchObject({ code: AppErrorCode.Conflict });
    await restoreContentVersion({ services, member: maker, input: { versionId: first.id } });
    const restored = await openChange('nhf-equity');
    expect(restored).toMatchObject({ state: 'awaiting_approval', number: 3, restoredFrom: first.id, isSample: true });
    await expect(
      restoreContentVersion({ services, member: maker, input: { versionId: first.id } }),
    ).rejects.toMatchObject({
      code: AppErrorCode.Conflict,
    });
    await expect(
      approveContentChange({ services, member: maker, input: { versionId: restored.id } }),
    ).rejects.toMatchObject({
      code: AppErrorCode.Forbidden,
    });
    await approveContentChange({ services, member: checker, input: { versionId: restored.id } });
    expect(await answerOf('nhf-equity')).toBe(first.body.answer);
    const states = await services.database.db
      .select({ number: contentVersions.number, state: contentVersions.state })
      .from(contentVersions)
      .where(eq(contentVersions.itemId, item.id));
    expect(states.sort((a, b) => a.number - b.number).map((row) => row.state)).toEqual([
      'superseded',
      'superseded',
      'published',
    ]);
  });

  it('reads in the audit trail as sentences', async () => {
    const { rows } = await listAuditTrail({ services, query: new URLSearchParams({ action: 'content.restore' }) });
    expect(rows.map((row) => row.sentence)).toEqual([
      'Version 1 of FAQ entry "nhf-equity" submitted again for approval, as version 3.',
    ]);
    // The entry is named in the subject column and links to its page, not shown as an id.
    expect(rows.map((row) => row.subjectLabel)).toEqual(['FAQ entry "nhf-equity"']);
    expect(rows[0].subjectHref).toMatch(/^\/staff\/content\/[0-9a-f-]{36}$/);
  });
});
