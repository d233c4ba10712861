import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAbout } from '../../app/routes/about.server';
import { loadContact } from '../../app/routes/contact.server';
import { listAuditTrail } from '../../server/back-office/audit/audit-trail';
import type { StaffMember } from '../../server/back-office/staff-members';
import {
  addContentItem,
  approveContentChange,
  listContent,
  publishDueContent,
  saveContentDraft,
} from '../../server/content/content-work';
import { branchNames, publishedBranchChoices } from '../../server/content/branch-choices';
import { readPublicationCounts } from '../../server/content/publications';
import { publishedSampleContent } from '../../server/content/seed-content';
import { contentVersions } from '../../server/db/schema';
import { AppErrorCode } from '../../server/errors/app-error';
import type { Services } from '../../server/services';
import { BRANCH_SEED } from '../../domain/content/branch-seed';
import { contentTexts } from '../../domain/messages/back-office/content';
import { type ContentDesk, openContentDesk, routeArgs as deskRouteArgs } from '../support/content-desk';

// Issue 31 (decision 097): the branches as content, drawn by /about and /contact from their published versions.
let desk: ContentDesk;
let services: Services;
let maker: StaffMember;
let checker: StaffMember;
const texts = contentTexts.branch.errors;

/** What the draft form posts for the Ikeja branch, with a new line and hours unless told otherwise. */
const branchForm = (more: Record<string, string> = {}) => ({
  name: 'Ikeja (Opebi)',
  state: 'Lagos',
  address: '24 Opebi Road, Ikeja, Lagos',
  phones: '0201 700 0099\n0803 123 4567',
  email: 'ikeja@agmortgagebank.com',
  hours: 'Monday to Saturday, 8:00 am to 5:00 pm',
  mapUrl: '',
  code: '102',
  isHeadOffice: 'no',
  ...more,
});

const routeArgs = (path: string, params: Record<string, string> = {}) => deskRouteArgs(services, path, params);
const contactBranches = async () =>
  ((await loadContact(routeArgs('/contact'))) as { data: { branches: unknown[] } }).data;

beforeAll(async () => {
  desk = await openContentDesk('branches');
  ({ services, maker, checker } = desk);
});
afterAll(() => desk.close());

describe('the seed branches', () => {
  it('are today’s six branches, published as version 1 and marked sample, which production names to replace', async () => {
    const rows = await listContent(services, 'branch');
    expect(rows.map((row) => row.item.key)).toEqual(BRANCH_SEED.map((branch) => branch.key));
    expect(rows.every((row) => row.published?.number === 1 && row.published.isSample)).toBe(true);
    expect(await publishedSampleContent(services)).toContain('Branch abuja: Abuja');
  });

  it('are the cards of /about and /contact, with a map search of the address', async () => {
    const { branches } = await loadAbout(routeArgs('/about'));
    expect(branches.map((branch) => branch.name)).toEqual(BRANCH_SEED.map((branch) => branch.body.name));
    expect(branches[0]).toMatchObject({
      state: 'Lagos State',
      phones: [{ text: '+234 201 700 0011', href: 'tel:+2342017000011' }],
    });
    expect(branches[0].mapHref).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect((await contactBranches()).branches).toEqual(branches);
  });
});

describe('changing a branch', () => {
  const ikeja = async () => (await listContent(services, 'branch')).find((row) => row.item.key === 'ikeja')!.item.id;
  const refusal = async (more: Record<string, string>) =>
    saveContentDraft({ services, member: maker, itemId: await ikeja(), input: branchForm(more) }).catch(
      (error: { code: string; fields?: Record<string, string> }) => error,
    );

  it('refuses a number that is not Nigerian, a map link that is not https, an empty name or a bad e-mail', async () => {
    for (const [more, field, message] of [
      [{ phones: '0201 700' }, 'phones', texts.phones],
      [{ phones: '+233 24 123 4567' }, 'phones', texts.phones],
      [{ mapUrl: 'http://maps.example.com/?q=Ikeja' }, 'mapUrl', texts.mapUrl],
      [{ mapUrl: 'javascript:alert(1)' }, 'mapUrl', texts.mapUrl],
      [{ name: ' ' }, 'name', texts.name],
      [{ email: 'ikeja@' }, 'email', texts.email],
      [{ state: 'Lagos State' }, 'state', texts.state],
      [{ code: '10A' }, 'code', texts.code],
      [{ code: '' }, 'code', texts.code],
    ] as const) {
      expect(await refusal(more)).toMatchObject({ code: AppErrorCode.ValidationError, fields: { [field]: message } });
    }
  });

  it('shows on /about and /contact only once a second content editor approves it', async () => {
    const itemId = await ikeja();
    const before = (await readPublicationCounts(services)).get('branch')!;
    const change = await desk.submit(itemId, branchForm());
    // Each number is kept as people read it; an empty map link becomes a search of the address.
    expect(change.body).toMatchObject({
      phones: ['+234 201 700 0099', '+234 803 123 4567'],
      mapUrl: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\//),
    });
    await expect(
      approveContentChange({ services, member: maker, input: { versionId: change.id } }),
    ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    const ikejaOnContact = async () =>
      ((await contactBranches()).branches as { key: string; phones: { text: string }[]; hours: string }[]).find(
        (branch) => branch.key === 'ikeja',
      )!;
    expect((await ikejaOnContact()).phones.map((phone) => phone.text)).toEqual(['+234 201 700 0011']);

    await desk.approve(change.id);
    expect((await readPublicationCounts(services)).get('branch')).toBe(before + 1);
    expect(await ikejaOnContact()).toMatchObject({
      phones: [{ text: '+234 201 700 0099' }, { text: '+234 803 123 4567' }],
      hours: 'Monday to Saturday, 8:00 am to 5:00 pm',
    });
    const { branches } = await loadAbout(routeArgs('/about'));
    expect(branches.find((branch) => branch.key === 'ikeja')?.hours).toBe('Monday to Saturday, 8:00 am to 5:00 pm');
    expect(await publishedSampleContent(services)).not.toContain('Branch ikeja: Ikeja (Opebi)');
  });

  it('adds a branch keyed by the next number, shown once approved', async () => {
    const item = await addContentItem({ services, member: maker, kind: 'branch' });
    expect(item.key).toBe('1');
    await desk.publish(
      item.id,
      branchForm({
        name: 'Ibadan',
        state: 'Oyo',
        address: '8 Ring Road, Ibadan, Oyo State',
        phones: '0803 123 4567',
        code: '105',
        isHeadOffice: 'no',
      }),
    );
    const { branches } = await loadAbout(routeArgs('/about'));
    expect(branches.at(-1)).toMatchObject({ key: '1', name: 'Ibadan', state: 'Oyo State' });
    // The account-opening forms offer it too, with its code for the core banking, before "Others" (decision 101).
    expect((await publishedBranchChoices(services)).slice(-2)).toEqual([
      { value: '1', label: 'Ibadan', code: '105' },
      { value: 'others', label: 'Others', code: '102' },
    ]);
    // Staff screens name a customer's branch as the forms offered it, not by its key.
    const branchName = await branchNames(services);
    expect(['1', 'ikeja', 'gone'].map(branchName)).toEqual(['Ibadan', 'Ikeja', 'gone']);
  });
});

describe('the head office', () => {
  const itemOf = async (key: string) =>
    (await listContent(services, 'branch')).find((row) => row.item.key === key)!.item.id;
  /** Saves and submits a draft making the branch of `key` the head office; the version waiting for approval. */
  const askHeadOffice = async (key: string, name: string) =>
    (await desk.submit(await itemOf(key), branchForm({ name, isHeadOffice: 'yes' }))).id;

  it('is one branch: a second is refused at approval, and at saving once the first is on the site', async () => {
    const abuja = await askHeadOffice('abuja', 'Abuja');
    const enugu = await askHeadOffice('enugu', 'Enugu');
    await desk.approve(abuja);
    const onlyOne = {
      code: AppErrorCode.ValidationError,
      fields: { isHeadOffice: contentTexts.errors.onlyOne('Abuja') },
    };
    expect(contentTexts.errors.onlyOne('Abuja')).toBe(
      'Abuja is already the head office: the bank has one. Mark it a branch first, then this one the head office.',
    );
    await expect(
      approveContentChange({ services, member: checker, input: { versionId: enugu } }),
    ).rejects.toMatchObject(onlyOne);
    await expect(
      saveContentDraft({
        services,
        member: maker,
        itemId: await itemOf('aba'),
        input: branchForm({ name: 'Aba', isHeadOffice: 'yes' }),
      }),
    ).rejects.toMatchObject(onlyOne);
    const { branches } = await loadAbout(routeArgs('/about'));
    expect(branches.filter((branch) => branch.isHeadOffice).map((branch) => branch.key)).toEqual(['abuja']);
  });
});

// Decision 104: the scheduling job checks the head office again when a scheduled change's time comes.
describe('a scheduled head office', () => {
  const itemOf = async (key: string) =>
    (await listContent(services, 'branch')).find((row) => row.item.key === key)!.item.id;
  /** Saves, submits and approves a change of the branch of `key`; the version. */
  const approved = async (key: string, form: Record<string, string>, now?: Date) =>
    (await desk.publish(await itemOf(key), branchForm(form), now)).id;
  const stateOf = async (versionId: string) =>
    (
      await services.database.db
        .select({ state: contentVersions.state })
        .from(contentVersions)
        .where(eq(contentVersions.id, versionId))
    )[0].state;

  it('is not published when another branch became the head office since its approval: it goes back to Approvals', async () => {
    await approved('abuja', { name: 'Abuja', isHeadOffice: 'no' });
    const aba = await approved(
      'aba',
      { name: 'Aba', isHeadOffice: 'yes', publishAt: '2030-01-01T09:00' },
      new Date('2030-01-01T07:00:00Z'),
    );
    expect(await stateOf(aba)).toBe('scheduled');
    // Two approvals at the same moment can leave it so: Ikeja became the head office while Aba waited.
    const [ikeja] = await services.database.db
      .select({ id: contentVersions.id, body: contentVersions.body })
      .from(contentVersions)
      .where(and(eq(contentVersions.itemId, await itemOf('ikeja')), eq(contentVersions.state, 'published')));
    await services.database.db
      .update(contentVersions)
      .set({ body: { ...(ikeja.body as object), isHeadOffice: true } })
      .where(eq(contentVersions.id, ikeja.id));

    await publishDueContent({ services, now: new Date('2030-01-01T08:00:00Z') });
    expect(await stateOf(aba)).toBe('awaiting_approval');
    const { branches } = await loadAbout(routeArgs('/about'));
    expect(branches.filter((branch) => branch.isHeadOffice).map((branch) => branch.key)).toEqual(['ikeja']);
    const { rows } = await listAuditTrail({ services, query: new URLSearchParams({ action: 'content.publish' }) });
    expect(rows.map((row) => row.sentence)).toEqual([
      expect.stringMatching(
        /^Scheduled change of Branch "aba" \(version \d+\) not published: Ikeja \(Opebi\) is already the head office\. It is back on Approvals\.$/,
      ),
    ]);
    // Approved again, it says why.
    await expect(approveContentChange({ services, member: checker, input: { versionId: aba } })).rejects.toMatchObject({
      fields: { isHeadOffice: contentTexts.errors.onlyOne('Ikeja (Opebi)') },
    });
  });
});
