import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createSandboxIdentityProvider } from '../../server/adapters/identity/sandbox-identity-provider';

/* An applicant over plain HTTP, for the tests and benchmarks that start their own server processes. */

function answered(response: Response, status: number, step: string) {
  if (response.status !== status) throw new Error(`${step} answered ${response.status}, not ${status}`);
}

const sandboxIdentity = createSandboxIdentityProvider();

/** The phone on the sandbox's record of `bvn`, where its SMS codes go. */
export const holderPhone = async (bvn: string) => (await sandboxIdentity.lookupBvn(bvn))!.consentPhone;

export interface Applicant {
  bvnNo: string;
  browser: string;
  client: string;
  ref: string;
  data: Record<string, string>;
}

/** The newest development outbox entry that `accept` takes (the outbox lists the newest first). */
async function fromOutbox(base: string, accept: (entry: { channel: string; to: string; text: string }) => boolean) {
  const outbox = (await (await fetch(`${base}/dev/outbox.json`)).json()) as {
    channel: string;
    to: string;
    text: string;
  }[];
  const found = outbox.find(accept);
  if (!found) throw new Error('not in the outbox');
  return found.text;
}

/** A request from one browser and address to a server started by the test; redirects are answers, not followed. */
export const send = (base: string, path: string, init: RequestInit & { client: string; browser: string }) =>
  fetch(`${base}${path}`, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, 'X-Forwarded-For': init.client, Cookie: init.browser },
  });

/**
 * A consent as the holder gives it, over HTTP: the consent page is opened on `servers[1]` (the code is
 * read from the local outbox), everything else on `servers[0]`; the same server twice for one instance.
 */
export async function consentedApplicant(
  servers: [string, string],
  { bvnNo = `3${String(randomInt(0, 10 ** 10)).padStart(10, '0')}` }: { bvnNo?: string } = {},
): Promise<Applicant> {
  const [base, other] = servers;
  const browser = `bk=${randomBytes(32).toString('base64url')}`;
  const client = `10.9.${randomInt(0, 255)}.${randomInt(1, 255)}`;
  const start = await send(base, '/api/v1/agmortgvalidation/bvnAppLink', {
    method: 'POST',
    client,
    browser,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ bvnNo, lobbyUrlId: 0, appId: 'web', returnTo: '/instantaccount/ind/r' }),
  });
  answered(start, 200, 'starting the consent');
  const { url } = (await start.json()) as { url: string };
  const consentPath = new URL(url, base).pathname;
  answered(await send(other, consentPath, { client, browser }), 200, 'the consent page');
  // Applicants run side by side: the newest consent code in the outbox may be another's, so the holder's phone picks it.
  const consentPhone = await holderPhone(bvnNo);
  const code = (
    await fromOutbox(
      base,
      (entry) => entry.channel === 'sms' && entry.to === consentPhone && entry.text.includes('code to share your BVN'),
    )
  ).match(/^(\d{6})/)![1];
  const approved = await send(base, consentPath, {
    method: 'POST',
    client,
    browser,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'approve', code }).toString(),
  });
  answered(approved, 303, 'approving the consent');
  const ref = new URL(approved.headers.get('location')!, base).searchParams.get('ref')!;
  const redeemed = await send(other, '/api/v1/customers/self/getBvnData', {
    method: 'POST',
    client,
    browser,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ref }),
  });
  answered(redeemed, 200, 'redeeming the BVN reference');
  return { bvnNo, browser, client, ref, data: ((await redeemed.json()) as { data: Record<string, string> }).data };
}

/** The Instant Account form of an applicant, with the fixtures' photo and ID card, under an Idempotency-Key. */
export function submission(base: string, applicant: Applicant, key: string) {
  const form = new FormData();
  const fields: Record<string, string> = {
    preferredBranch: 'ikeja',
    lastname: applicant.data.lastname,
    firstname: applicant.data.firstname,
    middlename: applicant.data.middlename,
    email: `crash.${applicant.bvnNo}@example.com`,
    gender: applicant.data.gender || 'Female',
    accountProduct: '001',
    bvnNo: applicant.bvnNo,
    bvnRef: applicant.ref,
    phoneNo: applicant.data.phoneNo || '2348031234567',
    birthDate: applicant.data.birthDate,
    nin: applicant.data.nin,
    terms: 'on',
    cbBy: 'self',
    acctType: 'Individual',
    step: '50',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const photo = readFileSync('tests/e2e/fixtures/passport-photo.jpg');
  form.append('photo', new File([photo], 'photo.jpg', { type: 'image/jpeg' }));
  form.append(
    'scannedIDCard',
    new File([readFileSync('tests/e2e/fixtures/id-card.png')], 'id.png', { type: 'image/png' }),
  );
  return send(base, '/api/v1/customers/instantAccount', {
    method: 'POST',
    client: applicant.client,
    browser: applicant.browser,
    headers: { 'Idempotency-Key': key },
    body: form,
  });
}

export interface WizardApplicant {
  customerId: string;
  browser: string;
  client: string;
}

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * A wizard applicant brought over HTTP to the end of step 4: the OTP from the outbox, step 1, the
 * e-mail link confirmed, then steps 2 to 4 (the account opens after step 2).
 */
export async function wizardApplicantAtStep4(base: string): Promise<WizardApplicant> {
  const bvnNo = `3${String(randomInt(0, 10 ** 10)).padStart(10, '0')}`;
  const person = (await sandboxIdentity.lookupBvn(bvnNo))!;
  const browser = `bk=${randomBytes(32).toString('base64url')}`;
  const client = `10.8.${randomInt(0, 255)}.${randomInt(1, 255)}`;
  const email = `wizard.${bvnNo}@example.com`;
  const at = (path: string, init: RequestInit = {}) => send(base, path, { ...init, client, browser });
  const stepOne = {
    accountProduct: '001',
    bvnNo,
    email,
    birthDate: person.record.birthDate,
    phoneNo: `0${person.consentPhone.slice(3)}`,
    acctType: 'Individual',
    cbBy: 'self',
  };
  const begun = await at('/api/v1/customers/signup', { method: 'POST', ...json(stepOne) });
  answered(begun, 202, 'beginning the registration');
  const { signupToken } = (await begun.json()) as { signupToken: string };
  const otp = (await fromOutbox(base, (entry) => entry.channel === 'sms' && entry.to === person.consentPhone)).match(
    /^(\d{6})/,
  )![1];
  const confirmed = await at('/api/v1/customers/signup', { method: 'POST', ...json({ signupToken, otp }) });
  answered(confirmed, 200, 'the OTP');
  const { bvnRef } = (await confirmed.json()) as { bvnRef: string };
  const created = await at('/api/v1/customers/self', { method: 'POST', ...json({ ...stepOne, bvnRef }) });
  answered(created, 200, 'step 1');
  const { customer } = (await created.json()) as { customer: { _id: string } };
  const psc = (await fromOutbox(base, (entry) => entry.channel === 'email' && entry.to === email)).match(
    /psc=([\w-]+)/,
  )![1];
  answered(
    await at('/api/v1/customers/self/verifyEmail', { method: 'POST', ...json({ psc }) }),
    200,
    'the e-mail link',
  );
  const steps = [
    {
      step: 2,
      preferredBranch: 'ikeja',
      title: 'Mr',
      maritalStatus: 'Single',
      gender: 'Male',
      stateOfOrigin: 'Lagos',
      lga: 'Ikeja',
    },
    {
      step: 3,
      homeAddress: '12 Allen Avenue',
      city: 'Ikeja',
      stateOfResidence: 'Lagos',
      idType: 'NIN',
      idNO: '70123456789',
      idIssueDate: '2020-01-10',
      employmentStatus: 'Employed',
      channels: ['USSD'],
    },
    {
      step: 4,
      nokType: 'Sister',
      nokAddress: '3 Broad Street, Lagos',
      nokSurname: 'Okafor',
      nokFirstname: 'Amaka',
      nokMobile: '08031112222',
    },
  ];
  for (const values of steps)
    answered(
      await at(`/api/v1/customers/self/${customer._id}`, { method: 'PATCH', ...json(values) }),
      200,
      `step ${values.step}`,
    );
  return { customerId: customer._id, browser, client };
}

/** The wizard's final step (multipart): signature, utility bill and ID card from the fixtures, with the terms. */
export function wizardDocuments(base: string, applicant: WizardApplicant) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ step: '5', cid: applicant.customerId, terms: 'true' }))
    form.append(name, value);
  const image = () => new File([readFileSync('tests/e2e/fixtures/id-card.png')], 'scan.png', { type: 'image/png' });
  for (const field of ['signature', 'utilityBill', 'scannedIDCard']) form.append(field, image());
  return send(base, `/api/v1/customers/self/${applicant.customerId}`, {
    method: 'PATCH',
    client: applicant.client,
    browser: applicant.browser,
    body: form,
  });
}
