import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Services } from '../services';

/** The client's address: the proxy's X-Forwarded-For only when TRUST_PROXY says a proxy sits in front. */
export function clientAddress(c: Context, { trustProxy }: { trustProxy: boolean }): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A keyed hash of the client address: a rate-limit and audit key that does not store the address. */
export function clientRef(c: Context, services: Pick<Services, 'config' | 'keyedHash'>): string {
  return services.keyedHash(clientAddress(c, { trustProxy: services.config.TRUST_PROXY }), 'client').slice(0, 32);
}
