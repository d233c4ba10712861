import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode } from '../../server/errors/app-error';
import { readDocument } from '../../server/accounts/documents';
import { ACCOUNT_OPEN_PER_BROWSER, VERIFICATION_EMAIL_PER_CUSTOMER } from '../../server/accounts/account-limits';
import { inspectVerificationLink, resendFromLink, verifyEmail } from '../../server/accounts/verify-email';
import { isValidNuban } from '../../server/core-banking/nuban';
import { listOutbox } from '../../server/messaging/outbox';
import {
  DEFAULT_BROWSER,
  browserRefOf,
  codeSentTo,
  consentAs,
  jsonRequest,
  newBrowser,
  newClientAddress,
} from '../support/fake-bvn-holder';
import { adaezeFields, imageFile, instantAccountForm, jpegBytes, pngBytes } from '../support/fake-applicant';
import { createTestApp } from '../support/test-services';
import sharp from 'sharp';

const dataDir = mkdtempSync(join(tmpdir(), 'accounts-test-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true', DATA_DIR: dataDir, PUBLIC_URL: 'https://bank.example' });
});
// The file plays one customer's phone through many applications: its per-browser limit is tested
// on a browser of its own.
afterEach(() => context.services.rateLimits.reset(ACCOUNT_OPEN_PER_BROWSER, browserRefOf(DEFAULT_BROWSER)));
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const rows = async (query: ReturnType<typeof sql>) =>
  ((await context.services.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

function submit(
  form: FormData,
  {
    key,
    client = newClientAddress(),
    path = '/api/v1/customers/instantAccount',
    origin,
    browser = DEFAULT_BROWSER,
  }: { key?: string; client?: string; path?: string; origin?: string; browser?: string } = {},
) {
  return context.app.request(path, {
    method: 'POST',
    body: form,
    headers: {
      'X-Forwarded-For': client,
      Cookie: browser,
      ...(key ? { 'Idempotency-Key': key } : {}),
      ...(origin ? { Origin: origin } : {}),
    },
  });
}

const adaezeRef = () =>
  consentAs(context.app, context.services, {
    bvnNo: '22222222222',
    consentPhone: '2348031234567',
    returnTo: '/instantaccount/ind/r',
  });
const emailsTo = async (address: string) =>
  (await listOutbox(context.services)).filter((entry) => entry.channel === 'email' && entry.to === address);
const linkToken = (text: string) => /\/instantAccount\?msg=1&psc=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

let adaeze: { customerId: string; acctNumber: string };

describe('POST /api/v1/customers/instantAccount', () => {
  it('opens the account with a NUBAN number, e-mails it and the verification link', async () => {
    const bvnRef = await adaezeRef();
    // Locked fields come from the BVN record, whatever the browser sent.
    const response = await submit(instantAccountForm(adaezeFields({ bvnRef, lastname: 'Someoneelse' })), {
      key: 'first-submission-0001',
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'success',
      customer: {
        email: 'adaeze@example.com',
        emailVerified: false,
        step: 50,
        acctType: 'Individual',
        checkedUser: { step: 50 },
      },
      payloadData: {
        message: 'finishedReg',
        means: 'quick',
        hisTitle: '',
        firstname: 'Adaeze',
        lastname: 'Okonkwo',
        accountName: 'OKONKWO ADAEZE NGOZI',
        acctTypeName: 'Save-4-It',
      },
    });
    expect(body.customer._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(isValidNuban('999999', body.payloadData.acctNumber)).toBe(true);
    adaeze = { customerId: body.customer._id, acctNumber: body.payloadData.acctNumber };

    const mails = await emailsTo('adaeze@example.com');
    const verification = mails.find((mail) => mail.subject === 'Verify your email address');
    expect(verification?.text).toMatch(/https:\/\/bank\.example\/instantAccount\?msg=1&psc=[A-Za-z0-9_-]{43}/);
    const details = mails.find((mail) => mail.subject === 'Your Save-4-It account details');
    expect(details?.text).toContain(`Account number: ${adaeze.acctNumber}`);
  });

  it('answers the same submission twice with the first result, and opens one account', async () => {
    const first = await emailsTo('adaeze@example.com');
    const replay = await submit(instantAccountForm(adaezeFields({ lastname: 'Someoneelse', bvnRef: 'x'.repeat(43) })), {
      key: 'first-submission-0001',
    });
    // A different payload under the same key is refused; the same payload gets the first answer.
    expect(replay.status).toBe(422);
    const applications = await rows(sql`select count(*)::int as n from account_applications`);
    expect(applications).toEqual([{ n: 1 }]);
    expect(await emailsTo('adaeze@example.com')).toHaveLength(first.length);
  });

  it('keeps BVN, NIN, phone and date of birth out of the database in clear text', async () => {
    const [customer] = await rows(sql`select * from customers`);
    const raw = JSON.stringify(customer);
    for (const secret of ['22222222222', '70123456789', '2348031234567', '1990-04-12'])
      expect(raw).not.toContain(secret);
    expect(customer.bvn_sealed).toMatch(/^v1\./);
    expect(customer.bvn_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(customer.nin_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await rows(sql`select * from idempotency_keys`))).not.toMatch(/22222222222|70123456789/);
  });

  it('stores the documents encrypted, outside the web root', async () => {
    const [application] = await rows(sql`select id, photo_key, scanned_id_card_key from account_applications`);
    const onDisk = readFileSync(join(dataDir, 'uploads', String(application.photo_key)));
    expect(onDisk.includes(pngBytes().subarray(0, 8))).toBe(false);
    // Kept as redrawn from their pixels (documents.ts): the same picture, not the same bytes.
    const photo = (await readDocument(context.services, String(application.photo_key)))!;
    expect(photo.subarray(0, 8)).toEqual(pngBytes().subarray(0, 8));
    expect(await sharp(photo).raw().toBuffer()).toEqual(await sharp(pngBytes()).raw().toBuffer());
    expect((await readDocument(context.services, String(application.scanned_id_card_key)))?.subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
  });

  it('refuses the same product again, and an e-mail another customer uses', async () => {
    const again = await submit(instantAccountForm(adaezeFields({ bvnRef: await adaezeRef() })));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      status: 'error',
      error: { name: 'AccountAlreadyOpened', message: 'You have already opened this type of Account!' },
    });

    const derived = (await context.services.identity.lookupBvn('51234567890'))!;
    const someoneRef = await consentAs(context.app, context.services, {
      bvnNo: '51234567890',
      consentPhone: derived.consentPhone,
    });
    const taken = await submit(
      instantAccountForm(adaezeFields({ bvnNo: '51234567890', bvnRef: someoneRef, nin: derived.record.nin })),
    );
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe('Email is Already Taken');
  });

  it('opens a second product for the same customer', async () => {
    const response = await submit(
      instantAccountForm(adaezeFields({ bvnRef: await adaezeRef(), accountProduct: '001' })),
      { path: '/api/v1/customers/quickPersonalAccount' },
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.customer._id).toBe(adaeze.customerId);
    expect(body.payloadData.acctTypeName).toBe('Regular Savings');
    expect(body.payloadData.acctNumber).not.toBe(adaeze.acctNumber);
  });

  // Issue 13.4: a second product silently replaced the e-mail on file.
  it("keeps the customer's e-mail on file when a second product is opened with another address", async () => {
    const bvnRef = await consentAs(context.app, context.services, {
      bvnNo: '22222222223',
      consentPhone: '2348051112222',
    });
    const tunde = (overrides: Record<string, string>) =>
      adaezeFields({
        bvnNo: '22222222223',
        lastname: 'Bakare',
        firstname: 'Tunde',
        middlename: 'Jo',
        gender: 'Male',
        birthDate: '1985-11-02',
        nin: '70123456780',
        phoneNo: '08051112222',
        ...overrides,
      });
    const first = await submit(
      instantAccountForm(tunde({ bvnRef, accountProduct: '002', email: 'tunde.a@example.com' })),
    );
    expect(first.status).toBe(201);
    const secondRef = await consentAs(context.app, context.services, {
      bvnNo: '22222222223',
      consentPhone: '2348051112222',
    });
    const second = await submit(
      instantAccountForm(tunde({ bvnRef: secondRef, accountProduct: '101', email: 'tunde.b@example.com' })),
    );
    expect(second.status).toBe(201);
    expect((await second.json()).customer.email).toBe('tunde.a@example.com');
    const [customer] = await rows(
      sql`select email from customers where acct_type = 'Individual' and email like 'tunde.%'`,
    );
    expect(customer.email).toBe('tunde.a@example.com');
    expect(await emailsTo('tunde.b@example.com')).toEqual([]);
  });

  // Issue 13.10: corporate accounts opened in the director's name, asking nothing of the company.
  it("opens Bakare Ventures' account, Tunde signing, with the phone he typed (his BVN data has none)", async () => {
    const bvnRef = await consentAs(context.app, context.services, {
      bvnNo: '22222222223',
      consentPhone: '2348051112222',
    });
    const withoutCompany = await submit(
      instantAccountForm(adaezeFields({ bvnRef, bvnNo: '22222222223', acctType: 'Corporate', cacNumber: 'AB12' })),
    );
    expect(withoutCompany.status).toBe(422);
    expect((await withoutCompany.json()).error.fields).toMatchObject({
      businessName: 'The values entered for Registered Business Name is invalid!',
      cacNumber:
        'Enter the CAC registration number: RC and its digits for a company, BN and its digits for a business name.',
    });
    const fields = adaezeFields({
      businessName: 'Bakare Ventures Limited',
      cacNumber: 'rc 123 4567',
      bvnRef,
      bvnNo: '22222222223',
      lastname: 'Bakare',
      firstname: 'Tunde',
      middlename: '',
      gender: 'Male',
      birthDate: '1985-11-02',
      nin: '70123456780',
      phoneNo: '0805 999 0000',
      email: 'tunde@bakare.example',
      acctType: 'Corporate',
      accountProduct: '101',
    });
    const response = await submit(instantAccountForm(fields));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.customer.acctType).toBe('Corporate');
    expect(body.payloadData).toMatchObject({ accountName: 'BAKARE VENTURES LIMITED', signatory: 'BAKARE TUNDE' });
    const [customer] = await rows(
      sql`select phone_sealed, business_name, cac_number from customers where acct_type = 'Corporate'`,
    );
    expect(customer).toMatchObject({ business_name: 'Bakare Ventures Limited', cac_number: 'RC1234567' });
    expect(context.services.cipher.decrypt(String(customer.phone_sealed), 'customers.phone')).toBe('2348059990000');
  });

  it('re-checks every rule and answers the first failing field first, the documents once the fields pass', async () => {
    const response = await submit(
      instantAccountForm(
        adaezeFields({ preferredBranch: 'empty', email: 'not-an-email', bvnNo: '123', terms: '' }),
        {},
      ),
    );
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.name).toBe('ValidationError');
    expect(error.message).toBe('Choose a branch to continue!');
    expect(Object.keys(error.fields)).toEqual(['preferredBranch', 'email', 'bvnNo', 'terms']);
    expect(error.fields.bvnNo).toBe('BVN must be valid 11 characters!!');
    // The request's schema refuses the fields before the documents are read; then they are checked.
    const withoutDocuments = await submit(instantAccountForm(adaezeFields(), {}));
    expect(withoutDocuments.status).toBe(422);
    expect(Object.keys((await withoutDocuments.json()).error.fields)).toEqual(
      expect.arrayContaining(['photo', 'scannedIDCard']),
    );
  });

  it('refuses a Preferred Branch that is no published branch (decision 101)', async () => {
    const response = await submit(instantAccountForm(adaezeFields({ preferredBranch: 'kano' })));
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.fields).toMatchObject({ preferredBranch: 'Choose a branch to continue!' });
  });

  it('checks documents by their bytes and size', async () => {
    const notAnImage = imageFile('photo.png', Buffer.from('%PDF-1.7 pretending to be a picture'), 'image/png');
    const tooLarge = imageFile('id.png', Buffer.concat([pngBytes(), Buffer.alloc(2_000_001)]), 'image/png');
    const response = await submit(
      instantAccountForm(adaezeFields({ bvnRef: 'unused' }), { photo: notAnImage, scannedIDCard: tooLarge }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields).toEqual({
      bvnNo: 'Your BVN validation has expired or was already used. Please validate your BVN again.',
      photo: 'Invalid File Type. Upload image file only for Passport Photo',
      scannedIDCard: 'File larger than 2MB for Scanned ID Card',
    });
    const exactlyTheLimit = imageFile('id.jpg', jpegBytes(2_000_000), 'image/jpeg');
    const fine = await submit(
      instantAccountForm(adaezeFields({ bvnRef: 'unused' }), {
        photo: imageFile('p.png'),
        scannedIDCard: exactlyTheLimit,
      }),
    );
    expect((await fine.json()).error.fields).toEqual({
      bvnNo: 'Your BVN validation has expired or was already used. Please validate your BVN again.',
    });
  });

  it('requires a validated BVN, for the very BVN on the form', async () => {
    const missing = await submit(instantAccountForm(adaezeFields({ accountProduct: '003' })));
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.fields).toEqual({
      bvnNo: 'Validate your BVN to continue with this application.',
    });
    const derived = (await context.services.identity.lookupBvn('52345678901'))!;
    const otherRef = await consentAs(context.app, context.services, {
      bvnNo: '52345678901',
      consentPhone: derived.consentPhone,
    });
    const mismatch = await submit(instantAccountForm(adaezeFields({ accountProduct: '003', bvnRef: otherRef })));
    expect((await mismatch.json()).error.message).toBe(
      'The BVN does not match the one you validated. Please validate your BVN again.',
    );
  });

  it('opens one account for a double click without a key, and answers a double click with a key once', async () => {
    const derived = (await context.services.identity.lookupBvn('53456789012'))!;
    const fields = (bvnRef: string, product: string) =>
      adaezeFields({ ...derived.record, bvnRef, email: 'double@example.com', accountProduct: product });
    const ref = await consentAs(context.app, context.services, {
      bvnNo: '53456789012',
      consentPhone: derived.consentPhone,
    });
    const client = newClientAddress();
    const [one, two] = await Promise.all([
      submit(instantAccountForm(fields(ref, '004')), { client, key: 'double-click-key-1' }),
      submit(instantAccountForm(fields(ref, '004')), { client, key: 'double-click-key-1' }),
    ]);
    expect([one.status, two.status].sort()).toEqual(expect.arrayContaining([201]));
    for (const response of [one, two]) expect([201, 409]).toContain(response.status);
    const replay = await submit(instantAccountForm(fields(ref, '004')), { client, key: 'double-click-key-1' });
    expect(replay.status).toBe(201);
    expect((await replay.json()).payloadData.acctNumber).toBe(
      (await (one.status === 201 ? one : two).json()).payloadData.acctNumber,
    );
    const [{ n }] = await rows(
      sql`select count(*)::int as n from account_applications a join customers c on c.id = a.customer_id where c.email = 'double@example.com'`,
    );
    expect(n).toBe(1);
  });

  // Issue 13.11: a key of 'abc' answered 422 'Unable to save your details at this time.'
  it('says what is wrong with a malformed Idempotency-Key, with 400', async () => {
    const response = await submit(instantAccountForm(adaezeFields()), { key: 'abc' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'error',
      error: {
        name: 'BadIdempotencyKey',
        message: 'The Idempotency-Key must be 8 to 200 letters, digits, hyphens or underscores (a UUID will do).',
      },
    });
  });

  it('refuses a submission sent by a page of another site', async () => {
    const response = await submit(instantAccountForm(adaezeFields()), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('limits submissions per browser with 429 and Retry-After, and lets a crowd behind one address apply', async () => {
    const browser = newBrowser();
    const client = newClientAddress();
    // Well-formed but without a BVN validation: each reaches the use case, and its limits.
    const unvalidated = () => instantAccountForm(adaezeFields(), {});
    for (let attempt = 0; attempt < 10; attempt += 1) await submit(unvalidated(), { client, browser });
    const refused = await submit(unvalidated(), { client, browser });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Issue 13.5: the next customer on the same carrier address is not refused.
    expect((await submit(unvalidated(), { client, browser: newBrowser() })).status).toBe(422);
  });
});

const verify = (token: string, browser = newBrowser()) =>
  verifyEmail({ services: context.services, token, clientRef: newClientAddress(), browserRef: browserRefOf(browser) });
const patch = (path: string, browser = DEFAULT_BROWSER) =>
  context.app.request(path, { method: 'PATCH', headers: { 'X-Forwarded-For': newClientAddress(), Cookie: browser } });

describe('verification e-mail', () => {
  it("'Resend email' sends a new link; only the newest link verifies, and a second confirmation shows the account", async () => {
    const before = await emailsTo('adaeze@example.com');
    const oldToken = linkToken(before.find((mail) => mail.subject === 'Verify your email address')!.text)!;
    const resent = await patch(`/api/v1/customers/self/resendEmail/${adaeze.customerId}`);
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ status: 'success' });
    const newest = (await emailsTo('adaeze@example.com'))[0];
    const newToken = linkToken(newest.text)!;
    expect(newToken).not.toBe(oldToken);
    expect(
      await inspectVerificationLink({
        services: context.services,
        token: oldToken,
        browserRef: browserRefOf(newBrowser()),
      }),
    ).toEqual({ state: 'expired' });
    await expect(verify(oldToken)).rejects.toMatchObject({ code: AppErrorCode.VerificationLinkInvalid });
    expect(
      await inspectVerificationLink({
        services: context.services,
        token: newToken,
        browserRef: browserRefOf(newBrowser()),
      }),
    ).toEqual({ state: 'ready' });
    expect((await verify(newToken)).payloadData.acctNumber).toMatch(/^\d{10}$/);
    // Issue 13.3: the link opened again (a mail scanner went first) says so and shows the account.
    // Issue 27.22: a used link shows whoever holds it the first name and the last four digits only.
    expect(
      await inspectVerificationLink({
        services: context.services,
        token: newToken,
        browserRef: browserRefOf(newBrowser()),
      }),
    ).toMatchObject({ state: 'verified', payloadData: { firstname: 'Adaeze', lastname: '', accountName: '' } });
    expect(await verify(newToken)).toMatchObject({
      wasVerifiedBefore: true,
      payloadData: { acctNumber: expect.stringMatching(/^•{6}\d{4}$/) },
    });
    expect((await patch(`/api/v1/customers/self/resendEmail/${adaeze.customerId}`)).status).toBe(409);
  });

  it('answers an unknown customer, and a customer this browser did not apply for, with 404; limits resends', async () => {
    expect((await patch('/api/v1/customers/self/resendEmail/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const [double] = await rows(sql`select id from customers where email = 'double@example.com'`);
    expect((await patch(`/api/v1/customers/self/resendEmail/${double.id}`, newBrowser())).status).toBe(404);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await patch(`/api/v1/customers/self/resendEmail/${double.id}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('expires links after 48 hours, and a lapsed link can ask for a new one to the address on file', async () => {
    const [double] = await rows(sql`select id from customers where email = 'double@example.com'`);
    const token = linkToken(
      (await emailsTo('double@example.com')).find((mail) => mail.subject === 'Verify your email address')!.text,
    )!;
    await context.services.database.db.execute(
      sql`update email_verification_tokens set expires_at = now() - interval '1 second' where customer_id = ${double.id}`,
    );
    await expect(verify(token)).rejects.toMatchObject({ code: AppErrorCode.VerificationLinkInvalid });
    expect(
      await inspectVerificationLink({ services: context.services, token, browserRef: browserRefOf(newBrowser()) }),
    ).toEqual({ state: 'expired' });
    await context.services.rateLimits.reset(VERIFICATION_EMAIL_PER_CUSTOMER, String(double.id));
    const mailsBefore = (await emailsTo('double@example.com')).length;
    await resendFromLink({ services: context.services, token, clientRef: newClientAddress() });
    expect(await emailsTo('double@example.com')).toHaveLength(mailsBefore + 1);
    const fresh = linkToken((await emailsTo('double@example.com'))[0].text)!;
    expect(
      await inspectVerificationLink({
        services: context.services,
        token: fresh,
        browserRef: browserRefOf(newBrowser()),
      }),
    ).toEqual({ state: 'ready' });
  });
});

describe('PATCH /api/v1/customers/self/utilizeDiffConfirmationEmail/{customerId}', () => {
  const change = (customerId: unknown, body: Record<string, string>, browser = DEFAULT_BROWSER) =>
    context.app.request(
      `/api/v1/customers/self/utilizeDiffConfirmationEmail/${customerId}`,
      jsonRequest('PATCH', body, newClientAddress(), { Cookie: browser }),
    );

  // Issue 14.2: with the id alone anyone could replace the e-mail, then verify it: a takeover.
  it('needs the browser that applied and a code sent to the phone on record, and tells the old address', async () => {
    const [tunde] = await rows(sql`select id from customers where acct_type = 'Corporate'`);
    expect((await change(tunde.id, { email: 'thief@example.com' }, newBrowser())).status).toBe(404);
    const asked = await change(tunde.id, { email: 'Accounts@Bakare.Example' });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ status: 'pending', confirm: 'otp', maskedPhone: '+234 805 *** 0000' });
    expect((await rows(sql`select email from customers where id = ${tunde.id}`))[0].email).toBe('tunde@bakare.example');
    const code = await codeSentTo(context.services, '2348059990000');
    const wrong = await change(tunde.id, {
      email: 'accounts@bakare.example',
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.fields).toEqual({ otp: 'That code is not correct. You have 4 tries left.' });
    const response = await change(tunde.id, { email: 'accounts@bakare.example', otp: code });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.user.email).toBe('accounts@bakare.example');
    expect(body.payloadData.accountName).toBe('BAKARE VENTURES LIMITED');
    const notice = (await emailsTo('tunde@bakare.example'))[0];
    expect(notice.subject).toBe('Your e-mail address was changed');
    expect(notice.text).toContain('accounts@bakare.example');
    const token = linkToken((await emailsTo('accounts@bakare.example'))[0].text)!;
    expect((await verify(token)).payloadData.accountName).toBe('BAKARE VENTURES LIMITED');
    // The code was single use.
    expect((await change(tunde.id, { email: 'accounts@bakare.example', otp: code })).status).toBe(409);
  });

  it('refuses a taken, an invalid or an already verified address', async () => {
    const [double] = await rows(sql`select id from customers where email = 'double@example.com'`);
    const taken = await change(double.id, { email: 'adaeze@example.com' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe('Email is Already Taken');
    const invalid = await change(double.id, { email: 'nope' });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.fields).toEqual({ email: 'The values entered for Email is invalid!' });
    expect((await change(adaeze.customerId, { email: 'new@example.com' })).status).toBe(409);
  });
});

describe('a verified link on another device', () => {
  it('grants the application to the browser that confirms the link, on any device', async () => {
    const [double] = await rows(sql`select id from customers where email = 'double@example.com'`);
    const otherDevice = newBrowser();
    const token = linkToken((await emailsTo('double@example.com'))[0].text)!;
    const existing = () =>
      context.app.request(
        '/api/v1/customers/self/getInstantAccountExisting',
        jsonRequest('POST', { customerId: double.id }, newClientAddress(), { Cookie: otherDevice }),
      );
    expect((await existing()).status).toBe(404);
    await verify(token, otherDevice);
    expect((await existing()).status).toBe(200);
  });
});

describe('checks of existing customers', () => {
  const check = (body: unknown, browser = DEFAULT_BROWSER) =>
    context.app.request(
      '/api/v1/customers/self/checkAccountExistence',
      jsonRequest('POST', body, newClientAddress(), { Cookie: browser }),
    );
  const newCustomerAnswer = (email: string) => ({
    status: 'success',
    data: { user: { _id: '', email, emailVerified: false, step: 0, checkedUser: { step: 0 } } },
  });

  it('checkAccountExistence: specifics only for the browser that proved the BVN, refusals for duplicates', async () => {
    const fresh = await check({
      bvnNo: '54567890123',
      email: 'fresh@example.com',
      accountProduct: '002',
      acctType: 'Individual',
    });
    expect(await fresh.json()).toEqual(newCustomerAnswer('fresh@example.com'));
    const known = await check({ bvnNo: '22222222222', email: 'adaeze@example.com', accountProduct: '005' });
    expect((await known.json()).data.user).toMatchObject({
      _id: '',
      emailVerified: true,
      step: 50,
      checkedUser: { step: 50 },
    });
    const opened = await check({ bvnNo: '22222222222', email: 'adaeze@example.com', accountProduct: '002' });
    expect(opened.status).toBe(409);
    expect((await opened.json()).error.message).toBe('You have already opened this type of Account!');
    expect((await check({ bvnNo: '1', email: 'x', accountProduct: '002' })).status).toBe(422);
  });

  // Issue 14.7: it told anyone that a BVN has an account and that an e-mail is taken.
  it('gives an anonymous caller the same answer whether or not the BVN or e-mail is known', async () => {
    const stranger = newBrowser();
    for (const body of [
      { bvnNo: '22222222222', email: 'adaeze@example.com', accountProduct: '002' },
      { bvnNo: '54567890123', email: 'adaeze@example.com', accountProduct: '002' },
      { bvnNo: '54567890124', email: 'nobody@example.com', accountProduct: '002' },
    ]) {
      const response = await check(body, stranger);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(newCustomerAnswer(body.email));
    }
  });

  it('getInstantAccountExisting answers the customer and the account result, to the browser that applied only', async () => {
    const response = await context.app.request(
      '/api/v1/customers/self/getInstantAccountExisting',
      jsonRequest('POST', { customerId: adaeze.customerId }, newClientAddress()),
    );
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'success',
      user: { _id: adaeze.customerId, emailVerified: true },
      payloadData: { means: 'quick' },
    });
    const stranger = await context.app.request(
      '/api/v1/customers/self/getInstantAccountExisting',
      jsonRequest('POST', { customerId: adaeze.customerId }, newClientAddress(), { Cookie: newBrowser() }),
    );
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual(
      await (
        await context.app.request(
          '/api/v1/customers/self/getInstantAccountExisting',
          jsonRequest('POST', { customerId: 'nobody' }),
        )
      ).json(),
    );
  });
});

describe('the record of it all', () => {
  it('audits account openings and logs no identity numbers', async () => {
    const openings = await rows(sql`select outcome, subject from audit_events where action = 'accounts.open'`);
    expect(openings.length).toBeGreaterThanOrEqual(4);
    expect(openings.every((row) => row.outcome === 'success')).toBe(true);
    const logs = context.services.logs.join('');
    for (const secret of ['22222222222', '70123456789', '2348031234567', adaeze.acctNumber])
      expect(logs).not.toContain(secret);
  });

  it('describes its operations in the OpenAPI document', async () => {
    const document = await (await context.app.request('/api/v1/openapi.json')).json();
    for (const path of [
      '/customers/instantAccount',
      '/customers/quickPersonalAccount',
      '/customers/self/checkAccountExistence',
      '/customers/self/getInstantAccountExisting',
      '/customers/self/resendEmail/{customerId}',
      '/customers/self/utilizeDiffConfirmationEmail/{customerId}',
      '/customers/self/getBvnData',
      '/agmortgvalidation/bvnAppLink',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
  });
});

describe('a database outage', () => {
  it("answers 'No Internet'", async () => {
    const other = await createTestApp({ DATA_DIR: dataDir });
    await other.services.close();
    const response = await other.app.request(
      '/api/v1/customers/self/checkAccountExistence',
      jsonRequest('POST', { bvnNo: '22222222222', email: 'a@example.com', accountProduct: '002' }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'error',
      error: { name: 'DatabaseUnavailable', message: 'No Internet' },
    });
  });
});
