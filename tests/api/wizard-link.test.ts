import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxIdentityProvider } from '../../server/adapters/identity/sandbox-identity-provider';
import { listOutbox } from '../../server/messaging/outbox';
import { codeSentTo, newBrowser, newClientAddress } from '../support/fake-bvn-holder';
import { imageFile, jpegBytes } from '../support/fake-applicant';
import { createTestApp } from '../support/test-services';

/**
 * The wizard's e-mail link grants once (issue 26.1, ASVS V2.7.3 and V3.5.2): the probe's steps, then
 * the ways another device continues (a new link, a code to the BVN phone), and the signup token
 * bound to its browser (issue 26.8).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'wizard-link-test-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true', DATA_DIR: dataDir, PUBLIC_URL: 'https://bank.example' });
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Json = Record<string, any>;

function browserOf(cookie = newBrowser(), client = newClientAddress()) {
  return (method: string, path: string, body?: unknown) =>
    context.app.request(`/api/v1${path}`, {
      method,
      headers: {
        'X-Forwarded-For': client,
        Cookie: cookie,
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
}

const NEW_DEVICE_SUBJECT = 'Your application was opened on a new device';
const emailsTo = async (address: string) =>
  (await listOutbox(context.services)).filter((entry) => entry.channel === 'email' && entry.to === address);
const linkIn = (text: string) => /\/newaccount\?msg=1&psc=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const newestLink = async (address: string) => linkIn((await emailsTo(address))[0].text)!;

async function applicantOf(bvnNo: string, email: string) {
  const person = (await createSandboxIdentityProvider().lookupBvn(bvnNo))!;
  const phone = person.consentPhone;
  const stepOne = {
    accountProduct: '001',
    bvnNo,
    email,
    birthDate: person.record.birthDate,
    phoneNo: `0${phone.slice(3)}`,
    acctType: 'Individual',
    cbBy: 'self',
  };
  return { person, phone, stepOne };
}

/** The identity the probe read from the record: none of it may reach a second browser. */
const SECRETS = (person: { record: { lastname: string; birthDate: string } }, acctNumber: string) => [
  person.record.lastname,
  person.record.birthDate,
  acctNumber,
  '12 Allen Avenue',
  'A1234567890',
  'Emeka',
];

async function expectNothingOf(response: Response, secrets: string[]) {
  const text = await response.text();
  for (const secret of secrets) expect(text).not.toContain(secret);
  return text;
}

describe("the wizard's e-mail link grants once", () => {
  const applicant = browserOf();
  let person: Awaited<ReturnType<typeof applicantOf>>;
  let customerId = '';
  let usedLink = '';
  let secrets: string[] = [];

  it('the customer verifies and saves steps 2 to 4 in the browser that applied (told nothing: it is theirs)', async () => {
    person = await applicantOf('31234567801', 'once.only@example.com');
    const begun = await applicant('POST', '/customers/signup', person.stepOne);
    const { signupToken } = (await begun.json()) as Json;
    const confirmed = await applicant('POST', '/customers/signup', {
      signupToken,
      otp: await codeSentTo(context.services, person.phone),
    });
    const { bvnRef } = (await confirmed.json()) as Json;
    const created = await applicant('POST', '/customers/self', { ...person.stepOne, bvnRef });
    customerId = ((await created.json()) as Json).customer._id;
    usedLink = await newestLink(person.stepOne.email);
    expect((await applicant('POST', '/customers/self/verifyEmail', { psc: usedLink })).status).toBe(200);
    // A double tap in the same browser answers as the first press.
    expect((await applicant('POST', '/customers/self/verifyEmail', { psc: usedLink })).status).toBe(200);
    const steps = [
      {
        step: 2,
        religion: 'empty',
        occupation: 'empty',
        preferredBranch: 'ikeja',
        title: 'Mrs',
        gender: person.person.record.gender,
        maritalStatus: 'Married',
        stateOfOrigin: 'Anambra',
        lga: 'Awka-South',
      },
      {
        step: 3,
        homeAddress: '12 Allen Avenue',
        city: 'Ikeja',
        stateOfResidence: 'Lagos',
        idType: 'International Passport',
        idNO: 'A1234567890',
        idIssueDate: '2020-01-10',
        idExpiryDate: '2030-01-09',
        employmentStatus: 'Employed',
        channels: ['USSD'],
      },
      {
        step: 4,
        nokType: 'Spouse',
        nokAddress: '3 Marina Road',
        nokSurname: 'Okafor',
        nokFirstname: 'Emeka',
        nokMobile: '08051112222',
      },
    ];
    let view: Json = {};
    for (const step of steps) {
      const saved = await applicant('PATCH', `/customers/self/${customerId}`, step);
      expect(saved.status).toBe(200);
      view = (await saved.json()) as Json;
    }
    secrets = SECRETS(person.person, view.payloadData.acctNumber);
    expect(view.payloadData.acctNumber).toMatch(/^\d{10}$/);
    expect((await emailsTo(person.stepOne.email)).map((mail) => mail.subject)).not.toContain(NEW_DEVICE_SUBJECT);
  });

  it('a second browser posting the used link gets no record and no grant (issue 26.1)', async () => {
    const second = browserOf();
    const refused = await second('POST', '/customers/self/verifyEmail', { psc: usedLink });
    expect(refused.status).toBe(410);
    const text = await expectNothingOf(refused, secrets);
    expect(JSON.parse(text).error).toMatchObject({
      name: 'VerificationLinkUsed',
      message: 'This link has already been used. Ask for a new link or for a code by SMS to continue on this device.',
    });
    await expectNothingOf(await second('GET', `/customers/self/${customerId}`), secrets);
    expect((await second('GET', `/customers/self/${customerId}`)).status).toBe(404);
    expect(
      (
        await second('PATCH', `/customers/self/${customerId}`, {
          step: 4,
          nokType: 'Brother',
          nokAddress: 'Elsewhere',
          nokSurname: 'Thief',
          nokFirstname: 'Ade',
          nokMobile: '08051112222',
        })
      ).status,
    ).toBe(404);
    const documents = new FormData();
    for (const [name, value] of Object.entries({ step: '5', terms: 'true' })) documents.append(name, value);
    for (const [name, file] of Object.entries({
      signature: imageFile('s.png'),
      utilityBill: imageFile('b.jpg', jpegBytes(), 'image/jpeg'),
      scannedIDCard: imageFile('i.png'),
    }))
      documents.append(name, file);
    expect((await second('PATCH', `/customers/self/${customerId}`, documents)).status).toBe(404);
    // The applicant's record is as it was.
    const own = (await (await applicant('GET', `/customers/self/${customerId}`)).json()) as Json;
    expect(own.draft).toMatchObject({ nokSurname: 'Okafor' });
    expect(own.customer.step).toBe(4);
  });

  it('a new link goes to the e-mail on the application and grants the browser that opens it, and only it; the customer is told', async () => {
    const second = browserOf();
    const asked = await second('POST', '/customers/self/newLink', { psc: usedLink });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ status: 'pending' });
    const [mail] = await emailsTo(person.stepOne.email);
    expect(mail.subject).toBe('Continue your registration on this device');
    expect(mail.text).toContain('expires in 24 hours');
    const fresh = linkIn(mail.text)!;
    expect(fresh).not.toBe(usedLink);

    const opened = await second('POST', '/customers/self/verifyEmail', { psc: fresh });
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as Json).draft).toMatchObject({ nokFirstname: 'Emeka', idNO: 'A1234567890' });
    expect((await second('GET', `/customers/self/${customerId}`)).status).toBe(200);
    const [notice] = await emailsTo(person.stepOne.email);
    expect(notice.subject).toBe(NEW_DEVICE_SUBJECT);
    expect(notice.text).toContain('with the link we sent to this email address');

    const third = browserOf();
    const again = await third('POST', '/customers/self/verifyEmail', { psc: fresh });
    expect(again.status).toBe(410);
    await expectNothingOf(again, secrets);
    expect((await third('GET', `/customers/self/${customerId}`)).status).toBe(404);
  });

  it('a code to the phone on the BVN record grants the browser that types it, and only it; the customer is told', async () => {
    const third = browserOf();
    const sent = await third('POST', '/customers/self/deviceCode', { psc: usedLink });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ status: 'pending', codeSeconds: 600 });
    const code = await codeSentTo(context.services, person.phone);

    const wrong = await third('POST', '/customers/self/deviceCode', {
      psc: usedLink,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as Json).error.fields.otp).toBe('That code is not correct. You have 4 tries left.');
    const short = await third('POST', '/customers/self/deviceCode', { psc: usedLink, otp: '12' });
    expect(((await short.json()) as Json).error.fields.otp).toBe('Enter the 6 digits of the code we sent.');
    expect((await third('GET', `/customers/self/${customerId}`)).status).toBe(404);

    const mailsBefore = (await emailsTo(person.stepOne.email)).length;
    const granted = await third('POST', '/customers/self/deviceCode', { psc: usedLink, otp: code });
    expect(granted.status).toBe(200);
    expect(((await granted.json()) as Json).customer).toMatchObject({ _id: customerId, step: 4 });
    expect((await third('GET', `/customers/self/${customerId}`)).status).toBe(200);
    const mails = await emailsTo(person.stepOne.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]).toMatchObject({ subject: NEW_DEVICE_SUBJECT });
    expect(mails[0].text).toContain('with a code sent by SMS to the phone number on your BVN record');

    // The code works once: a fourth browser with it gets nothing.
    const fourth = browserOf();
    const reused = await fourth('POST', '/customers/self/deviceCode', { psc: usedLink, otp: code });
    expect(reused.status).toBe(422);
    expect(JSON.parse(await expectNothingOf(reused, secrets)).error.fields.otp).toBe(
      'That code has expired. Send a new code and enter it.',
    );
    expect((await fourth('GET', `/customers/self/${customerId}`)).status).toBe(404);
  });

  it('stops after five wrong codes, across new codes, and limits the codes sent', async () => {
    const guesser = browserOf();
    expect((await guesser('POST', '/customers/self/deviceCode', { psc: usedLink })).status).toBe(202);
    const code = await codeSentTo(context.services, person.phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    // The tries of the last 10 minutes carry over to a new code: two were used above (a wrong one, the right one).
    const answers: Json[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await guesser('POST', '/customers/self/deviceCode', { psc: usedLink, otp: wrongCode });
      answers.push({ status: answer.status, otp: ((await answer.json()) as Json).error.fields.otp });
    }
    expect(answers).toEqual([
      { status: 422, otp: 'That code is not correct. You have 2 tries left.' },
      { status: 422, otp: 'That code is not correct. You have 1 try left.' },
      {
        status: 429,
        otp: 'You have entered a wrong code too many times. Ask for a new link by email instead, or for a new code in 10 minutes.',
      },
    ]);
    const exhausted = await guesser('POST', '/customers/self/deviceCode', { psc: usedLink, otp: code });
    expect(exhausted.status).toBe(429);
    expect(((await exhausted.json()) as Json).error).toMatchObject({
      name: 'TooManyTries',
      message:
        'You have entered a wrong code too many times. Ask for a new link by email instead, or for a new code in 10 minutes.',
    });
    // Three codes an hour for a customer (two sent above): the fourth is refused.
    expect((await guesser('POST', '/customers/self/deviceCode', { psc: usedLink })).status).toBe(202);
    const limited = await guesser('POST', '/customers/self/deviceCode', { psc: usedLink });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as Json).error.message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect((await guesser('GET', `/customers/self/${customerId}`)).status).toBe(404);
  });

  it('a link no wizard has gets neither a new link nor a code', async () => {
    const stranger = browserOf();
    for (const path of ['/customers/self/newLink', '/customers/self/deviceCode']) {
      const refused = await stranger('POST', path, { psc: 'A'.repeat(43) });
      expect(refused.status).toBe(410);
      expect(((await refused.json()) as Json).error.message).toBe(
        'This link is not valid. Start again with your BVN to continue where you left off.',
      );
    }
  });
});

describe("the wizard's signup token works in the browser that began only (issue 26.8)", () => {
  it('refuses the code and a resend from another browser, and the code still works where it began', async () => {
    const { phone, stepOne } = await applicantOf('31234567802', 'bound.signup@example.com');
    const began = browserOf();
    const { signupToken } = (await (await began('POST', '/customers/signup', stepOne)).json()) as Json;
    const code = await codeSentTo(context.services, phone);
    const other = browserOf();
    for (const body of [
      { signupToken, otp: code },
      { signupToken, resend: true },
    ]) {
      const refused = await other('POST', '/customers/signup', body);
      expect(refused.status).toBe(410);
      expect(((await refused.json()) as Json).error).toMatchObject({
        name: 'SignupExpired',
        message: 'Your code has expired or was already used. Press Begin Registration to get a new one.',
      });
    }
    const confirmed = await began('POST', '/customers/signup', { signupToken, otp: code });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as Json).bvnRef).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
