import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedClient } from '../../server/http/client-address';
import { createTestApp } from '../support/test-services';

describe('forwardedClient', () => {
  it('takes the entry the trusted proxies appended, never one the client wrote', () => {
    expect(forwardedClient('1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClient('1.1.1.1, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(forwardedClient('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClient(' 203.0.113.7 ,', 1)).toBe('203.0.113.7');
    expect(forwardedClient(undefined, 1)).toBeUndefined();
  });
});

// Issue 14.1: behind TRUST_PROXY=true, a client that writes its own X-Forwarded-For entry must not
// become a new client for every request.
describe('per-client limits behind a proxy', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => context.services.close());

  it('count a client by the address the proxy appended, whatever it puts in front', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await context.app.request('/api/v1/messages/contact', {
        method: 'POST',
        // What the proxy forwards: the client's forged entry, then the address the proxy saw.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.9.${attempt}, 203.0.113.7` },
        body: JSON.stringify({ name: 'Ada Obi', email: `ada${attempt}@example.com`, subject: 'other', message: 'Is the branch in Aba open on Saturdays?' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
