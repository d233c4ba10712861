import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDojah } from '../../../tests/support/fake-dojah';
import { loadConfig } from '../../config';
import { createDojahIdentityProvider } from './dojah-identity-provider';
import { captureLogs } from '../../../tests/support/test-services';
import { createIdentityProvider, isSandboxRefused } from './index';
import { IdentityProviderUnavailableError } from './identity-provider';
import { toIsoBirthDate } from './normalise';
import { createSandboxIdentityProvider } from './sandbox-identity-provider';

describe('sandbox identity provider', () => {
  const sandbox = createSandboxIdentityProvider();

  it('knows Adaeze Ngozi Okonkwo and Tunde Jo Bakare exactly', async () => {
    expect(await sandbox.lookupBvn('22222222222')).toEqual({
      record: {
        bvnNo: '22222222222',
        firstname: 'Adaeze',
        middlename: 'Ngozi',
        lastname: 'Okonkwo',
        gender: 'Female',
        birthDate: '1990-04-12',
        phoneNo: '2348031234567',
        nin: '70123456789',
        email: '',
      },
      consentPhone: '2348031234567',
      photo: expect.stringMatching(/^iVBORw0KGgo/),
    });
    const tunde = await sandbox.lookupBvn('22222222223');
    expect(tunde).toMatchObject({
      record: {
        firstname: 'Tunde',
        middlename: 'Jo',
        lastname: 'Bakare',
        gender: 'Male',
        birthDate: '1985-11-02',
        nin: '70123456780',
        phoneNo: '',
      },
      consentPhone: '2348051112222',
    });
    expect(await sandbox.lookupNin('70123456789')).toMatchObject({
      firstname: 'Adaeze',
      lastname: 'Okonkwo',
      birthDate: '1990-04-12',
    });
  });

  it('does not know numbers starting with 0 and is down for 99999999999', async () => {
    expect(await sandbox.lookupBvn('01234567890')).toBeNull();
    expect(await sandbox.lookupNin('01234567890')).toBeNull();
    await expect(sandbox.lookupBvn('99999999999')).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });

  it('derives the same valid person from the same digits, a different one from others', async () => {
    const first = await sandbox.lookupBvn('12345678901');
    expect(await sandbox.lookupBvn('12345678901')).toEqual(first);
    expect(first?.record).toMatchObject({ bvnNo: '12345678901', nin: '72345678901' });
    expect(first?.record.phoneNo).toMatch(/^234\d{10}$/);
    expect(first?.record.birthDate).toMatch(/^(19|20)\d{2}-\d{2}-\d{2}$/);
    expect(first?.consentPhone).toBe(first?.record.phoneNo);
    const others = await Promise.all(
      ['12345678902', '55555555555', '31415926535'].map((bvn) => sandbox.lookupBvn(bvn)),
    );
    expect(new Set(others.map((other) => JSON.stringify(other?.record))).size).toBe(3);
  });

  it('gives each BVN its own made-up face, the same every time, as a PNG a decoder reads', async () => {
    const photoOf = async (bvnNo: string) => (await sandbox.lookupBvn(bvnNo))!.photo;
    const first = await photoOf('12345678901');
    expect(await photoOf('12345678901')).toBe(first);
    expect(await photoOf('12345678902')).not.toBe(first);
    expect(await sharp(Buffer.from(first, 'base64')).metadata()).toMatchObject({
      format: 'png',
      width: 120,
      height: 150,
    });
  });

  it("finds a derived person's NIN as the same person, so that both numbers can be linked", async () => {
    const { record } = (await sandbox.lookupBvn('31234567890'))!;
    expect(await sandbox.lookupNin(record.nin)).toMatchObject({
      nin: '71234567890',
      firstname: record.firstname,
      lastname: record.lastname,
      birthDate: record.birthDate,
    });
    expect(await sandbox.lookupNin('81234567890')).not.toMatchObject({
      firstname: record.firstname,
      lastname: record.lastname,
      birthDate: record.birthDate,
    });
  });
});

describe('Dojah identity provider (against a local fake of its API)', () => {
  const credentials = { appId: 'app-123', secretKey: 'test_sk_abc' };
  let dojah: Awaited<ReturnType<typeof startFakeDojah>>;
  beforeAll(async () => {
    dojah = await startFakeDojah(credentials);
    dojah.bvns.set('22380348250', {
      bvn: '22380348250',
      first_name: 'ADAEZE',
      middle_name: 'NGOZI',
      last_name: 'OKONKWO',
      date_of_birth: '12-Apr-1990',
      gender: 'Female',
      phone_number1: '08031234567',
      phone_number2: '',
      email: 'ADAEZE@EXAMPLE.COM',
      nin: '',
      image: '/9j/4AAQSkZJRg...',
    });
    dojah.nins.set('70123456789', {
      first_name: 'ADAEZE',
      last_name: 'OKONKWO',
      middle_name: 'NGOZI',
      gender: 'F',
      phone_number: '08031234567',
      date_of_birth: '1990-04-12',
      nin: '70123456789',
    });
  });
  afterAll(() => dojah.close());

  const provider = () => createDojahIdentityProvider({ baseUrl: dojah.url, ...credentials, timeoutMs: 2000 });

  it('maps a BVN entity to the product record', async () => {
    expect(await provider().lookupBvn('22380348250')).toEqual({
      record: {
        bvnNo: '22380348250',
        firstname: 'Adaeze',
        middlename: 'Ngozi',
        lastname: 'Okonkwo',
        gender: 'Female',
        birthDate: '1990-04-12',
        phoneNo: '2348031234567',
        nin: '',
        email: 'adaeze@example.com',
      },
      consentPhone: '2348031234567',
      photo: '/9j/4AAQSkZJRg...',
    });
  });

  it('maps a NIN entity and reports unknown numbers as null', async () => {
    expect(await provider().lookupNin('70123456789')).toEqual({
      nin: '70123456789',
      firstname: 'Adaeze',
      lastname: 'Okonkwo',
      middlename: 'Ngozi',
      gender: 'Female',
      birthDate: '1990-04-12',
      phoneNo: '2348031234567',
    });
    expect(await provider().lookupBvn('22222222299')).toBeNull();
    expect(await provider().lookupNin('70000000000')).toBeNull();
  });

  it('reports an outage, refused credentials and an unreachable host as unavailable', async () => {
    dojah.state.down = true;
    await expect(provider().lookupBvn('22380348250')).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
    dojah.state.down = false;
    const wrongKey = createDojahIdentityProvider({ baseUrl: dojah.url, appId: 'app-123', secretKey: 'wrong' });
    await expect(wrongKey.lookupBvn('22380348250')).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
    const nowhere = createDojahIdentityProvider({ baseUrl: 'http://127.0.0.1:9', ...credentials, timeoutMs: 500 });
    await expect(nowhere.lookupNin('70123456789')).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });
});

describe('provider dates', () => {
  it('reads the formats providers use', () => {
    expect(toIsoBirthDate('28-Jun-2000')).toBe('2000-06-28');
    expect(toIsoBirthDate('01-January-1907')).toBe('1907-01-01');
    expect(toIsoBirthDate('1990-04-12')).toBe('1990-04-12');
    expect(toIsoBirthDate('12/04/1990')).toBe('1990-04-12');
    expect(toIsoBirthDate('sometime')).toBe('');
  });
});

describe('choosing the provider', () => {
  const production = {
    NODE_ENV: 'production',
    HASH_KEY: 'y'.repeat(40),
    ENCRYPTION_KEY: `p:${Buffer.alloc(32, 7).toString('base64')}`,
    ALLOW_LOCAL_PARTS_IN_PRODUCTION: 'true',
  };

  it('is the sandbox by default, refused (and said so) in production', () => {
    const { lines, logger } = captureLogs();
    const sandbox = createIdentityProvider({ config: loadConfig({}), logger });
    expect(isSandboxRefused({ config: loadConfig({}), identity: sandbox })).toBe(false);
    expect(lines).toEqual([]);
    const config = loadConfig(production);
    expect(isSandboxRefused({ config, identity: createIdentityProvider({ config, logger }) })).toBe(true);
    expect(lines.join('')).toMatch(/IDENTITY_PROVIDER=sandbox is refused in production/);
  });

  it('is Dojah when configured, and the configuration names its missing keys', () => {
    const config = loadConfig({ ...production, IDENTITY_PROVIDER: 'dojah', DOJAH_APP_ID: 'a', DOJAH_SECRET_KEY: 'b' });
    const dojah = createIdentityProvider({ config, logger: captureLogs().logger });
    expect(dojah.name).toBe('dojah');
    expect(isSandboxRefused({ config, identity: dojah })).toBe(false);
    expect(() => loadConfig({ IDENTITY_PROVIDER: 'dojah' })).toThrow(
      /DOJAH_APP_ID: required when IDENTITY_PROVIDER=dojah/,
    );
  });
});
