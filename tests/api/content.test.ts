import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditTrail } from '../../server/back-office/audit/audit-trail';
import { historyOf } from '../../server/back-office/history';
import { staffOverview } from '../../server/back-office/overview';
import type { StaffMember } from '../../server/back-office/staff-members';
import {
  approveContentChange,
  listContent,
  listContentAwaitingApproval,
  publishDueContent,
  readContentItem,
  readPublished,
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
import { PUBLICATION_CHECK_MS, publicationWatch, readPublicationCounts } from '../../server/content/publications';
import { contentKind } from '../../domain/content/kinds';
import { PRODUCT_SEED } from '../../domain/content/product-seed';
import { contentItems, contentVersions } from '../../server/db/schema';
import { AppErrorCode } from '../../server/errors/app-error';
import { createPublishedMemory } from '../../server/content/published-memory';
import type { Services } from '../../server/services';
import { staffMember } from '../support/content-desk';
import { createTestServices } from '../support/test-services';

// Issue 31 points 1 and 3: FAQ entries and products in the database, changed with maker-checker.
let services: Services;
let maker: StaffMember;
let checker: StaffMember;
let others: StaffMember[];

const staff = (email: string, roles: StaffMember['roles']) => staffMember(services, email, roles);
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

  it('loads at a later start the seed items the database lacks (a group added to the seed since), and only those', async () => {
    const { db } = services.database;
    const last = FAQ_SEED.at(-1)!;
    const [item] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.kind, 'faq'), eq(contentItems.key, last.key)));
    await db.delete(contentVersions).where(eq(contentVersions.itemId, item.id));
    await db.delete(contentItems).where(eq(contentItems.id, item.id));
    const published = async () => (await readPublicationCounts(services)).get('faq');
    const before = await published();

    await seedContent(services);
    const rows = await listContent(services, 'faq');
    expect(rows.map((row) => row.item.key)).toEqual(FAQ_SEED.map((entry) => entry.key));
    expect(rows.at(-1)!.published).toMatchObject({ isSample: true, number: 1 });
    expect(await published()).toBe(before! + 1);
    // A start with nothing to load counts no publish: the pages of every instance stay kept.
    await seedContent(services);
    expect(await published()).toBe(before! + 1);
  });

  it('makes production refuse to start while it is published, naming each entry, unless a staging server allows it', async () => {
    const production = (allow: boolean) =>
      ({
        ...services,
        config: { ...services.config, isProduction: true, ALLOW_SAMPLE_CONTENT_IN_PRODUCTION: allow },
      }) as Services;
    await expect(refuseSampleContentInProduction(production(false))).rejects.toThrow(
      /Refusing to start in production while sample content is published:\n[\s\S]*^ {2}FAQ entry which-mortgages: Which mortgages do you offer\?/m,
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
    // The Approvals page (decision 098): the second editor is asked, the maker sees it waiting, other roles see nothing.
    const waiting = {
      itemId: item.id,
      kind: 'faq',
      name: FAQ_SEED.find((entry) => entry.key === 'nhf-equity')!.body.question,
      number: 2,
      maker: 'ife.content',
    };
    expect(await listContentAwaitingApproval(services, checker)).toEqual([
      { ...waiting, isMine: false, submittedAt: expect.any(Date) },
    ]);
    expect(await listContentAwaitingApproval(services, maker)).toEqual([
      { ...waiting, isMine: true, submittedAt: expect.any(Date) },
    ]);
    expect((await staffOverview(services, checker)).approvals).toBe(1);
    expect((await staffOverview(services, maker)).approvals).toBe(0);
    for (const member of others) {
      expect(await listContentAwaitingApproval(services, member)).toEqual([]);
      expect((await staffOverview(services, member)).approvals).toBe(0);
    }
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

// Decision 092: products as a content kind, and a publish reaching every instance through the database.
describe('a change of a product', () => {
  const productItem = async (key: string) =>
    (await listContent(services, 'product')).find((row) => row.item.key === key)!;
  const savingsRateOf = async (key: string) =>
    (await readPublished(services, 'product')).find((content) => content.key === key)!.body.pricing!.rates[0]
      .annualRatePercent;

  it('is seeded for every product, marked sample, and production names each product it refuses for', async () => {
    expect((await listContent(services, 'product')).map((row) => row.item.key)).toEqual(Object.keys(PRODUCT_SEED));
    expect(await savingsRateOf('1')).toBe(4);
    expect(await publishedSampleContent(services)).toEqual(
      expect.arrayContaining(['Product 1: Regular Savings', 'Product 13: AG-Sprint']),
    );
  });

  it('changes a rate and keeps what its form does not show; approved by a second editor, it raises the counter once', async () => {
    const { item, published } = await productItem('1');
    const fields = contentKind('product').fields(published!.body, []);
    expect(fields.map((field) => field.name)).toEqual(['rate-0', 'rateFrom-0', 'requirements']);
    const posted = Object.fromEntries(fields.map((field) => [field.name, field.value]));
    await expect(
      saveContentDraft({ services, member: maker, itemId: item.id, input: { ...posted, 'rate-0': 'four' } }),
    ).rejects.toMatchObject({ code: AppErrorCode.ValidationError, fields: { 'rate-0': expect.any(String) } });
    await saveContentDraft({
      services,
      member: maker,
      itemId: item.id,
      input: { ...posted, 'rate-0': '4.75', 'rateFrom-0': '2026-12-01' },
    });
    const draft = (await productItem('1')).change!;
    expect(draft.body.pricing).toEqual({
      rates: [{ kind: 'savings', annualRatePercent: 4.75, effectiveFrom: '2026-12-01' }],
      fees: [],
    });
    await submitContentChange({ services, member: maker, input: { versionId: draft.id } });
    const before = await readPublicationCounts(services);
    expect(await savingsRateOf('1')).toBe(4);
    await approveContentChange({ services, member: checker, input: { versionId: draft.id } });
    expect(await savingsRateOf('1')).toBe(4.75);
    const after = await readPublicationCounts(services);
    expect(after.get('product')).toBe(before.get('product')! + 1);
    expect(after.get('faq')).toBe(before.get('faq'));
    expect(await publishedSampleContent(services)).not.toContain('Product 1: Regular Savings');
  });

  it('names a product in the audit trail by its key', async () => {
    const { item } = await productItem('1');
    expect((await historyOf(services, [item.id])).at(-1)?.sentence).toBe(
      'Change of Product "1" (version 2) approved and published.',
    );
  });
});

describe('the publication watch of an instance', () => {
  it('reads the counts at most once a second, and names the counts of the kinds that change a page', async () => {
    let clock = 1_000_000;
    let reads = 0;
    const counting = {
      database: {
        ...services.database,
        get db() {
          reads += 1;
          return services.database.db;
        },
      },
      publishedMemory: createPublishedMemory(),
    } as Pick<Services, 'database' | 'publishedMemory'>;
    const generationOf = publicationWatch(counting, { now: () => clock });
    expect(await generationOf('/anniversary')).toBe('');
    expect(reads).toBe(0);
    const counts = await readPublicationCounts(services);
    const first = await generationOf('/rates');
    expect(first).toBe(`product:${counts.get('product')}`);
    expect(await generationOf('/products/1')).toBe(first);
    expect(await generationOf('/faq')).toBe(`faq:${counts.get('faq')}`);
    expect(reads).toBe(1);

    // A publish on another instance: this one sees it once its second is over, not before.
    const { item, published } = (await listContent(services, 'product')).find((row) => row.item.key === '2')!;
    const posted = Object.fromEntries(
      contentKind('product')
        .fields(published!.body, [])
        .map((field) => [field.name, field.value]),
    );
    await saveContentDraft({ services, member: maker, itemId: item.id, input: { ...posted, 'rate-0': '8' } });
    const draft = (await listContent(services, 'product')).find((row) => row.item.key === '2')!.change!;
    await submitContentChange({ services, member: maker, input: { versionId: draft.id } });
    await approveContentChange({ services, member: checker, input: { versionId: draft.id } });
    clock += PUBLICATION_CHECK_MS - 1;
    expect(await generationOf('/rates')).toBe(first);
    clock += 1;
    expect(await generationOf('/rates')).toBe(`product:${counts.get('product')! + 1}`);
    expect(reads).toBe(2);
  });

  it('says null when the counts cannot be read, so that no stored page is served', async () => {
    const broken = {
      database: {
        db: {
          select: () => {
            throw new Error('database down');
          },
        },
      },
      publishedMemory: createPublishedMemory(),
    } as unknown as Pick<Services, 'database' | 'publishedMemory'>;
    expect(await publicationWatch(broken)('/faq')).toBeNull();
  });
});
