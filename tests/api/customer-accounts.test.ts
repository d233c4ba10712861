import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBankDays, bankDayOf } from '../../domain/bank-days';
import { customerAccountTexts } from '../../domain/messages/customer-accounts';
import { isSwitchable, type SwitchableCoreBanking } from '../../server/adapters/core-banking';
import { APPROVED_ACTIONS } from '../../server/back-office/approval-actions';
import { decideApproval, pendingApprovalFor } from '../../server/back-office/approvals';
import { approveApplication, requestDecline } from '../../server/back-office/applications/application-review';
import { createStaffMember, type StaffMember } from '../../server/back-office/staff-members';
import { completePendingAccount } from '../../server/core-banking/complete-pending-account';
import { restrictDeclinedAccount, sweepDeclinedAccounts } from '../../server/core-banking/restrict-declined-account';
import { EXISTING_ACCOUNTS } from '../../server/core-banking/seed-existing-accounts';
import { accountsMoney, accountStatement, ownAccount } from '../../server/customer-area/account-money';
import { customerActivity } from '../../server/customer-area/activity';
import { linkPrefill } from '../../server/customer-area/link-prefill';
import { customerOverview } from '../../server/customer-area/overview';
import { statementCsv, statementFileName, statementPdf } from '../../server/customer-area/statement-files';
import { accountApplications, auditEvents, contactMessages, identityLinks, staffMembers } from '../../server/db/schema';
import { AppError } from '../../server/errors/app-error';
import { answerOf } from '../../server/http/api/api-error';
import { findProfile } from '../../server/sign-in/profiles';
import { pdfText } from '../support/pdf-text';
import { createTestApp } from '../support/test-services';
import { openWebsiteAccount, type WebsiteCustomer } from '../support/website-customer';

// Issue 28: the customer's area agrees with the bank: linked at opening, declines restrict the
// account, balances and statements come from the core's ledger.
const dataDir = mkdtempSync(join(tmpdir(), 'customer-accounts-test-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
let maker: StaffMember;
let checker: StaffMember;
const texts = customerAccountTexts;

const core = () => {
  const local = context.services.coreBanking;
  if (!isSwitchable(local)) throw new Error('the test app runs the local core banking');
  return local as SwitchableCoreBanking;
};
const profileOf = async (username: string) => (await findProfile(context.services, username))!;
const overviewOf = async (username: string) =>
  (await customerOverview({ services: context.services, profile: await profileOf(username) }))!;
const deposit = (accountNumber: string, amountKobo: number, reference: string) =>
  core().post({ accountNumber, amountKobo, narration: 'Cash deposit', reference });

async function staff(email: string) {
  const { member } = await createStaffMember({
    services: context.services,
    email,
    name: email,
    roles: ['customer_service'],
  });
  const [enrolled] = await context.services.database.db
    .update(staffMembers)
    .set({ enrolledAt: new Date() })
    .where(eq(staffMembers.id, member.id))
    .returning();
  return enrolled;
}

async function decline(applicationId: string, reason: string) {
  await requestDecline({ services: context.services, member: maker, applicationId, input: { reason } });
  const approval = (await pendingApprovalFor(context.services, 'application.decline', applicationId))!;
  await decideApproval({
    services: context.services,
    approvalId: approval.id,
    checker,
    decision: 'approved',
    actions: APPROVED_ACTIONS,
  });
}

async function applicationOf(customer: WebsiteCustomer) {
  const [application] = await context.services.database.db
    .select()
    .from(accountApplications)
    .where(eq(accountApplications.customerId, customer.customerId));
  return application;
}

let bvnSerial = 51_234_568_100;
const open = (email: string) =>
  openWebsiteAccount(context.app, context.services, { bvnNo: String((bvnSerial += 1)), email });

beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true', DATA_DIR: dataDir });
  [maker, checker] = [await staff('cb.maker@bank.test'), await staff('cb.checker@bank.test')];
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an account opened online', () => {
  it('is recorded linked in the core when the BVN came with consent and the NIN is its record’s', async () => {
    const customer = await open('cb.linked@example.com');
    expect(await core().findAccount(customer.acctNumber, { signal: AbortSignal.timeout(2000) })).toMatchObject({
      bvnLinked: true,
      ninLinked: true,
    });
    expect((await applicationOf(customer)).identityVerified).toBe(true);
    expect((await overviewOf(customer.acctNumber)).accounts).toEqual([
      { accountNumber: customer.acctNumber, productName: 'Save-4-It', link: 'linked', status: 'active' },
    ]);
  });

  it("prefills the linking form of the holder's own account with what the bank knows, never the BVN or NIN", async () => {
    const customer = await open('cb.prefill@example.com');
    const profile = await profileOf(customer.acctNumber);
    const prefill = await linkPrefill({ services: context.services, profile, accountNumber: customer.acctNumber });
    expect(prefill).toEqual({
      accountName: expect.stringMatching(
        new RegExp(`^${customer.lastname.toUpperCase()} ${customer.firstname.toUpperCase()}`),
      ),
      accountNo: customer.acctNumber,
      preferredBranch: 'ikeja',
      email: customer.email,
      phoneNo: `+234 ${customer.phone.slice(3, 6)} ${customer.phone.slice(6, 9)} ${customer.phone.slice(9)}`,
    });
    expect(await linkPrefill({ services: context.services, profile, accountNumber: '9000000016' })).toEqual({});
    const adaeze = await linkPrefill({
      services: context.services,
      profile: await profileOf('9000000016'),
      accountNumber: '9000000016',
    });
    expect(adaeze).toEqual({
      accountName: 'OKONKWO ADAEZE NGOZI',
      accountNo: '9000000016',
      email: 'adaeze.okonkwo@example.com',
      phoneNo: '+234 803 123 4567',
    });
  });
});

describe('an application and its decline', () => {
  it("reads 'received' while it waits for the core and nobody approved it, 'approved' once someone did", async () => {
    core().setState('down');
    let customer: WebsiteCustomer;
    try {
      customer = await open('cb.waiting@example.com');
    } finally {
      core().setState('up');
    }
    const stateOf = async () => (await overviewOf('cb.waiting@example.com')).applications[0].state;
    expect(await stateOf()).toBe('received');
    await approveApplication({
      services: context.services,
      member: maker,
      applicationId: (await applicationOf(customer)).id,
    });
    expect(await stateOf()).toBe('approved');
    await completePendingAccount({ services: context.services, applicationId: (await applicationOf(customer)).id });
    expect(await stateOf()).toBe('opened');
  });

  it('freezes an open account that holds money, and the area shows the decline, its reason and what follows', async () => {
    const customer = await open('cb.frozen@example.com');
    await deposit(customer.acctNumber, 1_500_000, `CB-FROZEN-${customer.acctNumber}`);
    const reason = 'The photograph of your ID card cannot be read.';
    await decline((await applicationOf(customer)).id, reason);
    const overview = await overviewOf(customer.acctNumber);
    expect(overview.accounts[0]).toMatchObject({ accountNumber: customer.acctNumber, status: 'frozen' });
    expect(overview.applications[0]).toMatchObject({ state: 'declined', decline: { reason, outcome: 'frozen' } });
    const money = await accountsMoney(context.services, [customer.acctNumber]);
    expect(money[customer.acctNumber].balance).toEqual({ ledgerKobo: 1_500_000, availableKobo: 0 });
    const [restricted] = await context.services.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'accounts.restrict'), eq(auditEvents.subject, (await applicationOf(customer)).id)),
      );
    expect(restricted.details).toEqual({ status: 'frozen', reason: 'APPLICATION_DECLINED', core: 'local' });
  });

  it('closes an open account that holds nothing', async () => {
    const customer = await open('cb.closed@example.com');
    await decline((await applicationOf(customer)).id, 'We could not confirm your address.');
    expect((await overviewOf(customer.acctNumber)).applications[0].decline).toEqual({
      reason: 'We could not confirm your address.',
      outcome: 'closed',
    });
  });

  it('restricts later when the core is away at the decline: the area says so meanwhile', async () => {
    const customer = await open('cb.later@example.com');
    await deposit(customer.acctNumber, 100, `CB-LATER-${customer.acctNumber}`);
    const { id } = await applicationOf(customer);
    core().setState('down');
    try {
      await decline(id, 'Your documents did not match your BVN record.');
    } finally {
      core().setState('up');
    }
    expect((await overviewOf(customer.acctNumber)).applications[0].decline?.outcome).toBe('restricting');
    expect(await sweepDeclinedAccounts({ services: context.services })).toBeGreaterThanOrEqual(1);
    await restrictDeclinedAccount({ services: context.services, applicationId: id });
    expect((await overviewOf(customer.acctNumber)).applications[0].decline?.outcome).toBe('frozen');
  });

  it('opens no account for an application declined while it waited for the core', async () => {
    core().setState('down');
    let customer: WebsiteCustomer;
    try {
      customer = await open('cb.never@example.com');
    } finally {
      core().setState('up');
    }
    const { id } = await applicationOf(customer);
    await decline(id, 'We cannot open this account for you.');
    await completePendingAccount({ services: context.services, applicationId: id });
    const application = await applicationOf(customer);
    expect(application.acctNumber).toBeNull();
    expect((await overviewOf('cb.never@example.com')).applications[0]).toMatchObject({
      state: 'declined',
      decline: { outcome: 'noAccount' },
    });
  });
});

describe('balances and statements', () => {
  it('seeds six months of history for the accounts from before the website, with the balances the README names', async () => {
    const money = await accountsMoney(context.services, ['9000000016', '9000000023']);
    expect(money['9000000016'].balance).toEqual({ ledgerKobo: 119_103_650, availableKobo: 119_103_650 });
    expect(money['9000000023'].balance).toEqual({ ledgerKobo: 14_590_000, availableKobo: 14_590_000 });
    expect(money['9000000016'].recent).toHaveLength(5);
    expect(money['9000000016'].recent![0].postedAt >= money['9000000016'].recent![4].postedAt).toBe(true);
    const [adaeze, tunde] = EXISTING_ACCOUNTS;
    expect(adaeze.history.length).toBe(37);
    expect(tunde.history.length).toBe(10);
  });

  it("states a period of the holder's own account as CSV and PDF, and refuses another's account", async () => {
    const profile = await profileOf('9000000016');
    const account = await ownAccount({ services: context.services, profile, accountNumber: '9000000016' });
    const today = bankDayOf();
    const statement = await accountStatement({
      services: context.services,
      account,
      period: { from: addBankDays(today, -200), to: today },
    });
    expect(statement.statement.openingKobo).toBe(0);
    expect(statement.statement.closingKobo).toBe(119_103_650);
    expect(statement.statement.postings).toHaveLength(37);
    expect(statementFileName(statement, 'pdf')).toBe(`statement-0016-${addBankDays(today, -200)}-to-${today}.pdf`);

    const csv = statementCsv(statement).split('\r\n');
    expect(csv[0]).toBe('Date,Details,Reference,Money in (NGN),Money out (NGN),Balance (NGN)');
    expect(csv[1]).toBe(`${addBankDays(today, -200)},Opening balance,,,,0.00`);
    expect(csv[2]).toBe(
      `${addBankDays(today, -185)},"Opening deposit: cash, Ikeja branch",SEED-900000001-001,50000.00,,50000.00`,
    );
    expect(csv).toContain(`${today},Closing balance,,,,1191036.50`);

    const lines = pdfText(await statementPdf(statement));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Statement of account',
        'OKONKWO ADAEZE NGOZI',
        '9000000016',
        'Regular Savings',
        '1,191,036.50',
        'Salary: Lagos University Teaching Hospital',
        '385,000.00',
      ]),
    );
    expect(lines.filter((line) => /^Page \d of \d$/.test(line)).length).toBeGreaterThanOrEqual(1);

    const refusal = await ownAccount({ services: context.services, profile, accountNumber: '9000000023' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(answerOf(refusal as AppError)).toMatchObject({ status: 404, message: texts.statement.notYours });
  });
});

describe('everything else the customer has with the bank', () => {
  it('lists link requests of their accounts and their contact messages, a complaint with its reference, and nobody else’s', async () => {
    const { db } = context.services.database;
    await db.insert(identityLinks).values([
      { accountNumber: '9000000023', accountName: 'BAKARE TUNDE JO', outcome: 'refused', reason: 'HOLDER_MISMATCH' },
      { accountNumber: '9000000016', accountName: 'OKONKWO ADAEZE NGOZI', outcome: 'linked' },
    ]);
    await db.insert(contactMessages).values([
      {
        name: 'Tunde Bakare',
        email: 'Tunde.Bakare@example.com',
        subject: 'mortgage',
        message: 'Please call me about a mortgage.',
      },
      {
        name: 'Tunde Bakare',
        email: 'tunde.bakare@example.com',
        subject: 'complaint',
        message: 'My transfer failed twice.',
        reference: 'CMP-20261127-7Q4KX2',
        complaintCategory: 'transfers',
        createdAt: new Date(Date.now() - 60_000),
      },
      { name: 'Someone', email: 'someone@example.com', subject: 'other', message: 'Not Tunde.' },
    ]);
    const profile = await profileOf('9000000023');
    const activity = await customerActivity({
      services: context.services,
      profile,
      accountNumbers: ['9000000023'],
      email: 'tunde.bakare@example.com',
    });
    expect(activity.linkRequests).toEqual([
      { accountNumber: '9000000023', outcome: 'refused', createdAt: expect.any(String) },
    ]);
    expect(activity.contactMessages).toEqual([
      { subject: 'mortgage', reference: null, status: 'open', createdAt: expect.any(String) },
      { subject: 'complaint', reference: 'CMP-20261127-7Q4KX2', status: 'open', createdAt: expect.any(String) },
    ]);
    expect(activity.loans).toEqual([]);
    expect(activity.dataRequests).toEqual([]);
  });
});
