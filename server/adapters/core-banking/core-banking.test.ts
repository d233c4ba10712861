import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCoreBanking } from '../../../tests/support/fake-core-banking';
import { createTestDatabase } from '../../../tests/support/test-database';
import { DEVELOPMENT_SECRETS } from '../../config';
import { createLogger } from '../../logger';
import { createFieldCipher } from '../../security/field-cipher';
import { isValidNuban } from '../../core-banking/nuban';
import type { DatabaseHandle } from '../../db/client';
import { CoreBankingUnavailableError, type CoreBanking, type OpenAccountRequest } from './core-banking';
import { createHttpCoreBanking } from './http-core-banking';
import { createLocalCoreBanking } from './local-core-banking';

const request = (applicationId: string): OpenAccountRequest => ({
  applicationId,
  accountName: 'OKONKWO ADAEZE NGOZI',
  productCode: '002',
  branchCode: '102',
  customer: {
    acctType: 'Individual',
    lastname: 'Okonkwo',
    firstname: 'Adaeze',
    middlename: 'Ngozi',
    gender: 'Female',
    birthDate: '1990-04-12',
    phoneNo: '2348031234567',
    email: 'adaeze@example.com',
    bvnNo: '22222222222',
    nin: '70123456789',
  },
});
const wait = (ms: number) => AbortSignal.timeout(ms);

describe('local core banking', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  const core = () =>
    createLocalCoreBanking({
      db: database.db,
      cipher: createFieldCipher(DEVELOPMENT_SECRETS.ENCRYPTION_KEY),
      institutionCode: '999999',
      slowDelayMs: 300,
      logger: createLogger({ level: 'silent' }),
    });

  it('keeps the holder on record, sealed, and links BVN and NIN once', async () => {
    const local = core();
    const { accountNumber } = await local.openAccount(request('app-link'), { signal: wait(2000) });
    expect(await local.findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({
      accountNumber,
      bvnLinked: false,
      ninLinked: false,
    });
    await local.linkIdentity({ accountNumber, bvnNo: '22222222222', nin: '70123456789' }, { signal: wait(2000) });
    expect(await local.findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({
      bvnLinked: true,
      ninLinked: true,
    });
    expect(await local.findAccount('1234567890', { signal: wait(2000) })).toBeNull();
  });

  it("changes the holder's e-mail, phone and account name on record, the phone sealed", async () => {
    const local = core();
    const { accountNumber } = await local.openAccount(request('app-contact'), { signal: wait(2000) });
    await local.updateContact({ accountNumber, email: 'new@example.com' }, { signal: wait(2000) });
    expect(await local.findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({
      email: 'new@example.com',
      phoneNo: request('x').customer.phoneNo,
    });
    await local.updateContact({ accountNumber, phoneNo: '2348099990000' }, { signal: wait(2000) });
    expect(await local.findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({
      email: 'new@example.com',
      phoneNo: '2348099990000',
    });
    await local.updateContact({ accountNumber, accountName: 'OKONKWO ADA NGOZI' }, { signal: wait(2000) });
    expect(await local.findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({
      accountName: 'OKONKWO ADA NGOZI',
      email: 'new@example.com',
    });
  });

  it('issues valid NUBAN numbers, one account per application', async () => {
    const local = core();
    const first = await local.openAccount(request('app-1'), { signal: wait(2000) });
    const second = await local.openAccount(request('app-2'), { signal: wait(2000) });
    expect(isValidNuban('999999', first.accountNumber)).toBe(true);
    expect(isValidNuban('999999', second.accountNumber)).toBe(true);
    expect(second.accountNumber).not.toBe(first.accountNumber);
    expect(await local.openAccount(request('app-1'), { signal: wait(2000) })).toEqual(first);
    const twice = await Promise.all([
      local.openAccount(request('app-3'), { signal: wait(2000) }),
      local.openAccount(request('app-3'), { signal: wait(2000) }),
    ]);
    expect(twice[0]).toEqual(twice[1]);
  });

  it('fails fast when down, and when slow opens the account after the caller gave up', async () => {
    const local = core();
    local.setState('down');
    await expect(local.openAccount(request('app-4'), { signal: wait(2000) })).rejects.toBeInstanceOf(
      CoreBankingUnavailableError,
    );
    local.setState('slow');
    await expect(local.openAccount(request('app-5'), { signal: wait(50) })).rejects.toBeInstanceOf(
      CoreBankingUnavailableError,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    local.setState('up');
    const late = await local.openAccount(request('app-5'), { signal: wait(2000) });
    expect(isValidNuban('999999', late.accountNumber)).toBe(true);
  });
});

describe('HTTP core banking (against a local fake core)', () => {
  let fake: Awaited<ReturnType<typeof startFakeCoreBanking>>;
  beforeAll(async () => {
    fake = await startFakeCoreBanking({ apiKey: 'core-key' });
  });
  afterAll(() => fake.close());
  const core = () => createHttpCoreBanking({ url: fake.url, apiKey: 'core-key' });

  it('finds an account with its holder on record, and links BVN and NIN to it', async () => {
    const { accountNumber } = await core().openAccount(request('app-h9'), { signal: wait(2000) });
    expect(await core().findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({
      accountNumber,
      productCode: '002',
      bvnLinked: false,
      ninLinked: false,
    });
    await core().linkIdentity({ accountNumber, bvnNo: '22222222222', nin: '70123456789' }, { signal: wait(2000) });
    expect(await core().findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({
      bvnLinked: true,
      ninLinked: true,
    });
    expect(await core().findAccount('1234567890', { signal: wait(2000) })).toBeNull();
  });

  it("changes the holder's contact on record, and reports a refusal as unavailable", async () => {
    const { accountNumber } = await core().openAccount(request('app-h10'), { signal: wait(2000) });
    await core().updateContact({ accountNumber, phoneNo: '2348099990000' }, { signal: wait(2000) });
    expect(await core().findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({
      phoneNo: '2348099990000',
      email: request('x').customer.email,
    });
    await expect(
      core().updateContact({ accountNumber: '1234567890', email: 'a@b.co' }, { signal: wait(2000) }),
    ).rejects.toBeInstanceOf(CoreBankingUnavailableError);
  });

  it('opens once per application id and sends the contract', async () => {
    const opened = await core().openAccount(request('app-h1'), { signal: wait(2000) });
    expect(opened.accountNumber).toMatch(/^\d{10}$/);
    expect(await core().openAccount(request('app-h1'), { signal: wait(2000) })).toEqual(opened);
    expect(fake.state.requests.find((entry) => entry.applicationId === 'app-h1')).toMatchObject({
      applicationId: 'app-h1',
      productCode: '002',
      customer: { bvnNo: '22222222222' },
    });
  });

  it('reports down, slow and refused as unavailable', async () => {
    fake.state.mode = 'down';
    await expect(core().openAccount(request('app-h2'), { signal: wait(2000) })).rejects.toBeInstanceOf(
      CoreBankingUnavailableError,
    );
    fake.state.mode = 'slow';
    fake.state.slowMs = 500;
    await expect(core().openAccount(request('app-h3'), { signal: wait(100) })).rejects.toBeInstanceOf(
      CoreBankingUnavailableError,
    );
    fake.state.mode = 'up';
    await expect(
      createHttpCoreBanking({ url: fake.url, apiKey: 'wrong' }).openAccount(request('app-h4'), { signal: wait(2000) }),
    ).rejects.toBeInstanceOf(CoreBankingUnavailableError);
  });
});

/** The calls of the customer's area, the same on both adapters: balance, statement, restriction. */
function describeAccountCalls(
  name: string,
  setup: () => {
    core: () => CoreBanking;
    post: (accountNumber: string, posting: { amountKobo: number; narration: string; postedAt: Date }) => Promise<void>;
  },
) {
  describe(`${name}: balance, statement and restriction`, () => {
    const open = async (id: string, extra: Partial<OpenAccountRequest> = {}) =>
      (
        await setup()
          .core()
          .openAccount({ ...request(`${name}-${id}`), ...extra }, { signal: wait(2000) })
      ).accountNumber;
    const post = (accountNumber: string, amountKobo: number, postedAt: string) =>
      setup().post(accountNumber, { amountKobo, narration: `Posting ${amountKobo}`, postedAt: new Date(postedAt) });

    it('sums the postings into the balance and states a period of bank days with running balances', async () => {
      const core = setup().core();
      const accountNumber = await open('ledger');
      expect(await core.getBalance(accountNumber, { signal: wait(2000) })).toEqual({ ledgerKobo: 0, availableKobo: 0 });
      await post(accountNumber, 5_000_000, '2026-01-10T09:00:00+01:00');
      await post(accountNumber, -1_200_050, '2026-01-31T23:30:00Z'); // 00:30 on 1 February in Lagos
      await post(accountNumber, 2_500, '2026-02-28T12:00:00+01:00');
      await post(accountNumber, -100, '2026-03-01T00:00:00+01:00');
      expect(await core.getBalance(accountNumber, { signal: wait(2000) })).toEqual({
        ledgerKobo: 3_802_350,
        availableKobo: 3_802_350,
      });
      const statement = await core.getStatement(
        { accountNumber, from: '2026-02-01', to: '2026-02-28' },
        { signal: wait(2000) },
      );
      expect(statement).toMatchObject({
        from: '2026-02-01',
        to: '2026-02-28',
        openingKobo: 5_000_000,
        closingKobo: 3_802_450,
      });
      expect(statement!.postings.map(({ amountKobo, balanceKobo }) => [amountKobo, balanceKobo])).toEqual([
        [-1_200_050, 3_799_950],
        [2_500, 3_802_450],
      ]);
      expect(statement!.postings[0]).toMatchObject({
        narration: 'Posting -1200050',
        postedAt: new Date('2026-01-31T23:30:00Z').toISOString(),
      });
      expect(statement!.postings[0].reference).not.toBe('');
      expect(await core.getBalance('1234567890', { signal: wait(2000) })).toBeNull();
      expect(
        await core.getStatement(
          { accountNumber: '1234567890', from: '2026-02-01', to: '2026-02-28' },
          { signal: wait(2000) },
        ),
      ).toBeNull();
    });

    it('freezes an account that holds money and closes an empty one, once, keeping the reason', async () => {
      const core = setup().core();
      const funded = await open('funded');
      await post(funded, 1_000_000, '2026-02-01T10:00:00+01:00');
      expect(
        await core.restrictAccount({ accountNumber: funded, reason: 'APPLICATION_DECLINED' }, { signal: wait(2000) }),
      ).toEqual({ status: 'frozen' });
      expect(
        await core.restrictAccount({ accountNumber: funded, reason: 'APPLICATION_DECLINED' }, { signal: wait(2000) }),
      ).toEqual({ status: 'frozen' });
      expect(await core.findAccount(funded, { signal: wait(2000) })).toMatchObject({ status: 'frozen' });
      expect(await core.getBalance(funded, { signal: wait(2000) })).toEqual({
        ledgerKobo: 1_000_000,
        availableKobo: 0,
      });
      const empty = await open('empty');
      expect(
        await core.restrictAccount({ accountNumber: empty, reason: 'APPLICATION_DECLINED' }, { signal: wait(2000) }),
      ).toEqual({ status: 'closed' });
      expect(await core.findAccount(empty, { signal: wait(2000) })).toMatchObject({ status: 'closed' });
      await expect(
        core.restrictAccount({ accountNumber: '1234567890', reason: 'APPLICATION_DECLINED' }, { signal: wait(2000) }),
      ).rejects.toBeInstanceOf(CoreBankingUnavailableError);
    });

    it('records BVN and NIN as linked when the account is opened with a verified identity', async () => {
      const core = setup().core();
      const verified = await open('verified', { identityVerified: true });
      expect(await core.findAccount(verified, { signal: wait(2000) })).toMatchObject({
        bvnLinked: true,
        ninLinked: true,
        status: 'active',
      });
    });
  });
}

{
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  const local = () =>
    createLocalCoreBanking({
      db: database.db,
      cipher: createFieldCipher(DEVELOPMENT_SECRETS.ENCRYPTION_KEY),
      institutionCode: '999999',
      slowDelayMs: 300,
      logger: createLogger({ level: 'silent' }),
    });
  let serial = 0;
  describeAccountCalls('local', () => ({
    core: local,
    post: (accountNumber, posting) =>
      local().post({ accountNumber, ...posting, reference: `TEST-${(serial += 1)}-${accountNumber}` }),
  }));
}

{
  let fake: Awaited<ReturnType<typeof startFakeCoreBanking>>;
  beforeAll(async () => {
    fake = await startFakeCoreBanking({ apiKey: 'core-key' });
  });
  afterAll(() => fake.close());
  describeAccountCalls('http', () => ({
    core: () => createHttpCoreBanking({ url: fake.url, apiKey: 'core-key' }),
    post: async (accountNumber, posting) => fake.post(accountNumber, posting),
  }));
}
