import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { URI } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppErrorCode } from '../../server/errors/app-error';
import { APPROVED_ACTIONS } from '../../server/back-office/approval-actions';
import { decideApproval, listPendingApprovals, pendingApprovalFor } from '../../server/back-office/approvals';
import { listAuditTrail } from '../../server/back-office/audit/audit-trail';
import {
  createStaffMember,
  findStaffByEmail,
  memberOfInvite,
  type StaffMember,
} from '../../server/back-office/staff-members';
import { readHalfSession } from '../../server/back-office/staff-sessions';
import { enrolmentSecret } from '../../server/back-office/second-factor';
import { acceptInvite, staffCodeStep } from '../../server/back-office/staff-sign-in';
import { changeRoles, disableStaff, inviteStaff } from '../../server/back-office/team';
import { STAFF_ACCESS_ACTIONS } from '../../domain/back-office/staff-roles';
import { staffApprovals, staffMembers } from '../../server/db/schema';
import { listOutbox } from '../../server/messaging/outbox';
import { createTestApp } from '../support/test-services';

// Issue 26.5 and 26.6: malformed ids, the invitation link posted twice, and maker-checker on staff access.
const dataDir = mkdtempSync(join(tmpdir(), 'back-office-staff-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
let maker: StaffMember;
let checker: StaffMember;
const PASSWORD = { password: 'a long staff password', confirm: 'a long staff password' };

const inviteLinkTo = async (email: string) => {
  const mail = (await listOutbox(context.services, { limit: 1000 })).find(
    (entry) => entry.channel === 'email' && entry.to === email,
  );
  return /\/staff\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
};
const approve = (approvalId: string, by: StaffMember) =>
  decideApproval({
    services: context.services,
    approvalId,
    checker: by,
    decision: 'approved',
    actions: APPROVED_ACTIONS,
  });

beforeAll(async () => {
  context = await createTestApp({ DATA_DIR: dataDir });
  const { services } = context;
  maker = (await createStaffMember({ services, email: 'ada.admin@bank.test', name: 'Ada Admin', roles: ['admin'] }))
    .member;
  checker = (await createStaffMember({ services, email: 'bayo.admin@bank.test', name: 'Bayo Admin', roles: ['admin'] }))
    .member;
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await context.services.database.db.execute(sql`delete from rate_limits`);
});

describe('malformed ids', () => {
  it('are refused before any query: a 404, and nothing logged', async () => {
    const { services } = context;
    const logged = services.logs.length;
    for (const approvalId of ['not-a-uuid', '', "1' or '1'='1"]) {
      await expect(approve(approvalId, checker)).rejects.toMatchObject({ code: AppErrorCode.NotFound });
    }
    await expect(disableStaff({ services, admin: maker, staffId: 'not-a-uuid' })).rejects.toMatchObject({
      code: AppErrorCode.NotFound,
    });
    expect(services.logs.slice(logged).filter((line) => /"level":50|select|params/.test(line))).toEqual([]);
  });
});

describe('an invitation', () => {
  it('waits for a second administrator: nothing is created and no link sent until then', async () => {
    const { services } = context;
    await inviteStaff({
      services,
      admin: maker,
      input: { email: 'Chidi.Okafor@bank.test', name: 'Chidi Okafor', roles: ['customer_service'] },
    });
    expect(await findStaffByEmail(services, 'chidi.okafor@bank.test')).toBeNull();
    expect(await inviteLinkTo('chidi.okafor@bank.test')).toBeUndefined();
    const approval = (await pendingApprovalFor(services, 'staff.invite', 'chidi.okafor@bank.test'))!;
    expect(approval.payload).toEqual({
      email: 'chidi.okafor@bank.test',
      name: 'Chidi Okafor',
      roles: 'customer_service',
    });
    // The same invitation twice, and the maker as checker, are refused.
    await expect(
      inviteStaff({
        services,
        admin: maker,
        input: { email: 'chidi.okafor@bank.test', name: 'Chidi Okafor', roles: ['admin'] },
      }),
    ).rejects.toMatchObject({ code: AppErrorCode.Conflict });
    await expect(approve(approval.id, maker)).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    expect((await listPendingApprovals(services, checker)).map(({ approval: waiting }) => waiting.id)).toContain(
      approval.id,
    );

    await approve(approval.id, checker);
    const member = (await findStaffByEmail(services, 'chidi.okafor@bank.test'))!;
    expect(member.roles).toEqual(['customer_service']);
    expect(member.invitedBy).toBe(maker.id);
    expect(await inviteLinkTo('chidi.okafor@bank.test')).toBeTruthy();
    // Compliance finds both halves under the staff-access filter of the audit trail.
    const trail = await listAuditTrail({ services, query: new URLSearchParams({ action: STAFF_ACCESS_ACTIONS }) });
    const actions = trail.rows.map((row) => `${row.action} ${row.actorId}`);
    expect(actions).toContain(`${STAFF_ACCESS_ACTIONS}invite.requested ${maker.id}`);
    expect(actions).toContain(`${STAFF_ACCESS_ACTIONS}invite ${checker.id}`);
  });

  it('posted by two browsers at once gives one of them a session, and the other nothing', async () => {
    const { services } = context;
    await inviteStaff({
      services,
      admin: maker,
      input: { email: 'halima.bello@bank.test', name: 'Halima Bello', roles: ['compliance'] },
    });
    await approve((await pendingApprovalFor(services, 'staff.invite', 'halima.bello@bank.test'))!.id, checker);
    const token = (await inviteLinkTo('halima.bello@bank.test'))!;
    const post = (clientRef: string) =>
      acceptInvite({ services, inviteToken: token, input: { name: 'Halima Bello', ...PASSWORD }, clientRef });
    const outcomes = await Promise.allSettled([post('browser-a'), post('browser-b')]);
    const sessions = outcomes.filter(
      (outcome): outcome is PromiseFulfilledResult<string> => outcome.status === 'fulfilled',
    );
    expect(sessions).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { code: AppErrorCode.Gone },
    });
    expect((await readHalfSession({ services, token: sessions[0].value }))?.member.email).toBe(
      'halima.bello@bank.test',
    );
    expect(await memberOfInvite(services, token)).toBeNull();
  });

  it('binds the enrolment to the browser that claimed it: another with the same link gets no step of it', async () => {
    const { services } = context;
    await inviteStaff({
      services,
      admin: maker,
      input: { email: 'emeka.obi@bank.test', name: 'Emeka Obi', roles: ['customer_service'] },
    });
    await approve((await pendingApprovalFor(services, 'staff.invite', 'emeka.obi@bank.test'))!.id, checker);
    const token = (await inviteLinkTo('emeka.obi@bank.test'))!;
    // Browser A claims the link: its password is set, and its half session (an HttpOnly, SameSite=Strict cookie) leads to the second factor.
    const halfA = await acceptInvite({
      services,
      inviteToken: token,
      input: { name: 'Emeka Obi', ...PASSWORD },
      clientRef: 'browser-a',
    });
    // Browser B, with the same link, and later than A or at once: the password step is refused and changes nothing...
    await expect(
      acceptInvite({
        services,
        inviteToken: token,
        input: { name: 'Mallory', password: 'another long password', confirm: 'another long password' },
        clientRef: 'browser-b',
      }),
    ).rejects.toMatchObject({ code: AppErrorCode.Gone });
    const member = (await findStaffByEmail(services, 'emeka.obi@bank.test'))!;
    expect(member.name).toBe('Emeka Obi');
    // ...and the code step, with no session of its own, the link in place of one, or a made-up one, is refused too.
    for (const halfToken of [undefined, token, 'x'.repeat(43)]) {
      await expect(
        staffCodeStep({ services, halfToken, input: { code: '123456' }, clientRef: 'browser-b' }),
        String(halfToken),
      ).rejects.toMatchObject({ code: AppErrorCode.Gone });
      expect(await readHalfSession({ services, token: halfToken })).toBeNull();
    }
    expect((await findStaffByEmail(services, member.email))!.enrolledAt).toBeNull();

    // Browser A enrols with the secret its session is shown, and is signed in.
    const { uri } = await enrolmentSecret(services, (await readHalfSession({ services, token: halfA }))!.member);
    const code = URI.parse(uri).generate();
    expect(await staffCodeStep({ services, halfToken: halfA, input: { code }, clientRef: 'browser-a' })).toEqual(
      expect.any(String),
    );
    expect((await findStaffByEmail(services, member.email))!.enrolledAt).not.toBeNull();
  });
});

describe('a role change', () => {
  it('waits for a second administrator, who may not approve a change to their own roles', async () => {
    const { services } = context;
    const member = (await findStaffByEmail(services, 'chidi.okafor@bank.test'))!;
    await changeRoles({ services, admin: maker, input: { staffId: member.id, roles: ['customer_service', 'admin'] } });
    expect((await findStaffByEmail(services, member.email))!.roles).toEqual(['customer_service']);
    await approve((await pendingApprovalFor(services, 'staff.roles', member.id))!.id, checker);
    expect((await findStaffByEmail(services, member.email))!.roles).toEqual(['customer_service', 'admin']);

    // Ada asks to make Bayo a compliance officer too: Bayo cannot approve it himself.
    await changeRoles({ services, admin: maker, input: { staffId: checker.id, roles: ['admin', 'compliance'] } });
    const own = (await pendingApprovalFor(services, 'staff.roles', checker.id))!;
    await expect(approve(own.id, checker)).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    const [still] = await services.database.db.select().from(staffApprovals).where(eq(staffApprovals.id, own.id));
    expect(still.state).toBe('pending');
    const [bayo] = await services.database.db.select().from(staffMembers).where(eq(staffMembers.id, checker.id));
    expect(bayo.roles).toEqual(['admin']);
  });
});
