import { Cookie } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@domain/messages/public-site';
import { buttonClasses } from '../ui/button-link';
import { consentCookie, COOKIE_BANNER_DELAY_MS, hasConsentCookie } from './cookie-consent';

/**
 * The cookie banner (specification 4): hidden at first, shown a second after load unless the
 * mregistered cookie exists. Accept stores it; Deny only hides the banner. A bar along the bottom,
 * not a dialog: it takes no focus, and the page keeps room below for whatever is focused.
 */
export function CookieBanner() {
  const [isVisible, setVisible] = useState(false);
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (hasConsentCookie(document.cookie)) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const banner = bannerRef.current;
    if (!isVisible || !banner) return;
    // Room below the page for the banner, so that its end can scroll clear of it, and scrolling to
    // a focused element leaves that element above it (WCAG 2.4.11).
    const { documentElement: root, body } = document;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('scroll-padding-bottom', `${banner.offsetHeight}px`);
      body.style.setProperty('padding-bottom', `${banner.offsetHeight}px`);
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-bottom');
    };
  }, [isVisible]);

  if (!isVisible) return null;

  function accept() {
    document.cookie = consentCookie({ isSecure: window.location.protocol === 'https:' });
    setVisible(false);
  }

  return (
    <section
      ref={bannerRef}
      aria-label={messages.cookieBanner.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface shadow-[0_-4px_16px_rgb(20_32_26/0.12)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6">
        <p className="flex gap-3 text-sm text-ink">
          <Cookie className="mt-0.5 hidden size-5 shrink-0 text-primary-700 sm:block" aria-hidden="true" />
          <span>
            {messages.cookieBanner.text}{' '}
            <Link to="/cookie-policy" className="font-semibold text-primary-700 underline underline-offset-2">
              {messages.cookieBanner.policyLink}
            </Link>
          </span>
        </p>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <button type="button" onClick={accept} className={buttonClasses('primary', 'sm')}>
            {messages.cookieBanner.accept}
          </button>
          <button type="button" onClick={() => setVisible(false)} className={buttonClasses('outline', 'sm')}>
            {messages.cookieBanner.deny}
          </button>
        </div>
      </div>
    </section>
  );
}
