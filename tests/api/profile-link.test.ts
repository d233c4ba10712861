import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessage } from '../../domain/forms/field-message';
import { listOutbox } from '../../server/messaging/outbox';
import { newBrowser, newClientAddress } from '../support/fake-bvn-holder';
import { createTestApp } from '../support/test-services';

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => context.services.close());

const ADAEZE = {
  accountName: 'adaeze   OKONKWO ngozi',
  accountNo: '9000000016',
  preferredBranch: 'ikeja',
  email: 'ada.typed@example.com',
  phoneNo: '08031234567',
  bvnNo: '22222222222',
  nin: '70123456789',
  terms: 'on',
  step: '51',
};

function link(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return context.app.request('/api/v1/customers/selfProfileUpdate', {
    method: 'POST',
    body: form,
    headers: { 'X-Forwarded-For': newClientAddress(), Cookie: newBrowser() },
  });
}

// Issue 8: BVN and NIN linking (specification 2.8), on an account the local core held before the website.
describe('POST /api/v1/customers/selfProfileUpdate', () => {
  it('checks every field first', async () => {
    const response = await link({ ...ADAEZE, accountNo: '123' });
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields).toHaveProperty('accountNo');
  });

  it('takes a published branch only, as account opening does, before any look-up', async () => {
    // `lekki` has the shape of a branch an editor could add, but none is published (decision 101).
    const response = await link({ ...ADAEZE, preferredBranch: 'lekki' });
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields).toEqual({ preferredBranch: fieldMessage('preferredBranch') });
  });

  it('refuses an unknown account and a name that is not the account’s, with one message', async () => {
    for (const fields of [
      { ...ADAEZE, accountNo: '9000000099' },
      { ...ADAEZE, accountName: 'Bakare Tunde' },
    ]) {
      const response = await link(fields);
      expect(response.status).toBe(422);
      expect((await response.json()).error.message).toBe(
        'We could not find an account with this number and name. Check both as they appear on your statement.',
      );
    }
  });

  it('refuses a NIN of another person without saying whose it is', async () => {
    const response = await link({ ...ADAEZE, nin: '70123456780' });
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toBe(
      'The BVN and NIN must both belong to the holder of this account. Check the numbers, or visit any of our branches.',
    );
    const [row] = (
      (await context.services.database.db.execute(
        sql`select bvn_linked_at from core_banking_accounts where account_number = '9000000016'`,
      )) as unknown as { rows: { bvn_linked_at: unknown }[] }
    ).rows;
    expect(row.bvn_linked_at).toBeNull();
  });

  it('links both in the core, answers ninLinked, and tells the e-mail and phone on record only', async () => {
    const response = await link(ADAEZE);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'success',
      payloadData: {
        message: 'ninLinked',
        means: 'ninLinked',
        hisTitle: '',
        firstname: 'Adaeze',
        lastname: 'Okonkwo',
        accountName: 'OKONKWO ADAEZE NGOZI',
        acctTypeName: 'Regular Savings',
        acctNumber: '9000000016',
      },
    });
    const found = await context.services.coreBanking.findAccount('9000000016', { signal: AbortSignal.timeout(2000) });
    expect(found).toMatchObject({ bvnLinked: true, ninLinked: true, email: 'adaeze.okonkwo@example.com' });
    const outbox = await listOutbox(context.services);
    const mails = outbox
      .filter((entry) => entry.subject === 'Your BVN and NIN are linked to your account')
      .map((entry) => entry.to)
      .sort();
    // Issue 28: the typed e-mail may be a stranger's; only the holder's addresses on record hear of it.
    expect(mails).toEqual(['adaeze.okonkwo@example.com']);
    expect(outbox.some((entry) => entry.to === 'ada.typed@example.com')).toBe(false);
    expect(
      outbox.some(
        (entry) => entry.channel === 'sms' && entry.to === '2348031234567' && entry.text.includes('******0016'),
      ),
    ).toBe(true);
  });

  it('answers an account already linked with the sentence and sends no new notices', async () => {
    const before = (await listOutbox(context.services)).length;
    const response = await link(ADAEZE);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe('These numbers are already linked to this account');
    expect((await listOutbox(context.services)).length).toBe(before);
  });
});
