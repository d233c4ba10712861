import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTermiiSmsTransport } from '../adapters/sms/termii-sms-transport';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../../tests/support/fake-http-server';
import { fetchWithRequestContext, requestIdFrom, runWithRequestId } from './request-id';

let server: FakeHttpServer;
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  server = await startFakeHttpServer((request, response) => {
    seen.push(request.headers['x-request-id'] as string | undefined);
    sendJson(response, 200, { message_id: 'm1' });
  });
});
afterAll(() => server.close());

describe('request ids', () => {
  it('takes a sane id from a trusted proxy only', () => {
    expect(requestIdFrom('abc-DEF_123', { isFromTrustedProxy: true })).toBe('abc-DEF_123');
    expect(requestIdFrom('abc-DEF_123', { isFromTrustedProxy: false })).not.toBe('abc-DEF_123');
    for (const insane of ['', 'a b', 'a/b', 'x'.repeat(65), 'é'])
      expect(requestIdFrom(insane, { isFromTrustedProxy: true })).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the current id to outside systems, from a URL or a signed Request, and none outside a request', async () => {
    seen.length = 0;
    await runWithRequestId('outside-call-id', () =>
      fetchWithRequestContext(`${server.url}/a`, { headers: { accept: 'application/json' } }),
    );
    await runWithRequestId('signed-request-id', () =>
      fetchWithRequestContext(new Request(`${server.url}/b`, { headers: { authorization: 'signed' } })),
    );
    await fetchWithRequestContext(`${server.url}/c`);
    expect(seen).toEqual(['outside-call-id', 'signed-request-id', undefined]);
  });

  it('reaches an HTTP adapter deep in a request (Termii)', async () => {
    seen.length = 0;
    const sms = createTermiiSmsTransport({ baseUrl: server.url, apiKey: 'key', senderId: 'Bank', timeoutMs: 2000 });
    await runWithRequestId('sms-request-id', () => sms.send({ to: '2348031234567', text: 'Your code' }));
    expect(seen).toEqual(['sms-request-id']);
  });
});
