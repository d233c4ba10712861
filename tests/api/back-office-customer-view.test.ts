import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../domain/back-office/staff-roles';
import { AppErrorCode } from '../../server/errors/app-error';
import { listAuditTrail } from '../../server/back-office/audit/audit-trail';
import { searchCustomers } from '../../server/back-office/customers/customer-search';
import { viewCustomer } from '../../server/back-office/customers/customer-view';
import { recordStaffAction } from '../../server/back-office/staff-actions';
import { createStaffMember, type StaffMember } from '../../server/back-office/staff-members';
import { fileDataRequest } from '../../server/customer-area/data-requests';
import { fillPhoneHashes } from '../../server/accounts/phone-hashes';
import { CUSTOMER_SEALS } from '../../server/accounts/sealed-fields';
import { accountApplications, auditEvents, contactMessages, customers, identityLinks } from '../../server/db/schema';
import { startLoanApplication } from '../../server/loans/loan-applications';
import { findProfile, type Profile } from '../../server/sign-in/profiles';
import { createTestApp } from '../support/test-services';
import { openWebsiteAccount, type WebsiteCustomer } from '../support/website-customer';

// Issue 30 point 3: one view of a customer, and its search, answer each role as its remit says.
const dataDir = mkdtempSync(join(tmpdir(), 'back-office-customer-view-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
const members = {} as Record<StaffRole, StaffMember>;
let customer: WebsiteCustomer;
let profile: Profile;
const items = { loan: { id: '', reference: '' }, dataRequest: '', complaint: '', message: '', application: '' };
// A holder the local core knew before the website (server/core-banking/seed-existing-accounts.ts).
const HOLDER_ACCOUNT = '9000000016';

const viewAs = (role: StaffRole, key = customer.customerId, now?: Date) =>
  viewCustomer({ services: context.services, member: members[role], roles: [role], key, now });
const searchAs = (role: StaffRole, text: string) =>
  searchCustomers({ services: context.services, roles: [role], text });
const keysFound = async (role: StaffRole, text: string) => (await searchAs(role, text)).matches.map((m) => m.key);

beforeAll(async () => {
  context = await createTestApp({ DATA_DIR: dataDir });
  const { services } = context;
  const roles: [StaffRole, string][] = [
    ['customer_service', 'tola.service@bank.test'],
    ['compliance', 'ngozi.compliance@bank.test'],
    ['mortgage_officer', 'femi.mortgage@bank.test'],
    ['admin', 'ada.admin@bank.test'],
  ];
  for (const [role, email] of roles)
    members[role] = (await createStaffMember({ services, email, name: email.split('@')[0], roles: [role] })).member;

  customer = await openWebsiteAccount(context.app, services, { bvnNo: '71234567411', email: 'view.me@example.com' });
  profile = (await findProfile(services, customer.acctNumber))!;
  const { db } = services.database;
  const [application] = await db
    .select({ id: accountApplications.id })
    .from(accountApplications)
    .where(eq(accountApplications.customerId, customer.customerId));
  items.application = application.id;
  const loan = await startLoanApplication({ services, profile });
  items.loan = { id: loan.id, reference: loan.reference };
  await recordStaffAction(services, members.mortgage_officer, {
    action: 'loans.move',
    subject: loan.id,
    details: { status: 'under_assessment' },
  });
  const { request } = await fileDataRequest({
    services,
    profile,
    input: { kind: 'access', details: 'A copy of everything, please.' },
    email: customer.email,
  });
  items.dataRequest = request.reference;
  const [complaint] = await db
    .insert(contactMessages)
    .values({
      name: 'View Me',
      email: 'View.Me@example.com',
      subject: 'complaint',
      message: 'My card was swallowed.',
      reference: 'CMP-20261127-7Q4KX2',
    })
    .returning();
  items.complaint = complaint.reference!;
  items.message = complaint.id;
  await db.insert(identityLinks).values({
    accountNumber: customer.acctNumber,
    accountName: 'VIEW ME',
    outcome: 'refused',
    reason: 'NAME_MISMATCH',
  });
  await services.audit.record({ action: 'customers.sign-in', outcome: 'success', subject: profile.id });
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the customer view', () => {
  it('shows every role the profile and the core’s accounts, and only the sections of its own queues', async () => {
    const service = await viewAs('customer_service');
    expect(service).toMatchObject({
      key: customer.customerId,
      email: customer.email,
      phoneNo: customer.phone,
      kind: 'Individual',
      emailVerified: false,
      coreSilent: false,
      accounts: [{ accountNumber: customer.acctNumber, status: 'active', bvnLinked: true, ninLinked: true }],
    });
    expect(service.sections.applications).toHaveLength(1);
    expect(service.sections.links).toMatchObject([{ accountNumber: customer.acctNumber, outcome: 'refused' }]);
    expect(service.sections.messages).toMatchObject([{ id: items.message, reference: items.complaint }]);
    expect(service.sections.loans).toBeNull();
    expect(service.sections.dataRequests).toBeNull();

    const mortgage = await viewAs('mortgage_officer');
    expect(mortgage.sections).toMatchObject({ applications: null, links: null, messages: null, dataRequests: null });
    expect(mortgage.sections.loans).toMatchObject([{ id: items.loan.id, reference: items.loan.reference }]);
    expect(mortgage.accounts.map((account) => account.accountNumber)).toEqual([customer.acctNumber]);

    const compliance = await viewAs('compliance');
    expect(compliance.sections).toMatchObject({ applications: null, links: null, messages: null, loans: null });
    expect(compliance.sections.dataRequests).toMatchObject([{ reference: items.dataRequest }]);
  });

  it('tells each role the history of the items it sees; what the customer did themselves only to compliance', async () => {
    const actions = async (role: StaffRole) => (await viewAs(role)).history.map((entry) => entry.action);
    expect(await actions('mortgage_officer')).toContain('loans.move');
    expect(await actions('mortgage_officer')).not.toContain('customers.sign-in');
    expect(await actions('customer_service')).not.toContain('loans.move');
    expect(await actions('compliance')).toEqual(
      expect.arrayContaining(['customers.data-request', 'customers.sign-in']),
    );
    expect(await actions('compliance')).not.toContain('loans.move');
  });

  it('refuses the administrator, who reads no customer’s data, and answers an unknown address as not found', async () => {
    await expect(viewAs('admin')).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    await expect(searchAs('admin', customer.acctNumber)).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    await expect(viewAs('customer_service', '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: AppErrorCode.NotFound,
    });
    await expect(viewAs('customer_service', 'not-an-id')).rejects.toMatchObject({ code: AppErrorCode.NotFound });
  });

  it('records its opening in the audit trail once a sitting, and again after a staff session’s idle time', async () => {
    const { services } = context;
    const openings = async () =>
      (
        await services.database.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.action, 'customers.view'), eq(auditEvents.actor, members.compliance.id)))
      ).length;
    const before = await openings();
    const now = new Date(Date.now() + 60_000);
    await viewAs('compliance', customer.customerId, now);
    await viewAs('compliance', customer.customerId, now);
    expect(await openings()).toBe(before);
    const later = new Date(now.getTime() + (services.config.STAFF_SESSION_IDLE_SECONDS + 1) * 1000);
    await viewAs('compliance', customer.customerId, later);
    expect(await openings()).toBe(before + 1);
    // The trail names the customer by their accounts and links to their view.
    const trail = await listAuditTrail({ services, query: new URLSearchParams({ subject: customer.customerId }) });
    expect(trail.rows.find((row) => row.action === 'customers.view')).toMatchObject({
      sentence: 'Customer view opened.',
      subjectLabel: expect.stringContaining(customer.acctNumber),
      subjectHref: `/staff/customers/${customer.customerId}`,
    });
  });

  it('opens a holder from before the website by their account number, with the core’s name and contact', async () => {
    await findProfile(context.services, HOLDER_ACCOUNT);
    const view = await viewAs('customer_service', HOLDER_ACCOUNT);
    expect(view).toMatchObject({
      key: HOLDER_ACCOUNT,
      name: 'Okonkwo Adaeze Ngozi',
      kind: 'coreHolder',
      email: 'adaeze.okonkwo@example.com',
      emailVerified: null,
      accounts: [{ accountNumber: HOLDER_ACCOUNT }],
    });
    // The view's address of a website customer's account number is the customer.
    expect((await viewAs('mortgage_officer', customer.acctNumber)).key).toBe(customer.customerId);
  });
});

describe('the customer search', () => {
  it('finds the customer by account number, e-mail, phone and words of the name, for every role that reads customers', async () => {
    const name = (await viewAs('customer_service')).name.split(' ');
    for (const role of ['customer_service', 'compliance', 'mortgage_officer'] as const) {
      expect(await keysFound(role, customer.acctNumber)).toEqual([customer.customerId]);
      expect(await keysFound(role, customer.email.toUpperCase())).toEqual([customer.customerId]);
      expect(await keysFound(role, `0${customer.phone.slice(3)}`)).toEqual([customer.customerId]);
      expect(await keysFound(role, [...name].reverse().join(' ').toLowerCase())).toContain(customer.customerId);
    }
    expect(await keysFound('customer_service', 'adaeze.okonkwo@example.com')).toEqual([HOLDER_ACCOUNT]);
    expect(await searchAs('customer_service', 'Nobody Withthisname')).toMatchObject({ kind: 'name', matches: [] });
  });

  it('finds a phone by its keyed hash in any written form, opening no sealed phone, and not by a part of it', async () => {
    const { services } = context;
    const digits = customer.phone; // 234 and ten digits
    const spaced = `234 ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
    const opened: string[] = [];
    const decrypt = services.cipher.decrypt;
    services.cipher.decrypt = (value, context) => {
      opened.push(context);
      return decrypt(value, context);
    };
    try {
      for (const written of [
        `0${digits.slice(3)}`,
        `+${digits}`,
        digits,
        spaced,
        `+234 (${digits.slice(3, 6)}) ${digits.slice(6)}`,
      ])
        expect(await keysFound('customer_service', written), written).toEqual([customer.customerId]);
      expect(opened).not.toContain(CUSTOMER_SEALS.phone);
    } finally {
      services.cipher.decrypt = decrypt;
    }
    for (const partial of [`+${digits.slice(0, 11)}`, `0${digits.slice(3, 11)}`, `${digits.slice(0, 12)}`])
      expect(await keysFound('customer_service', partial), partial).toEqual([]);

    // A customer written before the hash existed is given it at start-up.
    const { db } = services.database;
    await db.update(customers).set({ phoneHash: null }).where(eq(customers.id, customer.customerId));
    expect(await keysFound('customer_service', digits)).toEqual([]);
    expect(await fillPhoneHashes(services)).toBe(1);
    expect(await fillPhoneHashes(services)).toBe(0);
    expect(await keysFound('customer_service', `0${digits.slice(3)}`)).toEqual([customer.customerId]);
  });

  it('finds by a reference or an item’s id only the role whose queue the item is in', async () => {
    const byReference = [
      [items.loan.reference, 'mortgage_officer'],
      [items.dataRequest, 'compliance'],
      [items.complaint, 'customer_service'],
      [items.loan.id, 'mortgage_officer'],
      [items.message, 'customer_service'],
      [items.application, 'customer_service'],
    ] as const;
    for (const [text, allowed] of byReference)
      for (const role of ['customer_service', 'compliance', 'mortgage_officer'] as const) {
        const result = await searchAs(role, text);
        if (role === allowed)
          expect(result, `${role} ${text}`).toMatchObject({
            outsideRemit: false,
            matches: [{ key: customer.customerId }],
          });
        else expect(result, `${role} ${text}`).toEqual({ kind: result.kind, outsideRemit: true, matches: [] });
      }
    // A customer's own id is no queue's item: every role that reads customers finds them by it.
    expect(await keysFound('compliance', customer.customerId)).toEqual([customer.customerId]);
    expect(await keysFound('mortgage_officer', profile.id)).toEqual([customer.customerId]);
  });
});
