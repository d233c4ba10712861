import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode } from '../../server/errors/app-error';
import { bvnConsentSessions, bvnReferences } from '../../server/db/schema';
import { bvnsGatheringWrongCodes } from '../../server/back-office/bvns-under-attack';
import { reissueBvnReference } from '../../server/identity/reissue-bvn-reference';
import {
  DEFAULT_BROWSER,
  browserRefOf,
  codeSentTo,
  newBrowser,
  consentAs,
  jsonRequest,
  latestSmsTo,
  newClientAddress,
  startConsent,
  submitConsent,
} from '../support/fake-bvn-holder';
import { createTestApp } from '../support/test-services';

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => context.services.close());

const getBvnData = (body: unknown, client = newClientAddress()) =>
  context.app.request('/api/v1/customers/self/getBvnData', jsonRequest('POST', body, client));
const rows = async (query: ReturnType<typeof sql>) => {
  const result = (await context.services.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
};

describe('POST /api/v1/agmortgvalidation/bvnAppLink', () => {
  it('answers the sandbox consent page for an 11-digit BVN', async () => {
    const { url } = await startConsent(context.app, { bvnNo: '22222222222' });
    expect(url).toMatch(/^\/sandbox\/identity\/consent\/[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a BVN that is not 11 digits and a return address on another site', async () => {
    const short = await context.app.request(
      '/api/v1/agmortgvalidation/bvnAppLink',
      jsonRequest('POST', { bvnNo: '2222', lobbyUrlId: 0 }, newClientAddress()),
    );
    expect(short.status).toBe(422);
    expect(await short.json()).toEqual({
      status: 'error',
      error: {
        name: 'ValidationError',
        message: 'BVN must be valid 11 characters!!',
        fields: { bvnNo: 'BVN must be valid 11 characters!!' },
      },
    });
    for (const returnTo of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const away = await context.app.request(
        '/api/v1/agmortgvalidation/bvnAppLink',
        jsonRequest('POST', { bvnNo: '22222222222', returnTo }, newClientAddress()),
      );
      expect(away.status, returnTo).toBe(422);
    }
  });

  it('refuses a request sent by a page of another site', async () => {
    const response = await context.app.request(
      '/api/v1/agmortgvalidation/bvnAppLink',
      jsonRequest('POST', { bvnNo: '22222222222' }, newClientAddress(), { Origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
  });

  it('limits consent starts per BVN and browser with 429 and Retry-After', async () => {
    const browser = newBrowser();
    for (let attempt = 0; attempt < 5; attempt += 1) await startConsent(context.app, { bvnNo: '31111111111', browser });
    const refused = await context.app.request(
      '/api/v1/agmortgvalidation/bvnAppLink',
      jsonRequest('POST', { bvnNo: '31111111111' }, newClientAddress(), { Cookie: browser }),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.name).toBe('TooManyRequests');
  });

  // Issue 14.3: 5 consent starts by anyone locked the real holder out for an hour.
  it('lets the holder start a validation whatever strangers did with the BVN', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      await startConsent(context.app, { bvnNo: '32222222222', browser: newBrowser() });
    const stranger = newBrowser();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await startConsent(context.app, { bvnNo: '32222222222', browser: stranger });
    await startConsent(context.app, { bvnNo: '32222222222', browser: newBrowser() });
  });

  // Issue 13.5: a carrier puts thousands of customers behind one address.
  it('lets many customers behind one address validate their BVNs', async () => {
    const carrierAddress = newClientAddress();
    for (let customer = 0; customer < 40; customer += 1)
      await startConsent(context.app, {
        bvnNo: `33${String(customer).padStart(9, '0')}`,
        client: carrierAddress,
        browser: newBrowser(),
      });
  });
});

describe('the sandbox consent page', () => {
  it('sends a 6-digit code to the phone of the record and asks for it, naming no phone', async () => {
    const { url, client } = await startConsent(context.app, {
      bvnNo: '22222222222',
      returnTo: '/instantaccount/ind/r',
    });
    const page = await context.app.request(url, { headers: { 'X-Forwarded-For': client, Cookie: DEFAULT_BROWSER } });
    const text = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(text).toContain(
      'If this BVN is registered, we have sent a 6-digit code by SMS to the phone number on its record.',
    );
    expect(text).not.toMatch(/4567|2348031234567/);
    expect(text).toMatch(/<label for="code">One-time code<\/label>/);
    expect(text).toMatch(/<button[^>]*>Approve<\/button>/);
    expect(text).toMatch(/<button[^>]*>Decline<\/button>/);
    expect(await latestSmsTo(context.services, '2348031234567')).toMatch(/^\d{6} is your code/);
    // Showing the page again sends no second code.
    const sent = await rows(sql`select count(*)::int as n from outbox_messages where channel = 'sms'`);
    await context.app.request(url, { headers: { 'X-Forwarded-For': client, Cookie: DEFAULT_BROWSER } });
    expect(await rows(sql`select count(*)::int as n from outbox_messages where channel = 'sms'`)).toEqual(sent);
  });

  it('approves with the code: the return address carries a single-use reference and no BVN data', async () => {
    const { url, client } = await startConsent(context.app, {
      bvnNo: '22222222222',
      returnTo: '/instantaccount/ind/r',
    });
    await context.app.request(url, { headers: { 'X-Forwarded-For': client, Cookie: DEFAULT_BROWSER } });
    const approved = await submitConsent(
      context.app,
      url,
      { action: 'approve', code: await codeSentTo(context.services, '2348031234567') },
      client,
    );
    expect(approved.status).toBe(303);
    const location = approved.headers.get('location')!;
    expect(location).toMatch(/^\/instantaccount\/ind\/r\?msg=has_bvn_data&ref=[A-Za-z0-9_-]{43}$/);
    expect(location).not.toMatch(/2222|Adaeze|Okonkwo/i);
    const ref = new URL(location, 'http://x').searchParams.get('ref');

    const first = await getBvnData({ ref, lobbyUrlId: 0 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      status: 'success',
      data: {
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
    });
    const again = await getBvnData({ ref, lobbyUrlId: 0 });
    expect(again.status).toBe(410);
    expect((await again.json()).error.name).toBe('BvnReferenceExpired');
    // The code was single-use too: the ended session shows no form.
    const reused = await submitConsent(context.app, url, { action: 'approve', code: '000000' }, client);
    expect(await reused.text()).toContain('This BVN consent request has ended');
  });

  it("sends Tunde's code to his registered phone; his data has no phone and drops the 2-letter middle name", async () => {
    const ref = await consentAs(context.app, context.services, { bvnNo: '22222222223', consentPhone: '2348051112222' });
    const response = await getBvnData({ ref, bvnNo: '22222222223', lobbyUrlId: 0 });
    expect((await response.json()).data).toEqual({
      bvnNo: '22222222223',
      firstname: 'Tunde',
      middlename: '',
      lastname: 'Bakare',
      gender: 'Male',
      birthDate: '1985-11-02',
      phoneNo: '',
      nin: '70123456780',
      email: '',
    });
  });

  it('refuses the reference for another BVN, and after 10 minutes', async () => {
    const derived = await context.services.identity.lookupBvn('41234567890');
    const ref = await consentAs(context.app, context.services, {
      bvnNo: '41234567890',
      consentPhone: derived!.consentPhone,
    });
    expect((await getBvnData({ ref, bvnNo: '22222222222' })).status).toBe(422);
    await context.services.database.db.update(bvnReferences).set({ redeemBy: new Date(Date.now() - 1000) });
    expect((await getBvnData({ ref })).status).toBe(410);
  });

  it('hands a redeemed validation on to another page with a new single-use reference', async () => {
    const derived = await context.services.identity.lookupBvn('46789012345');
    const ref = await consentAs(context.app, context.services, {
      bvnNo: '46789012345',
      consentPhone: derived!.consentPhone,
    });
    await expect(
      reissueBvnReference({
        services: context.services,
        ref,
        clientRef: 'test',
        browserRef: browserRefOf(DEFAULT_BROWSER),
      }),
    ).rejects.toMatchObject({ code: AppErrorCode.BvnReferenceExpired });
    expect((await getBvnData({ ref })).status).toBe(200);
    const { ref: next } = await reissueBvnReference({
      services: context.services,
      ref,
      clientRef: 'test',
      browserRef: browserRefOf(DEFAULT_BROWSER),
    });
    expect(next).not.toBe(ref);
    await expect(
      reissueBvnReference({
        services: context.services,
        ref,
        clientRef: 'test',
        browserRef: browserRefOf(DEFAULT_BROWSER),
      }),
    ).rejects.toMatchObject({ code: AppErrorCode.BvnReferenceExpired });
    expect((await (await getBvnData({ ref: next })).json()).data.bvnNo).toBe('46789012345');
    expect((await getBvnData({ ref: next })).status).toBe(410);
  });

  // Issue 14.6: with the return address (history, logs) and the BVN, anyone could open the account.
  it('binds the reference to the browser that started the consent', async () => {
    const derived = await context.services.identity.lookupBvn('47789012345');
    const ref = await consentAs(context.app, context.services, {
      bvnNo: '47789012345',
      consentPhone: derived!.consentPhone,
    });
    const stranger = newBrowser();
    const fromElsewhere = await context.app.request(
      '/api/v1/customers/self/getBvnData',
      jsonRequest('POST', { ref }, newClientAddress(), { Cookie: stranger }),
    );
    expect(fromElsewhere.status).toBe(410);
    await expect(
      reissueBvnReference({ services: context.services, ref, clientRef: 'test', browserRef: browserRefOf(stranger) }),
    ).rejects.toMatchObject({ code: AppErrorCode.BvnReferenceExpired });
    expect((await getBvnData({ ref })).status).toBe(200);
  });

  it('goes back with bvn_declined on Decline', async () => {
    const { url, client } = await startConsent(context.app, { bvnNo: '42345678901', returnTo: '/bvnvalidation' });
    await context.app.request(url, { headers: { 'X-Forwarded-For': client, Cookie: DEFAULT_BROWSER } });
    const declined = await submitConsent(context.app, url, { action: 'decline' }, client);
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe('/bvnvalidation?msg=bvn_declined');
    expect(await (await context.app.request(url)).text()).toContain('This BVN consent request has ended');
  });

  // Issue 14.7: the page answered BVN_NOT_FOUND to anyone, and a masked phone for a known BVN.
  it('shows a stranger the same page for an unknown BVN (starting with 0) as for a known one, and sends nothing', async () => {
    const pageOf = async (bvnNo: string) => {
      const { url, client } = await startConsent(context.app, { bvnNo, returnTo: '/bvnvalidation' });
      const page = await context.app.request(url, { headers: { 'X-Forwarded-For': client, Cookie: DEFAULT_BROWSER } });
      return { url, client, status: page.status, text: await page.text() };
    };
    const smsBefore = await rows(sql`select count(*)::int as n from outbox_messages where channel = 'sms'`);
    const unknown = await pageOf('01234567890');
    expect(await rows(sql`select count(*)::int as n from outbox_messages where channel = 'sms'`)).toEqual(smsBefore);
    const known = await pageOf('48789012345');
    // The session's token is in the address and in the 'No code?' panel's form (issue 27).
    const withoutToken = (text: string) => text.replace(/(consent\/|name="session" value=")[A-Za-z0-9_-]{43}/g, '$1');
    expect(unknown.status).toBe(known.status);
    expect(withoutToken(unknown.text)).toBe(withoutToken(known.text));
    // No code opens it; after 5 tries it ends like any other.
    for (let attempt = 1; attempt < 5; attempt += 1)
      expect(
        (await submitConsent(context.app, unknown.url, { action: 'approve', code: '123456' }, unknown.client)).status,
      ).toBe(422);
    const fifth = await submitConsent(context.app, unknown.url, { action: 'approve', code: '123456' }, unknown.client);
    expect(fifth.headers.get('location')).toBe('/bvnvalidation?msg=bvn_error&igErrorCode=TOO_MANY_TRIES');
  });

  it('explains an outage (99999999999) and keeps the request open to try again', async () => {
    const { url, client } = await startConsent(context.app, {
      bvnNo: '99999999999',
      returnTo: '/instantaccount/ind/r',
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const page = await context.app.request(url, { headers: { 'X-Forwarded-For': client, Cookie: DEFAULT_BROWSER } });
      const text = await page.text();
      expect(page.status).toBe(200);
      expect(text).toContain('The BVN service is not answering at the moment. Nothing you entered is lost');
      expect(text).toContain('href="/instantaccount/ind/r?msg=bvn_error&amp;igErrorCode=PROVIDER_UNAVAILABLE"');
    }
    const [session] = await rows(sql`select state from bvn_consent_sessions order by created_at desc limit 1`);
    expect(session).toEqual({ state: 'started' });
  });

  it('allows 5 tries of a code, then ends the consent', async () => {
    const derived = await context.services.identity.lookupBvn('43456789012');
    const { url, client } = await startConsent(context.app, { bvnNo: '43456789012' });
    await context.app.request(url, { headers: { 'X-Forwarded-For': client, Cookie: DEFAULT_BROWSER } });
    const right = await codeSentTo(context.services, derived!.consentPhone);
    const wrong = right === '111111' ? '222222' : '111111';
    const first = await submitConsent(context.app, url, { action: 'approve', code: wrong }, client);
    expect(first.status).toBe(422);
    expect(await first.text()).toContain('That code is not correct. You have 4 tries left.');
    for (let attempt = 2; attempt <= 4; attempt += 1)
      await submitConsent(context.app, url, { action: 'approve', code: wrong }, client);
    const fifth = await submitConsent(context.app, url, { action: 'approve', code: wrong }, client);
    expect(fifth.status).toBe(303);
    expect(fifth.headers.get('location')).toBe('/bvnvalidation?msg=bvn_error&igErrorCode=TOO_MANY_TRIES');
    const late = await submitConsent(context.app, url, { action: 'approve', code: right }, client);
    expect(late.status).toBe(200);
    expect(await late.text()).toContain('has ended');
  });

  it('refuses an expired code and sends a new one on request (only the newest works)', async () => {
    const derived = await context.services.identity.lookupBvn('44567890123');
    const { url, client } = await startConsent(context.app, { bvnNo: '44567890123' });
    await context.app.request(url, { headers: { 'X-Forwarded-For': client, Cookie: DEFAULT_BROWSER } });
    const old = await codeSentTo(context.services, derived!.consentPhone);
    await context.services.database.db.update(bvnConsentSessions).set({ codeExpiresAt: new Date(Date.now() - 1000) });
    expect(await (await submitConsent(context.app, url, { action: 'approve', code: old }, client)).text()).toContain(
      'That code has expired.',
    );
    const resent = await submitConsent(context.app, url, { action: 'resend' }, client);
    expect(await resent.text()).toContain('We sent a new code.');
    const fresh = await codeSentTo(context.services, derived!.consentPhone);
    if (fresh !== old)
      expect((await submitConsent(context.app, url, { action: 'approve', code: old }, client)).status).toBe(422);
    expect((await submitConsent(context.app, url, { action: 'approve', code: fresh }, client)).status).toBe(303);
  });

  // Issue 14.3: 'Send a new code' reset the tries: 65 guesses in 1.7 s on one BVN.
  it('counts tries per consent across new codes', async () => {
    const derived = await context.services.identity.lookupBvn('49789012345');
    const { url, client } = await startConsent(context.app, { bvnNo: '49789012345' });
    await context.app.request(url, { headers: { 'X-Forwarded-For': client, Cookie: DEFAULT_BROWSER } });
    const right = await codeSentTo(context.services, derived!.consentPhone);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let attempt = 1; attempt <= 3; attempt += 1)
      await submitConsent(context.app, url, { action: 'approve', code: wrong }, client);
    await submitConsent(context.app, url, { action: 'resend' }, client);
    const fresh = await codeSentTo(context.services, derived!.consentPhone);
    const after = await submitConsent(
      context.app,
      url,
      { action: 'approve', code: fresh === '111111' ? '222222' : '111111' },
      client,
    );
    expect(await after.text()).toContain('You have 1 try left.');
  });

  it('limits code sends per consent', async () => {
    const { url, client } = await startConsent(context.app, { bvnNo: '45678901234' });
    await context.app.request(url, { headers: { 'X-Forwarded-For': client, Cookie: DEFAULT_BROWSER } });
    await submitConsent(context.app, url, { action: 'resend' }, client);
    await submitConsent(context.app, url, { action: 'resend' }, client);
    const refused = await submitConsent(context.app, url, { action: 'resend' }, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers an unknown consent address with the ended page', async () => {
    const page = await context.app.request('/sandbox/identity/consent/not-a-real-token');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('This BVN consent request has ended');
  });
});

// Issue 26: ten wrong codes for a BVN from one browser locked its holder out for a day, everywhere.
describe('wrong consent codes lock out whoever typed them, never the holder', () => {
  /** A consent started and opened (its code sent) from a browser and address, then `wrongCodes` wrong codes. */
  async function guess(bvnNo: string, { browser = newBrowser(), client = newClientAddress(), wrongCodes = 5 } = {}) {
    const started = await context.app.request(
      '/api/v1/agmortgvalidation/bvnAppLink',
      jsonRequest('POST', { bvnNo, lobbyUrlId: 0, returnTo: '/bvnvalidation' }, client, { Cookie: browser }),
    );
    if (started.status !== 200) return started;
    const { url } = (await started.json()) as { url: string };
    await context.app.request(url, { headers: { 'X-Forwarded-For': client, Cookie: browser } });
    for (let attempt = 0; attempt < wrongCodes; attempt += 1)
      await submitConsent(context.app, url, { action: 'approve', code: '999999' }, client);
    return started;
  }
  const wrongCodesCompared = async (bvnNo: string) =>
    (
      await rows(
        sql`select count(*)::int as n from audit_events a join bvn_consent_sessions s on s.id::text = a.subject where a.action = 'identity.consent.code_try' and s.bvn_hash = ${context.services.keyedHash(bvnNo, 'bvn')}`,
      )
    )[0].n;
  const startFromElsewhere = (bvnNo: string) =>
    context.app.request(
      '/api/v1/agmortgvalidation/bvnAppLink',
      jsonRequest('POST', { bvnNo, lobbyUrlId: 0 }, newClientAddress(), { Cookie: newBrowser() }),
    );

  it('stops a browser after 10 wrong codes for the BVN; the holder elsewhere starts (200) and approves with the code they received', async () => {
    const bvnNo = '51789012345';
    const derived = await context.services.identity.lookupBvn(bvnNo);
    const stranger = { browser: newBrowser(), client: newClientAddress() };
    await guess(bvnNo, stranger);
    await guess(bvnNo, stranger);
    expect(await wrongCodesCompared(bvnNo)).toBe(10);
    const refused = await guess(bvnNo, stranger);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      'Too many wrong codes were typed for this BVN in this browser today. Please try again tomorrow, from another device, or visit a branch.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);

    const holderBrowser = newBrowser();
    const ref = await consentAs(context.app, context.services, {
      bvnNo,
      consentPhone: derived!.consentPhone,
      browser: holderBrowser,
    });
    expect(ref).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stops an address after 20 wrong codes for the BVN, whatever browsers it uses; the holder elsewhere is not', async () => {
    const bvnNo = '52789012345';
    const client = newClientAddress();
    for (let session = 0; session < 4; session += 1) expect((await guess(bvnNo, { client })).status).toBe(200);
    expect(await wrongCodesCompared(bvnNo)).toBe(20);
    const refused = await guess(bvnNo, { client });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      'Too many wrong codes were typed for this BVN from your network today. Please try again tomorrow, from another network, or visit a branch.',
    );
    expect((await startFromElsewhere(bvnNo)).status).toBe(200);
  });

  it('compares the code of a consent the holder opened, however many wrong codes strangers typed', async () => {
    const bvnNo = '53789012345';
    const derived = await context.services.identity.lookupBvn(bvnNo);
    const { url, client } = await startConsent(context.app, { bvnNo, browser: newBrowser() });
    await context.app.request(url, { headers: { 'X-Forwarded-For': client } });
    const received = await codeSentTo(context.services, derived!.consentPhone);
    // 30 wrong codes from six browsers and addresses: the BVN's whole daily count.
    for (let stranger = 0; stranger < 6; stranger += 1) await guess(bvnNo);
    expect(await wrongCodesCompared(bvnNo)).toBe(30);
    const approved = await submitConsent(context.app, url, { action: 'approve', code: received }, client);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toMatch(/msg=has_bvn_data&ref=/);
  });

  it('past 30 wrong codes for the BVN in a day, starts one validation of it every 15 minutes', async () => {
    const bvnNo = '54789012345';
    for (let stranger = 0; stranger < 6; stranger += 1) await guess(bvnNo);
    expect((await startFromElsewhere(bvnNo)).status).toBe(200);
    const slowed = await startFromElsewhere(bvnNo);
    expect(slowed.status).toBe(429);
    const minutes = Math.ceil(Number(slowed.headers.get('retry-after')) / 60);
    expect(minutes).toBeGreaterThan(13);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await slowed.json()).error.message).toBe(
      `Many wrong codes were typed for this BVN today, so a new validation can start only every 15 minutes. Please try again in ${minutes} minutes.`,
    );
  });

  it('shows the bank the BVNs gathering wrong codes, masked, with how many browsers and networks typed them', async () => {
    const bvnNo = '55789012345';
    const client = newClientAddress();
    await guess(bvnNo, { client });
    await guess(bvnNo, { client, wrongCodes: 2 });
    await guess('56789012345', { wrongCodes: 4 });
    const listed = await bvnsGatheringWrongCodes(context.services);
    expect(listed).toContainEqual({
      maskedBvn: '•••••••2345',
      wrongCodes: 7,
      browsers: 2,
      addresses: 1,
      lastTriedAt: expect.any(Date),
    });
    // Four wrong codes are not yet worth a call.
    expect(listed.filter((alert) => alert.wrongCodes === 4)).toEqual([]);
    expect(JSON.stringify(listed)).not.toContain(bvnNo);
  });
});

describe('what identity leaves behind', () => {
  it('keeps no BVN, phone or name in clear text and audits consent, code sends and failures', async () => {
    const sessions = JSON.stringify(await rows(sql`select * from bvn_consent_sessions`));
    const references = JSON.stringify(await rows(sql`select * from bvn_references`));
    for (const secret of ['22222222222', '22222222223', '2348031234567', '2348051112222', 'Okonkwo', '70123456789']) {
      expect(sessions).not.toContain(secret);
      expect(references).not.toContain(secret);
    }
    const actions = (await rows(sql`select distinct action from audit_events`)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'identity.consent.start',
        'identity.consent.code_send',
        'identity.consent.approve',
        'identity.consent.decline',
        'identity.consent.fail',
        'identity.consent.code_try',
        'identity.bvn.lookup',
        'identity.bvn.redeem',
        'identity.bvn.reissue',
      ]),
    );
    const audit = JSON.stringify(await rows(sql`select * from audit_events`));
    expect(audit).not.toContain('22222222222');
    expect(context.services.logs.join('')).not.toMatch(/22222222222|2348031234567/);
  });
});
