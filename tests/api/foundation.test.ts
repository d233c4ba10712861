import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-services';

describe('foundation endpoints', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.services.close());

  it('answers /healthz with ok once the server listens', async () => {
    const response = await context.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('describes the API as OpenAPI', async () => {
    const response = await context.app.request('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0].url).toMatch(/\/api\/v1$/);
  });

  it('answers an unknown API path with the error shape', async () => {
    const response = await context.app.request('/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: 'error',
      error: { name: 'NotFound', message: 'No such API endpoint.' },
    });
  });

  it('sends security headers and a nonce-based CSP on every response', async () => {
    const response = await context.app.request('/healthz');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const second = await context.app.request('/healthz');
    expect(second.headers.get('content-security-policy')).not.toBe(response.headers.get('content-security-policy'));
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await context.app.request('/api/v1/anything', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.name).toBe('ForbiddenOrigin');
  });

  // Liveness only: readiness (tests/api/operations.test.ts) is what turns 503 without the database.
  it('answers /healthz while the process lives, even with the database closed', async () => {
    const other = await createTestApp();
    await other.services.close();
    const response = await other.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
