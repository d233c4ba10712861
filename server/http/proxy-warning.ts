import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

export const DIRECT_REQUEST_WARNING =
  'TRUST_PROXY=true but a request arrived without X-Forwarded-For: it reached the port directly, not through the proxy. Keep the port reachable only through the proxy, and set TRUST_PROXY_HOPS to the number of proxies in the chain.';

/**
 * Behind TRUST_PROXY=true every request should come through the proxy, which always writes
 * X-Forwarded-For. The first one without it says the port is open to others: warn once, then
 * stay quiet (a probe must not be able to fill the log).
 */
export function warnOnDirectRequest(logger: Pick<Logger, 'warn'>): MiddlewareHandler {
  let warned = false;
  return async (c, next) => {
    if (!warned && !c.req.header('x-forwarded-for')) {
      warned = true;
      logger.warn(DIRECT_REQUEST_WARNING);
    }
    await next();
  };
}
