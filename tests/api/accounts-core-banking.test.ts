import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepPendingAccounts } from '../../server/core-banking/complete-pending-account';
import { isValidNuban } from '../../server/core-banking/nuban';
import type { SwitchableCoreBanking } from '../../server/adapters/core-banking';
import { accountApplications } from '../../server/db/schema';
import { listOutbox } from '../../server/messaging/outbox';
import { adaezeFields, instantAccountForm } from '../support/fake-applicant';
import { DEFAULT_BROWSER, consentAs, jsonRequest, newClientAddress } from '../support/fake-bvn-holder';
import { createTestApp } from '../support/test-services';

const dataDir = mkdtempSync(join(tmpdir(), 'accounts-core-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    ACCOUNT_RETRY_DELAY_SECONDS: '1',
    CORE_BANKING_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const rows = async (query: ReturnType<typeof sql>) =>
  ((await context.services.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const switchCore = (state: string) => context.app.request('/dev/core-banking', jsonRequest('POST', { state }));

async function openFor(bvnNo: string, email: string) {
  const person = (await context.services.identity.lookupBvn(bvnNo))!;
  const bvnRef = await consentAs(context.app, context.services, { bvnNo, consentPhone: person.consentPhone });
  const response = await context.app.request('/api/v1/customers/instantAccount', {
    method: 'POST',
    body: instantAccountForm(adaezeFields({ ...person.record, bvnRef, email })),
    headers: { 'X-Forwarded-For': newClientAddress(), Cookie: DEFAULT_BROWSER, 'Idempotency-Key': `key-${bvnNo}` },
  });
  expect(response.status).toBe(201);
  return response.json();
}

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const detailsMailTo = async (address: string) =>
  (await listOutbox(context.services)).find(
    (entry) => entry.to === address && entry.subject?.startsWith('Your ') && entry.subject.endsWith('account details'),
  );

describe('the dev switch of the local core banking', () => {
  it('answers its state and refuses anything but up, down and slow', async () => {
    expect(await (await context.app.request('/dev/core-banking')).json()).toEqual({ state: 'up' });
    expect((await switchCore('sideways')).status).toBe(422);
    expect(await (await switchCore('down')).json()).toEqual({ state: 'down' });
    expect(await (await switchCore('up')).json()).toEqual({ state: 'up' });
  });
});

const localCore = () => context.services.coreBanking as SwitchableCoreBanking;

describe('when the core banking is down, then back', () => {
  it('accepts the application, and the retrying job opens the account and e-mails it once the core is back', async () => {
    await switchCore('down');
    const body = await openFor('61234567890', 'down@example.com');
    expect(body.payloadData).toMatchObject({ acctNumber: '', message: 'accountPending' });
    const [pending] = await rows(sql`select state from account_applications`);
    expect(pending).toEqual({ state: 'pending' });
    expect(await rows(sql`select outcome from audit_events where action = 'accounts.open'`)).toEqual([
      { outcome: 'pending' },
    ]);
    // The job keeps trying while the core is away, and nothing is opened.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(
      await rows(sql`select count(*)::int as n from core_banking_accounts where application_id not like 'existing-%'`),
    ).toEqual([{ n: 0 }]);

    // Not the dev switch (which retries at once): the job's own retry must find the core back.
    localCore().setState('up');
    const mail = await eventually(() => detailsMailTo('down@example.com'));
    const acctNumber = /Account number: (\d{10})/.exec(mail.text)![1];
    expect(isValidNuban('999999', acctNumber)).toBe(true);
    const existing = await context.app.request(
      '/api/v1/customers/self/getInstantAccountExisting',
      jsonRequest('POST', { customerId: body.customer._id }),
    );
    expect((await existing.json()).payloadData).toMatchObject({ acctNumber, message: 'finishedReg' });
    expect(
      await rows(sql`select count(*)::int as n from core_banking_accounts where application_id not like 'existing-%'`),
    ).toEqual([{ n: 1 }]);
  });
});

describe('when the core banking is slow', () => {
  it('opens the account late, once, and e-mails the details once', async () => {
    await switchCore('slow');
    const body = await openFor('62345678901', 'slow@example.com');
    expect(body.payloadData.acctNumber).toBe('');
    // The slow core opens the account after the caller gave up; the retry must find that account.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await switchCore('up');
    const mail = await eventually(() => detailsMailTo('slow@example.com'));
    const [{ n }] = await rows(
      sql`select count(*)::int as n from core_banking_accounts where application_id = ${String((await rows(sql`select a.id from account_applications a join customers c on c.id = a.customer_id where c.email = 'slow@example.com'`))[0].id)}`,
    );
    expect(n).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mails = (await listOutbox(context.services)).filter(
      (entry) => entry.to === 'slow@example.com' && entry.subject === mail.subject,
    );
    expect(mails).toHaveLength(1);
  });
});

describe('the dev switch back up', () => {
  it('tries the waiting applications at once', async () => {
    await switchCore('down');
    const body = await openFor('64567890123', 'switch@example.com');
    expect(body.payloadData.acctNumber).toBe('');
    await switchCore('up');
    const mail = await eventually(() => detailsMailTo('switch@example.com'), 5000);
    expect(mail.text).toMatch(/Account number: \d{10}/);
  });
});

describe('the sweep', () => {
  it('queues again an application left pending without a job', async () => {
    await switchCore('down');
    await openFor('63456789012', 'sweep@example.com');
    await context.services.database.db.execute(
      sql`update account_applications set created_at = now() - interval '1 hour' where state = 'pending'`,
    );
    expect(await sweepPendingAccounts({ services: context.services })).toBe(1);
    await switchCore('up');
    await eventually(() => detailsMailTo('sweep@example.com'));
    const opened = await context.services.database.db.select().from(accountApplications);
    expect(opened.every((application) => application.state === 'opened' && application.detailsSentAt)).toBe(true);
  });
});
