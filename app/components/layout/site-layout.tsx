import type { ReactNode } from 'react';
import { messages } from '@domain/messages/public-site';
import { CookieBanner } from './cookie-banner';
import { Notices } from './notices';
import { ServerDrawn } from './server-drawn';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every page (specification 2.2): skip link, header, the page in <main>, footer, cookie banner, notices. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-input bg-accent-400 px-4 py-3 font-semibold text-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {messages.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {/* The page script gives them their behaviour; the browser keeps the server's markup (server-drawn.tsx). */}
      <ServerDrawn id="site-footer">{import.meta.env.SSR ? <SiteFooter /> : null}</ServerDrawn>
      <ServerDrawn id="cookie-banner">{import.meta.env.SSR ? <CookieBanner /> : null}</ServerDrawn>
      <Notices />
    </>
  );
}
