import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '../../server/messaging/outbox';
import { hashToken } from '../../server/security/tokens';
import { sendDuePasswordResetCodes } from '../../server/sign-in/password-reset';
import { SIGN_IN_LIMITS } from '../../server/sign-in/sign-in-limits';
import { apiBrowser, latestCode, setPassword, signIn, type ApiBrowser } from '../support/signed-in-customer';
import { createTestApp } from '../support/test-services';
import { openWebsiteAccount, type WebsiteCustomer } from '../support/website-customer';

const dataDir = mkdtempSync(join(tmpdir(), 'sign-in-test-'));
let context: Awaited<ReturnType<typeof createTestApp>>;

// Accounts the local core held before the website (server/core-banking/seed-existing-accounts.ts).
const ADAEZE = { username: '9000000016', phone: '2348031234567', email: 'adaeze.okonkwo@example.com' };
// Tunde never sets a password in this file: he is the known account without one.
const TUNDE = { username: '9000000023', phone: '2348051112222', email: 'tunde.bakare@example.com' };
const PASSWORD = '4815162342';

beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true', DATA_DIR: dataDir });
  expect((await setPassword(context.services, apiBrowser(context.app), { ...ADAEZE, password: PASSWORD })).status).toBe(
    200,
  );
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});
// The file plays the same customers many times: each test starts with no attempt counted.
beforeEach(async () => {
  await context.services.database.db.execute(sql`delete from rate_limits`);
});

type Json = Record<string, any>;

const rows = async (query: ReturnType<typeof sql>) =>
  ((await context.services.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const outboxSize = async () => (await listOutbox(context.services, { limit: 10_000 })).length;
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const INVALID_CREDENTIALS = {
  status: 'error',
  error: {
    name: 'InvalidCredentials',
    message:
      'The account number or e-mail and the password do not match our records. If you have not set a password on this website yet, set one first.',
  },
};
const SIGN_IN_EXPIRED = {
  status: 'error',
  error: { name: 'SignInExpired', message: 'This sign-in has expired. Please sign in again.' },
};
const SIGN_IN_REQUIRED = { status: 'error', error: { name: 'SignInRequired', message: 'Please sign in to continue.' } };
const triesLeft = (count: number) =>
  `That code is not correct. You have ${count} ${count === 1 ? 'try' : 'tries'} left.`;
const CODE_EXPIRED = 'That code has expired. Send a new code and enter it.';
const TOO_WEAK = 'Choose a password that is not your account number, one digit repeated or a run of digits.';

/** The first step of sign-in, which must send a code; answers the reference. */
async function startSignIn(browser: ApiBrowser, username = ADAEZE.username, password = PASSWORD) {
  const response = await browser.call('POST', '/customers/login', { username, password });
  expect(response.status).toBe(202);
  return ((await response.json()) as Json).loginRef as string;
}

/** A browser signed in as Adaeze. */
async function signedIn(app = context.app, services = context.services) {
  const browser = apiBrowser(app);
  expect((await signIn(services, browser, { ...ADAEZE, password: PASSWORD })).status).toBe(200);
  return browser;
}

/** The codes of a sign-in or password reset, found by its reference. */
const codesOf = (ref: string) => sql`(select id::text from sign_in_challenges where token_hash = ${hashToken(ref)})`;

describe('the sign-in form (POST /customers/login)', () => {
  it('answers 422 on username for anything but a 10-digit account number or an e-mail address', async () => {
    const browser = apiBrowser(context.app);
    const message = 'Enter your 10-digit account number or your e-mail address.';
    for (const username of [
      '',
      '900000001',
      '90000000160',
      '9000 000016',
      'adaeze',
      'adaeze@example',
      9000000016,
      undefined,
    ]) {
      const response = await browser.call('POST', '/customers/login', { username, password: PASSWORD });
      expect(response.status, String(username)).toBe(422);
      expect(await response.json()).toEqual({
        status: 'error',
        error: { name: 'ValidationError', message, fields: { username: message } },
      });
    }
  });

  it('answers 422 on password for anything but exactly 10 digits, taken as typed', async () => {
    const browser = apiBrowser(context.app);
    const message = 'The values entered for Password is invalid!';
    for (const password of [
      '',
      '481516234',
      '48151623421',
      'abcdefghij',
      ' 481516234',
      '4815162342 ',
      '48151-6234',
      4815162342,
      undefined,
    ]) {
      const response = await browser.call('POST', '/customers/login', { username: ADAEZE.username, password });
      expect(response.status, String(password)).toBe(422);
      expect(await response.json()).toEqual({
        status: 'error',
        error: { name: 'ValidationError', message, fields: { password: message } },
      });
    }
  });

  it('reports both fields at once', async () => {
    const response = await apiBrowser(context.app).call('POST', '/customers/login', {});
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(['password', 'username']);
  });

  it('answers a right pair with a code to the phone on record and a reference', async () => {
    const browser = apiBrowser(context.app);
    const response = await browser.call('POST', '/customers/login', { username: ADAEZE.username, password: PASSWORD });
    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'pending',
      loginRef: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      maskedPhone: '4567',
      codeSeconds: 600,
      notice: 'We sent a 6-digit code to your phone ending 4567. It expires in 10 minutes.',
    });
    const [sms] = (await listOutbox(context.services)).filter((entry) => entry.to === ADAEZE.phone);
    expect(sms.channel).toBe('sms');
    expect(sms.text).toMatch(/^\d{6} is your AG Mortgage Bank sign-in code\. It expires in 10 minutes\./);
  });

  it('takes the e-mail address trimmed and in any case', async () => {
    await startSignIn(apiBrowser(context.app), `  ${ADAEZE.email.toUpperCase()} `);
  });
});

describe('one answer for every refusal', () => {
  it('answers an unknown account, an account without a password and a wrong password with the same 401, and sends no code', async () => {
    const before = await outboxSize();
    const attempts = [
      { username: '9000000099', password: PASSWORD },
      { username: 'nobody@example.com', password: PASSWORD },
      { username: TUNDE.username, password: PASSWORD },
      { username: ADAEZE.username, password: '1357924680' },
      { username: ADAEZE.email, password: '1357924680' },
    ];
    for (const attempt of attempts) {
      const response = await apiBrowser(context.app).call('POST', '/customers/login', attempt);
      expect(response.status, attempt.username).toBe(401);
      expect(await response.json()).toEqual(INVALID_CREDENTIALS);
    }
    expect(await outboxSize()).toBe(before);
  });

  it('answers a password reset for an unknown account as for a known one, and sends the unknown nothing', async () => {
    const shape = {
      status: 'pending',
      resetRef: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      codeSeconds: 600,
      notice:
        'If these details match an account, we have sent a 6-digit code to the phone and another to the e-mail on record. They expire in 10 minutes.',
    };
    const before = await outboxSize();
    for (const username of ['9000000099', 'nobody@example.com']) {
      const response = await apiBrowser(context.app).call('POST', '/customers/self/passwordReset', { username });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual(shape);
    }
    // The codes go from the job, after the answer: once it has run, the unknown have still been sent nothing.
    await sendDuePasswordResetCodes({ services: context.services });
    expect(await outboxSize()).toBe(before);

    const known = await apiBrowser(context.app).call('POST', '/customers/self/passwordReset', {
      username: TUNDE.username,
    });
    expect(known.status).toBe(202);
    expect(await known.json()).toEqual(shape);
    await sendDuePasswordResetCodes({ services: context.services });
    const sent = (await listOutbox(context.services)).slice(0, 2);
    expect(sent.map(({ channel, to }) => ({ channel, to })).sort((a, b) => a.channel.localeCompare(b.channel))).toEqual(
      [
        { channel: 'email', to: TUNDE.email },
        { channel: 'sms', to: TUNDE.phone },
      ],
    );
    expect(sent.find((entry) => entry.channel === 'email')?.subject).toBe('Your code to set your password');
    expect(sent.find((entry) => entry.channel === 'sms')?.text).toMatch(
      /^\d{6} is your AG Mortgage Bank code to set your website password\./,
    );
    // Two codes, not one code twice.
    expect(await latestCode(context.services, TUNDE.phone)).not.toBe(await latestCode(context.services, TUNDE.email));
  });

  // Fails today: a product bug (server/sign-in/password-reset.ts checks the account-number rule
  // before the codes, and for a known account only). See the report.
  it('answers a password equal to the typed account number alike for a known and an unknown account', async () => {
    const answers: { status: number; body: unknown }[] = [];
    for (const username of ['9000000099', TUNDE.username]) {
      const browser = apiBrowser(context.app);
      const { resetRef } = (await (
        await browser.call('POST', '/customers/self/passwordReset', { username })
      ).json()) as Json;
      // A wrong code: the one sent to Tunde's phone, changed.
      const phoneCode = wrongCode(await latestCode(context.services, TUNDE.phone));
      const response = await browser.call('POST', '/customers/self/passwordSet', {
        resetRef,
        phoneCode,
        emailCode: phoneCode,
        password: username,
        confirmPassword: username,
      });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[0]).toEqual({
      status: 422,
      body: {
        status: 'error',
        error: { name: 'ValidationError', message: triesLeft(4), fields: { phoneCode: triesLeft(4) } },
      },
    });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('lets the codes of an unknown account fail as wrong codes do', async () => {
    const browser = apiBrowser(context.app);
    const started = await browser.call('POST', '/customers/self/passwordReset', { username: '9000000099' });
    const { resetRef } = (await started.json()) as Json;
    await sendDuePasswordResetCodes({ services: context.services });
    const response = await browser.call('POST', '/customers/self/passwordSet', {
      resetRef,
      phoneCode: '123456',
      emailCode: '123456',
      password: '2468013579',
      confirmPassword: '2468013579',
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields).toEqual({ phoneCode: triesLeft(4) });
  });
});

describe('password rules (POST /customers/self/passwordSet)', () => {
  async function resetAsAdaeze(browser: ApiBrowser) {
    const started = await browser.call('POST', '/customers/self/passwordReset', { username: ADAEZE.username });
    expect(started.status).toBe(202);
    const { resetRef } = (await started.json()) as Json;
    return {
      resetRef: resetRef as string,
      phoneCode: await latestCode(context.services, ADAEZE.phone),
      emailCode: await latestCode(context.services, ADAEZE.email),
    };
  }

  it('wants exactly 10 digits, the same twice', async () => {
    const browser = apiBrowser(context.app);
    const codes = await resetAsAdaeze(browser);
    const invalid = 'The password must be exactly 10 digits.';
    for (const password of ['481516234', '48151623421', 'abcdefghij', ' 481516234', '']) {
      const response = await browser.call('POST', '/customers/self/passwordSet', {
        ...codes,
        password,
        confirmPassword: password,
      });
      expect(response.status, password).toBe(422);
      expect((await response.json()).error.fields).toEqual({ password: invalid });
    }
    const mismatch = await browser.call('POST', '/customers/self/passwordSet', {
      ...codes,
      password: PASSWORD,
      confirmPassword: '4815162343',
    });
    expect(mismatch.status).toBe(422);
    expect((await mismatch.json()).error).toEqual({
      name: 'ValidationError',
      message: 'The two passwords are not the same.',
      fields: { confirmPassword: 'The two passwords are not the same.' },
    });
  });

  it('refuses a guessable password (one digit repeated, a run up or down, the account number) without spending the codes', async () => {
    const browser = apiBrowser(context.app);
    const codes = await resetAsAdaeze(browser);
    for (const password of ['7777777777', '0000000000', '0123456789', '9876543210', '1234567890', ADAEZE.username]) {
      const response = await browser.call('POST', '/customers/self/passwordSet', {
        ...codes,
        password,
        confirmPassword: password,
      });
      expect(response.status, password).toBe(422);
      expect(await response.json()).toEqual({
        status: 'error',
        error: { name: 'ValidationError', message: TOO_WEAK, fields: { password: TOO_WEAK } },
      });
    }
    const response = await browser.call('POST', '/customers/self/passwordSet', {
      ...codes,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', message: 'Your password is set. You can now sign in.' });
  });
});

describe('setting a password: the two codes', () => {
  async function reset(browser: ApiBrowser) {
    const started = await browser.call('POST', '/customers/self/passwordReset', { username: ADAEZE.username });
    const { resetRef } = (await started.json()) as Json;
    return {
      resetRef: resetRef as string,
      phoneCode: await latestCode(context.services, ADAEZE.phone),
      emailCode: await latestCode(context.services, ADAEZE.email),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
  }

  it('reports a wrong phone code on phoneCode', async () => {
    const browser = apiBrowser(context.app);
    const form = await reset(browser);
    const response = await browser.call('POST', '/customers/self/passwordSet', {
      ...form,
      phoneCode: wrongCode(form.phoneCode),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toEqual({
      name: 'ValidationError',
      message: triesLeft(4),
      fields: { phoneCode: triesLeft(4) },
    });
  });

  it('reports a wrong e-mail code on emailCode without spending the phone code, then sets the password and tells the e-mail on record', async () => {
    const browser = apiBrowser(context.app);
    const form = await reset(browser);
    const wrong = await browser.call('POST', '/customers/self/passwordSet', {
      ...form,
      emailCode: wrongCode(form.emailCode),
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.fields).toEqual({ emailCode: triesLeft(4) });

    const right = await browser.call('POST', '/customers/self/passwordSet', form);
    expect(right.status).toBe(200);
    const [notice] = await listOutbox(context.services);
    expect(notice).toMatchObject({ channel: 'email', to: ADAEZE.email, subject: 'Your website password was changed' });
    expect(notice.text).toContain('every signed-in session was ended');
  });

  it('needs the browser that asked for the codes, and works once', async () => {
    const browser = apiBrowser(context.app);
    const form = await reset(browser);
    const elsewhere = await apiBrowser(context.app).call('POST', '/customers/self/passwordSet', form);
    expect(elsewhere.status).toBe(410);
    expect(await elsewhere.json()).toEqual(SIGN_IN_EXPIRED);
    expect((await browser.call('POST', '/customers/self/passwordSet', form)).status).toBe(200);
    const replay = await browser.call('POST', '/customers/self/passwordSet', form);
    expect(replay.status).toBe(410);
  });
});

describe('the sign-in code (POST /customers/self/otpLogin)', () => {
  it('signs in with the right code', async () => {
    const browser = apiBrowser(context.app);
    const loginRef = await startSignIn(browser);
    const response = await browser.call('POST', '/customers/self/otpLogin', {
      loginRef,
      otp: await latestCode(context.services, ADAEZE.phone),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success' });
    expect((await browser.call('GET', '/customers/me')).status).toBe(200);
  });

  it('counts wrong codes down, and after 5 ends the sign-in: even the right code or a new one is refused', async () => {
    const browser = apiBrowser(context.app);
    const loginRef = await startSignIn(browser);
    const right = await latestCode(context.services, ADAEZE.phone);
    for (const left of [4, 3, 2, 1]) {
      const response = await browser.call('POST', '/customers/self/otpLogin', { loginRef, otp: wrongCode(right) });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        status: 'error',
        error: { name: 'ValidationError', message: triesLeft(left), fields: { otp: triesLeft(left) } },
      });
    }
    for (const otp of [wrongCode(right), right]) {
      const response = await browser.call('POST', '/customers/self/otpLogin', { loginRef, otp });
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual(SIGN_IN_EXPIRED);
    }
    expect((await browser.call('POST', '/customers/self/resendOtp', { loginRef })).status).toBe(410);
    expect(browser.cookies.has('sid')).toBe(false);
  });

  it('refuses a code that is not 6 digits without counting a try', async () => {
    const browser = apiBrowser(context.app);
    const loginRef = await startSignIn(browser);
    const right = await latestCode(context.services, ADAEZE.phone);
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const response = await browser.call('POST', '/customers/self/otpLogin', { loginRef, otp });
      expect(response.status).toBe(422);
      expect((await response.json()).error.fields).toEqual({ otp: 'Enter your 6 digit OTP!' });
    }
    const wrong = await browser.call('POST', '/customers/self/otpLogin', { loginRef, otp: wrongCode(right) });
    expect((await wrong.json()).error.fields).toEqual({ otp: triesLeft(4) });
  });

  it('expires a code after 10 minutes; a new one can be sent while the sign-in lasts', async () => {
    const browser = apiBrowser(context.app);
    const loginRef = await startSignIn(browser);
    const [code] = await rows(
      sql`select extract(epoch from expires_at - created_at)::int as seconds from one_time_codes where subject = ${codesOf(loginRef)}`,
    );
    expect(Number(code.seconds)).toBeGreaterThanOrEqual(599);
    expect(Number(code.seconds)).toBeLessThanOrEqual(600);
    await context.services.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where subject = ${codesOf(loginRef)}`,
    );
    const late = await browser.call('POST', '/customers/self/otpLogin', {
      loginRef,
      otp: await latestCode(context.services, ADAEZE.phone),
    });
    expect(late.status).toBe(422);
    expect((await late.json()).error.fields).toEqual({ otp: CODE_EXPIRED });

    expect((await browser.call('POST', '/customers/self/resendOtp', { loginRef })).status).toBe(202);
    const response = await browser.call('POST', '/customers/self/otpLogin', {
      loginRef,
      otp: await latestCode(context.services, ADAEZE.phone),
    });
    expect(response.status).toBe(200);
  });

  it('is single use: the reference of a finished sign-in answers 410', async () => {
    const browser = apiBrowser(context.app);
    const loginRef = await startSignIn(browser);
    const otp = await latestCode(context.services, ADAEZE.phone);
    expect((await browser.call('POST', '/customers/self/otpLogin', { loginRef, otp })).status).toBe(200);
    const replay = await browser.call('POST', '/customers/self/otpLogin', { loginRef, otp });
    expect(replay.status).toBe(410);
    expect(await replay.json()).toEqual(SIGN_IN_EXPIRED);
    expect((await browser.call('POST', '/customers/self/resendOtp', { loginRef })).status).toBe(410);
  });

  it('works only in the browser that began it, and a stranger’s tries cost nothing', async () => {
    const browser = apiBrowser(context.app);
    const loginRef = await startSignIn(browser);
    const otp = await latestCode(context.services, ADAEZE.phone);
    const stranger = apiBrowser(context.app);
    for (const path of ['/customers/self/otpLogin', '/customers/self/resendOtp']) {
      const response = await stranger.call('POST', path, { loginRef, otp });
      expect(response.status, path).toBe(410);
      expect(await response.json()).toEqual(SIGN_IN_EXPIRED);
    }
    expect(stranger.cookies.has('sid')).toBe(false);
    expect(await latestCode(context.services, ADAEZE.phone)).toBe(otp);
    expect((await browser.call('POST', '/customers/self/otpLogin', { loginRef, otp })).status).toBe(200);
  });

  it('answers a made-up or missing reference with 410', async () => {
    const browser = apiBrowser(context.app);
    for (const loginRef of ['x'.repeat(43), 'y'.repeat(200), undefined, 12]) {
      expect((await browser.call('POST', '/customers/self/otpLogin', { loginRef, otp: '123456' })).status).toBe(410);
      expect((await browser.call('POST', '/customers/self/resendOtp', { loginRef })).status).toBe(410);
    }
  });

  it('sends a new code on resendOtp: the old one stops working and the tries carry over', async () => {
    const browser = apiBrowser(context.app);
    const loginRef = await startSignIn(browser);
    const first = await latestCode(context.services, ADAEZE.phone);
    expect(
      (await (await browser.call('POST', '/customers/self/otpLogin', { loginRef, otp: wrongCode(first) })).json()).error
        .fields,
    ).toEqual({ otp: triesLeft(4) });

    const resent = await browser.call('POST', '/customers/self/resendOtp', { loginRef });
    expect(resent.status).toBe(202);
    expect(await resent.json()).toMatchObject({ status: 'pending', loginRef, maskedPhone: '4567', codeSeconds: 600 });
    const second = await latestCode(context.services, ADAEZE.phone);
    expect(second).not.toBe(first);

    const old = await browser.call('POST', '/customers/self/otpLogin', { loginRef, otp: first });
    expect((await old.json()).error.fields).toEqual({ otp: triesLeft(3) });
    expect((await browser.call('POST', '/customers/self/otpLogin', { loginRef, otp: second })).status).toBe(200);
  });
});

describe('rate limits', () => {
  const minutesOf = (response: Response) => Math.ceil(Number(response.headers.get('retry-after')) / 60);
  const lockNotices = async () =>
    (await listOutbox(context.services, { limit: 10_000 })).filter(
      (entry) => entry.to === ADAEZE.email && entry.subject === 'Sign-in to your website profile was paused',
    );

  // Issue 26.4: ten wrong passwords from anywhere locked the customer out for an hour.
  it('stops 10 wrong passwords an hour per account and address, saying so; the holder elsewhere signs in and hears of it', async () => {
    const noticesBefore = (await lockNotices()).length;
    const stranger = apiBrowser(context.app);
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(
        (await stranger.call('POST', '/customers/login', { username: ADAEZE.username, password: '1357924680' })).status,
      ).toBe(401);
    const refused = await stranger.call('POST', '/customers/login', { username: ADAEZE.username, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await refused.json()).error).toEqual({
      name: 'TooManyRequests',
      message: `Too many wrong passwords were typed for this account from your network. Please try again in ${minutesOf(refused)} minutes, or set a new password.`,
    });
    const notices = await lockNotices();
    expect(notices.length - noticesBefore).toBe(1);
    expect(notices[0].text).toContain('so we paused sign-in from the network they used for up to an hour');

    await startSignIn(apiBrowser(context.app));
  });

  it('does not lock the holder out after ten wrong passwords from ten addresses', async () => {
    for (let address = 0; address < 10; address += 1)
      expect(
        (
          await apiBrowser(context.app).call('POST', '/customers/login', {
            username: ADAEZE.username,
            password: '1357924680',
          })
        ).status,
      ).toBe(401);
    await startSignIn(apiBrowser(context.app));
  });

  it('lets another customer behind an address sign in after 30 wrong passwords from it', async () => {
    const carrier = apiBrowser(context.app);
    for (const username of ['9000000099', 'nobody@example.com', TUNDE.username]) {
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect((await carrier.call('POST', '/customers/login', { username, password: PASSWORD })).status).toBe(401);
    }
    const neighbour = apiBrowser(context.app, { address: carrier.address });
    await startSignIn(neighbour);
  }, 60_000);

  it('pauses an account everywhere after 50 wrong passwords in an hour, saying so, and tells the holder', async () => {
    const noticesBefore = (await lockNotices()).length;
    // 49 wrong passwords counted as if from 49 addresses (each costs a slow password hash), then the 50th.
    const accountKey = context.services.keyedHash(ADAEZE.username, 'sign-in');
    for (let address = 0; address < 49; address += 1)
      await context.services.rateLimits.consume(SIGN_IN_LIMITS.perAccount, accountKey);
    expect(
      (
        await apiBrowser(context.app).call('POST', '/customers/login', {
          username: ADAEZE.username,
          password: '1357924680',
        })
      ).status,
    ).toBe(401);
    const refused = await apiBrowser(context.app).call('POST', '/customers/login', {
      username: ADAEZE.username,
      password: PASSWORD,
    });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      `Sign-in to this account is paused after many wrong passwords from several places. Please try again in ${minutesOf(refused)} minutes, or set a new password.`,
    );
    const notices = await lockNotices();
    expect(notices.length - noticesBefore).toBe(1);
    expect(notices[0].text).toContain('so we paused sign-in from everywhere for up to an hour');
  });

  it('pauses an address after 300 wrong passwords in 15 minutes, whatever the accounts, saying so', async () => {
    const carrier = apiBrowser(context.app);
    const carrierRef = context.services.keyedHash(carrier.address, 'client').slice(0, 32);
    for (let attempt = 0; attempt < 300; attempt += 1)
      await context.services.rateLimits.consume(SIGN_IN_LIMITS.perClient, carrierRef);
    const refused = await carrier.call('POST', '/customers/login', { username: ADAEZE.username, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      `Too many wrong passwords were typed from your network. Please try again in ${minutesOf(refused)} minutes.`,
    );
  });

  it('never refuses a customer who signs in often: right passwords and used codes do not count', async () => {
    const browser = apiBrowser(context.app);
    for (let signIns = 0; signIns < 8; signIns += 1)
      expect((await signIn(context.services, browser, { ...ADAEZE, password: PASSWORD })).status).toBe(200);
  });

  it('allows 5 password resets an hour per username, then answers 429 with Retry-After', async () => {
    const username = '9000000098';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await apiBrowser(context.app).call('POST', '/customers/self/passwordReset', { username })).status).toBe(
        202,
      );
    }
    const refused = await apiBrowser(context.app).call('POST', '/customers/self/passwordReset', { username });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('sends at most 5 sign-in codes an hour per customer, resends included', async () => {
    const smsBefore = (await listOutbox(context.services, { limit: 10_000 })).filter(
      (entry) => entry.to === ADAEZE.phone,
    ).length;
    const browser = apiBrowser(context.app);
    const loginRef = await startSignIn(browser);
    for (let resend = 0; resend < 4; resend += 1)
      expect((await browser.call('POST', '/customers/self/resendOtp', { loginRef })).status).toBe(202);

    const refused = await browser.call('POST', '/customers/self/resendOtp', { loginRef });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const again = await apiBrowser(context.app).call('POST', '/customers/login', {
      username: ADAEZE.username,
      password: PASSWORD,
    });
    expect(again.status).toBe(429);
    expect((await again.json()).error.message).toBe(
      `We have sent the most sign-in codes allowed in an hour to your phone. Please try again in ${minutesOf(again)} minutes.`,
    );
    const smsAfter = (await listOutbox(context.services, { limit: 10_000 })).filter(
      (entry) => entry.to === ADAEZE.phone,
    ).length;
    expect(smsAfter - smsBefore).toBe(5);
  });
});

describe('the session', () => {
  it('is an HttpOnly, SameSite=Lax cookie for the whole site, without Secure over HTTP in test', async () => {
    const browser = apiBrowser(context.app);
    const loginRef = await startSignIn(browser);
    const response = await browser.call('POST', '/customers/self/otpLogin', {
      loginRef,
      otp: await latestCode(context.services, ADAEZE.phone),
    });
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^sid=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('opens /customers/me to its cookie only', async () => {
    const browser = await signedIn();
    const me = await browser.call('GET', '/customers/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    for (const sid of [undefined, 'made-up', 'x'.repeat(43)]) {
      const other = apiBrowser(context.app);
      if (sid) other.cookies.set('sid', sid);
      const response = await other.call('GET', '/customers/me');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(SIGN_IN_REQUIRED);
    }
  });

  it('rotates: signing in again in the same browser ends the session it held', async () => {
    const browser = await signedIn();
    const first = browser.cookies.get('sid')!;
    expect((await signIn(context.services, browser, { ...ADAEZE, password: PASSWORD })).status).toBe(200);
    const second = browser.cookies.get('sid')!;
    expect(second).not.toBe(first);

    const replay = apiBrowser(context.app);
    replay.cookies.set('sid', first);
    expect((await replay.call('GET', '/customers/me')).status).toBe(401);
    expect((await browser.call('GET', '/customers/me')).status).toBe(200);
    const [ended] = await rows(sql`select end_reason from customer_sessions where token_hash = ${hashToken(first)}`);
    expect(ended.end_reason).toBe('rotated');
  });

  it('ends on the server at sign-out: the old cookie no longer works', async () => {
    const browser = await signedIn();
    const token = browser.cookies.get('sid')!;
    const response = await browser.call('POST', '/customers/self/logout');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', message: 'You have signed out.' });
    expect(response.headers.getSetCookie()).toEqual(['sid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expect(browser.cookies.has('sid')).toBe(false);

    const replay = apiBrowser(context.app);
    replay.cookies.set('sid', token);
    expect((await replay.call('GET', '/customers/me')).status).toBe(401);
    const [ended] = await rows(sql`select end_reason from customer_sessions where token_hash = ${hashToken(token)}`);
    expect(ended.end_reason).toBe('signed-out');
    // Signing out twice, or without a session, says there is no session (and clears the cookie).
    const again = await replay.call('POST', '/customers/self/logout');
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual(SIGN_IN_REQUIRED);
    expect(replay.cookies.has('sid')).toBe(false);
    expect((await apiBrowser(context.app).call('POST', '/customers/self/logout')).status).toBe(401);
  });

  it('ends after its absolute lifetime (12 hours by default), however active', async () => {
    const browser = await signedIn();
    const tokenHash = hashToken(browser.cookies.get('sid')!);
    const [session] = await rows(
      sql`select extract(epoch from expires_at - created_at)::int as seconds from customer_sessions where token_hash = ${tokenHash}`,
    );
    expect(Number(session.seconds)).toBeGreaterThanOrEqual(43_199);
    expect(Number(session.seconds)).toBeLessThanOrEqual(43_200);

    await context.services.database.db.execute(
      sql`update customer_sessions set expires_at = now() - interval '1 second' where token_hash = ${tokenHash}`,
    );
    expect((await browser.call('GET', '/customers/me')).status).toBe(401);
    const [ended] = await rows(sql`select end_reason from customer_sessions where token_hash = ${tokenHash}`);
    expect(ended.end_reason).toBe('expired');
  });

  it('keepAlive answers the idle time, for a signed-in customer only', async () => {
    const browser = await signedIn();
    const response = await browser.call('POST', '/customers/me/keepAlive');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', idleSeconds: 900 });
    expect((await apiBrowser(context.app).call('POST', '/customers/me/keepAlive')).status).toBe(401);
  });
});

describe('the idle timeout', () => {
  let idle: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    idle = await createTestApp({ CUSTOMER_SESSION_IDLE_SECONDS: '4', TRUST_PROXY: 'true' });
    expect((await setPassword(idle.services, apiBrowser(idle.app), { ...ADAEZE, password: PASSWORD })).status).toBe(
      200,
    );
  });
  afterAll(() => idle.services.close());

  it('signs out after the idle time; any request, keepAlive included, counts as activity', async () => {
    // Seconds apart, so that a slow machine still tells the two sessions apart: `left` idles from its
    // sign-in, `kept` from its keepAlive.
    const left = await signedIn(idle.app, idle.services);
    const kept = await signedIn(idle.app, idle.services);
    await delay(2500);
    const alive = await kept.call('POST', '/customers/me/keepAlive');
    expect(await alive.json()).toEqual({ status: 'success', idleSeconds: 4 });
    await delay(2000);
    expect((await left.call('GET', '/customers/me')).status).toBe(401);
    expect((await kept.call('GET', '/customers/me')).status).toBe(200);
    await delay(4500);
    expect((await kept.call('GET', '/customers/me')).status).toBe(401);
    const ended = await idle.services.database.db.execute(
      sql`select end_reason from customer_sessions where token_hash in (${hashToken(kept.cookies.get('sid')!)}, ${hashToken(left.cookies.get('sid')!)})`,
    );
    expect((ended as unknown as { rows: unknown[] }).rows).toEqual([{ end_reason: 'idle' }, { end_reason: 'idle' }]);
  });
});

describe('a customer who opened an account on the website', () => {
  let customer: WebsiteCustomer;
  const password = '2468013579';
  beforeAll(async () => {
    customer = await openWebsiteAccount(context.app, context.services, {
      bvnNo: '51234567101',
      email: 'site.customer@example.com',
    });
  });

  it('sets a password with the account number, but not the account number itself', async () => {
    const browser = apiBrowser(context.app);
    const started = await browser.call('POST', '/customers/self/passwordReset', { username: customer.acctNumber });
    const { resetRef } = (await started.json()) as Json;
    const codes = {
      resetRef,
      phoneCode: await latestCode(context.services, customer.phone),
      emailCode: await latestCode(context.services, customer.email),
    };
    const weak = await browser.call('POST', '/customers/self/passwordSet', {
      ...codes,
      password: customer.acctNumber,
      confirmPassword: customer.acctNumber,
    });
    expect(weak.status).toBe(422);
    expect((await weak.json()).error.fields).toEqual({ password: TOO_WEAK });
    expect(
      (await browser.call('POST', '/customers/self/passwordSet', { ...codes, password, confirmPassword: password }))
        .status,
    ).toBe(200);
  });

  it('signs in with the account number, and sees their own account', async () => {
    const browser = apiBrowser(context.app);
    expect(
      (await signIn(context.services, browser, { username: customer.acctNumber, password, phone: customer.phone }))
        .status,
    ).toBe(200);
    const me = (await (await browser.call('GET', '/customers/me')).json()) as Json;
    // One form of a name in the area: surname first, as on the account (decision 057).
    expect(me.holder).toEqual({
      name: expect.stringMatching(new RegExp(`^${customer.lastname} ${customer.firstname}( \\S+)?$`)),
      email: customer.email,
      phoneNo: customer.phone,
    });
    expect(me.accounts).toEqual([
      { accountNumber: customer.acctNumber, productName: 'Save-4-It', link: 'linked', status: 'active' },
    ]);
  });

  it('signs in with the e-mail address, in any case', async () => {
    const browser = apiBrowser(context.app);
    expect(
      (
        await signIn(context.services, browser, {
          username: customer.email.toUpperCase(),
          password,
          phone: customer.phone,
        })
      ).status,
    ).toBe(200);
    expect((await browser.call('GET', '/customers/me')).status).toBe(200);
  });

  it('after a new password, every session has ended and only the new password signs in', async () => {
    const [one, two] = [apiBrowser(context.app), apiBrowser(context.app)];
    for (const browser of [one, two])
      expect(
        (await signIn(context.services, browser, { username: customer.acctNumber, password, phone: customer.phone }))
          .status,
      ).toBe(200);
    const newPassword = '5820193746';
    expect(
      (
        await setPassword(context.services, apiBrowser(context.app), {
          username: customer.email,
          password: newPassword,
          phone: customer.phone,
          email: customer.email,
        })
      ).status,
    ).toBe(200);
    for (const browser of [one, two]) expect((await browser.call('GET', '/customers/me')).status).toBe(401);
    const [notice] = await listOutbox(context.services);
    expect(notice).toMatchObject({ to: customer.email, subject: 'Your website password was changed' });

    const old = await apiBrowser(context.app).call('POST', '/customers/login', {
      username: customer.acctNumber,
      password,
    });
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual(INVALID_CREDENTIALS);
    expect(
      (
        await signIn(context.services, apiBrowser(context.app), {
          username: customer.acctNumber,
          password: newPassword,
          phone: customer.phone,
        })
      ).status,
    ).toBe(200);
  });
});
