import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-services';
import { contentSecurityPolicy } from './security-headers';

// Issue 11: the built server (npm start) sent 'unsafe-eval' and ws: outside production.
describe('Content-Security-Policy', () => {
  it("allows eval and websockets only for Vite's dev server", () => {
    for (const isProduction of [false, true]) {
      const built = contentSecurityPolicy({ nonce: 'n', isProduction });
      expect(built).not.toContain("'unsafe-eval'");
      expect(built).not.toMatch(/\bwss?:/);
    }
    const dev = contentSecurityPolicy({ nonce: 'n', isProduction: false, isDevServer: true });
    expect(dev).toContain("'unsafe-eval'");
    expect(dev).toContain("connect-src 'self' ws: wss:");
  });

  it('the HTTP app in development mode sends the strict policy unless told it runs under Vite', async () => {
    const { app, services } = await createTestApp({ NODE_ENV: 'development' });
    try {
      const policy = (await app.request('/healthz')).headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self' 'nonce-");
      expect(policy).not.toContain('unsafe-eval');
      expect(policy).not.toContain('ws:');
    } finally {
      await services.close();
    }
  });
});
