import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { publicSiteTexts } from '@domain/messages/public-site';
import { SITE_NOTICE_SLOT_ID } from '@shared/server-drawn/site-notice-slot';
import { usePageHydrates } from '~/lib/route-handle';
import { CookieBanner } from './cookie-banner';
import { Notices } from './notices';
import { SAME_ON_EVERY_PAGE, ServerDrawn } from '~/page-delivery';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { alertFromResultParameter, SUBSCRIBE_RESULT_PARAMETER } from './subscribe';

/**
 * The frame of every page (specification 2.2): skip link, the site notices' slot (filled by the
 * server per request, decision 100), header, the page in <main>, footer,
 * cookie banner, notices. The server keeps the frame's markup between pages (~/page-delivery/server-drawn.tsx),
 * the header whole on pages without React, where nothing in it hydrates.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const subscribeResult = alertFromResultParameter(searchParams.get(SUBSCRIBE_RESULT_PARAMETER));
  const isHydrated = usePageHydrates();
  const header = <SiteHeader pathname={pathname} />;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-input bg-accent-400 px-4 py-3 font-semibold text-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {publicSiteTexts.skipToContent}
      </a>
      <ServerDrawn id={SITE_NOTICE_SLOT_ID} cacheKey={SAME_ON_EVERY_PAGE}>
        {null}
      </ServerDrawn>
      {import.meta.env.SSR && !isHydrated ? (
        <ServerDrawn id="site-header" cacheKey={pathname}>
          {header}
        </ServerDrawn>
      ) : (
        header
      )}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {/* The page script gives them their behaviour; the browser keeps the server's markup (~/page-delivery/server-drawn.tsx). */}
      <ServerDrawn id="site-footer" cacheKey={subscribeResult ?? 'no alert'}>
        {import.meta.env.SSR ? <SiteFooter subscribeResult={subscribeResult} /> : null}
      </ServerDrawn>
      <ServerDrawn id="cookie-banner" cacheKey={SAME_ON_EVERY_PAGE}>
        {import.meta.env.SSR ? <CookieBanner /> : null}
      </ServerDrawn>
      <Notices />
    </>
  );
}
