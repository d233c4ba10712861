import type { MiddlewareHandler } from 'hono';
import { generateToken, hashToken } from '../security/tokens';

/** A year: the key only names the browser; what it is granted expires on its own. */
const BROWSER_KEY_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function browserKeyCookieName(isProduction: boolean) {
  return isProduction ? '__Host-bk' : 'bk';
}

/**
 * This browser, as the server knows it: a random key in an HttpOnly cookie, created the first time a
 * request needs it. `ref()` is the key's hash: what grants, BVN proofs and limits are bound to, so
 * the database never holds the key itself.
 */
export interface Browser {
  ref(): string;
}

export type BrowserVariables = { browser: Browser };

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

export function browserKeyMiddleware({
  isProduction,
}: {
  isProduction: boolean;
}): MiddlewareHandler<{ Variables: BrowserVariables }> {
  const name = browserKeyCookieName(isProduction);
  return async (c, next) => {
    const sent = readCookie(c.req.header('cookie'), name);
    let key = sent && KEY_PATTERN.test(sent) ? sent : undefined;
    let isNew = false;
    c.set('browser', {
      ref() {
        if (!key) {
          key = generateToken();
          isNew = true;
        }
        return hashToken(key);
      },
    });
    await next();
    if (isNew) {
      c.res.headers.append(
        'Set-Cookie',
        `${name}=${key}; Path=/; Max-Age=${BROWSER_KEY_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${isProduction ? '; Secure' : ''}`,
      );
    }
  };
}

/** The browser of a request in any Hono sub-app (the middleware runs in front of all of them). */
export function browserOf(c: { get(key: 'browser'): unknown }): Browser {
  const browser = c.get('browser') as Browser | undefined;
  if (!browser) throw new Error('browserKeyMiddleware is not in front of this route');
  return browser;
}
