import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  consentCookie,
  COOKIE_BANNER_STYLESHEET_PATH,
  COOKIE_CONSENT_PATH,
  hasConsentCookie,
} from '../../domain/cookie-consent';
import { readFormBody } from './request-body';
import { sameSitePage } from './same-site-page';

// Without scripts nothing makes room below the page for the banner: sticky rather than fixed, it stays
// at the bottom of the screen and, at the end of the page, stands after the footer instead of over it.
const NO_SCRIPT_BANNER_CSS = '.cookie-banner{display:block;position:sticky}';

/**
 * The cookie banner for browsers without JavaScript (specification 4). Its form posts here: Accept
 * stores mregistered=true, Deny stores nothing, and both go back to the page. Pages are the same
 * for everyone (prerendered), so whether the banner shows is told by a tiny stylesheet that such
 * browsers load from a <noscript>, written for each visitor's cookies.
 */
export function createCookieConsent({ publicUrl }: { publicUrl: string }) {
  const isSecure = new URL(publicUrl).protocol === 'https:';
  const app = new Hono();

  // The form holds one short field.
  app.post(COOKIE_CONSENT_PATH, bodyLimit({ maxSize: 1024 }), async (c) => {
    const form = await readFormBody(c.req.raw).catch(() => new FormData());
    if (form.get('choice') === 'accept') c.header('Set-Cookie', consentCookie({ isSecure }));
    const page = sameSitePage(c, publicUrl);
    return c.redirect(page ? `${page.pathname}${page.search}` : '/', 303);
  });

  app.get(COOKIE_BANNER_STYLESHEET_PATH, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(hasConsentCookie(c.req.header('cookie') ?? '') ? '' : NO_SCRIPT_BANNER_CSS);
  });
  return app;
}
