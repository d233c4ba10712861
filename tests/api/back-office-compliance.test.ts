import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppErrorCode } from '../../server/errors/app-error';
import { csvOf } from '../../domain/csv';
import { lagosExportTime } from '../../domain/lagos-time';
import { CUSTOMER_SEALS } from '../../server/accounts/sealed-fields';
import { storeDocument } from '../../server/accounts/documents';
import { APPROVED_ACTIONS } from '../../server/back-office/approval-actions';
import { decideApproval, pendingApprovalFor } from '../../server/back-office/approvals';
import { listAuditTrail, auditTrailCsv } from '../../server/back-office/audit/audit-trail';
import {
  answerDataRequest,
  askErasure,
  openDataRequest,
} from '../../server/back-office/data-requests/data-request-work';
import { screenAgain, screeningForStaff } from '../../server/back-office/applications/application-screening';
import { askCorrection } from '../../server/back-office/data-requests/data-correction';
import { searchCustomers } from '../../server/back-office/customers/customer-search';
import { daysLeft } from '../../server/back-office/data-requests/days-left';
import { heldData } from '../../server/back-office/data-requests/held-data';
import { remindDueDataRequests } from '../../server/back-office/data-requests/request-reminders';
import { listDataRequestQueue, dataRequestsCsv } from '../../server/back-office/data-requests/request-queue';
import { QUEUE_EXPORTS } from '../../server/back-office/exports';
import { historyOf } from '../../server/back-office/history';
import { recordStaffAction } from '../../server/back-office/staff-actions';
import { createStaffMember, type StaffMember } from '../../server/back-office/staff-members';
import {
  answerWhistleBlowerReport,
  openWhistleBlowerReport,
} from '../../server/back-office/whistle-blower/report-work';
import {
  listWhistleBlowerReports,
  whistleBlowerReportsCsv,
} from '../../server/back-office/whistle-blower/report-queue';
import { DATA_REQUEST_ANSWER_SEAL, fileDataRequest } from '../../server/customer-area/data-requests';
import {
  accountApplications,
  applicationScreenings,
  contactMessages,
  customerProfiles,
  customers,
  dataSubjectRequests,
  loanApplications,
  newsletterSubscribers,
  staffApprovals,
  whistleBlowerReports,
} from '../../server/db/schema';
import { startLoanApplication } from '../../server/loans/loan-applications';
import { listOutbox } from '../../server/messaging/outbox';
import { findProfile, findProfileById, type Profile } from '../../server/sign-in/profiles';
import { BANK_MESSAGE_SEAL } from '../../server/whistle-blower/report-fields';
import { createTestApp } from '../support/test-services';
import { openWebsiteAccount, type WebsiteCustomer } from '../support/website-customer';

// Issue 10: compliance's queues — whistle-blower reports, data-subject requests, the audit trail.
const dataDir = mkdtempSync(join(tmpdir(), 'back-office-compliance-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
let officer: StaffMember;
let checker: StaffMember;
let mortgageOfficer: StaffMember;
let customerService: StaffMember;
let administrator: StaffMember;
let clientNumber = 0;
const newClient = () => `198.51.100.${(clientNumber += 1)}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const query = (params: Record<string, string> = {}) => new URLSearchParams(params);
const mailsTo = async (address: string) =>
  (await listOutbox(context.services, { limit: 10_000 })).filter(
    (entry) => entry.channel === 'email' && entry.to === address,
  );

beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true', DATA_DIR: dataDir, WHISTLEBLOWER_EMAIL: 'ethics@bank.test' });
  const { services } = context;
  officer = (
    await createStaffMember({ services, email: 'ngozi.compliance@bank.test', name: 'Ngozi Eze', roles: ['compliance'] })
  ).member;
  checker = (
    await createStaffMember({ services, email: 'bola.compliance@bank.test', name: 'Bola Ade', roles: ['compliance'] })
  ).member;
  mortgageOfficer = (
    await createStaffMember({
      services,
      email: 'femi.mortgage@bank.test',
      name: 'Femi Ojo',
      roles: ['mortgage_officer'],
    })
  ).member;
  customerService = (
    await createStaffMember({ services, email: 'tayo.cs@bank.test', name: 'Tayo Bello', roles: ['customer_service'] })
  ).member;
  administrator = (await createStaffMember({ services, email: 'admin@bank.test', name: 'Ada Admin', roles: ['admin'] }))
    .member;
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await context.services.database.db.execute(sql`delete from rate_limits`);
});

/**
 * A maker-checker request of the data-requests remit from ask to approval: `ask` makes it; each of
 * `refusedCheckers` is refused as its checker (decision 032); `whileWaiting` looks at it while it
 * waits (nothing done yet); then `checker` approves it. Answers the approval as it waited.
 */
async function askThenApprove({
  kind,
  itemId,
  ask,
  checker,
  refusedCheckers = [],
  whileWaiting,
}: {
  kind: 'data.erase' | 'data.correct';
  itemId: string;
  ask: () => Promise<unknown>;
  checker: StaffMember;
  refusedCheckers?: StaffMember[];
  whileWaiting?: (approval: NonNullable<Awaited<ReturnType<typeof pendingApprovalFor>>>) => Promise<void>;
}) {
  const { services } = context;
  await ask();
  const approval = await pendingApprovalFor(services, kind, itemId);
  expect(approval, `${kind} waits for a checker`).not.toBeNull();
  const decide = (member: StaffMember) =>
    decideApproval({
      services,
      approvalId: approval!.id,
      checker: member,
      decision: 'approved',
      actions: APPROVED_ACTIONS,
    });
  for (const member of refusedCheckers)
    await expect(decide(member), member.name).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
  await whileWaiting?.(approval!);
  await decide(checker);
  return approval!;
}

function postMessage(path: string, body: unknown) {
  return context.app.request(`/api/v1/messages/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
    body: JSON.stringify(body),
  });
}

async function submitReport(category = 'fraud') {
  const response = await postMessage('whistle-blower', {
    category,
    whatHappened: 'A cashier at the Ikeja branch takes cash to skip the queue for NHF forms.',
    whenHappened: 'Since May 2025',
    reporterName: 'Tolu Bello',
    reporterContact: 'tolu.bello@example.com',
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { reference: string; secret: string };
}

describe('whistle-blower reports', () => {
  it('lists by status and date, pages, and exports without the reporter', async () => {
    const first = await submitReport('fraud');
    const second = await submitReport('bribery');
    const { services } = context;
    const [secondRow] = await services.database.db
      .select()
      .from(whistleBlowerReports)
      .where(eq(whistleBlowerReports.reference, second.reference));
    await answerWhistleBlowerReport({
      services,
      member: officer,
      id: secondRow.id,
      input: { status: 'under_review', message: '' },
    });

    const received = await listWhistleBlowerReports({ services, query: query({ status: 'received' }) });
    expect(received.rows.map((row) => row.reference)).toContain(first.reference);
    expect(received.rows.map((row) => row.reference)).not.toContain(second.reference);
    const review = await listWhistleBlowerReports({ services, query: query({ status: 'under_review' }) });
    expect(review.rows.find((row) => row.reference === second.reference)).toMatchObject({
      category: 'bribery',
      status: 'under_review',
    });

    const today = new Date(Date.now() + 3600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 3600_000 + DAY_MS).toISOString().slice(0, 10);
    expect(
      (await listWhistleBlowerReports({ services, query: query({ from: today, to: today }) })).total,
    ).toBeGreaterThanOrEqual(2);
    expect((await listWhistleBlowerReports({ services, query: query({ from: tomorrow }) })).total).toBe(0);
    // A nonsense filter is no filter, never an error.
    expect(
      (await listWhistleBlowerReports({ services, query: query({ status: "'; drop table x", page: '-3' }) })).page,
    ).toBe(1);

    const csv = await whistleBlowerReportsCsv(services, query());
    expect(csv.header).toEqual(['Reference', 'Status', 'Category', 'Received', 'Last updated']);
    const text = csvOf(csv.header, csv.rows);
    expect(text).toContain(first.reference);
    expect(text).not.toContain('Tolu');
    expect(text).not.toContain('tolu.bello');
    expect(text).not.toContain('cashier');
    expect(QUEUE_EXPORTS['whistle-blower'].area).toBe('whistle-blower');
  });

  it('shows compliance the decrypted report, and the reporter reads the new status and message by reference and secret', async () => {
    const { reference, secret } = await submitReport();
    const { services } = context;
    const [row] = await services.database.db
      .select()
      .from(whistleBlowerReports)
      .where(eq(whistleBlowerReports.reference, reference));

    const opened = await openWhistleBlowerReport({ services, member: officer, id: row.id });
    expect(opened.fields).toMatchObject({
      category: 'fraud',
      reporterName: 'Tolu Bello',
      reporterContact: 'tolu.bello@example.com',
      whoInvolved: null,
    });

    const before = await (await postMessage('whistle-blower/status', { reference, secret })).json();
    expect(before.report).toMatchObject({ status: 'received', message: null });

    const message = 'Thank you. We have opened an investigation and will keep your identity confidential.';
    const saved = await answerWhistleBlowerReport({
      services,
      member: officer,
      id: row.id,
      input: { status: 'under_review', message },
    });
    expect(saved.status).toBe('success');

    // Sealed at rest, like the report's other fields.
    const [stored] = await services.database.db
      .select()
      .from(whistleBlowerReports)
      .where(eq(whistleBlowerReports.id, row.id));
    expect(stored.bankMessage).not.toContain('investigation');
    expect(services.cipher.decrypt(stored.bankMessage!, BANK_MESSAGE_SEAL)).toBe(message);

    const after = await postMessage('whistle-blower/status', { reference, secret });
    expect(after.status).toBe(200);
    expect((await after.json()).report).toMatchObject({ reference, status: 'under_review', message });

    // Audited with the officer as actor; the message itself stays out of the log. The opening is
    // in the audit trail, not in the report's history.
    const history = await historyOf(services, [row.id]);
    expect(history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['whistleblower.report', 'whistleblower.answer']),
    );
    expect(history.map((entry) => entry.action)).not.toContain('whistleblower.view');
    const answer = history.find((entry) => entry.action === 'whistleblower.answer')!;
    expect(answer.actor).toBe('Ngozi Eze');
    expect(answer.sentence).toBe('Report status "Under review", message to the reporter changed.');
    const trail = await listAuditTrail({ services, query: query({ subject: reference }) });
    expect(trail.rows.map((event) => event.action)).toEqual(
      expect.arrayContaining(['whistleblower.report', 'whistleblower.view', 'whistleblower.answer']),
    );
    expect(trail.rows.map((event) => event.details).join()).not.toContain('investigation');
  });

  it('refuses an unknown status and an unknown report', async () => {
    const { services } = context;
    const { reference } = await submitReport();
    const [row] = await services.database.db
      .select()
      .from(whistleBlowerReports)
      .where(eq(whistleBlowerReports.reference, reference));
    await expect(
      answerWhistleBlowerReport({ services, member: officer, id: row.id, input: { status: 'deleted', message: '' } }),
    ).rejects.toMatchObject({ code: AppErrorCode.ValidationError, fields: { status: 'Choose a status.' } });
    await expect(openWhistleBlowerReport({ services, member: officer, id: 'not-an-id' })).rejects.toMatchObject({
      code: AppErrorCode.NotFound,
    });
    await expect(
      openWhistleBlowerReport({ services, member: officer, id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: AppErrorCode.NotFound });
  });
});

describe('data-subject requests', () => {
  let customer: WebsiteCustomer;
  let profile: Profile;

  beforeAll(async () => {
    customer = await openWebsiteAccount(context.app, context.services, {
      bvnNo: '71234567401',
      email: 'dsr.customer@example.com',
    });
    profile = (await findProfile(context.services, customer.acctNumber))!;
  });

  /** A request received `ageDays` ago (so due in 30 - ageDays days). */
  async function requestAged(ageDays: number, kind: 'access' | 'rectification' | 'erasure' = 'rectification') {
    const { services } = context;
    // Many requests of one customer in this file: the daily limit per profile is not what is tested here.
    await services.database.db.execute(sql`delete from rate_limits`);
    const { request } = await fileDataRequest({
      services,
      profile,
      input: { kind, details: 'Please correct the spelling of my middle name.' },
      email: customer.email,
    });
    const createdAt = new Date(Date.now() - ageDays * DAY_MS);
    const [row] = await services.database.db
      .update(dataSubjectRequests)
      .set({ createdAt, dueAt: new Date(createdAt.getTime() + 30 * DAY_MS) })
      .where(eq(dataSubjectRequests.reference, request.reference))
      .returning();
    return row;
  }

  it('counts the days left of the 30 in Lagos days', () => {
    const now = new Date('2025-06-10T12:00:00Z');
    expect(daysLeft(new Date('2025-06-10T22:59:00Z'), now)).toBe(0); // 23:59 in Lagos: due today
    expect(daysLeft(new Date('2025-06-10T23:00:00Z'), now)).toBe(1); // midnight in Lagos: tomorrow
    expect(daysLeft(new Date('2025-06-15T08:00:00Z'), now)).toBe(5);
    expect(daysLeft(new Date('2025-06-08T08:00:00Z'), now)).toBe(-2);
  });

  it('filters by kind, state, overdue and due within 5 days, and shows the days left', async () => {
    const { services } = context;
    const fresh = await requestAged(1);
    const soon = await requestAged(27);
    const late = await requestAged(32, 'access');

    const all = await listDataRequestQueue({ services, query: query() });
    expect(all.rows.find((row) => row.id === fresh.id)?.daysLeft).toBe(29);
    expect(all.rows.find((row) => row.id === soon.id)?.daysLeft).toBe(3);
    expect(all.rows.find((row) => row.id === late.id)?.daysLeft).toBe(-2);
    // The most urgent first.
    expect(all.rows[0].id).toBe(late.id);

    const overdue = await listDataRequestQueue({ services, query: query({ due: 'overdue' }) });
    expect(overdue.rows.map((row) => row.id)).toEqual([late.id]);
    const dueSoon = (await listDataRequestQueue({ services, query: query({ due: 'due-soon' }) })).rows.map(
      (row) => row.id,
    );
    expect(dueSoon).toContain(soon.id);
    expect(dueSoon).not.toContain(fresh.id);
    expect(dueSoon).not.toContain(late.id);
    expect(
      (await listDataRequestQueue({ services, query: query({ kind: 'access' }) })).rows.map((row) => row.id),
    ).toContain(late.id);
    expect(
      (await listDataRequestQueue({ services, query: query({ kind: 'access' }) })).rows.map((row) => row.id),
    ).not.toContain(soon.id);
    expect(
      (await listDataRequestQueue({ services, query: query({ q: fresh.reference }) })).rows.map((row) => row.id),
    ).toEqual([fresh.id]);

    const csv = await dataRequestsCsv(services, query({ due: 'overdue' }));
    expect(csv.rows).toEqual([
      [late.reference, 'access', 'received', lagosExportTime(late.createdAt), lagosExportTime(late.dueAt), -2, ''],
    ]);
  });

  it('pages 20 at a time', async () => {
    const { services } = context;
    for (let index = 0; index < 21; index += 1) await requestAged(0);
    const firstPage = await listDataRequestQueue({ services, query: query() });
    expect(firstPage.rows).toHaveLength(20);
    expect(firstPage.pages).toBeGreaterThanOrEqual(2);
    const secondPage = await listDataRequestQueue({ services, query: query({ page: '2' }) });
    expect(secondPage.page).toBe(2);
    expect(secondPage.rows.some((row) => firstPage.rows.some((first) => first.id === row.id))).toBe(false);
  });

  it('reminds every compliance officer once per request when 5 days or fewer remain', async () => {
    const { services } = context;
    await services.database.db.update(dataSubjectRequests).set({ remindedAt: new Date() });
    const due = await requestAged(25); // 5 days left
    const notYet = await requestAged(24); // 6 days left
    const answered = await requestAged(28);
    await answerDataRequest({
      services,
      member: officer,
      id: answered.id,
      outcome: 'completed',
      input: { answer: 'Your middle name is corrected on our records.' },
    });

    expect(await remindDueDataRequests({ services })).toBe(1);
    const reminders = async (reference: string) =>
      (await listOutbox(services, { limit: 10_000 })).filter(
        (entry) => entry.subject === `Data request ${reference}: 5 days or fewer left`,
      );
    const sent = await reminders(due.reference);
    expect(sent.map((entry) => entry.to).sort()).toEqual(['bola.compliance@bank.test', 'ngozi.compliance@bank.test']);
    expect(sent[0].text).toContain(`/staff/data-requests/${due.id}`);
    expect(sent[0].text).toContain('5 of 30 days left');
    expect(sent[0].text).not.toContain(customer.email);

    // Run again (the next day, or a second instance): nothing more for the same request.
    expect(await remindDueDataRequests({ services })).toBe(0);
    expect(await reminders(due.reference)).toHaveLength(2);
    expect(await reminders(notYet.reference)).toHaveLength(0);
    expect(await reminders(answered.reference)).toHaveLength(0);
    expect(await remindDueDataRequests({ services, now: new Date(Date.now() + DAY_MS) })).toBe(1);
    expect(await reminders(notYet.reference)).toHaveLength(2);
  });

  it('completes or declines with an answer: sealed, e-mailed to the customer, audited, and never twice', async () => {
    const { services } = context;
    const request = await requestAged(3);
    const opened = await openDataRequest({ services, member: officer, id: request.id });
    expect(opened).toMatchObject({
      kind: 'rectification',
      state: 'received',
      details: 'Please correct the spelling of my middle name.',
      daysLeft: 27,
    });
    expect(opened.customer).toMatchObject({ email: customer.email, accountNumbers: [customer.acctNumber] });

    await expect(
      answerDataRequest({ services, member: officer, id: request.id, outcome: 'declined', input: { answer: 'short' } }),
    ).rejects.toMatchObject({ code: AppErrorCode.ValidationError });
    const answer = 'We cannot change your name without a sworn affidavit. Bring one to any branch.';
    const result = await answerDataRequest({
      services,
      member: officer,
      id: request.id,
      outcome: 'declined',
      input: { answer },
    });
    expect(result.message).toContain('declined');
    const [stored] = await services.database.db
      .select()
      .from(dataSubjectRequests)
      .where(eq(dataSubjectRequests.id, request.id));
    expect(stored.state).toBe('declined');
    expect(stored.answerSealed).not.toContain('affidavit');
    expect(services.cipher.decrypt(stored.answerSealed!, DATA_REQUEST_ANSWER_SEAL)).toBe(answer);
    const mails = (await mailsTo(customer.email)).filter(
      (mail) => mail.subject?.includes(request.reference) && mail.text.includes('affidavit'),
    );
    expect(mails).toHaveLength(1);

    await expect(
      answerDataRequest({ services, member: officer, id: request.id, outcome: 'completed', input: { answer } }),
    ).rejects.toMatchObject({ code: AppErrorCode.NotOpen });
    const history = await historyOf(services, [request.id]);
    expect(history.find((entry) => entry.action === 'data-requests.decline')?.actor).toBe('Ngozi Eze');
  });
});

describe('erasure through maker-checker', () => {
  it('erases only the items asked for, keeps the rest, and completes the request with its answer afterwards', async () => {
    const { services } = context;
    const customer = await openWebsiteAccount(context.app, services, {
      bvnNo: '71234567402',
      email: 'erase.me@example.com',
    });
    const profile = (await findProfile(services, customer.acctNumber))!;
    const { db } = services.database;
    await db
      .update(customerProfiles)
      .set({
        passwordHash: 'scrypt$x',
        passwordSetAt: new Date(),
        addressSealed: services.cipher.encrypt('{"homeAddress":"1 Marina"}', 'customer_profiles.address'),
      })
      .where(eq(customerProfiles.id, profile.id));
    await db
      .insert(newsletterSubscribers)
      .values({ email: customer.email, source: 'api', unsubscribeTokenHash: `hash-${customer.customerId}` });
    await db.insert(contactMessages).values({
      name: 'Erase Me',
      email: customer.email,
      subject: 'other',
      message: 'Please call me about a mortgage.',
    });
    const draftLoan = await startLoanApplication({ services, profile });
    const { request } = await fileDataRequest({
      services,
      profile,
      input: { kind: 'erasure', details: 'Please erase my messages and take me off the newsletter.' },
      email: customer.email,
    });
    const [row] = await db
      .select()
      .from(dataSubjectRequests)
      .where(eq(dataSubjectRequests.reference, request.reference));

    // What the bank holds, from the data download's records, with what each item erases.
    const held = await heldData(services, profile);
    expect(held.lines.find((line) => line.kind === 'contactMessages')).toMatchObject({ count: 1, item: 'messages' });
    expect(held.lines.find((line) => line.kind === 'newsletter')).toMatchObject({ count: 1, item: 'newsletter' });
    expect(held.lines.find((line) => line.kind === 'accounts')).toMatchObject({
      count: 1,
      item: null,
      note: 'accounts',
    });
    expect(held.lines.find((line) => line.kind === 'customer')).toMatchObject({ item: null, note: 'customer' });
    expect(held.kept).toEqual(['the account-opening records (identity, BVN, NIN and documents) of 1 account']);

    // Nothing chosen is refused; another remit cannot ask; one request waits at a time.
    await expect(askErasure({ services, member: officer, id: row.id, input: {} })).rejects.toMatchObject({
      code: AppErrorCode.ValidationError,
      fields: { 'sign-in': 'Choose at least one item to erase.' },
    });
    for (const member of [mortgageOfficer, customerService, administrator])
      await expect(askErasure({ services, member, id: row.id, input: { messages: 'on' } })).rejects.toMatchObject({
        code: AppErrorCode.Forbidden,
      });
    await askThenApprove({
      kind: 'data.erase',
      itemId: row.id,
      ask: () =>
        askErasure({
          services,
          member: officer,
          id: row.id,
          input: { messages: 'on', newsletter: 'on', note: 'Only what was asked.' },
        }),
      refusedCheckers: [officer, mortgageOfficer, customerService, administrator],
      whileWaiting: async (approval) => {
        expect(approval.payload).toEqual({
          reference: request.reference,
          items: 'messages,newsletter',
          note: 'Only what was asked.',
        });
        await expect(
          askErasure({ services, member: checker, id: row.id, input: { loans: 'on' } }),
        ).rejects.toMatchObject({ code: AppErrorCode.Conflict });
        // Nothing is erased yet.
        expect(
          (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, customer.email))).length,
        ).toBe(1);
      },
      checker,
    });

    expect(
      await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, customer.email)),
    ).toEqual([]);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, customer.email))).toEqual([]);
    // What was not asked for stays: the sign-in, the draft loan, the e-mails sent.
    const after = (await findProfileById(services, profile.id))!;
    expect(after.passwordHash).toBe('scrypt$x');
    expect(after.addressSealed).not.toBeNull();
    expect(await db.select().from(loanApplications).where(eq(loanApplications.id, draftLoan.id))).toHaveLength(1);
    expect(
      (await mailsTo(customer.email)).filter((mail) => mail.text.includes('We have received your request')),
    ).toHaveLength(1);

    // The request stays open until the officer answers; the erased items are noted on it.
    const [erased] = await db.select().from(dataSubjectRequests).where(eq(dataSubjectRequests.id, row.id));
    expect(erased).toMatchObject({ state: 'received', erasedItems: ['messages', 'newsletter'] });
    await answerDataRequest({
      services,
      member: officer,
      id: row.id,
      outcome: 'completed',
      input: { answer: 'We erased your contact messages and your newsletter subscription.' },
    });
    const mails = (await mailsTo(customer.email)).filter((mail) =>
      mail.text.includes('We have completed your request'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('We erased your contact messages and your newsletter subscription.');

    const history = await historyOf(services, [row.id]);
    const erasure = history.find((entry) => entry.action === 'data-requests.erase')!;
    expect(erasure.actor).toBe('Bola Ade');
    expect(erasure.sentence).toBe(
      "Erased from the customer's data: contact messages; newsletter subscription; approved by a second compliance officer.",
    );
    const [recorded] = (
      await listAuditTrail({ services, query: query({ subject: row.id, action: 'data-requests.erase' }) })
    ).rows;
    expect(JSON.parse(recorded.details)).toMatchObject({
      maker: officer.id,
      items: 'messages,newsletter',
      newsletter_subscribers: 1,
      contact_messages: 1,
    });
    expect(history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['approval.request.data.erase', 'approval.approved.data.erase', 'data-requests.complete']),
    );
    // The maker's own approval, refused, reads as refused in the history and the audit trail.
    const tried = history.find((entry) => entry.outcome === 'refused')!;
    expect(tried).toMatchObject({
      action: 'approval.approved.data.erase',
      actor: 'Ngozi Eze',
      sentence: "Tried to approve their own request to erase a customer's data.",
    });
    const byReference = await listAuditTrail({ services, query: query({ subject: request.reference.toLowerCase() }) });
    expect(byReference.rows.find((event) => event.outcome === 'refused')).toMatchObject({
      sentence: tried.sentence,
      subjectLabel: `Data request ${request.reference}`,
      subjectHref: `/staff/data-requests/${row.id}`,
      actorName: 'Ngozi Eze',
    });
  });

  it('anonymises a customer who never opened an account, and removes their unfinished application and its documents', async () => {
    const { services } = context;
    const { db } = services.database;
    const [customer] = await db
      .insert(customers)
      .values({
        acctType: 'Individual',
        email: 'never.opened@example.com',
        lastname: 'Okafor',
        firstname: 'Chidi',
        gender: 'Male',
        preferredBranch: 'ikeja',
        step: 1,
        bvnSealed: services.cipher.encrypt('22299988877', CUSTOMER_SEALS.bvn),
        bvnHash: 'hash-of-22299988877',
        phoneSealed: services.cipher.encrypt('2348039998877', CUSTOMER_SEALS.phone),
        birthDateSealed: services.cipher.encrypt('1990-01-01', CUSTOMER_SEALS.birthDate),
      })
      .returning();
    const key = `applications/erase-test/photo`;
    await storeDocument(services, key, { field: 'photo', bytes: new Uint8Array([1, 2, 3]), type: 'image/jpeg' });
    await db.insert(accountApplications).values({
      customerId: customer.id,
      accountProduct: '001',
      preferredBranch: 'ikeja',
      state: 'draft',
      step: 1,
      photoKey: key,
    });
    const [profile] = await db.insert(customerProfiles).values({ customerId: customer.id }).returning();
    const { request } = await fileDataRequest({
      services,
      profile,
      input: { kind: 'erasure', details: 'I never finished: erase me.' },
      email: customer.email,
    });
    const [row] = await db
      .select()
      .from(dataSubjectRequests)
      .where(eq(dataSubjectRequests.reference, request.reference));

    await askThenApprove({
      kind: 'data.erase',
      itemId: row.id,
      ask: () => askErasure({ services, member: checker, id: row.id, input: { applications: 'on', 'sign-in': 'on' } }),
      checker: officer,
    });

    const [anonymised] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(anonymised).toMatchObject({ lastname: '', firstname: '', ninSealed: null });
    expect(anonymised.email).not.toContain('never.opened');
    expect(services.cipher.decrypt(anonymised.bvnSealed, CUSTOMER_SEALS.bvn)).toBe('');
    expect(services.cipher.decrypt(anonymised.phoneSealed, CUSTOMER_SEALS.phone)).toBe('');
    expect(await db.select().from(accountApplications).where(eq(accountApplications.customerId, customer.id))).toEqual(
      [],
    );
    expect(await services.storage.get(key)).toBeNull();
    // Nothing the law makes the bank keep: the answer's draft says only what was erased.
    expect((await heldData(services, (await findProfileById(services, profile.id))!)).kept).toEqual([]);
    const [done] = await db.select().from(dataSubjectRequests).where(eq(dataSubjectRequests.id, row.id));
    expect(done.erasedItems).toEqual(['sign-in', 'applications']);
  });

  it("removes the screening results of every application of the customer's, the kept ones' too", async () => {
    const { services } = context;
    const { db } = services.database;
    const customer = await openWebsiteAccount(context.app, services, {
      bvnNo: '71234567404',
      email: 'screened.then.erased@example.com',
    });
    const [application] = await db
      .select()
      .from(accountApplications)
      .where(eq(accountApplications.customerId, customer.customerId));
    // Opening the application screens it; "Screen again" adds a second row.
    await screeningForStaff({ services, applicationId: application.id, member: customerService });
    await screenAgain({ services, member: customerService, applicationId: application.id });
    const screeningsOf = () =>
      db.select().from(applicationScreenings).where(eq(applicationScreenings.applicationId, application.id));
    expect(await screeningsOf()).toHaveLength(2);
    // A clearance asked and refused before, and one still waiting: both name the applicant and the hits.
    const riskPayload = { applicant: 'Screened Applicant', hits: 'UN list, QDi.999, 0.93', screening: 'any' };
    await db.insert(staffApprovals).values([
      {
        kind: 'application.risk',
        subjectId: application.id,
        payload: riskPayload,
        makerId: customerService.id,
        state: 'rejected',
        checkerId: checker.id,
        decidedAt: new Date(),
      },
      { kind: 'application.risk', subjectId: application.id, payload: riskPayload, makerId: customerService.id },
    ]);
    const profile = (await findProfile(services, customer.acctNumber))!;
    const { request } = await fileDataRequest({
      services,
      profile,
      input: { kind: 'erasure', details: 'Erase what you may.' },
      email: customer.email,
    });
    const [row] = await db
      .select()
      .from(dataSubjectRequests)
      .where(eq(dataSubjectRequests.reference, request.reference));

    await askThenApprove({
      kind: 'data.erase',
      itemId: row.id,
      ask: () => askErasure({ services, member: officer, id: row.id, input: { applications: 'on' } }),
      checker,
    });

    expect(await screeningsOf()).toEqual([]);
    // The waiting request is annulled; the decided one keeps who asked and decided, and nothing of the applicant.
    const riskRequests = await db.select().from(staffApprovals).where(eq(staffApprovals.subjectId, application.id));
    expect(riskRequests.map(({ state, payload, makerId }) => ({ state, payload, makerId }))).toEqual([
      { state: 'rejected', payload: {}, makerId: customerService.id },
    ]);
    // The opened account's application is its opening record: it stays.
    expect(await db.select().from(accountApplications).where(eq(accountApplications.id, application.id))).toHaveLength(
      1,
    );
  });

  it('refuses to erase for a request that is not an erasure', async () => {
    const { services } = context;
    const [row] = await services.database.db
      .select()
      .from(dataSubjectRequests)
      .where(eq(dataSubjectRequests.kind, 'access'))
      .limit(1);
    await expect(
      askErasure({ services, member: officer, id: row.id, input: { messages: 'on' } }),
    ).rejects.toMatchObject({
      code: AppErrorCode.NotErasure,
    });
  });
});

describe('correction through maker-checker', () => {
  it('corrects the name, phone and address asked for in the core banking and our records once a second officer approves', async () => {
    const { services } = context;
    const { db } = services.database;
    const customer = await openWebsiteAccount(context.app, services, {
      bvnNo: '71234567409',
      email: 'correct.me@example.com',
    });
    const profile = (await findProfile(services, customer.acctNumber))!;
    const { request } = await fileDataRequest({
      services,
      profile,
      input: { kind: 'rectification', details: 'My first name is spelt wrongly, and I moved house.' },
      email: customer.email,
    });
    const [row] = await db
      .select()
      .from(dataSubjectRequests)
      .where(eq(dataSubjectRequests.reference, request.reference));
    const input = {
      firstname: 'Chiamaka',
      lastname: customer.lastname,
      phoneNo: '08091112233',
      homeAddress: '12 Awolowo Road',
      city: 'Ikoyi',
      stateOfResidence: 'Lagos',
    };

    // Half a name or half an address is refused with the field to mend; nothing filled in too.
    await expect(
      askCorrection({ services, member: officer, id: row.id, input: { firstname: 'Chiamaka', city: 'Ikoyi' } }),
    ).rejects.toMatchObject({
      code: AppErrorCode.ValidationError,
      fields: {
        lastname: 'A corrected name needs the first name and the last name.',
        homeAddress: 'A corrected address needs the home address, the city and the state.',
      },
    });
    await expect(askCorrection({ services, member: officer, id: row.id, input: {} })).rejects.toMatchObject({
      fields: { firstname: 'Fill in at least one correction.' },
    });
    // Only compliance asks; only on a rectification request.
    for (const member of [mortgageOfficer, customerService, administrator])
      await expect(askCorrection({ services, member, id: row.id, input })).rejects.toMatchObject({
        code: AppErrorCode.Forbidden,
      });
    const [erasure] = await db
      .select()
      .from(dataSubjectRequests)
      .where(eq(dataSubjectRequests.kind, 'erasure'))
      .limit(1);
    await expect(askCorrection({ services, member: officer, id: erasure.id, input })).rejects.toMatchObject({
      code: AppErrorCode.NotRectification,
    });

    await askThenApprove({
      kind: 'data.correct',
      itemId: row.id,
      ask: () => askCorrection({ services, member: officer, id: row.id, input }),
      refusedCheckers: [officer, mortgageOfficer, customerService, administrator],
      whileWaiting: async (approval) => {
        // The checker sees which fields; the values wait sealed on the request, never in the payload.
        expect(approval.payload).toEqual({ reference: request.reference, fields: 'name,phoneNo,address' });
        const [waiting] = await db.select().from(dataSubjectRequests).where(eq(dataSubjectRequests.id, row.id));
        expect(waiting.correctionSealed).not.toContain('Awolowo');
        expect(
          (await services.coreBanking.findAccount(customer.acctNumber, { signal: AbortSignal.timeout(2000) }))!
            .accountName,
        ).not.toContain('CHIAMAKA');
      },
      checker,
    });

    const account = (await services.coreBanking.findAccount(customer.acctNumber, {
      signal: AbortSignal.timeout(2000),
    }))!;
    expect(account.accountName).toBe(`${customer.lastname} CHIAMAKA`.toUpperCase());
    expect(account.phoneNo).toBe('2348091112233');
    const [record] = await db.select().from(customers).where(eq(customers.id, customer.customerId));
    expect(record).toMatchObject({ firstname: 'Chiamaka', lastname: customer.lastname });
    // The corrected phone's keyed hash is written with it: the staff search finds the customer by it.
    const found = await searchCustomers({ services, roles: ['compliance'], text: '0809 111 2233' });
    expect(found.matches.map((match) => match.key)).toEqual([customer.customerId]);
    expect(services.cipher.decrypt(record.phoneSealed, CUSTOMER_SEALS.phone)).toBe('2348091112233');
    const corrected = (await findProfileById(services, profile.id))!;
    expect(JSON.parse(services.cipher.decrypt(corrected.addressSealed!, 'customer_profiles.address'))).toEqual({
      homeAddress: '12 Awolowo Road',
      city: 'Ikoyi',
      stateOfResidence: 'Lagos',
    });
    const [done] = await db.select().from(dataSubjectRequests).where(eq(dataSubjectRequests.id, row.id));
    expect(done.correctedAt).not.toBeNull();
    expect(done.state).toBe('received');

    const history = await historyOf(services, [row.id]);
    expect(history.find((entry) => entry.action === 'data-requests.correct')).toMatchObject({
      actor: 'Bola Ade',
      sentence:
        "Customer's data corrected (name, phone number, home address) in the core banking and our records, approved by a second compliance officer.",
    });
    expect(history.find((entry) => entry.action === 'approval.request.data.correct')).toMatchObject({
      actor: 'Ngozi Eze',
      sentence: "Asked a second staff member to correct a customer's data.",
    });
  });
});

describe('the audit trail', () => {
  it('filters by subject, staff member, action prefix and date, newest first, and names the staff actor', async () => {
    const { services } = context;
    const subject = crypto.randomUUID();
    await services.audit.record({ action: 'customers.sign-in', outcome: 'success', subject });
    await recordStaffAction(services, officer, { action: 'whistleblower.view', subject });
    await recordStaffAction(services, checker, {
      action: 'data-requests.view',
      subject,
      details: { note: '=HYPERLINK("http://evil.test","x")' },
    });

    const bySubject = await listAuditTrail({ services, query: query({ subject }) });
    expect(bySubject.rows.map((row) => row.action)).toEqual([
      'data-requests.view',
      'whistleblower.view',
      'customers.sign-in',
    ]);
    expect(bySubject.rows.map((row) => row.actorName)).toEqual(['Bola Ade', 'Ngozi Eze', '']);

    const byActor = await listAuditTrail({ services, query: query({ subject, actor: officer.id }) });
    expect(byActor.rows.map((row) => row.action)).toEqual(['whistleblower.view']);
    const byAction = await listAuditTrail({ services, query: query({ subject, action: 'data-requests.' }) });
    expect(byAction.rows.map((row) => row.action)).toEqual(['data-requests.view']);
    // '%' and '_' are plain characters in the action filter.
    expect((await listAuditTrail({ services, query: query({ subject, action: '%' }) })).total).toBe(0);
    const today = new Date(Date.now() + 3600_000).toISOString().slice(0, 10);
    expect((await listAuditTrail({ services, query: query({ subject, from: today, to: today }) })).total).toBe(3);
    expect((await listAuditTrail({ services, query: query({ subject, to: '2020-01-01' }) })).total).toBe(0);
    expect((await listAuditTrail({ services, query: query({ actor: 'not-a-member' }) })).total).toBeGreaterThan(3);
  });

  it('finds an item by its reference or account number and names it so, with its id only as the link', async () => {
    const { services } = context;
    const { reference } = await submitReport();
    const [report] = await services.database.db
      .select()
      .from(whistleBlowerReports)
      .where(eq(whistleBlowerReports.reference, reference));
    await answerWhistleBlowerReport({
      services,
      member: officer,
      id: report.id,
      input: { status: 'closed', message: '' },
    });
    const found = await listAuditTrail({ services, query: query({ subject: ` ${reference} `.trim() }) });
    expect(found.rows.map((row) => [row.action, row.subjectLabel, row.subjectHref, row.actorName])).toEqual([
      ['whistleblower.answer', `Report ${reference}`, `/staff/whistle-blower/${report.id}`, 'Ngozi Eze'],
      ['whistleblower.report', `Report ${reference}`, `/staff/whistle-blower/${report.id}`, ''],
    ]);
    expect(found.rows[0].sentence).toBe('Report status changed from "Received" to "Closed".');
    expect((await listAuditTrail({ services, query: query({ subject: 'WB-00000000-NOPE' }) })).total).toBe(0);

    const customer = await openWebsiteAccount(context.app, services, {
      bvnNo: '71234567403',
      email: 'audit.search@example.com',
    });
    const byAccount = await listAuditTrail({ services, query: query({ subject: customer.acctNumber }) });
    expect(byAccount.rows.map((row) => row.subjectLabel)).toEqual(
      expect.arrayContaining([`Account ${customer.acctNumber}`]),
    );
  });

  it('records an opening once a sitting, and keeps openings out of the item’s history', async () => {
    const { services } = context;
    const { reference } = await submitReport();
    const [report] = await services.database.db
      .select()
      .from(whistleBlowerReports)
      .where(eq(whistleBlowerReports.reference, reference));
    await openWhistleBlowerReport({ services, member: officer, id: report.id });
    await openWhistleBlowerReport({ services, member: officer, id: report.id });
    await openWhistleBlowerReport({ services, member: checker, id: report.id });
    const openings = await listAuditTrail({
      services,
      query: query({ subject: reference, action: 'whistleblower.view' }),
    });
    expect(openings.rows.map((row) => row.actorName)).toEqual(['Bola Ade', 'Ngozi Eze']);
    expect((await historyOf(services, [report.id])).map((entry) => entry.action)).toEqual(['whistleblower.report']);
  });

  it('exports the current filter as CSV, safe from formula injection', async () => {
    const { services } = context;
    const subject = '=cmd|" /C calc"!A0';
    await recordStaffAction(services, officer, { action: 'whistleblower.view', subject });
    const csv = await auditTrailCsv(services, query({ subject }));
    expect(csv.rows).toHaveLength(1);
    expect(csv.rows[0].slice(1, 9)).toEqual([
      'whistleblower.view',
      'Report opened.',
      'Done',
      subject,
      subject,
      officer.id,
      'Ngozi Eze',
      '',
    ]);
    expect(csv.rows[0][0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d WAT$/);
    const text = csvOf(csv.header, csv.rows);
    expect(text.split('\r\n')[0]).toBe(
      'When (Lagos time WAT),Action,What happened,Outcome,Subject,Subject id,Staff member id,Staff member,Details',
    );
    expect(text).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(text).not.toMatch(/,=cmd/);
    expect(QUEUE_EXPORTS.audit).toMatchObject({ area: 'audit', fileName: 'audit-trail.csv' });
  });
});
