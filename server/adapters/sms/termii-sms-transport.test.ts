import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTermii } from '../../../tests/support/fake-termii';
import { createTestServices } from '../../../tests/support/test-services';
import { SmsDeliveryError, createTermiiSmsTransport } from './termii-sms-transport';

describe('the Termii SMS gateway', () => {
  let termii: Awaited<ReturnType<typeof startFakeTermii>>;
  beforeAll(async () => {
    termii = await startFakeTermii({ apiKey: 'test-key' });
  });
  afterAll(() => termii.close());

  it('sends codes on the DND route with the sender id', async () => {
    const services = await createTestServices({ SMS_PROVIDER: 'termii', TERMII_BASE_URL: termii.url, TERMII_API_KEY: 'test-key', TERMII_SENDER_ID: 'MortgageBk' });
    try {
      await services.messenger.sendSms({ to: '2348031234567', text: 'Your code is 123456' });
      expect(termii.sent.at(-1)).toEqual({ to: '2348031234567', from: 'MortgageBk', sms: 'Your code is 123456', type: 'plain', channel: 'dnd' });
      // Nothing is kept locally: the gateway has it.
      expect(await services.database.db.query.outboxMessages.findMany()).toEqual([]);
    } finally {
      await services.close();
    }
  });

  it('throws a delivery error the flows can catch, and logs it masked', async () => {
    const services = await createTestServices({ SMS_PROVIDER: 'termii', TERMII_BASE_URL: termii.url, TERMII_API_KEY: 'test-key', TERMII_SENDER_ID: 'MortgageBk' });
    termii.state.refuse = true;
    try {
      await expect(services.messenger.sendSms({ to: '2348031234567', text: 'Your code is 123456' })).rejects.toBeInstanceOf(SmsDeliveryError);
      const log = services.logs.join('');
      expect(log).toContain('sms not delivered');
      expect(log).toContain('Insufficient balance');
      expect(log).not.toContain('2348031234567');
    } finally {
      termii.state.refuse = false;
      await services.close();
    }
  });

  it('names a wrong key and an unreachable gateway as delivery errors', async () => {
    const wrongKey = createTermiiSmsTransport({ baseUrl: termii.url, apiKey: 'nope', senderId: 'MortgageBk', timeoutMs: 2000 });
    await expect(wrongKey.send({ to: '2348031234567', text: 'x' })).rejects.toThrow(/HTTP 401/);
    const away = createTermiiSmsTransport({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', senderId: 'MortgageBk', timeoutMs: 2000 });
    await expect(away.send({ to: '2348031234567', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
