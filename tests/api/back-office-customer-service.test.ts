import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csvOf } from '../../domain/csv';
import type { SwitchableCoreBanking } from '../../server/adapters/core-banking';
import { APPROVED_ACTIONS } from '../../server/back-office/approval-actions';
import { decideApproval, pendingApprovalFor } from '../../server/back-office/approvals';
import { readApplicationForStaff } from '../../server/back-office/applications/application-detail';
import { readApplicationDocument } from '../../server/back-office/applications/application-documents';
import { applicationsExport, listApplications } from '../../server/back-office/applications/application-queue';
import { approveApplication, requestDecline } from '../../server/back-office/applications/application-review';
import {
  listPendingAccounts,
  pendingAccountsExport,
  retryPendingAccount,
} from '../../server/back-office/applications/pending-accounts';
import { contactMessagesExport, listContactMessages } from '../../server/back-office/contact-messages/message-queue';
import {
  closeContactMessage,
  readContactMessage,
  replyToContactMessage,
} from '../../server/back-office/contact-messages/message-work';
import { QUEUE_EXPORTS } from '../../server/back-office/exports';
import { assignWork, takeWork } from '../../server/back-office/work/work-items';
import { historyOf } from '../../server/back-office/history';
import { linksExport, listIdentityLinks } from '../../server/back-office/links/link-queue';
import { contactLinkCustomer, markLinkReviewed } from '../../server/back-office/links/link-review';
import { createStaffMember, type StaffMember } from '../../server/back-office/staff-members';
import { listSubscribers, subscribersExport } from '../../server/back-office/subscribers/subscriber-queue';
import { CUSTOMER_SEALS, HASH_PURPOSES } from '../../server/accounts/sealed-fields';
import { sealDetails } from '../../server/accounts/wizard/wizard-values';
import {
  accountApplications,
  auditEvents,
  contactMessages,
  contactReplies,
  customers,
  identityLinks,
  newsletterSubscribers,
  staffMembers,
} from '../../server/db/schema';
import { AppError } from '../../server/errors/app-error';
import { answerOf } from '../../server/http/api/api-error';
import { listOutbox } from '../../server/messaging/outbox';
import { newBrowser, newClientAddress } from '../support/fake-bvn-holder';
import { sealContactPhone } from '../../server/contact/contact-phone';
import { createTestApp } from '../support/test-services';
import { openWebsiteAccount, type WebsiteCustomer } from '../support/website-customer';

// Issue 10: the customer-service queues of the back office, tested through their server functions.
const dataDir = mkdtempSync(join(tmpdir(), 'back-office-cs-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
let maker: StaffMember;
let checker: StaffMember;
let mortgageOfficer: StaffMember;
let adaeze: WebsiteCustomer;
let bola: WebsiteCustomer;

const db = () => context.services.database.db;
const query = (params: Record<string, string> = {}) => new URLSearchParams(params);
const localCore = () => context.services.coreBanking as SwitchableCoreBanking;

async function staff(email: string, roles: StaffMember['roles'], name: string) {
  const { member } = await createStaffMember({ services: context.services, email, name, roles });
  // Enrolled, as a member who finished their invitation is.
  const [enrolled] = await db()
    .update(staffMembers)
    .set({ enrolledAt: new Date() })
    .where(eq(staffMembers.id, member.id))
    .returning();
  return enrolled;
}

/** An application written straight to the tables (sealed as the website seals it), for the cases the website's flows do not reach quickly. */
async function insertApplication({
  firstname,
  lastname,
  email,
  step = 50,
  state = 'opened',
  acctNumber = null,
  acctType = 'Individual',
  businessName = null,
  details,
}: {
  firstname: string;
  lastname: string;
  email: string;
  step?: number;
  state?: 'draft' | 'pending' | 'opened';
  acctNumber?: string | null;
  acctType?: 'Individual' | 'Corporate';
  businessName?: string | null;
  details?: Record<string, string>;
}) {
  const { cipher, keyedHash } = context.services;
  const bvnNo = String(30_000_000_000 + Math.floor(Math.random() * 9_000_000_000));
  const [customer] = await db()
    .insert(customers)
    .values({
      acctType,
      email,
      lastname,
      firstname,
      gender: 'Female',
      preferredBranch: 'ikeja',
      step,
      businessName,
      cacNumber: businessName ? `RC${bvnNo.slice(-6)}` : null,
      bvnSealed: cipher.encrypt(bvnNo, CUSTOMER_SEALS.bvn),
      bvnHash: keyedHash(bvnNo, HASH_PURPOSES.bvn),
      ninSealed: cipher.encrypt('70000001234', CUSTOMER_SEALS.nin),
      ninHash: keyedHash(`${bvnNo}-nin`, HASH_PURPOSES.nin),
      phoneSealed: cipher.encrypt('2348031112222', CUSTOMER_SEALS.phone),
      birthDateSealed: cipher.encrypt('1991-02-03', CUSTOMER_SEALS.birthDate),
    })
    .returning();
  const [application] = await db()
    .insert(accountApplications)
    .values({
      customerId: customer.id,
      accountProduct: '001',
      preferredBranch: 'ikeja',
      state,
      acctNumber,
      step,
      detailsSealed: details ? sealDetails(context.services, details) : null,
    })
    .returning();
  return { customer, application, bvnNo };
}

async function applicationIdOf(email: string) {
  const [row] = await db()
    .select({ id: accountApplications.id })
    .from(accountApplications)
    .innerJoin(customers, eq(customers.id, accountApplications.customerId))
    .where(eq(customers.email, email));
  return row.id;
}

async function refusal(work: Promise<unknown>): Promise<ReturnType<typeof answerOf>> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return answerOf(error as AppError);
}

const csvHeader = (file: string) => file.split('\r\n')[0];

beforeAll(async () => {
  context = await createTestApp({
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    CORE_BANKING_TIMEOUT_MS: '300',
    ACCOUNT_RETRY_DELAY_SECONDS: '3600',
    BANK_CONTACT_EMAIL: 'care@bank.test',
  });
  maker = await staff('maker@bank.test', ['customer_service'], 'Maker Musa');
  checker = await staff('checker@bank.test', ['customer_service'], 'Checker Chioma');
  mortgageOfficer = await staff('mortgage@bank.test', ['mortgage_officer'], 'Mortgage Mo');
  adaeze = await openWebsiteAccount(context.app, context.services, {
    bvnNo: '61234567401',
    email: 'cs.adaeze@example.com',
  });
  bola = await openWebsiteAccount(context.app, context.services, {
    bvnNo: '61234567402',
    email: 'cs.bola@example.com',
  });
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db().execute(sql`delete from rate_limits`);
  localCore().setState('up');
});

describe('the account applications queue', () => {
  let wizardId: string;

  beforeAll(async () => {
    const wizard = await insertApplication({
      firstname: 'Chinedu',
      lastname: 'Eze',
      email: 'cs.chinedu@example.com',
      step: 4,
      state: 'pending',
      acctType: 'Corporate',
      businessName: 'Eze Builders Ltd',
      details: { title: 'Mr', occupation: 'Engineer', nokBvnNo: '22233344455', channels: 'email' },
    });
    wizardId = wizard.application.id;
    await insertApplication({
      firstname: 'Draft',
      lastname: 'Only',
      email: 'cs.draft@example.com',
      step: 1,
      state: 'draft',
    });
    // Enough to need a second page, one of them a would-be spreadsheet formula.
    for (let index = 0; index < 20; index += 1)
      await insertApplication({
        firstname: index === 0 ? '=HYPERLINK("http://evil.test")' : `Filler${index}`,
        lastname: 'Applicant',
        email: `cs.filler${index}@example.com`,
        acctNumber: `80000000${String(index).padStart(2, '0')}`,
      });
  });

  it('lists instant and wizard applications, newest first, 20 a page', async () => {
    const first = await listApplications({ services: context.services, query: query() });
    expect(first.total).toBe(24);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(20);
    const second = await listApplications({ services: context.services, query: query({ page: '2' }) });
    expect(second.rows).toHaveLength(4);
    const ids = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(24);
    const oldest = second.rows.at(-1)!;
    expect(oldest.email).toBe('cs.adaeze@example.com');
    expect(oldest).toMatchObject({
      kind: 'instant',
      state: 'opened',
      reviewState: 'awaiting_review',
      acctNumber: adaeze.acctNumber,
      product: 'Save-4-It',
    });
  });

  it('filters by kind, applicant type, account state and review state', async () => {
    const list = async (params: Record<string, string>) =>
      (await listApplications({ services: context.services, query: query(params) })).rows.map((row) => row.email);
    expect((await list({ kind: 'wizard' })).sort()).toEqual(['cs.chinedu@example.com', 'cs.draft@example.com']);
    expect(await list({ acctType: 'Corporate' })).toEqual(['cs.chinedu@example.com']);
    expect(await list({ state: 'draft' })).toEqual(['cs.draft@example.com']);
    expect(await list({ state: 'pending', kind: 'wizard' })).toEqual(['cs.chinedu@example.com']);
    expect(await list({ review: 'declined' })).toEqual([]);
    // An unknown filter value is no filter.
    expect(await list({ kind: 'sideways' })).toHaveLength(20);
  });

  it('searches by name, e-mail and account number', async () => {
    const search = async (q: string) =>
      (await listApplications({ services: context.services, query: query({ q }) })).rows.map((row) => row.email);
    expect(await search(`${adaeze.firstname} ${adaeze.lastname}`)).toEqual(['cs.adaeze@example.com']);
    expect(await search(`${adaeze.lastname} ${adaeze.firstname}`)).toEqual(['cs.adaeze@example.com']);
    expect(await search('CS.BOLA@')).toEqual(['cs.bola@example.com']);
    expect(await search(bola.acctNumber)).toEqual(['cs.bola@example.com']);
    expect(await search('eze builders')).toEqual(['cs.chinedu@example.com']);
    // LIKE's wildcards are plain text.
    expect(await search('%')).toEqual([]);
  });

  it('shows the applicant decrypted on the server, the BVN and NIN masked but for their last four digits', async () => {
    const view = (await readApplicationForStaff({
      services: context.services,
      id: await applicationIdOf('cs.adaeze@example.com'),
    }))!;
    expect(view.bvnNo).toBe(`*******${adaeze.bvnNo.slice(-4)}`);
    expect(view.nin).toMatch(/^\*{7}\d{4}$/);
    expect(view.phoneNo).toBe(adaeze.phone);
    expect(view.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(view).toMatchObject({
      kind: 'instant',
      acctNumber: adaeze.acctNumber,
      state: 'opened',
      documents: ['photo', 'scannedIDCard'],
    });
    expect(JSON.stringify(view)).not.toContain(adaeze.bvnNo);

    const wizard = (await readApplicationForStaff({ services: context.services, id: wizardId }))!;
    expect(wizard).toMatchObject({ kind: 'wizard', businessName: 'Eze Builders Ltd', documents: [] });
    expect(wizard.details).toContainEqual(expect.objectContaining({ field: 'occupation', value: 'Engineer' }));
    expect(wizard.details).toContainEqual(expect.objectContaining({ field: 'nokBvnNo', value: '*******4455' }));
    expect(await readApplicationForStaff({ services: context.services, id: randomUUID() })).toBeNull();
    expect(await readApplicationForStaff({ services: context.services, id: 'not-an-id' })).toBeNull();
  });

  it('opens a document for a staff member, with its type from its bytes, and audits each view', async () => {
    const id = await applicationIdOf('cs.adaeze@example.com');
    const photo = (await readApplicationDocument({
      services: context.services,
      member: maker,
      applicationId: id,
      document: 'photo',
    }))!;
    expect(photo.type).toBe('image/png');
    expect([...photo.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(photo.fileName).toBe(`photo-${adaeze.acctNumber}.png`);
    const card = (await readApplicationDocument({
      services: context.services,
      member: checker,
      applicationId: id,
      document: 'scannedIDCard',
    }))!;
    expect(card.type).toBe('image/jpeg');
    expect(
      await readApplicationDocument({
        services: context.services,
        member: maker,
        applicationId: id,
        document: 'signature',
      }),
    ).toBeNull();
    expect(
      await readApplicationDocument({
        services: context.services,
        member: maker,
        applicationId: randomUUID(),
        document: 'photo',
      }),
    ).toBeNull();
    expect(
      await readApplicationDocument({
        services: context.services,
        member: maker,
        applicationId: '../etc',
        document: 'photo',
      }),
    ).toBeNull();

    const views = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'applications.document.view'), eq(auditEvents.subject, id)));
    expect(views.map((view) => [view.actor, view.details?.document])).toEqual([
      [maker.id, 'photo'],
      [checker.id, 'scannedIDCard'],
    ]);
    // Openings stay in the audit trail, out of the application's history.
    const history = await historyOf(context.services, [id]);
    expect(history.map((entry) => entry.action)).not.toContain('applications.document.view');
  });

  it('approves an application at once and tells the customer', async () => {
    const id = await applicationIdOf('cs.bola@example.com');
    expect(await approveApplication({ services: context.services, member: maker, applicationId: id })).toEqual({
      message: 'Application approved. The customer was told by e-mail.',
    });
    const [row] = await db().select().from(accountApplications).where(eq(accountApplications.id, id));
    expect(row.reviewState).toBe('approved');
    expect(row.reviewedAt).toBeInstanceOf(Date);
    const mail = (await listOutbox(context.services)).find(
      (entry) => entry.to === 'cs.bola@example.com' && entry.subject === 'Your account application is approved',
    );
    expect(mail?.text).toContain('Save-4-It');
    expect(
      (await refusal(approveApplication({ services: context.services, member: checker, applicationId: id }))).status,
    ).toBe(409);
    expect(
      (
        await db()
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.action, 'applications.approve'), eq(auditEvents.subject, id)))
      )[0].actor,
    ).toBe(maker.id);
  });

  it('declines only through a second staff member: the maker cannot check, another member can, and the customer reads the reason', async () => {
    const id = await applicationIdOf('cs.adaeze@example.com');
    const short = await refusal(
      requestDecline({ services: context.services, member: maker, applicationId: id, input: { reason: 'no' } }),
    );
    expect(short.name).toBe('ValidationError');
    expect(short.fields).toHaveProperty('reason');

    const reason = 'The photograph of your ID card cannot be read. Please apply again with a clear photograph.';
    await requestDecline({ services: context.services, member: maker, applicationId: id, input: { reason } });
    const approval = (await pendingApprovalFor(context.services, 'application.decline', id))!;
    expect(approval.payload).toEqual({ reason });
    // Nothing is declined yet, and nobody can approve it meanwhile or ask twice.
    expect((await db().select().from(accountApplications).where(eq(accountApplications.id, id)))[0].reviewState).toBe(
      'awaiting_review',
    );
    expect(
      (await refusal(approveApplication({ services: context.services, member: checker, applicationId: id }))).name,
    ).toBe('DeclinePending');
    expect(
      (
        await refusal(
          requestDecline({ services: context.services, member: checker, applicationId: id, input: { reason } }),
        )
      ).status,
    ).toBe(409);

    const byMaker = await refusal(
      decideApproval({
        services: context.services,
        approvalId: approval.id,
        checker: maker,
        decision: 'approved',
        actions: APPROVED_ACTIONS,
      }),
    );
    expect(byMaker.status).toBe(403);
    const outOfRemit = await refusal(
      decideApproval({
        services: context.services,
        approvalId: approval.id,
        checker: mortgageOfficer,
        decision: 'approved',
        actions: APPROVED_ACTIONS,
      }),
    );
    expect(outOfRemit.status).toBe(403);
    expect(
      await listOutbox(context.services).then((outbox) =>
        outbox.filter(
          (entry) => entry.to === 'cs.adaeze@example.com' && entry.subject === 'About your account application',
        ),
      ),
    ).toHaveLength(0);

    await decideApproval({
      services: context.services,
      approvalId: approval.id,
      checker,
      decision: 'approved',
      actions: APPROVED_ACTIONS,
    });
    const [row] = await db().select().from(accountApplications).where(eq(accountApplications.id, id));
    expect(row.reviewState).toBe('declined');
    expect(await pendingApprovalFor(context.services, 'application.decline', id)).toBeNull();
    const mails = (await listOutbox(context.services)).filter(
      (entry) => entry.to === 'cs.adaeze@example.com' && entry.subject === 'About your account application',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(reason);
    expect(mails[0].html).toContain('The photograph of your ID card cannot be read.');
    const [declined] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'applications.decline'), eq(auditEvents.subject, id)));
    expect(declined.actor).toBe(checker.id);
    expect(declined.details).toEqual({ maker: maker.id });
  });

  it('refuses to review a draft the customer has not finished', async () => {
    const draftId = await applicationIdOf('cs.draft@example.com');
    expect(
      (await refusal(approveApplication({ services: context.services, member: maker, applicationId: draftId }))).name,
    ).toBe('NotSubmitted');
    expect(
      (
        await refusal(
          requestDecline({
            services: context.services,
            member: maker,
            applicationId: draftId,
            input: { reason: 'Long enough reason here.' },
          }),
        )
      ).name,
    ).toBe('NotSubmitted');
  });

  it('exports the current filter as CSV, formulas made harmless', async () => {
    expect(QUEUE_EXPORTS.applications).toBe(applicationsExport);
    expect(applicationsExport.area).toBe('applications');
    const all = await applicationsExport.rows(context.services, query());
    expect(all.rows).toHaveLength(24);
    const file = csvOf(all.header, all.rows);
    expect(csvHeader(file)).toBe(
      'Received,Kind,Applicant type,Name,Company,E-mail,Product,Branch,Account number,Account state,Review,Reviewed',
    );
    expect(file).toContain(`"'=HYPERLINK(""http://evil.test"") Applicant"`);
    expect(file).not.toMatch(/(^|,)=HYPERLINK/m);
    const declined = await applicationsExport.rows(context.services, query({ review: 'declined' }));
    expect(declined.rows.map((row) => row[5])).toEqual(['cs.adaeze@example.com']);
    expect(declined.rows[0][10]).toBe('Declined');
  });
});

describe('accounts waiting for the core', () => {
  it('lists pending applications with their age; "Retry now" says so while the core is down, then opens the account and e-mails its details once', async () => {
    const { application } = await insertApplication({
      firstname: 'Pending',
      lastname: 'Person',
      email: 'cs.pending@example.com',
      state: 'pending',
    });
    await db()
      .update(accountApplications)
      .set({ createdAt: new Date(Date.now() - 95 * 60_000) })
      .where(eq(accountApplications.id, application.id));
    const list = await listPendingAccounts({ services: context.services, query: query({ q: 'pending person' }) });
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ id: application.id, email: 'cs.pending@example.com', branch: 'Ikeja' });
    expect(list.rows[0].minutesWaiting).toBeGreaterThanOrEqual(95);

    localCore().setState('down');
    const down = await refusal(
      retryPendingAccount({ services: context.services, member: maker, applicationId: application.id }),
    );
    expect(down.status).toBe(503);
    expect(down.message).toBe(
      'The core banking is still not answering. The application stays in this queue and is tried again automatically; nothing is lost.',
    );
    expect(
      (await db().select().from(accountApplications).where(eq(accountApplications.id, application.id)))[0].state,
    ).toBe('pending');

    localCore().setState('up');
    const opened = await retryPendingAccount({
      services: context.services,
      member: maker,
      applicationId: application.id,
    });
    const [row] = await db().select().from(accountApplications).where(eq(accountApplications.id, application.id));
    expect(row).toMatchObject({ state: 'opened' });
    expect(row.acctNumber).toMatch(/^\d{10}$/);
    expect(opened.message).toContain(row.acctNumber);
    const details = (await listOutbox(context.services)).filter(
      (entry) => entry.to === 'cs.pending@example.com' && entry.subject?.endsWith('account details'),
    );
    expect(details).toHaveLength(1);
    expect(details[0].text).toContain(row.acctNumber);
    expect(
      (await listPendingAccounts({ services: context.services, query: query() })).rows.map((entry) => entry.id),
    ).not.toContain(application.id);
    expect(
      (await refusal(retryPendingAccount({ services: context.services, member: maker, applicationId: application.id })))
        .name,
    ).toBe('NotPending');

    const retries = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'pending-accounts.retry'), eq(auditEvents.subject, application.id)));
    expect(retries.map((event) => [event.outcome, event.actor])).toEqual([
      ['pending', maker.id],
      ['success', maker.id],
    ]);
  });

  it('exports the waiting applications', async () => {
    await insertApplication({
      firstname: '+Waiting',
      lastname: 'Csv',
      email: 'cs.waiting@example.com',
      state: 'pending',
    });
    const { header, rows } = await pendingAccountsExport.rows(context.services, query());
    const file = csvOf(header, rows);
    expect(csvHeader(file)).toBe('Received,Name,E-mail,Product,Branch,Minutes waiting');
    expect(file).toContain(",'+Waiting Csv,cs.waiting@example.com,");
  });
});

describe('BVN/NIN links', () => {
  const ADAEZE = {
    accountName: 'adaeze OKONKWO ngozi',
    accountNo: '9000000016',
    preferredBranch: 'ikeja',
    email: 'ada.typed@example.com',
    phoneNo: '08031234567',
    bvnNo: '22222222222',
    nin: '70123456789',
    terms: 'on',
    step: '51',
  };
  const link = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return context.app.request('/api/v1/customers/selfProfileUpdate', {
      method: 'POST',
      body: form,
      headers: { 'X-Forwarded-For': newClientAddress(), Cookie: newBrowser() },
    });
  };

  it('records each link tried, on an unknown account too, with its reason, and never the BVN or NIN', async () => {
    expect((await link({ ...ADAEZE, accountNo: '9000000099', accountName: 'Somebody Else' })).status).toBe(422);
    expect((await link({ ...ADAEZE, accountName: 'Bakare Tunde' })).status).toBe(422);
    expect((await link({ ...ADAEZE, nin: '70123456780' })).status).toBe(422);
    expect((await link(ADAEZE)).status).toBe(200);

    const rows = await db().select().from(identityLinks).orderBy(identityLinks.createdAt);
    expect(rows.map((row) => [row.accountNumber, row.accountName, row.outcome, row.reason, row.reviewState])).toEqual([
      // A number that is no account: a fraud signal; the name typed is not kept.
      ['9000000099', '', 'refused', 'ACCOUNT_NOT_FOUND', 'new'],
      ['9000000016', 'OKONKWO ADAEZE NGOZI', 'refused', 'NAME_MISMATCH', 'new'],
      ['9000000016', 'OKONKWO ADAEZE NGOZI', 'refused', 'HOLDER_MISMATCH', 'new'],
      ['9000000016', 'OKONKWO ADAEZE NGOZI', 'linked', '', 'new'],
    ]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('22222222222');
    expect(stored).not.toContain('70123456789');
    expect(stored).not.toContain('70123456780');
    expect(stored).not.toContain('Somebody');
  });

  it('groups the attempts by account with its link state, filters and searches, and marks an account reviewed', async () => {
    const list = async (params: Record<string, string>) =>
      (await listIdentityLinks({ services: context.services, query: query(params) })).rows;
    const groups = await list({});
    expect(groups.map((group) => [group.accountNumber, group.state, group.attempts.length])).toEqual([
      ['9000000016', 'linked', 3],
      ['9000000099', 'no_account', 1],
    ]);
    expect(groups[0].attempts.map((attempt) => attempt.outcome)).toEqual(['linked', 'refused', 'refused']);
    expect(groups[0].refusal?.supersededAt).toBe(groups[0].attempts[0].createdAt);
    expect(groups[1].refusal).toBeNull();
    expect((await list({ state: 'no_account' })).map((group) => group.accountNumber)).toEqual(['9000000099']);
    expect((await list({ state: 'linked' })).map((group) => group.accountNumber)).toEqual(['9000000016']);
    expect(await list({ state: 'not_linked' })).toEqual([]);
    expect((await list({ outcome: 'refused' })).map((group) => group.accountNumber)).toEqual([
      '9000000016',
      '9000000099',
    ]);
    expect(await list({ outcome: 'linked' })).toHaveLength(1);
    expect(await list({ q: '0000016' })).toHaveLength(1);
    expect(await list({ q: 'okonkwo' })).toHaveLength(1);
    expect(await list({ q: 'nobody' })).toHaveLength(0);

    const [adaeze] = groups;
    expect(await markLinkReviewed({ services: context.services, member: maker, linkId: adaeze.id })).toEqual({
      message: 'Marked reviewed.',
    });
    expect((await list({ review: 'new' })).map((group) => group.accountNumber)).toEqual(['9000000099']);
    expect((await list({ review: 'reviewed' }))[0].isNew).toBe(false);
    expect((await historyOf(context.services, [adaeze.id])).map((entry) => [entry.actor, entry.sentence])).toEqual([
      ['Maker Musa', '3 BVN/NIN link attempts on the account marked reviewed.'],
    ]);
    expect(
      (await refusal(markLinkReviewed({ services: context.services, member: maker, linkId: randomUUID() }))).status,
    ).toBe(404);
  });

  it('asks before following up a refusal that a later link superseded, and has nobody to contact on an unknown account', async () => {
    const [adaeze, unknown] = (await listIdentityLinks({ services: context.services, query: query() })).rows;
    const linkId = adaeze.refusal!.id;
    const superseded = await refusal(contactLinkCustomer({ services: context.services, member: maker, linkId }));
    expect(superseded.status).toBe(409);
    expect(superseded.message).toContain('A later attempt linked this account');
    expect(
      (await listOutbox(context.services)).filter(
        (entry) => entry.subject === 'Your BVN and NIN link did not go through',
      ),
    ).toEqual([]);
    const unknownAttempt = unknown.attempts[0].id;
    expect(
      (await refusal(contactLinkCustomer({ services: context.services, member: maker, linkId: unknownAttempt })))
        .status,
    ).toBe(404);

    await contactLinkCustomer({ services: context.services, member: maker, linkId, confirmed: true });
    expect((await historyOf(context.services, [linkId])).map((entry) => entry.sentence)).toEqual([
      'Customer contacted about a refused BVN/NIN link that a later link superseded, after confirming.',
    ]);
  });

  it('e-mails the holder of a refused link at the address the core holds, and only for a refusal', async () => {
    // A refusal that nothing superseded: the link on Bakare's account fails.
    const refused = await link({
      ...ADAEZE,
      accountNo: '9000000023',
      accountName: 'Bakare Tunde Jo',
      bvnNo: '22222222223',
      nin: '70123456789',
    });
    expect(refused.status).toBe(422);
    const [bakare] = (await listIdentityLinks({ services: context.services, query: query({ q: '0000023' }) })).rows;
    expect(bakare.state).toBe('not_linked');
    expect(
      await contactLinkCustomer({ services: context.services, member: maker, linkId: bakare.refusal!.id }),
    ).toEqual({
      message: 'The account holder was told by e-mail and SMS, at the address and phone the core banking holds.',
    });
    const mail = (await listOutbox(context.services)).find(
      (entry) =>
        entry.subject === 'Your BVN and NIN link did not go through' && entry.to === 'tunde.bakare@example.com',
    );
    expect(mail?.text).toContain('******0023');
    expect(mail?.text).toContain('/profileupdate');
    expect(mail?.text).not.toContain('9000000023');
    const sms = (await listOutbox(context.services)).find(
      (entry) => entry.channel === 'sms' && entry.text.includes('did not go through'),
    );
    expect(sms?.text).toContain('******0023');
    const [linked] = (await listIdentityLinks({ services: context.services, query: query({ q: '0000016' }) })).rows;
    expect(
      (await refusal(contactLinkCustomer({ services: context.services, member: maker, linkId: linked.id }))).name,
    ).toBe('NotRefused');
    localCore().setState('down');
    expect(
      (await refusal(contactLinkCustomer({ services: context.services, member: maker, linkId: bakare.refusal!.id })))
        .status,
    ).toBe(503);
  });

  it('exports the links as CSV', async () => {
    const { header, rows } = await linksExport.rows(context.services, query({ outcome: 'refused' }));
    const file = csvOf(header, rows);
    expect(csvHeader(file)).toBe('When,Account number,Account name,Outcome,Reason,Review');
    expect(rows).toHaveLength(4);
    expect(file).toContain('No account has this number');
    // The link state filter picks accounts, and exports their attempts.
    const unknown = await linksExport.rows(context.services, query({ state: 'no_account' }));
    expect(unknown.rows.map((row) => row[1])).toEqual(['9000000099']);
    expect(file).toContain('Refused');
    expect(file).toContain('The BVN or NIN is not the account holder’s');
  });

  it('lets only customer service mark an account reviewed or "Send anyway", role by role (decision 083)', async () => {
    const { services } = context;
    const others = [
      mortgageOfficer,
      await staff('compliance.links@bank.test', ['compliance'], 'Compliance Kemi'),
      await staff('admin.links@bank.test', ['admin'], 'Admin Ade'),
      await staff('editor.links@bank.test', ['content_editor'], 'Editor Efe'),
    ];
    // New attempts on Adaeze's account: a refusal that a later link superseded, neither reviewed.
    const [refused] = await db()
      .insert(identityLinks)
      .values([
        {
          accountNumber: '9000000016',
          accountName: 'OKONKWO ADAEZE NGOZI',
          outcome: 'refused',
          reason: 'NAME_MISMATCH',
          // A minute before the link: two inserts can fall in the same millisecond.
          createdAt: new Date(Date.now() - 60_000),
        },
      ])
      .returning();
    await db()
      .insert(identityLinks)
      .values({ accountNumber: '9000000016', accountName: 'OKONKWO ADAEZE NGOZI', outcome: 'linked', reason: '' });
    const told = async () =>
      (await listOutbox(services)).filter((entry) => entry.subject === 'Your BVN and NIN link did not go through')
        .length;
    const stillNew = async () =>
      (await db().select().from(identityLinks).where(eq(identityLinks.accountNumber, '9000000016'))).filter(
        (row) => row.reviewState === 'new',
      ).length;
    const mailsBefore = await told();
    for (const member of others) {
      const roles = member.roles.join(', ');
      expect((await refusal(markLinkReviewed({ services, member, linkId: refused.id }))).status, roles).toBe(403);
      expect(
        (await refusal(contactLinkCustomer({ services, member, linkId: refused.id, confirmed: true }))).status,
        roles,
      ).toBe(403);
    }
    expect(await told()).toBe(mailsBefore);
    expect(await stillNew()).toBe(2);
    expect(await historyOf(services, [refused.id])).toEqual([]);

    // Customer service, maker or not: "Send anyway" once confirmed, then "Mark reviewed".
    expect((await refusal(contactLinkCustomer({ services, member: checker, linkId: refused.id }))).status).toBe(409);
    await contactLinkCustomer({ services, member: checker, linkId: refused.id, confirmed: true });
    expect(await told()).toBe(mailsBefore + 1);
    const [newest] = (await listIdentityLinks({ services, query: query({ q: '0000016' }) })).rows;
    await markLinkReviewed({ services, member: checker, linkId: newest.id });
    expect(await stillNew()).toBe(0);
    expect((await historyOf(services, [refused.id])).map((entry) => entry.actor)).toEqual(['Checker Chioma']);
  });
});

describe('contact messages', () => {
  let messageId: string;

  beforeAll(async () => {
    const rows = await db()
      .insert(contactMessages)
      .values([
        {
          name: 'Ngozi Obi',
          email: 'ngozi@example.com',
          phoneSealed: sealContactPhone(context.services.cipher, '2348031234567'),
          subject: 'nhf',
          message: 'How long does an NHF loan take?\nI sent my documents last week.',
          createdAt: new Date(Date.now() - 60_000),
        },
        { name: '=cmd|calc', email: 'formula@example.com', subject: 'complaint', message: '@SUM(1+1)' },
        {
          name: 'Tunde Bakare',
          email: 'tunde@example.com',
          subject: 'mortgage',
          message: 'A question about mortgages, please.',
          status: 'closed',
          closedAt: new Date(),
        },
      ])
      .returning();
    messageId = rows[0].id;
  });

  it('lists, filters by status, subject and assignment, and searches by name or e-mail', async () => {
    const list = async (params: Record<string, string>, memberId = maker.id) =>
      (await listContactMessages({ services: context.services, query: query(params), memberId })).rows.map(
        (row) => row.email,
      );
    expect(await list({})).toHaveLength(3);
    expect((await list({ status: 'open' })).sort()).toEqual(['formula@example.com', 'ngozi@example.com']);
    expect(await list({ status: 'closed' })).toEqual(['tunde@example.com']);
    expect(await list({ subject: 'nhf' })).toEqual(['ngozi@example.com']);
    expect(await list({ q: 'NGOZI' })).toEqual(['ngozi@example.com']);
    expect(await list({ q: 'tunde@' })).toEqual(['tunde@example.com']);
    expect(await list({ work: 'mine' })).toEqual([]);
    expect(await list({ work: 'nobody' })).toHaveLength(3);
  });

  it('assigns a message to me, or to a chosen customer-service member, and to no one else', async () => {
    expect(
      await takeWork({ services: context.services, member: maker, kind: 'contact-message', itemId: messageId }),
    ).toEqual({
      message: 'It is yours now: it shows in your work.',
    });
    expect(
      await listContactMessages({
        services: context.services,
        query: query({ work: 'mine' }),
        memberId: maker.id,
      }).then((page) => page.rows.map((row) => row.id)),
    ).toEqual([messageId]);
    expect(
      (
        await listContactMessages({
          services: context.services,
          query: query({ work: 'mine' }),
          memberId: checker.id,
        })
      ).rows,
    ).toEqual([]);
    await assignWork({
      services: context.services,
      member: maker,
      kind: 'contact-message',
      itemId: messageId,
      input: { staffId: checker.id },
    });
    expect((await readContactMessage({ services: context.services, id: messageId }))!.assignee).toBe('Checker Chioma');
    const outsider = await refusal(
      assignWork({
        services: context.services,
        member: maker,
        kind: 'contact-message',
        itemId: messageId,
        input: { staffId: mortgageOfficer.id },
      }),
    );
    expect(outsider.fields).toHaveProperty('staffId');
    // The export names the member instead of 'me'.
    const exported = await contactMessagesExport.rows(context.services, query({ owner: checker.id }));
    expect(exported.rows.map((row) => row[2])).toEqual(['ngozi@example.com']);
  });

  it('replies by e-mail from the bank with the message quoted, keeps the reply, and audits it', async () => {
    const body = 'Dear Ngozi, an NHF loan takes about six weeks once your documents are complete.';
    expect(
      (
        await refusal(
          replyToContactMessage({ services: context.services, member: checker, messageId, input: { body: '' } }),
        )
      ).fields,
    ).toHaveProperty('body');
    expect(
      await replyToContactMessage({ services: context.services, member: checker, messageId, input: { body } }),
    ).toEqual({ message: 'Reply sent to ngozi@example.com.' });
    const mail = (await listOutbox(context.services)).find(
      (entry) =>
        entry.to === 'ngozi@example.com' && entry.subject === 'Re: your message about National Housing Fund (NHF)',
    );
    expect(mail?.text).toContain(body);
    expect(mail?.text).toContain('> How long does an NHF loan take?\n> I sent my documents last week.');
    expect(mail?.html).toContain('&#62; How long does an NHF loan take?<br>&#62; I sent my documents last week.');
    const replies = await db().select().from(contactReplies).where(eq(contactReplies.messageId, messageId));
    expect(replies).toEqual([expect.objectContaining({ staffId: checker.id, body })]);
    const view = (await readContactMessage({ services: context.services, id: messageId }))!;
    expect(view.replies).toEqual([expect.objectContaining({ body, by: 'Checker Chioma' })]);
    const history = await historyOf(context.services, [messageId]);
    expect(history.map((entry) => [entry.action, entry.actor])).toEqual([
      ['work.take', 'Maker Musa'],
      ['work.assign', 'Maker Musa'],
      ['contact-messages.reply', 'Checker Chioma'],
    ]);
  });

  it('closes an enquiry once, telling the sender briefly', async () => {
    expect(await closeContactMessage({ services: context.services, member: checker, messageId })).toEqual({
      message: 'Enquiry closed. The sender was told by e-mail.',
    });
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, messageId));
    expect(row.status).toBe('closed');
    expect(row.closedAt).toBeInstanceOf(Date);
    const mail = (await listOutbox(context.services)).find(
      (entry) =>
        entry.to === 'ngozi@example.com' &&
        entry.subject === 'Your enquiry about National Housing Fund (NHF) is closed',
    );
    expect(mail?.text).not.toContain('How long does an NHF loan take');
    expect((await refusal(closeContactMessage({ services: context.services, member: checker, messageId }))).name).toBe(
      'AlreadyClosed',
    );
    expect(
      (
        await refusal(
          replyToContactMessage({
            services: context.services,
            member: checker,
            messageId,
            input: { body: 'One more thing.' },
          }),
        )
      ).name,
    ).toBe('AlreadyClosed');
    expect((await historyOf(context.services, [messageId])).at(-1)).toMatchObject({
      action: 'contact-messages.close',
      actor: 'Checker Chioma',
    });
  });

  it('exports the messages as CSV, formulas made harmless', async () => {
    const { header, rows } = await contactMessagesExport.rows(context.services, query({ subject: 'complaint' }));
    const file = csvOf(header, rows);
    expect(csvHeader(file)).toBe('Received,Name,E-mail,Phone,Subject,Status,Assigned to,Message,Closed');
    expect(file).toContain(",'=cmd|calc,formula@example.com,,Complaint,Open,,'@SUM(1+1),");
  });
});

describe('subscribers', () => {
  beforeAll(async () => {
    const values = Array.from({ length: 23 }, (_, index) => ({
      email: index === 0 ? '=1+1@example.com' : `reader${String(index).padStart(2, '0')}@example.com`,
      source: '/newsletter',
      unsubscribeTokenHash: randomBytes(16).toString('hex'),
      consentedAt: new Date(Date.now() - index * 60_000),
      unsubscribedAt: index % 5 === 4 ? new Date() : null,
    }));
    await db().insert(newsletterSubscribers).values(values);
  });

  it('lists subscribers 20 a page, by state and e-mail', async () => {
    const first = await listSubscribers({ services: context.services, query: query() });
    expect(first).toMatchObject({ total: 23, pages: 2 });
    expect(first.rows).toHaveLength(20);
    expect((await listSubscribers({ services: context.services, query: query({ page: '2' }) })).rows).toHaveLength(3);
    const unsubscribed = await listSubscribers({ services: context.services, query: query({ state: 'unsubscribed' }) });
    expect(unsubscribed.rows.map((row) => row.email)).toEqual([
      'reader04@example.com',
      'reader09@example.com',
      'reader14@example.com',
      'reader19@example.com',
    ]);
    expect((await listSubscribers({ services: context.services, query: query({ state: 'active' }) })).total).toBe(19);
    expect(
      (await listSubscribers({ services: context.services, query: query({ q: 'READER1' }) })).rows.map(
        (row) => row.email,
      ),
    ).toHaveLength(10);
  });

  it('exports the current filter without a single unsubscribed address, formulas made harmless', async () => {
    const all = await subscribersExport.rows(context.services, query());
    const file = csvOf(all.header, all.rows);
    expect(csvHeader(file)).toBe('E-mail,Consent given,Where');
    expect(all.rows).toHaveLength(19);
    for (const gone of ['reader04', 'reader09', 'reader14', 'reader19']) expect(file).not.toContain(gone);
    expect(file).toContain("'=1+1@example.com");
    expect((await subscribersExport.rows(context.services, query({ state: 'unsubscribed' }))).rows).toEqual([]);
    expect((await subscribersExport.rows(context.services, query({ q: 'reader1' }))).rows.map((row) => row[0])).toEqual(
      [
        'reader10@example.com',
        'reader11@example.com',
        'reader12@example.com',
        'reader13@example.com',
        'reader15@example.com',
        'reader16@example.com',
        'reader17@example.com',
        'reader18@example.com',
      ],
    );
  });

  it('declares every customer-service export for its own area', () => {
    expect(
      Object.fromEntries(
        ['applications', 'pending-accounts', 'links', 'contact-messages', 'subscribers'].map((name) => [
          name,
          QUEUE_EXPORTS[name]?.area,
        ]),
      ),
    ).toEqual({
      applications: 'applications',
      'pending-accounts': 'pending-accounts',
      links: 'links',
      'contact-messages': 'contact-messages',
      subscribers: 'subscribers',
    });
  });
});
