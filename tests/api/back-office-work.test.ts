import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../domain/back-office/staff-roles';
import {
  contactMessagesExport,
  listContactMessages,
  listRoutedMessages,
} from '../../server/back-office/contact-messages/message-queue';
import { closeContactMessage, replyToContactMessage } from '../../server/back-office/contact-messages/message-work';
import { listDataRequestQueue } from '../../server/back-office/data-requests/request-queue';
import { historyOf } from '../../server/back-office/history';
import { listLoanQueue } from '../../server/back-office/loans/loan-queue';
import { createStaffMember, type StaffMember } from '../../server/back-office/staff-members';
import { itemLinksIn } from '../../server/back-office/work/item-links';
import {
  assignWork,
  handOverWork,
  maySeeItem,
  mayWorkItem,
  routeContactMessage,
  takeWork,
  workOfItem,
} from '../../server/back-office/work/work-items';
import {
  bvnPhoneHelpRequests,
  contactMessages,
  dataSubjectRequests,
  identityLinks,
  loanApplications,
  staffMembers,
  workItems,
} from '../../server/db/schema';
import { listBvnPhoneHelpRequests } from '../../server/back-office/bvn-phone-help/help-queue';
import { listIdentityLinks } from '../../server/back-office/links/link-queue';
import { PHONE_HELP_BVN_SEAL } from '../../server/identity/request-bvn-phone-help';
import { AppError } from '../../server/errors/app-error';
import { answerOf } from '../../server/http/api/api-error';
import { sendLoanMessage, uploadLoanDocuments } from '../../server/loans/loan-applications';
import { findProfile, type Profile } from '../../server/sign-in/profiles';
import { createTestApp } from '../support/test-services';

// Issue 30 point 4 (decision 091): owners, ages and service levels, attention, routing and references.
const dataDir = mkdtempSync(join(tmpdir(), 'back-office-work-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
let femi: StaffMember;
let ada: StaffMember;
let tola: StaffMember;
let ngozi: StaffMember;
let gone: StaffMember;
let profile: Profile;

const db = () => context.services.database.db;
const query = (params: Record<string, string> = {}) => new URLSearchParams(params);
const DAY = 86_400_000;

async function staff(email: string, roles: StaffRole[], name: string, disabled = false) {
  const { member } = await createStaffMember({ services: context.services, email, name, roles });
  const [enrolled] = await db()
    .update(staffMembers)
    .set({ enrolledAt: new Date(), disabledAt: disabled ? new Date() : null })
    .where(eq(staffMembers.id, member.id))
    .returning();
  return enrolled;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return { ...answerOf(error as AppError), code: (error as AppError).code };
}

let sequence = 0;
async function loan(submittedDaysAgo = 0) {
  sequence += 1;
  const [row] = await db()
    .insert(loanApplications)
    .values({
      reference: `MTG-20261101-W${String(sequence).padStart(5, '0')}`,
      profileId: profile.id,
      productId: 'standard',
      status: 'received',
      step: 6,
      loanKobo: 2_000_000_000,
      priceKobo: 2_500_000_000,
      tenorYears: 20,
      annualRatePercent: '18',
      submittedAt: new Date(Date.now() - submittedDaysAgo * DAY),
    })
    .returning();
  return row;
}

beforeAll(async () => {
  context = await createTestApp({ DATA_DIR: dataDir });
  femi = await staff('femi.work@bank.test', ['mortgage_officer'], 'Femi Ojo');
  ada = await staff('ada.work@bank.test', ['mortgage_officer'], 'Ada Nwosu');
  tola = await staff('tola.work@bank.test', ['customer_service'], 'Tola Bello');
  ngozi = await staff('ngozi.work@bank.test', ['compliance'], 'Ngozi Eze');
  gone = await staff('gone.work@bank.test', ['mortgage_officer'], 'Gone Officer', true);
  profile = (await findProfile(context.services, '9000000016'))!;
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('owners of queue items', () => {
  it('takes, assigns and hands over a loan, role by role, in the history with sentences', async () => {
    const { services } = context;
    const item = await loan();
    const step = { services, kind: 'loan' as const, itemId: item.id };
    // Outside the loans remit: neither take nor assign.
    expect((await refusal(takeWork({ ...step, member: tola }))).code).toBe('Forbidden');
    expect((await refusal(assignWork({ ...step, member: ngozi, input: { staffId: femi.id } }))).code).toBe('Forbidden');
    // A member who cannot work the queue, or is disabled, cannot be given it.
    for (const staffId of [tola.id, gone.id, 'not-an-id'])
      expect((await refusal(assignWork({ ...step, member: femi, input: { staffId } }))).fields).toHaveProperty(
        'staffId',
      );
    expect(await takeWork({ ...step, member: femi })).toEqual({ message: 'It is yours now: it shows in your work.' });
    // The customer reads the officer who owns it.
    expect((await db().select().from(loanApplications).where(eq(loanApplications.id, item.id)))[0].officerId).toBe(
      femi.id,
    );
    // Only the owner hands over, to another member of the queue, with a note.
    expect(
      (await refusal(handOverWork({ ...step, member: ada, input: { staffId: femi.id, note: 'Yours' } }))).code,
    ).toBe('Forbidden');
    expect(
      (await refusal(handOverWork({ ...step, member: femi, input: { staffId: ada.id, note: '' } }))).fields,
    ).toHaveProperty('note');
    expect(
      await handOverWork({ ...step, member: femi, input: { staffId: ada.id, note: 'Valuation report asked for.' } }),
    ).toEqual({ message: 'Handed over to Ada Nwosu.' });
    expect(await assignWork({ ...step, member: ada, input: { staffId: femi.id } })).toEqual({
      message: 'Assigned to Femi Ojo.',
    });
    const history = (await historyOf(services, [item.id])).filter((entry) => entry.action.startsWith('work.'));
    expect(history.map((entry) => [entry.sentence, entry.actor])).toEqual([
      ['Taken by Femi Ojo.', 'Femi Ojo'],
      ['Handed over to Ada Nwosu, with the note "Valuation report asked for.".', 'Femi Ojo'],
      ['Assigned to Femi Ojo.', 'Ada Nwosu'],
    ]);
  });

  it('lets compliance, and only compliance, own a data-subject request', async () => {
    const { services } = context;
    const [request] = await db()
      .insert(dataSubjectRequests)
      .values({
        reference: 'DSR-20261101-WORK01',
        profileId: profile.id,
        kind: 'access',
        createdAt: new Date(Date.now() - 40 * DAY),
        dueAt: new Date(Date.now() - 10 * DAY),
      })
      .returning();
    const step = { services, kind: 'data-request' as const, itemId: request.id };
    expect((await refusal(takeWork({ ...step, member: femi }))).code).toBe('Forbidden');
    expect((await refusal(assignWork({ ...step, member: ngozi, input: { staffId: femi.id } }))).fields).toHaveProperty(
      'staffId',
    );
    await takeWork({ ...step, member: ngozi });
    const mine = await listDataRequestQueue({ services, query: query({ work: 'mine' }), memberId: ngozi.id });
    expect(mine.rows.map((row) => [row.reference, row.work.over, row.work.owner])).toEqual([
      ['DSR-20261101-WORK01', true, 'Ngozi Eze'],
    ]);
  });
});

describe('my work and service levels', () => {
  it('shows a member their own items, over their service level first, and nobody’s apart', async () => {
    const { services } = context;
    const fresh = await loan(0);
    const old = await loan(9);
    for (const item of [fresh, old]) await takeWork({ services, member: ada, kind: 'loan', itemId: item.id });
    const mine = await listLoanQueue({ services, query: query({ work: 'mine' }), memberId: ada.id });
    expect(mine.rows[0].id).toBe(old.id);
    expect(mine.rows[0].work).toEqual(
      expect.objectContaining({ over: true, owner: 'Ada Nwosu', age: { unit: 'days', amount: 9 } }),
    );
    expect(mine.rows.find((row) => row.id === fresh.id)?.work.over).toBe(false);
    expect(
      (await listLoanQueue({ services, query: query({ work: 'mine' }), memberId: femi.id })).rows.map((row) => row.id),
    ).not.toContain(old.id);
    const nobodys = await loan(1);
    const unowned = (await listLoanQueue({ services, query: query({ work: 'nobody' }), memberId: femi.id })).rows;
    expect(unowned.map((row) => row.id)).toEqual([nobodys.id]);
  });
});

describe('the customer’s news', () => {
  it('brings a loan back to its owner’s attention on a message or an upload, until the owner opens it', async () => {
    const { services } = context;
    const item = await loan();
    await takeWork({ services, member: femi, kind: 'loan', itemId: item.id });
    const attention = async (member: StaffMember) =>
      (await listLoanQueue({ services, query: query({ work: 'mine' }), memberId: member.id })).rows.find(
        (row) => row.id === item.id,
      )?.work.attention;
    expect(await attention(femi)).toBe(false);
    await sendLoanMessage({ services, profile, id: item.id, input: { message: 'I have sent my payslip.' } });
    expect(await attention(femi)).toBe(true);
    // Someone else opening it leaves the mark; the owner opening it clears it.
    expect((await workOfItem(services, ada, 'loan', item.id)).attentionSince).toBe('');
    expect(await attention(femi)).toBe(true);
    expect((await workOfItem(services, femi, 'loan', item.id)).attentionSince).not.toBe('');
    expect(await attention(femi)).toBe(false);
    const pdf = new File(
      [new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')],
      'payslip.pdf',
      {
        type: 'application/pdf',
      },
    );
    await uploadLoanDocuments({ services, profile, id: item.id, files: { payslip: pdf } });
    expect(await attention(femi)).toBe(true);
  });
});

describe('routing a contact message', () => {
  it('routes a mortgage question to the mortgage officers, who see and work it there', async () => {
    const { services } = context;
    const [message] = await db()
      .insert(contactMessages)
      .values({
        name: 'Kemi Ade',
        email: 'kemi@example.com',
        subject: 'mortgage',
        message: 'How is my application MTG-20261101-W00001 going? My account is 9000000016.',
      })
      .returning();
    const step = { services, kind: 'contact-message' as const, itemId: message.id };
    await takeWork({ ...step, member: tola });
    expect(mayWorkItem(femi.roles as StaffRole[], 'contact-message', null)).toBe(false);
    // Only customer service (or the queue it was routed to) routes it.
    expect((await refusal(routeContactMessage({ ...step, member: femi, input: { area: 'loans' } }))).code).toBe(
      'Forbidden',
    );
    expect(
      (await refusal(routeContactMessage({ ...step, member: tola, input: { area: 'nowhere' } }))).fields,
    ).toHaveProperty('area');
    expect(await routeContactMessage({ ...step, member: tola, input: { area: 'loans' } })).toEqual({
      message: 'Routed to Mortgage officers (mortgage applications).',
    });
    expect(mayWorkItem(femi.roles as StaffRole[], 'contact-message', 'loans')).toBe(true);
    expect(mayWorkItem(ngozi.roles as StaffRole[], 'contact-message', 'loans')).toBe(false);
    const routed = async (params: Record<string, string>, member = femi) =>
      (await listRoutedMessages({ services, area: 'loans', query: query(params), memberId: member.id })).map(
        (row) => row.id,
      );
    expect(await routed({ work: 'nobody' })).toEqual([message.id]);
    // Customer service still sees it, routed, but no longer works it (nor finds it among nobody's): the mortgage officers do.
    const ownList = async (params: Record<string, string> = {}) =>
      (await listContactMessages({ services, query: query(params), memberId: tola.id })).rows;
    expect((await ownList({ work: 'nobody' })).map((row) => row.id)).not.toContain(message.id);
    expect(mayWorkItem(tola.roles as StaffRole[], 'contact-message', 'loans')).toBe(false);
    expect(maySeeItem(tola.roles as StaffRole[], 'contact-message', 'loans')).toBe(true);
    expect(maySeeItem(ngozi.roles as StaffRole[], 'contact-message', 'loans')).toBe(false);
    for (const refused of [
      () => takeWork({ ...step, member: tola }),
      () => assignWork({ ...step, member: tola, input: { staffId: femi.id } }),
      () => routeContactMessage({ ...step, member: tola, input: { area: 'contact-messages' } }),
      () => replyToContactMessage({ services, member: tola, messageId: message.id, input: { body: 'We will look.' } }),
      () => closeContactMessage({ services, member: tola, messageId: message.id }),
    ])
      expect((await refusal(refused())).code).toBe('Forbidden');
    expect((await refusal(assignWork({ ...step, member: femi, input: { staffId: tola.id } }))).fields).toHaveProperty(
      'staffId',
    );
    await takeWork({ ...step, member: femi });
    expect(await routed({ work: 'mine' })).toEqual([message.id]);
    expect((await ownList()).find((row) => row.id === message.id)).toEqual(
      expect.objectContaining({ routedTo: 'loans', assignee: 'Femi Ojo' }),
    );
    const exported = (await contactMessagesExport.rows(services, query({}))).rows.find((row) =>
      row.includes('Femi Ojo'),
    );
    expect(exported?.[5]).toBe('Routed to Mortgage officers (mortgage applications)');
    expect(await workOfItem(services, tola, 'contact-message', message.id)).toEqual(
      expect.objectContaining({
        routedTo: 'loans',
        owner: { id: femi.id, name: 'Femi Ojo' },
        mayWork: false,
        mayTake: false,
      }),
    );
    expect((await workOfItem(services, femi, 'contact-message', message.id)).mayWork).toBe(true);
    expect((await historyOf(services, [message.id])).map((entry) => entry.sentence)).toEqual([
      'Taken by Tola Bello.',
      'Routed to Mortgage officers (mortgage applications).',
      'Taken by Femi Ojo.',
    ]);
  });

  it('links the references in a message to the items the member’s roles may open', async () => {
    const { services } = context;
    const [first] = await db()
      .select({ id: loanApplications.id })
      .from(loanApplications)
      .where(eq(loanApplications.reference, 'MTG-20261101-W00001'));
    const text = 'About mtg-20261101-w00001, MTG-20261101-NOSUCH and DSR-20261101-WORK01.';
    expect(await itemLinksIn(services, femi.roles as StaffRole[], text)).toEqual({
      'MTG-20261101-W00001': `/staff/loans/${first.id}`,
    });
    const [request] = await db()
      .select({ id: dataSubjectRequests.id })
      .from(dataSubjectRequests)
      .where(eq(dataSubjectRequests.reference, 'DSR-20261101-WORK01'));
    expect(await itemLinksIn(services, ngozi.roles as StaffRole[], text)).toEqual({
      'DSR-20261101-WORK01': `/staff/data-requests/${request.id}`,
    });
    expect(await itemLinksIn(services, tola.roles as StaffRole[], text)).toEqual({});
  });
});

// Decision 091, 2026-11-28: the links queue (an account) and the BVN phone-help queue have owners too.
describe('owners of the links and BVN phone-help queues', () => {
  const roleNames = (member: StaffMember) => member.roles.join(', ');

  it('lets customer service, and only them, own an account of the links queue; "my work" and its age follow', async () => {
    const { services } = context;
    const admin = await staff('admin.work@bank.test', ['admin'], 'Admin Ade');
    const editor = await staff('editor.work@bank.test', ['content_editor'], 'Editor Efe');
    const kemi = await staff('kemi.work@bank.test', ['customer_service'], 'Kemi Ade');
    await db()
      .insert(identityLinks)
      .values([
        {
          accountNumber: '9000000044',
          accountName: 'ADEBAYO KEMI',
          outcome: 'refused',
          reason: 'NAME_MISMATCH',
          createdAt: new Date(Date.now() - 6 * DAY),
        },
        { accountNumber: '9000000055', accountName: '', outcome: 'refused', reason: 'ACCOUNT_NOT_FOUND' },
      ]);
    const step = { services, kind: 'link' as const, itemId: '9000000044' };
    for (const member of [femi, ngozi, admin, editor]) {
      expect((await refusal(takeWork({ ...step, member }))).code, roleNames(member)).toBe('Forbidden');
      expect((await refusal(assignWork({ ...step, member, input: { staffId: tola.id } }))).code).toBe('Forbidden');
    }
    expect((await refusal(assignWork({ ...step, member: tola, input: { staffId: femi.id } }))).fields).toHaveProperty(
      'staffId',
    );
    expect((await refusal(takeWork({ ...step, itemId: '9000000099', member: tola }))).code).toBe('NotFound');
    await takeWork({ ...step, member: tola });
    expect(
      (await refusal(handOverWork({ ...step, member: kemi, input: { staffId: kemi.id, note: 'Mine now.' } }))).code,
    ).toBe('Forbidden');
    await handOverWork({
      ...step,
      member: tola,
      input: { staffId: kemi.id, note: 'Call the customer about the name.' },
    });
    expect((await workOfItem(services, kemi, 'link', '9000000044')).owner?.name).toBe('Kemi Ade');
    // Its work row is kept under the account's number itself (migration 0031), not a uuid made of it.
    expect(
      await db()
        .select({ itemId: workItems.itemId, ownerId: workItems.ownerId })
        .from(workItems)
        .where(eq(workItems.kind, 'link')),
    ).toEqual([{ itemId: '9000000044', ownerId: kemi.id }]);

    const mine = await listIdentityLinks({ services, query: query({ work: 'mine' }), memberId: kemi.id });
    expect(mine.rows.map((row) => row.accountNumber)).toEqual(['9000000044']);
    expect(mine.rows[0].work).toEqual(
      expect.objectContaining({ owner: 'Kemi Ade', over: true, age: { unit: 'days', amount: 6 } }),
    );
    const nobodys = await listIdentityLinks({ services, query: query({ work: 'nobody' }), memberId: kemi.id });
    expect(nobodys.rows.map((row) => row.accountNumber)).toContain('9000000055');
    expect(nobodys.rows.map((row) => row.accountNumber)).not.toContain('9000000044');
    expect((await historyOf(services, ['9000000044'])).map((entry) => entry.actor)).toEqual([
      'Tola Bello',
      'Tola Bello',
    ]);
  });

  it('lets customer service and administrators own a BVN phone-help request, and nobody else', async () => {
    const { services } = context;
    const admin = (await db().select().from(staffMembers).where(eq(staffMembers.email, 'admin.work@bank.test')))[0];
    const editor = (await db().select().from(staffMembers).where(eq(staffMembers.email, 'editor.work@bank.test')))[0];
    const [help] = await db()
      .insert(bvnPhoneHelpRequests)
      .values({
        reference: 'BPH-20261128-W0001',
        bvnSealed: services.cipher.encrypt('22222222222', PHONE_HELP_BVN_SEAL),
        bvnHash: 'hash-w0001',
        way: 'branch',
        journey: 'instant',
        createdAt: new Date(Date.now() - 3 * DAY),
      })
      .returning();
    const step = { services, kind: 'bvn-phone-help' as const, itemId: help.id };
    for (const member of [femi, ngozi, editor]) {
      expect((await refusal(takeWork({ ...step, member }))).code, roleNames(member)).toBe('Forbidden');
      expect((await refusal(assignWork({ ...step, member, input: { staffId: tola.id } }))).code).toBe('Forbidden');
    }
    await assignWork({ ...step, member: admin, input: { staffId: tola.id } });
    await takeWork({ ...step, member: admin });
    const roles = ['customer_service'] as const;
    const mine = await listBvnPhoneHelpRequests({
      services,
      roles,
      query: query({ work: 'mine' }),
      memberId: admin.id,
    });
    expect(mine.rows.map((row) => [row.reference, row.work.owner, row.work.over])).toEqual([
      ['BPH-20261128-W0001', 'Admin Ade', false],
    ]);
    const nobodys = await listBvnPhoneHelpRequests({ services, roles, query: query({ work: 'nobody' }) });
    expect(nobodys.rows.map((row) => row.reference)).not.toContain('BPH-20261128-W0001');
    expect((await historyOf(services, [help.id])).map((entry) => entry.sentence)).toHaveLength(2);
  });
});
