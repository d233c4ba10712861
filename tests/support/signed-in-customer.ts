import { listOutbox } from '../../server/messaging/outbox';
import type { Services } from '../../server/services';
import { sendDuePasswordResetCodes } from '../../server/sign-in/password-reset';
import { newBrowser, newClientAddress } from './fake-bvn-holder';

type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };

/**
 * The newest 6-digit code the outbox holds for an address (an SMS's phone or an e-mail's address).
 * Password reset codes go after the answer: the ones still being sent, or due, are sent first.
 */
export async function latestCode(services: Services, to: string): Promise<string> {
  await sendDuePasswordResetCodes({ services });
  const entry = (await listOutbox(services)).find((message) => message.to === to && /\b\d{6}\b/.test(message.text));
  if (!entry) throw new Error(`no code was sent to ${to}`);
  return /\b(\d{6})\b/.exec(entry.text)![1];
}

/**
 * A browser of the API: its own key cookie, its own client address, and the session cookie once
 * signed in. `call` sends JSON and keeps the cookies the answers set. A `userAgent` names the browser
 * in the customer's list of sessions.
 */
export function apiBrowser(
  app: App,
  { userAgent, address = newClientAddress() }: { userAgent?: string; address?: string } = {},
) {
  const cookies = new Map<string, string>([['bk', newBrowser().slice(3)]]);
  return {
    cookies,
    address,
    cookieHeader: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    async call(method: string, path: string, body?: unknown) {
      const response = await app.request(`/api/v1${path}`, {
        method,
        headers: {
          Cookie: this.cookieHeader(),
          'X-Forwarded-For': address,
          ...(userAgent ? { 'User-Agent': userAgent } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        const [name, value] = pair.split('=');
        if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) cookies.delete(name.trim());
        else cookies.set(name.trim(), value.trim());
      }
      return response;
    },
  };
}

export type ApiBrowser = ReturnType<typeof apiBrowser>;

/** Sets a password for `username` through both codes, as a customer would. */
export async function setPassword(
  services: Services,
  browser: ApiBrowser,
  { username, password, phone, email }: { username: string; password: string; phone: string; email: string },
) {
  const started = await browser.call('POST', '/customers/self/passwordReset', { username });
  const { resetRef } = (await started.json()) as { resetRef: string };
  const phoneCode = await latestCode(services, phone);
  const emailCode = await latestCode(services, email);
  return browser.call('POST', '/customers/self/passwordSet', {
    resetRef,
    phoneCode,
    emailCode,
    password,
    confirmPassword: password,
  });
}

/** Signs in with the password and the SMS code; answers the otpLogin response. */
export async function signIn(
  services: Services,
  browser: ApiBrowser,
  { username, password, phone }: { username: string; password: string; phone: string },
) {
  const started = await browser.call('POST', '/customers/login', { username, password });
  if (started.status !== 202) throw new Error(`login answered ${started.status}: ${await started.text()}`);
  const { loginRef } = (await started.json()) as { loginRef: string };
  return browser.call('POST', '/customers/self/otpLogin', { loginRef, otp: await latestCode(services, phone) });
}
