import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, adaezeFields, instantAccountForm } from '../support/fake-applicant';
import { DEFAULT_BROWSER, consentAs, newClientAddress } from '../support/fake-bvn-holder';
import { startFakeCoreBanking } from '../support/fake-core-banking';
import { startFakeDojah } from '../support/fake-dojah';
import { startFakeS3 } from '../support/fake-s3';
import { createTestApp } from '../support/test-services';

/**
 * The production configuration, against local fakes of the real systems' HTTP APIs: Dojah for
 * identity, a bank core over HTTP, an S3-compatible bucket for the documents.
 */
const dojahKeys = { appId: 'app-live-1', secretKey: 'prod_sk_test' };
const s3Keys = { accessKeyId: 'AKIATEST', secretAccessKey: 's3-secret', region: 'eu-west-1' };
let dojah: Awaited<ReturnType<typeof startFakeDojah>>;
let core: Awaited<ReturnType<typeof startFakeCoreBanking>>;
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let context: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  [dojah, core, s3] = await Promise.all([
    startFakeDojah(dojahKeys),
    startFakeCoreBanking({ apiKey: 'core-key' }),
    startFakeS3(s3Keys),
  ]);
  dojah.bvns.set('22380348250', {
    bvn: '22380348250',
    first_name: 'CHIOMA',
    middle_name: 'AMAKA',
    last_name: 'EZE',
    date_of_birth: '05-Mar-1992',
    gender: 'Female',
    phone_number1: '08091234567',
    phone_number2: '',
    email: '',
    nin: '',
  });
  dojah.nins.set('70123456789', {
    first_name: 'CHIOMA',
    last_name: 'EZE',
    gender: 'F',
    date_of_birth: '1992-03-05',
    nin: '70123456789',
    phone_number: '08091234567',
  });
  context = await createTestApp({
    TRUST_PROXY: 'true',
    IDENTITY_PROVIDER: 'dojah',
    DOJAH_BASE_URL: dojah.url,
    DOJAH_APP_ID: dojahKeys.appId,
    DOJAH_SECRET_KEY: dojahKeys.secretKey,
    CORE_BANKING: 'http',
    CORE_BANKING_URL: core.url,
    CORE_BANKING_API_KEY: 'core-key',
    STORAGE: 's3',
    S3_ENDPOINT: s3.url,
    S3_BUCKET: 'bank-documents',
    S3_REGION: s3Keys.region,
    S3_ACCESS_KEY_ID: s3Keys.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3Keys.secretAccessKey,
  });
});
afterAll(async () => {
  await context.services.close();
  await Promise.all([dojah.close(), core.close(), s3.close()]);
});

const chioma = (overrides: Record<string, string>) =>
  adaezeFields({
    bvnNo: '22380348250',
    lastname: 'Eze',
    firstname: 'Chioma',
    middlename: 'Amaka',
    birthDate: '1992-03-05',
    phoneNo: '2348091234567',
    email: 'chioma@example.com',
    ...overrides,
  });
const submit = (fields: Record<string, string>) =>
  context.app.request('/api/v1/customers/instantAccount', {
    method: 'POST',
    body: instantAccountForm(fields),
    headers: { 'X-Forwarded-For': newClientAddress(), Cookie: DEFAULT_BROWSER },
  });

describe('with Dojah, an HTTP core banking and S3', () => {
  it("uses the product's consent step (not the sandbox) and Dojah's data", async () => {
    const started = await context.app.request('/api/v1/agmortgvalidation/bvnAppLink', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress(), Cookie: DEFAULT_BROWSER },
      body: JSON.stringify({ bvnNo: '22380348250', lobbyUrlId: 0 }),
    });
    expect((await started.json()).url).toMatch(/^\/identity\/consent\/[A-Za-z0-9_-]{43}$/);
    const ref = await consentAs(context.app, context.services, { bvnNo: '22380348250', consentPhone: '2348091234567' });
    const data = await context.app.request('/api/v1/customers/self/getBvnData', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress(), Cookie: DEFAULT_BROWSER },
      body: JSON.stringify({ ref }),
    });
    expect((await data.json()).data).toEqual({
      bvnNo: '22380348250',
      firstname: 'Chioma',
      middlename: 'Amaka',
      lastname: 'Eze',
      gender: 'Female',
      birthDate: '1992-03-05',
      phoneNo: '2348091234567',
      nin: '',
      email: '',
    });
  });

  it('checks a typed NIN with Dojah, opens the account in the core and keeps the documents sealed in the bucket', async () => {
    const bvnRef = await consentAs(context.app, context.services, {
      bvnNo: '22380348250',
      consentPhone: '2348091234567',
    });
    const unknownNin = await submit(chioma({ bvnRef, nin: '70000000001' }));
    expect(unknownNin.status).toBe(422);
    expect((await unknownNin.json()).error.fields).toEqual({
      nin: 'We could not find this NIN. Check the number and try again.',
    });

    const opened = await submit(chioma({ bvnRef, nin: '70123456789' }));
    expect(opened.status).toBe(201);
    const body = await opened.json();
    expect(body.payloadData.accountName).toBe('EZE CHIOMA AMAKA');
    expect(body.payloadData.acctNumber).toBe([...core.accounts.values()][0]);
    expect(core.state.requests[0]).toMatchObject({
      productCode: '002',
      branchCode: '102',
      customer: { bvnNo: '22380348250', nin: '70123456789', birthDate: '1992-03-05' },
    });

    const stored = [...s3.objects.entries()];
    expect(stored.map(([key]) => key).sort()).toEqual([
      expect.stringMatching(/^\/bank-documents\/applications\/[0-9a-f-]{36}\/photo$/),
      expect.stringMatching(/\/scanned-id-card$/),
    ]);
    for (const [, bytes] of stored) expect(bytes.includes(pngBytes().subarray(0, 8))).toBe(false);
  });

  it('answers 503 with a clear message when Dojah is down during the NIN check', async () => {
    const bvnRef = await consentAs(context.app, context.services, {
      bvnNo: '22380348250',
      consentPhone: '2348091234567',
    });
    dojah.state.down = true;
    const response = await submit(chioma({ bvnRef, nin: '70123456789', accountProduct: '001' }));
    dojah.state.down = false;
    expect(response.status).toBe(503);
    expect((await response.json()).error).toEqual({
      name: 'IdentityUnavailable',
      message:
        'We cannot check your identity details at the moment. Nothing you entered is lost: try again in a few minutes.',
    });
  });
});
