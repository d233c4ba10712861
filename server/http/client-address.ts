import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Services } from '../services';

/**
 * The address a trusted proxy saw the request come from. Each proxy appends the address of its
 * own peer to X-Forwarded-For, so with `hops` proxies in front the client is the entry `hops` from
 * the right; anything further left was written by the client and proves nothing.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops] : entries[0];
}

/** The client's address: the proxy's X-Forwarded-For only when TRUST_PROXY says a proxy sits in front. */
export function clientAddress(c: Context, { trustProxy, proxyHops = 1 }: { trustProxy: boolean; proxyHops?: number }): string {
  if (trustProxy) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), proxyHops);
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
  const { TRUST_PROXY, TRUST_PROXY_HOPS } = services.config;
  return services.keyedHash(clientAddress(c, { trustProxy: TRUST_PROXY, proxyHops: TRUST_PROXY_HOPS }), 'client').slice(0, 32);
}
