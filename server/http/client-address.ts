import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Services } from '../services';

/**
 * The address a trusted proxy saw the request come from. Each proxy appends the address of its
 * own peer to X-Forwarded-For, so with `hops` proxies in front the client is the entry `hops` from
 * the right; anything further left was written by the client and proves nothing.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops] : entries[0];
}

/** The client's address: the proxy's X-Forwarded-For only when TRUST_PROXY says a proxy sits in front. */
function clientAddress(c: Context, { trustProxy, proxyHops = 1 }: { trustProxy: boolean; proxyHops?: number }): string {
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
  return services
    .keyedHash(clientAddress(c, { trustProxy: TRUST_PROXY, proxyHops: TRUST_PROXY_HOPS }), 'client')
    .slice(0, 32);
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? address.slice(0, dotted.index) +
      [((+dotted[1] << 8) | +dotted[2]).toString(16), ((+dotted[3] << 8) | +dotted[4]).toString(16)].join(':')
    : address;
  const [head, tail] = hex.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = groups(head);
  const right = groups(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The network of an address, which is all a session keeps of it (docs/decisions/058): an IPv4
 * address cut to its /24 ("102.89.34.0/24"), an IPv6 one to its /48 ("2c0f:f4c0:1a2b::/48"); an
 * IPv4 client of a dual-stack socket ("::ffff:102.89.34.17") as IPv4. Null for anything else.
 */
export function networkOf(address: string): string | null {
  const bare = address.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  const value = mapped ? mapped[1] : bare;
  const kind = isIP(value);
  if (kind === 4) return `${value.split('.').slice(0, 3).join('.')}.0/24`;
  if (kind !== 6) return null;
  const prefix = ipv6Groups(value.toLowerCase()).slice(0, 3);
  while (prefix.length > 0 && prefix[prefix.length - 1] === 0) prefix.pop();
  return `${prefix.map((group) => group.toString(16)).join(':')}::/48`;
}

/** The client's network (not its address), for the customer's list of sessions. */
export function clientNetwork(c: Context, services: Pick<Services, 'config'>): string | null {
  const { TRUST_PROXY, TRUST_PROXY_HOPS } = services.config;
  return networkOf(clientAddress(c, { trustProxy: TRUST_PROXY, proxyHops: TRUST_PROXY_HOPS }));
}
