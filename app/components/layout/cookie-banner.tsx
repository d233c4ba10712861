import { Cookie } from 'lucide-react';
import { publicSiteTexts } from '@domain/messages/public-site';
import { buttonClasses } from '../ui/button-link';
import { COOKIE_CONSENT_PATH } from '@domain/cookie-consent';

/**
 * The cookie banner (specification 4): a bar along the bottom, not a dialog, so it takes no focus.
 * It is in every page's HTML and hidden: the page's script shows it a second after load unless the
 * mregistered cookie exists (app/enhance/cookie-banner.ts); without scripts a stylesheet that the
 * server writes for the visitor's cookies shows it. Its buttons post a form, so Accept stores the
 * cookie with or without scripts.
 */
export function CookieBanner() {
  return (
    <section
      aria-label={publicSiteTexts.cookieBanner.label}
      className="cookie-banner fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface shadow-[0_-4px_16px_rgb(20_32_26/0.12)]"
    >
      <form
        method="post"
        action={COOKIE_CONSENT_PATH}
        className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6"
      >
        <p className="flex gap-3 text-sm text-ink">
          <Cookie className="mt-0.5 hidden size-5 shrink-0 text-primary-700 sm:block" aria-hidden="true" />
          <span>
            {publicSiteTexts.cookieBanner.text}{' '}
            <a href="/cookie-policy" className="font-semibold text-primary-700 underline underline-offset-2">
              {publicSiteTexts.cookieBanner.policyLink}
            </a>
          </span>
        </p>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <button type="submit" name="choice" value="accept" className={buttonClasses('primary', 'sm')}>
            {publicSiteTexts.cookieBanner.accept}
          </button>
          <button type="submit" name="choice" value="deny" className={buttonClasses('outline', 'sm')}>
            {publicSiteTexts.cookieBanner.deny}
          </button>
        </div>
      </form>
    </section>
  );
}
