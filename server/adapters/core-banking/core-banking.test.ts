import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCoreBanking } from '../../../tests/support/fake-core-banking';
import { createTestDatabase } from '../../../tests/support/test-database';
import { DEVELOPMENT_SECRETS } from '../../config';
import { createLogger } from '../../logger';
import { createFieldCipher } from '../../security/field-cipher';
import { isValidNuban } from '../../core-banking/nuban';
import type { DatabaseHandle } from '../../db/client';
import { CoreBankingUnavailableError, type OpenAccountRequest } from './core-banking';
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
  const core = () => createLocalCoreBanking({ db: database.db, cipher: createFieldCipher(DEVELOPMENT_SECRETS.ENCRYPTION_KEY), institutionCode: '999999', slowDelayMs: 300, logger: createLogger({ level: 'silent' }) });

  it('keeps the holder on record, sealed, and links BVN and NIN once', async () => {
    const local = core();
    const { accountNumber } = await local.openAccount(request('app-link'), { signal: wait(2000) });
    expect(await local.findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({ accountNumber, bvnLinked: false, ninLinked: false });
    await local.linkIdentity({ accountNumber, bvnNo: '22222222222', nin: '70123456789' }, { signal: wait(2000) });
    expect(await local.findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({ bvnLinked: true, ninLinked: true });
    expect(await local.findAccount('1234567890', { signal: wait(2000) })).toBeNull();
  });

  it("changes the holder's e-mail and phone on record, the phone sealed", async () => {
    const local = core();
    const { accountNumber } = await local.openAccount(request('app-contact'), { signal: wait(2000) });
    await local.updateContact({ accountNumber, email: 'new@example.com' }, { signal: wait(2000) });
    expect(await local.findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({ email: 'new@example.com', phoneNo: request('x').customer.phoneNo });
    await local.updateContact({ accountNumber, phoneNo: '2348099990000' }, { signal: wait(2000) });
    expect(await local.findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({ email: 'new@example.com', phoneNo: '2348099990000' });
  });

  it('issues valid NUBAN numbers, one account per application', async () => {
    const local = core();
    const first = await local.openAccount(request('app-1'), { signal: wait(2000) });
    const second = await local.openAccount(request('app-2'), { signal: wait(2000) });
    expect(isValidNuban('999999', first.accountNumber)).toBe(true);
    expect(isValidNuban('999999', second.accountNumber)).toBe(true);
    expect(second.accountNumber).not.toBe(first.accountNumber);
    expect(await local.openAccount(request('app-1'), { signal: wait(2000) })).toEqual(first);
    const twice = await Promise.all([local.openAccount(request('app-3'), { signal: wait(2000) }), local.openAccount(request('app-3'), { signal: wait(2000) })]);
    expect(twice[0]).toEqual(twice[1]);
  });

  it('fails fast when down, and when slow opens the account after the caller gave up', async () => {
    const local = core();
    local.setState('down');
    await expect(local.openAccount(request('app-4'), { signal: wait(2000) })).rejects.toBeInstanceOf(CoreBankingUnavailableError);
    local.setState('slow');
    await expect(local.openAccount(request('app-5'), { signal: wait(50) })).rejects.toBeInstanceOf(CoreBankingUnavailableError);
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
    expect(await core().findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({ accountNumber, productCode: '002', bvnLinked: false, ninLinked: false });
    await core().linkIdentity({ accountNumber, bvnNo: '22222222222', nin: '70123456789' }, { signal: wait(2000) });
    expect(await core().findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({ bvnLinked: true, ninLinked: true });
    expect(await core().findAccount('1234567890', { signal: wait(2000) })).toBeNull();
  });

  it("changes the holder's contact on record, and reports a refusal as unavailable", async () => {
    const { accountNumber } = await core().openAccount(request('app-h10'), { signal: wait(2000) });
    await core().updateContact({ accountNumber, phoneNo: '2348099990000' }, { signal: wait(2000) });
    expect(await core().findAccount(accountNumber, { signal: wait(2000) })).toMatchObject({ phoneNo: '2348099990000', email: request('x').customer.email });
    await expect(core().updateContact({ accountNumber: '1234567890', email: 'a@b.co' }, { signal: wait(2000) })).rejects.toBeInstanceOf(CoreBankingUnavailableError);
  });

  it('opens once per application id and sends the contract', async () => {
    const opened = await core().openAccount(request('app-h1'), { signal: wait(2000) });
    expect(opened.accountNumber).toMatch(/^\d{10}$/);
    expect(await core().openAccount(request('app-h1'), { signal: wait(2000) })).toEqual(opened);
    expect(fake.state.requests.find((entry) => entry.applicationId === 'app-h1')).toMatchObject({ applicationId: 'app-h1', productCode: '002', customer: { bvnNo: '22222222222' } });
  });

  it('reports down, slow and refused as unavailable', async () => {
    fake.state.mode = 'down';
    await expect(core().openAccount(request('app-h2'), { signal: wait(2000) })).rejects.toBeInstanceOf(CoreBankingUnavailableError);
    fake.state.mode = 'slow';
    fake.state.slowMs = 500;
    await expect(core().openAccount(request('app-h3'), { signal: wait(100) })).rejects.toBeInstanceOf(CoreBankingUnavailableError);
    fake.state.mode = 'up';
    await expect(createHttpCoreBanking({ url: fake.url, apiKey: 'wrong' }).openAccount(request('app-h4'), { signal: wait(2000) })).rejects.toBeInstanceOf(CoreBankingUnavailableError);
  });
});
