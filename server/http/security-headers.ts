import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export type SecurityVariables = { cspNonce: string };

/**
 * The policy for one response; scripts run only with this request's nonce or a known hash. Vite's
 * dev server alone needs eval (hot reload) and websockets: the built server never allows them,
 * whatever NODE_ENV says.
 */
export function contentSecurityPolicy({
  nonce,
  scriptHashes = [],
  isProduction,
  isDevServer = false,
}: {
  nonce?: string;
  scriptHashes?: string[];
  isProduction: boolean;
  isDevServer?: boolean;
}): string {
  const scriptSources = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}${isDevServer ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${isDevServer ? ' ws: wss:' : ''}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(isProduction ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export function securityHeaders({
  isProduction,
  isDevServer = false,
}: {
  isProduction: boolean;
  isDevServer?: boolean;
}): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('cspNonce', nonce);
    await next();
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', contentSecurityPolicy({ nonce, isProduction, isDevServer }));
    }
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (isProduction) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
