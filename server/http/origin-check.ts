import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by pages of another site. Browsers always send Origin on
 * such requests; a request without one comes from a non-browser client, which cookies cannot trick.
 */
export function originCheck({ allowedOrigins }: { allowedOrigins: string[] }): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (!origin) return next();
    const own = new URL(c.req.url).origin;
    if (origin === own || allowedOrigins.includes(origin)) return next();
    return c.json(
      {
        status: 'error',
        error: { name: 'ForbiddenOrigin', message: 'This request came from another site and was refused.' },
      },
      403,
    );
  };
}
