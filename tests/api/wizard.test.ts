import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessage } from '../../domain/forms/field-message';
import { createSandboxIdentityProvider } from '../../server/adapters/identity/sandbox-identity-provider';
import { isValidNuban } from '../../server/core-banking/nuban';
import { listOutbox } from '../../server/messaging/outbox';
import { codeSentTo, newBrowser, newClientAddress } from '../support/fake-bvn-holder';
import { imageFile, jpegBytes } from '../support/fake-applicant';
import { createTestApp } from '../support/test-services';

const dataDir = mkdtempSync(join(tmpdir(), 'wizard-test-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://bank.example',
    ACCOUNT_RETRY_DELAY_SECONDS: '1',
  });
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Json = Record<string, any>;

/** One applicant's browser: its own key cookie and address. */
function browserOf(cookie = newBrowser(), client = newClientAddress()) {
  const request = (method: string, path: string, body?: unknown) =>
    context.app.request(`/api/v1${path}`, {
      method,
      headers: {
        'X-Forwarded-For': client,
        Cookie: cookie,
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  return { request, cookie };
}

const ADAEZE_STEP_1 = {
  accountProduct: '001',
  bvnNo: '22222222222',
  email: 'adaeze.wizard@example.com',
  birthDate: '1990-04-12',
  phoneNo: '08031234567',
  acctType: 'Individual',
  cbBy: 'self',
};
const BIO_DATA = {
  step: 2,
  religion: 'empty',
  occupation: 'empty',
  preferredBranch: 'ikeja',
  title: 'Mrs',
  lastname: 'Okonkwo',
  firstname: 'Adaeze',
  gender: 'Female',
  maritalStatus: 'Married',
  stateOfOrigin: 'Anambra',
  lga: 'Awka-South',
};
const PERSONAL_DATA = {
  step: 3,
  homeAddress: '12 Allen Avenue',
  city: 'Ikeja',
  stateOfResidence: 'Lagos',
  idType: 'International Passport',
  idNO: 'A1234567890',
  idIssueDate: '2020-01-10',
  idExpiryDate: '2030-01-09',
  employmentStatus: 'Employed',
  channels: ['Mobile Banking', 'USSD'],
};
const NEXT_OF_KIN = {
  step: 4,
  nokType: 'Spouse',
  nokAddress: '12 Allen Avenue, Ikeja',
  nokSurname: 'Okonkwo',
  nokFirstname: 'Emeka',
  nokMobile: '08051112222',
};

const VERIFY_SUBJECT = 'Verify your email address';
const NEW_DEVICE_SUBJECT = 'Your application was opened on a new device';
const emailsTo = async (address: string) =>
  (await listOutbox(context.services)).filter((entry) => entry.channel === 'email' && entry.to === address);
const wizardLink = (text: string) => /\/newaccount\?msg=1&psc=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

function documentsForm(fields: Record<string, string>, files: Record<string, File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, file);
  return form;
}
const DOCUMENTS = () => ({
  signature: imageFile('signature.png'),
  utilityBill: imageFile('bill.jpg', jpegBytes(), 'image/jpeg'),
  scannedIDCard: imageFile('id.png'),
});

/** Step 1 as the page does it: Begin Registration, the code from the outbox, then the create. */
async function completeStepOne(browser: ReturnType<typeof browserOf>, fields: Json, phone = '2348031234567') {
  const begun = await browser.request('POST', '/customers/signup', fields);
  expect(begun.status).toBe(202);
  const { signupToken } = (await begun.json()) as Json;
  const confirmed = await browser.request('POST', '/customers/signup', {
    signupToken,
    otp: await codeSentTo(context.services, phone),
  });
  expect(confirmed.status).toBe(200);
  const { bvnRef } = (await confirmed.json()) as Json;
  return browser.request('POST', '/customers/self', { ...fields, bvnRef });
}

describe('the five-step wizard', () => {
  const applicant = browserOf();
  let customerId = '';

  it('sends the OTP to the phone on the BVN record, refuses a wrong code, and saves step 1 with the e-mail link', async () => {
    const invalid = await applicant.request('POST', '/customers/signup', { ...ADAEZE_STEP_1, bvnNo: '123' });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as Json).error.message).toBe('BVN must be valid 11 characters!!');

    const begun = await applicant.request('POST', '/customers/signup', ADAEZE_STEP_1);
    expect(begun.status).toBe(202);
    const { signupToken, codeSeconds } = (await begun.json()) as Json;
    expect(codeSeconds).toBe(600);
    const code = await codeSentTo(context.services, '2348031234567');
    const wrong = await applicant.request('POST', '/customers/signup', {
      signupToken,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as Json).error.fields.otp).toMatch(/not correct/);
    const short = await applicant.request('POST', '/customers/signup', { signupToken, otp: '12' });
    expect(((await short.json()) as Json).error.message).toBe('Enter your 6 digit OTP!');
    const confirmed = await applicant.request('POST', '/customers/signup', { signupToken, otp: code });
    const { bvnRef } = (await confirmed.json()) as Json;

    // The reference is bound to the browser that answered the code (issue 14.6).
    const elsewhere = await browserOf().request('POST', '/customers/self', { ...ADAEZE_STEP_1, bvnRef });
    expect(elsewhere.status).toBe(422);
    expect(((await elsewhere.json()) as Json).error.message).toBe(
      'Your BVN validation has expired or was already used. Please validate your BVN again.',
    );
    const wrongBirthDate = await applicant.request('POST', '/customers/self', {
      ...ADAEZE_STEP_1,
      birthDate: '1991-04-12',
      bvnRef,
    });
    expect(wrongBirthDate.status).toBe(422);
    const created = await applicant.request('POST', '/customers/self', { ...ADAEZE_STEP_1, bvnRef });
    expect(created.status).toBe(200);
    const view = (await created.json()) as Json;
    expect(view.customer).toMatchObject({ emailVerified: false, step: 1, checkedUser: { step: 1 } });
    expect(view.payloadData).toMatchObject({ firstname: 'Adaeze', lastname: 'Okonkwo', means: 'full', acctNumber: '' });
    customerId = view.customer._id;
    const [mail] = await emailsTo(ADAEZE_STEP_1.email);
    expect(wizardLink(mail.text)).toBeDefined();

    const reused = await applicant.request('POST', '/customers/self', { ...ADAEZE_STEP_1, bvnRef });
    expect(reused.status).toBe(422);
  });

  it('waits for the verified e-mail, and the link opens the record in any browser', async () => {
    const early = await applicant.request('PATCH', `/customers/self/${customerId}`, BIO_DATA);
    expect(early.status).toBe(403);

    const stranger = browserOf();
    expect((await stranger.request('GET', `/customers/self/${customerId}`)).status).toBe(404);
    expect((await stranger.request('PATCH', `/customers/self/${customerId}`, BIO_DATA)).status).toBe(404);

    const [mail] = await emailsTo(ADAEZE_STEP_1.email);
    const otherDevice = browserOf();
    const resumed = await otherDevice.request('POST', '/customers/self/verifyEmail', { psc: wizardLink(mail.text) });
    expect(resumed.status).toBe(200);
    expect(((await resumed.json()) as Json).customer).toMatchObject({ _id: customerId, emailVerified: true, step: 1 });
    expect((await otherDevice.request('GET', `/customers/self/${customerId}`)).status).toBe(200);
    // A device other than the one that applied is told to the customer's e-mail.
    expect((await emailsTo(ADAEZE_STEP_1.email)).map((entry) => entry.subject)).toEqual([
      NEW_DEVICE_SUBJECT,
      VERIFY_SUBJECT,
    ]);
    // The applicant's first browser may go on too.
    expect((await applicant.request('GET', `/customers/self/${customerId}`)).status).toBe(200);
  });

  it('checks every rule again, refuses skipped steps, and opens the account after the bio data', async () => {
    const skipped = await applicant.request('PATCH', `/customers/self/${customerId}`, PERSONAL_DATA);
    expect(skipped.status).toBe(409);
    expect(((await skipped.json()) as Json).error.name).toBe('StepSkipped');

    const noBranch = await applicant.request('PATCH', `/customers/self/${customerId}`, {
      ...BIO_DATA,
      preferredBranch: 'empty',
    });
    expect(noBranch.status).toBe(422);
    expect(((await noBranch.json()) as Json).error.message).toBe('Choose a branch to continue!');
    const wrongLga = await applicant.request('PATCH', `/customers/self/${customerId}`, { ...BIO_DATA, lga: 'Ikeja' });
    expect(((await wrongLga.json()) as Json).error.message).toBe('Choose LGA to continue!');

    const saved = await applicant.request('PATCH', `/customers/self/${customerId}`, {
      ...BIO_DATA,
      lastname: 'Someone Else',
    });
    expect(saved.status).toBe(200);
    const view = (await saved.json()) as Json;
    expect(view.customer.step).toBe(2);
    // The names are the BVN record's, whatever was sent.
    expect(view.payloadData).toMatchObject({
      hisTitle: 'Mrs',
      lastname: 'Okonkwo',
      message: 'finishedReg',
      acctTypeName: 'Regular Savings',
    });
    expect(isValidNuban('999999', view.payloadData.acctNumber)).toBe(true);
    expect(view.draft).toMatchObject({ preferredBranch: 'ikeja', lga: 'Awka-South', accountProduct: '001' });
    expect((await emailsTo(ADAEZE_STEP_1.email)).map((entry) => entry.subject)).toEqual([
      'Your Regular Savings account details',
      NEW_DEVICE_SUBJECT,
      VERIFY_SUBJECT,
    ]);
  });

  it('validates steps 3 and 4 (ID number by type, phones, channels), and keeps what each saved', async () => {
    const badId = await applicant.request('PATCH', `/customers/self/${customerId}`, { ...PERSONAL_DATA, idNO: 'A123' });
    expect(((await badId.json()) as Json).error.message).toBe('Invalid idNo!');
    const noChannel = await applicant.request('PATCH', `/customers/self/${customerId}`, {
      ...PERSONAL_DATA,
      channels: [],
    });
    expect(((await noChannel.json()) as Json).error.message).toBe('Choose at least one channel!');
    expect((await applicant.request('PATCH', `/customers/self/${customerId}`, PERSONAL_DATA)).status).toBe(200);

    const badPhone = await applicant.request('PATCH', `/customers/self/${customerId}`, {
      ...NEXT_OF_KIN,
      nokMobile: '0805',
    });
    expect(((await badPhone.json()) as Json).error.message).toBe('The values entered for Phone is invalid!');
    const saved = await applicant.request('PATCH', `/customers/self/${customerId}`, NEXT_OF_KIN);
    const view = (await saved.json()) as Json;
    expect(view.customer.step).toBe(4);
    expect(view.draft).toMatchObject({
      nokMobile: '2348051112222',
      channels: ['Mobile Banking', 'USSD'],
      homeAddress: '12 Allen Avenue',
    });

    const rows = (await context.services.database.db.execute(
      sql`select details_sealed from account_applications where customer_id = ${customerId}`,
    )) as unknown as { rows: { details_sealed: string }[] };
    expect(rows.rows[0].details_sealed).not.toContain('Allen');
  });

  // Issue 27.4 and 27.11: one round reports every failing file; the files that passed are kept; 1 MB.
  it('completes step 5 with image documents of at most 1 MB, reporting every failing file at once and keeping those that passed', async () => {
    const pdf = new File([new Uint8Array(Buffer.from('%PDF-1.4'))], 'bill.pdf', { type: 'application/pdf' });
    const first = await applicant.request(
      'PATCH',
      `/customers/self/${customerId}`,
      documentsForm(
        { step: '5', cid: customerId },
        {
          signature: imageFile('big.jpg', jpegBytes(1_000_001), 'image/jpeg'),
          utilityBill: pdf,
          scannedIDCard: imageFile('id.png'),
        },
      ),
    );
    expect(first.status).toBe(422);
    const refused = ((await first.json()) as Json).error;
    expect(refused.message).toBe('File larger than 1MB for Signature');
    expect(refused.fields).toEqual({
      signature: 'File larger than 1MB for Signature',
      utilityBill: 'Invalid File Type. Upload image file only for Utility Bill',
      terms: 'You have to accept our terms and condition to proceed!',
    });
    // The ID card passed: the server keeps it against the application, which stays at step 4.
    const kept = (await (await applicant.request('GET', `/customers/self/${customerId}`)).json()) as Json;
    expect(kept.uploaded).toEqual(['scannedIDCard']);
    expect(kept.customer.step).toBe(4);

    // Bytes that are no image, under an image's name and type, are refused by the server; a missing document is named.
    const disguised = new File([new Uint8Array(Buffer.from('MZ executable'))], 'signature.jpg', { type: 'image/jpeg' });
    const second = await applicant.request(
      'PATCH',
      `/customers/self/${customerId}`,
      documentsForm({ step: '5', terms: 'true' }, { signature: disguised }),
    );
    expect(((await second.json()) as Json).error.fields).toEqual({
      signature: 'Invalid File Type. Upload image file only for Signature',
      utilityBill: 'Upload your Utility Bill!',
    });

    const { signature, utilityBill } = DOCUMENTS();
    const completed = await applicant.request(
      'PATCH',
      `/customers/self/${customerId}`,
      documentsForm({ step: '5', cid: customerId, terms: 'true', kolor: 'partner-7' }, { signature, utilityBill }),
    );
    expect(completed.status).toBe(200);
    const view = (await completed.json()) as Json;
    expect(view.uploaded.sort()).toEqual(['scannedIDCard', 'signature', 'utilityBill']);
    expect(view.customer.step).toBe(5);
    expect(view.draft.kolor).toBe('partner-7');
    const again = await applicant.request(
      'PATCH',
      `/customers/self/${customerId}`,
      documentsForm({ step: '5', terms: 'true' }, DOCUMENTS()),
    );
    expect(((await again.json()) as Json).payloadData.acctNumber).toBe(view.payloadData.acctNumber);
    const backwards = await applicant.request('PATCH', `/customers/self/${customerId}`, BIO_DATA);
    expect(((await backwards.json()) as Json).error.message).toBe('You have already opened this type of Account!');
    const [{ n }] = (
      (await context.services.database.db.execute(
        sql`select count(*)::int as n from core_banking_accounts where application_id not like 'existing-%'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBe(1);
  });

  it('takes a customer whose e-mail is verified straight on to step 2 for another product', async () => {
    const browser = browserOf();
    const mailsBefore = (await emailsTo(ADAEZE_STEP_1.email)).length;
    const created = await completeStepOne(browser, { ...ADAEZE_STEP_1, accountProduct: '002' });
    expect(created.status).toBe(200);
    const view = (await created.json()) as Json;
    expect(view.customer).toMatchObject({ _id: customerId, emailVerified: true, step: 1 });
    // No new link to a verified address; the record opened in a new browser is told.
    const mails = await emailsTo(ADAEZE_STEP_1.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0].subject).toBe(NEW_DEVICE_SUBJECT);
    expect(mails[0].text).toContain('with your BVN and a code sent by SMS');
    const bio = await browser.request('PATCH', `/customers/self/${customerId}`, BIO_DATA);
    expect(((await bio.json()) as Json).payloadData.acctTypeName).toBe('Save-4-It');
  });

  it('refuses a record at step 5 opened again', async () => {
    const again = await completeStepOne(browserOf(), ADAEZE_STEP_1);
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).error.message).toBe('You have already opened this type of Account!');
  });
});

describe('the corporate wizard', () => {
  const TUNDE_STEP_1 = {
    accountProduct: '101',
    bvnNo: '22222222223',
    email: 'bakare.ventures@example.com',
    birthDate: '1985-11-02',
    phoneNo: '08051112222',
    acctType: 'Corporate',
    cbBy: 'self',
  };

  it("asks the company's name and CAC number, then its TIN and referees", async () => {
    const browser = browserOf();
    const noCompany = await browser.request('POST', '/customers/signup', TUNDE_STEP_1);
    expect(noCompany.status).toBe(422);
    expect(((await noCompany.json()) as Json).error.fields).toHaveProperty('cacNumber');

    const created = await completeStepOne(
      browser,
      { ...TUNDE_STEP_1, businessName: 'Bakare Ventures', cacNumber: 'RC123456' },
      '2348051112222',
    );
    expect(created.status).toBe(200);
    const { customer } = (await created.json()) as Json;
    const [mail] = await emailsTo(TUNDE_STEP_1.email);
    await browser.request('POST', '/customers/self/verifyEmail', { psc: wizardLink(mail.text) });
    const bio = await browser.request('PATCH', `/customers/self/${customer._id}`, {
      ...BIO_DATA,
      title: 'Mr',
      gender: 'Male',
      countryOfBirth: 'Nigeria',
    });
    expect(((await bio.json()) as Json).payloadData.accountName).toBe('BAKARE VENTURES');
    const noTin = await browser.request('PATCH', `/customers/self/${customer._id}`, PERSONAL_DATA);
    expect(((await noTin.json()) as Json).error.message).toBe('Invalid TIN!');
    expect(
      (await browser.request('PATCH', `/customers/self/${customer._id}`, { ...PERSONAL_DATA, tin: '12345678-0001' }))
        .status,
    ).toBe(200);
    const badReferee = await browser.request('PATCH', `/customers/self/${customer._id}`, {
      ...NEXT_OF_KIN,
      referee1Name: 'Ngozi Eze',
      referee1AcctNo: '12345',
    });
    expect(((await badReferee.json()) as Json).error.fields).toHaveProperty('referee1AcctNo');
  });
});

describe("the wizard's e-mail", () => {
  it('a different confirmation e-mail needs the code sent to the BVN phone, and its link resumes the wizard', async () => {
    const bvnNo = '31234567890';
    const person = (await createSandboxIdentityProvider().lookupBvn(bvnNo))!;
    const browser = browserOf();
    const created = await completeStepOne(
      browser,
      {
        ...ADAEZE_STEP_1,
        bvnNo,
        birthDate: person.record.birthDate,
        phoneNo: `0${person.consentPhone.slice(3)}`,
        email: 'first.try@example.com',
      },
      person.consentPhone,
    );
    const { customer } = (await created.json()) as Json;
    const asked = await browser.request('PATCH', `/customers/self/utilizeDiffConfirmationEmail/${customer._id}`, {
      email: 'second.try@example.com',
    });
    expect(asked.status).toBe(202);
    const changed = await browser.request('PATCH', `/customers/self/utilizeDiffConfirmationEmail/${customer._id}`, {
      email: 'second.try@example.com',
      otp: await codeSentTo(context.services, person.consentPhone),
    });
    expect(changed.status).toBe(200);
    const [mail] = await emailsTo('second.try@example.com');
    const resumed = await browserOf().request('POST', '/customers/self/verifyEmail', { psc: wizardLink(mail.text) });
    expect(((await resumed.json()) as Json).customer).toMatchObject({
      email: 'second.try@example.com',
      emailVerified: true,
      step: 1,
    });
  });
});

describe('the wizard while the core banking is down', () => {
  it('says the details will follow, then opens one account and e-mails it when the core is back', async () => {
    const bvnNo = '31234567891';
    const person = (await createSandboxIdentityProvider().lookupBvn(bvnNo))!;
    const browser = browserOf();
    const email = 'core.down@example.com';
    const created = await completeStepOne(
      browser,
      {
        ...ADAEZE_STEP_1,
        bvnNo,
        birthDate: person.record.birthDate,
        phoneNo: `0${person.consentPhone.slice(3)}`,
        email,
      },
      person.consentPhone,
    );
    const { customer } = (await created.json()) as Json;
    const [mail] = await emailsTo(email);
    await browser.request('POST', '/customers/self/verifyEmail', { psc: wizardLink(mail.text) });
    const switchCore = (state: string) =>
      context.app.request('/dev/core-banking', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state }),
      });
    expect((await switchCore('down')).status).toBe(200);
    try {
      const bio = await browser.request('PATCH', `/customers/self/${customer._id}`, {
        ...BIO_DATA,
        gender: person.record.gender,
      });
      expect(((await bio.json()) as Json).payloadData).toMatchObject({ acctNumber: '', message: 'accountPending' });
    } finally {
      await switchCore('up');
    }
    let acctNumber = '';
    for (let tries = 0; tries < 75 && !acctNumber; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      acctNumber = ((await (await browser.request('GET', `/customers/self/${customer._id}`)).json()) as Json)
        .payloadData.acctNumber;
    }
    expect(isValidNuban('999999', acctNumber)).toBe(true);
    let details: unknown;
    for (let tries = 0; tries < 50 && !details; tries += 1) {
      details = (await emailsTo(email)).find((entry) => entry.text.includes(acctNumber));
      if (!details) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(details).toBeDefined();
  });
});

describe("the wizard's code and rounds of messages (issue 27)", () => {
  it('Begin Registration again in the same browser sends no second code: the code received keeps working', async () => {
    const bvnNo = '31234567892';
    const person = (await createSandboxIdentityProvider().lookupBvn(bvnNo))!;
    const stepOne = {
      ...ADAEZE_STEP_1,
      bvnNo,
      birthDate: person.record.birthDate,
      phoneNo: `0${person.consentPhone.slice(3)}`,
      email: 'twice.begun@example.com',
    };
    const browser = browserOf();
    const smsCount = async () =>
      (await listOutbox(context.services)).filter(
        (entry) => entry.channel === 'sms' && entry.to === person.consentPhone,
      ).length;
    const first = (await (await browser.request('POST', '/customers/signup', stepOne)).json()) as Json;
    const code = await codeSentTo(context.services, person.consentPhone);
    const again = await browser.request('POST', '/customers/signup', stepOne);
    expect(again.status).toBe(202);
    const second = (await again.json()) as Json;
    expect(second.signupToken).toBe(first.signupToken);
    expect(second.notice).toBe('The code we sent you a moment ago still works: enter it below. No new SMS was sent.');
    expect(second.codeSeconds).toBeLessThanOrEqual(600);
    expect(await smsCount()).toBe(1);
    // Another browser gets its own code.
    await browserOf().request('POST', '/customers/signup', stepOne);
    expect(await smsCount()).toBe(2);
    const confirmed = await browser.request('POST', '/customers/signup', {
      signupToken: second.signupToken,
      otp: code,
    });
    expect(confirmed.status).toBe(200);
  });

  it('reports every failing field in one round: the company and step 3 ID number with the others', async () => {
    const company = await browserOf().request('POST', '/customers/signup', {
      ...ADAEZE_STEP_1,
      acctType: 'Corporate',
      bvnNo: '12',
    });
    expect(Object.keys(((await company.json()) as Json).error.fields)).toEqual(['businessName', 'cacNumber', 'bvnNo']);
  });

  it("requires what each kind of signup body needs, by its fields' own rules and before any code session is looked up", async () => {
    const refusedFields = async (body: Record<string, unknown>) => {
      const response = await browserOf().request('POST', '/customers/signup', body);
      expect(response.status).toBe(422);
      return ((await response.json()) as Json).error.fields;
    };
    // Step 1 without a token: each missing field by its own message, in the form's order.
    const { email: _email, phoneNo: _phoneNo, ...withoutTwo } = ADAEZE_STEP_1;
    expect(await refusedFields(withoutTwo)).toEqual({ email: fieldMessage('email'), phoneNo: fieldMessage('phoneNo') });
    // A token without a code: the code is what is missing (an unknown token is never looked up).
    expect(Object.keys(await refusedFields({ signupToken: 'not-a-token' }))).toEqual(['otp']);
    expect(Object.keys(await refusedFields({ signupToken: 'not-a-token', otp: '12345' }))).toEqual(['otp']);
    // A resend that is not true asks for no new code: the body then needs its code.
    expect(Object.keys(await refusedFields({ signupToken: 'not-a-token', resend: 'yes' }))).toEqual(['otp', 'resend']);
    // A well-formed code of an unknown session is the session's 410.
    const unknown = await browserOf().request('POST', '/customers/signup', {
      signupToken: 'not-a-token',
      otp: '123456',
    });
    expect(unknown.status).toBe(410);
  });
});
