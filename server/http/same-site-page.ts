import type { Context } from 'hono';

/** The Referer when it is a page of this site (never the API); a link from elsewhere is never followed. */
export function sameSitePage(c: Context, publicUrl: string): URL | undefined {
  const referer = c.req.header('referer');
  if (!referer) return undefined;
  try {
    const page = new URL(referer);
    const ownOrigins = [new URL(c.req.url).origin, new URL(publicUrl).origin];
    return ownOrigins.includes(page.origin) && !page.pathname.startsWith('/api/') ? page : undefined;
  } catch {
    return undefined;
  }
}
