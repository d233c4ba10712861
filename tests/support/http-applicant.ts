import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';

/* An applicant over plain HTTP, for the tests and benchmarks that start their own server processes. */

function answered(response: Response, status: number, step: string) {
  if (response.status !== status) throw new Error(`${step} answered ${response.status}, not ${status}`);
}

export interface Applicant {
  bvnNo: string;
  browser: string;
  client: string;
  ref: string;
  data: Record<string, string>;
}

/** A request from one browser and address to a server started by the test; redirects are answers, not followed. */
export const send = (base: string, path: string, init: RequestInit & { client: string; browser: string }) =>
  fetch(`${base}${path}`, { ...init, redirect: 'manual', headers: { ...init.headers, 'X-Forwarded-For': init.client, Cookie: init.browser } });

/**
 * A consent as the holder gives it, over HTTP: the consent page is opened on `servers[1]` (the code is
 * read from the local outbox), everything else on `servers[0]`; the same server twice for one instance.
 */
export async function consentedApplicant(servers: [string, string]): Promise<Applicant> {
  const [base, other] = servers;
  const bvnNo = `3${String(randomInt(0, 10 ** 10)).padStart(10, '0')}`;
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
  const outbox = (await (await fetch(`${base}/dev/outbox.json`)).json()) as { channel: string; text: string }[];
  const code = outbox.find((entry) => entry.channel === 'sms' && entry.text.includes('code to share your BVN'))?.text.match(/^(\d{6})/)?.[1];
  if (!code) throw new Error('no consent code in the outbox');
  const approved = await send(base, consentPath, {
    method: 'POST',
    client,
    browser,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'approve', code }).toString(),
  });
  answered(approved, 303, 'approving the consent');
  const ref = new URL(approved.headers.get('location')!, base).searchParams.get('ref')!;
  const redeemed = await send(other, '/api/v1/customers/self/getBvnData', { method: 'POST', client, browser, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ref }) });
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
  form.append('scannedIDCard', new File([readFileSync('tests/e2e/fixtures/id-card.png')], 'id.png', { type: 'image/png' }));
  return send(base, '/api/v1/customers/instantAccount', { method: 'POST', client: applicant.client, browser: applicant.browser, headers: { 'Idempotency-Key': key }, body: form });
}

