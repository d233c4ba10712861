import { WEB_FONT_FAMILY } from '~/lib/web-font';

/**
 * Styles for visitors without JavaScript, rendered in a <noscript> in the document head: on
 * phones the menu stays closed behind a Menu link that targets it (#site-menu), then shows as a
 * plain list under the header (which then does not stick); desktop dropdowns open on hover and
 * focus, the search form is always shown, and controls that need scripts are hidden. The site's
 * font is on from the start (with scripts, app/lib/web-font.ts turns it on).
 */
export const NO_SCRIPT_CSS = [
  '.js-only{display:none!important}',
  `html{--font-sans:'${WEB_FONT_FAMILY}',var(--font-fallbacks)}`,
  '.search-panel{display:block}',
  '@media (max-width:63.99rem){.site-header{position:static}.nojs-only{display:inline-flex}.site-menu:target,.site-nav__panel,.site-nav__sub{display:block;position:static;max-height:none;box-shadow:none}}',
  '@media (min-width:64rem){.site-nav__item:hover>.site-nav__panel,.site-nav__item:focus-within>.site-nav__panel{display:block}}',
].join('');
