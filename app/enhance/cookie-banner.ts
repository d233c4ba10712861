import { consentCookie, COOKIE_BANNER_DELAY_MS, hasConsentCookie } from '@domain/cookie-consent';
import { closestTo } from './disclosure';

/** Room below the page for the banner, so that its end can scroll clear of it and a focused element stays above it (WCAG 2.4.11). */
function keepRoomFor(banner: HTMLElement): () => void {
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
}

/** Where Deny is kept for the visit (the tab's session storage, never a cookie): the banner is not asked again until then. */
const DENIED_THIS_VISIT = 'cookie-consent-denied';

/** Session storage, or nothing where the browser refuses it (then Deny holds for the page only). */
function visitStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The cookie banner (specification 4): shown a second after load unless the mregistered cookie
 * exists or Deny was chosen earlier in the visit. Its buttons post a form, which works without
 * scripts; here Accept stores the cookie in the browser and Deny stores no cookie (issue 31.5), and
 * both hide the banner.
 */
export function enhanceCookieBanner() {
  const banner = document.querySelector<HTMLElement>('.cookie-banner');
  if (!banner || hasConsentCookie(document.cookie) || visitStorage()?.getItem(DENIED_THIS_VISIT)) return;
  let releaseRoom = () => {};
  const showLater = () =>
    window.setTimeout(() => {
      banner.setAttribute('data-shown', '');
      releaseRoom = keepRoomFor(banner);
    }, COOKIE_BANNER_DELAY_MS);
  // A second after the page has loaded, images and all.
  if (document.readyState === 'complete') showLater();
  else window.addEventListener('load', showLater, { once: true });
  banner.addEventListener('submit', (event) => {
    event.preventDefault();
    if (closestTo(event.submitter, '[value="accept"]'))
      document.cookie = consentCookie({ isSecure: window.location.protocol === 'https:' });
    else visitStorage()?.setItem(DENIED_THIS_VISIT, '1');
    banner.removeAttribute('data-shown');
    releaseRoom();
  });
}
