import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode } from '../../server/errors/app-error';
import type { StaffRole } from '../../domain/back-office/staff-roles';
import { listBvnPhoneHelpRequests } from '../../server/back-office/bvn-phone-help/help-queue';
import { bvnPhoneHelpRequests } from '../../server/db/schema';
import { requestBvnPhoneHelp } from '../../server/identity/request-bvn-phone-help';
import { newClientAddress, startConsent } from '../support/fake-bvn-holder';
import { createTestApp } from '../support/test-services';

// Issue 27: a way forward when the BVN phone is out of date, and customer service's queue of it.
let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => context.services.close());

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const ask = (sessionToken: string, way?: string) =>
  requestBvnPhoneHelp({ services: context.services, sessionToken, input: { way }, clientRef: 'test-client' });
const list = (roles: StaffRole[], query: Record<string, string> = {}) =>
  listBvnPhoneHelpRequests({ services: context.services, roles, query: new URLSearchParams(query) });

describe('a request for another way than the code', () => {
  it('answers a reference and records the way, the journey and the BVN sealed with its keyed hash', async () => {
    const { url } = await startConsent(context.app, { bvnNo: '22222222222', returnTo: '/instantaccount/ind/r' });
    const { reference, way } = await ask(tokenOf(url), 'branch');
    expect(reference).toMatch(/^BPH-\d{8}-[A-Z2-9]{6}$/);
    expect(way).toBe('branch');
    const [row] = await context.services.database.db
      .select()
      .from(bvnPhoneHelpRequests)
      .where(eq(bvnPhoneHelpRequests.reference, reference));
    expect(row).toMatchObject({
      way: 'branch',
      journey: 'instant',
      bvnHash: context.services.keyedHash('22222222222', 'bvn'),
    });
    expect(row.bvnSealed).not.toContain('22222222222');
  });

  it("knows the wizard's code screen by where its consent returns", async () => {
    const { url } = await startConsent(context.app, { bvnNo: '22222222222', returnTo: '/newaccount' });
    const { reference } = await ask(tokenOf(url), 'contact');
    const [row] = await context.services.database.db
      .select()
      .from(bvnPhoneHelpRequests)
      .where(eq(bvnPhoneHelpRequests.reference, reference));
    expect(row.journey).toBe('wizard');
  });

  it('gives an unknown BVN a reference too: the screen told a stranger nothing, and so does this', async () => {
    const { url } = await startConsent(context.app, { bvnNo: '01234567890' });
    expect((await ask(tokenOf(url), 'update-at-bank')).reference).toMatch(/^BPH-/);
  });

  it('refuses a way not chosen or unknown, and a code screen that does not exist', async () => {
    const { url } = await startConsent(context.app, { bvnNo: '22222222222', client: newClientAddress() });
    await expect(ask(tokenOf(url))).rejects.toMatchObject({
      code: AppErrorCode.ValidationError,
      message: 'Choose what you would like to do.',
      fields: { way: 'Choose what you would like to do.' },
    });
    await expect(ask(tokenOf(url), 'bribe')).rejects.toMatchObject({ code: AppErrorCode.ValidationError });
    await expect(ask('x'.repeat(43), 'branch')).rejects.toMatchObject({ code: AppErrorCode.ConsentSessionEnded });
  });

  it('limits requests per code screen', async () => {
    const { url } = await startConsent(context.app, { bvnNo: '22222222222', client: newClientAddress() });
    for (let attempt = 0; attempt < 5; attempt += 1) await ask(tokenOf(url), 'contact');
    await expect(ask(tokenOf(url), 'contact')).rejects.toMatchObject({ code: AppErrorCode.TooManyRequests });
  });
});

describe("customer service's queue of the requests", () => {
  it('lists them, newest first, with the masked BVN, and finds one by its reference as read out', async () => {
    const { url } = await startConsent(context.app, { bvnNo: '22222222222', client: newClientAddress() });
    const { reference } = await ask(tokenOf(url), 'branch');
    const page = await list(['customer_service']);
    expect(page.rows[0]).toMatchObject({ reference, maskedBvn: '•••••••2222', way: 'branch', journey: 'instant' });
    expect(JSON.stringify(page.rows)).not.toContain('22222222222');
    const found = await list(['customer_service'], { q: ` ${reference.toLowerCase()} ` });
    expect(found.rows.map((row) => row.reference)).toEqual([reference]);
    expect((await list(['customer_service'], { q: 'BPH-00000000-AAAAAA' })).rows).toEqual([]);
  });

  it('is open to customer service and administrators only', async () => {
    expect((await list(['admin'])).total).toBeGreaterThan(0);
    for (const roles of [['compliance'], ['mortgage_officer']] as StaffRole[][]) {
      await expect(list(roles), roles.join()).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    }
  });
});
