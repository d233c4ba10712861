import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedClient, networkOf } from '../../server/http/client-address';
import { DIRECT_REQUEST_WARNING } from '../../server/http/proxy-warning';
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

// Issue 28.6: a session keeps its network, never the address (docs/decisions/058).
describe('networkOf', () => {
  it('cuts an IPv4 address to its /24', () => {
    expect(networkOf('102.89.34.17')).toBe('102.89.34.0/24');
    expect(networkOf(' 197.210.8.254 ')).toBe('197.210.8.0/24');
  });

  it('reads an IPv4 client of a dual-stack socket as IPv4', () => {
    expect(networkOf('::ffff:102.89.34.17')).toBe('102.89.34.0/24');
  });

  it('cuts an IPv6 address to its /48, in its short form', () => {
    expect(networkOf('2c0f:f4c0:1a2b:3c4d:5e6f:1:2:3')).toBe('2c0f:f4c0:1a2b::/48');
    expect(networkOf('2C0F:F4C0:001A::1')).toBe('2c0f:f4c0:1a::/48');
    expect(networkOf('2001:db8::8a2e:370:7334')).toBe('2001:db8::/48');
    expect(networkOf('2001:0:1234::1')).toBe('2001:0:1234::/48');
    expect(networkOf('fe80::1%eth0')).toBe('fe80::/48');
    expect(networkOf('64:ff9b::102.89.34.17')).toBe('64:ff9b::/48');
    expect(networkOf('::1')).toBe('::/48');
  });

  it('keeps nothing of what is not an address', () => {
    for (const value of ['unknown', '', '102.89.34', '102.89.34.256', 'example.com', '1:2:3:4:5:6:7:8:9'])
      expect(networkOf(value)).toBeNull();
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
        body: JSON.stringify({
          name: 'Ada Obi',
          email: `ada${attempt}@example.com`,
          subject: 'other',
          message: 'Is the branch in Aba open on Saturdays?',
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

// Issue 26.11: with TRUST_PROXY=true a request that comes without X-Forwarded-For reached the port directly.
describe('the direct-request warning', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => context.services.close());

  const warnings = () => context.services.logs.filter((line) => line.includes(DIRECT_REQUEST_WARNING.slice(0, 40)));

  it('is logged once, at the first request without X-Forwarded-For, and not for proxied ones', async () => {
    await context.app.request('/healthz', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(warnings()).toHaveLength(0);
    await context.app.request('/healthz');
    await context.app.request('/healthz');
    expect(warnings()).toHaveLength(1);
    expect(JSON.parse(warnings()[0]).level).toBe(40);
  });

  it('is never logged when no proxy is trusted', async () => {
    const direct = await createTestApp({ TRUST_PROXY: 'false' });
    await direct.app.request('/healthz');
    expect(direct.services.logs.some((line) => line.includes(DIRECT_REQUEST_WARNING.slice(0, 40)))).toBe(false);
    await direct.services.close();
  });
});
