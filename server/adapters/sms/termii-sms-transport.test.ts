import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode } from '../../errors/app-error';
import { startFakeTermii } from '../../../tests/support/fake-termii';
import { newBrowser, newClientAddress } from '../../../tests/support/fake-bvn-holder';
import { createTestApp, createTestServices } from '../../../tests/support/test-services';
import { SmsDeliveryError, createTermiiSmsTransport } from './termii-sms-transport';

describe('the Termii SMS gateway', () => {
  let termii: Awaited<ReturnType<typeof startFakeTermii>>;
  beforeAll(async () => {
    termii = await startFakeTermii({ apiKey: 'test-key' });
  });
  afterAll(() => termii.close());

  it('sends codes on the DND route with the sender id', async () => {
    const services = await createTestServices({
      SMS_PROVIDER: 'termii',
      TERMII_BASE_URL: termii.url,
      TERMII_API_KEY: 'test-key',
      TERMII_SENDER_ID: 'MortgageBk',
    });
    try {
      await services.messenger.sendSms({ to: '2348031234567', text: 'Your code is 123456' });
      expect(termii.sent.at(-1)).toEqual({
        to: '2348031234567',
        from: 'MortgageBk',
        sms: 'Your code is 123456',
        type: 'plain',
        channel: 'dnd',
      });
      // Nothing is kept locally: the gateway has it.
      expect(await services.database.db.query.outboxMessages.findMany()).toEqual([]);
    } finally {
      await services.close();
    }
  });

  it('answers a delivery failure as 503 SmsUnavailable for the flows, and logs it masked', async () => {
    const services = await createTestServices({
      SMS_PROVIDER: 'termii',
      TERMII_BASE_URL: termii.url,
      TERMII_API_KEY: 'test-key',
      TERMII_SENDER_ID: 'MortgageBk',
    });
    termii.state.refuse = true;
    try {
      await expect(
        services.messenger.sendSms({ to: '2348031234567', text: 'Your code is 123456' }),
      ).rejects.toMatchObject({ code: AppErrorCode.SmsUnavailable });
      const log = services.logs.join('');
      expect(log).toContain('sms not delivered');
      expect(log).toContain('Insufficient balance');
      expect(log).not.toContain('2348031234567');
    } finally {
      termii.state.refuse = false;
      await services.close();
    }
  });

  // Issue 11: a code that cannot reach the phone is told to the customer, never a 500.
  it('tells the customer on the wizard and on the consent page when the code cannot be sent', async () => {
    const { app, services } = await createTestApp({
      SMS_PROVIDER: 'termii',
      TERMII_BASE_URL: termii.url,
      TERMII_API_KEY: 'test-key',
      TERMII_SENDER_ID: 'MortgageBk',
    });
    termii.state.refuse = true;
    const headers = { 'Content-Type': 'application/json', Cookie: newBrowser(), 'X-Forwarded-For': newClientAddress() };
    try {
      const signup = await app.request('/api/v1/customers/signup', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          accountProduct: '001',
          bvnNo: '22222222222',
          email: 'ada@example.com',
          birthDate: '1990-04-12',
          phoneNo: '08031234567',
          acctType: 'Individual',
        }),
      });
      expect(signup.status).toBe(503);
      expect(await signup.json()).toEqual({
        status: 'error',
        error: {
          name: 'SmsUnavailable',
          message:
            'We could not send the SMS just now. Nothing you entered is lost: please try again in a few minutes.',
        },
      });

      const started = await app.request('/api/v1/agmortgvalidation/bvnAppLink', {
        method: 'POST',
        headers,
        body: JSON.stringify({ bvnNo: '22222222223', lobbyUrlId: 0, appId: 'web', returnTo: '/bvnvalidation' }),
      });
      const { url } = (await started.json()) as { url: string };
      const consentPage = await app.request(url, { headers: { 'X-Forwarded-For': headers['X-Forwarded-For'] } });
      expect(consentPage.status).toBe(503);
      expect(await consentPage.text()).toContain('We could not send the SMS just now.');
    } finally {
      termii.state.refuse = false;
      await services.close();
    }
  });

  it('names a wrong key and an unreachable gateway as delivery errors', async () => {
    const wrongKey = createTermiiSmsTransport({
      baseUrl: termii.url,
      apiKey: 'nope',
      senderId: 'MortgageBk',
      timeoutMs: 2000,
    });
    await expect(wrongKey.send({ to: '2348031234567', text: 'x' })).rejects.toThrow(/HTTP 401/);
    const away = createTermiiSmsTransport({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'k',
      senderId: 'MortgageBk',
      timeoutMs: 2000,
    });
    await expect(away.send({ to: '2348031234567', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
