import { PAGE_SCRIPT_RAN } from '~/lib/page-script';
import { whenTurnedTo } from '~/lib/turned-to';
import { enhanceCookieBanner } from './cookie-banner';
import { enhanceFeedSlider } from './feed-slider';
import { enhanceGalleryViewer } from './gallery-viewer';
import { enhanceMainNav } from './main-nav';
import { enhanceSiteHeader } from './site-header';
import { enhanceSubscribeForm } from './subscribe-form';

/**
 * The script of every page of the public site (docs/decisions/033): the niceties that the page's
 * server-rendered HTML does not need in order to work. Content pages load only this; form pages
 * load it beside React, which never draws these parts differently from the server. The menu comes
 * before the header: its Escape key is handled first.
 */
enhanceMainNav();
enhanceSiteHeader();
enhanceCookieBanner();
enhanceSubscribeForm();
enhanceFeedSlider();
enhanceGalleryViewer();
// The home page's teaser brings the mortgage arithmetic: a chunk of its own, fetched when the visitor turns to the teaser.
const TEASER = '[data-calculator-teaser]';
const teaser = document.querySelector<HTMLFormElement>(TEASER);
if (teaser)
  void whenTurnedTo(TEASER)
    .then(() => import('./calculator-teaser'))
    .then((module) => module.enhanceCalculatorTeaser(teaser));
// Browser journeys wait on this before they use what the script adds: it arrives after the first paint.
document.documentElement.setAttribute(PAGE_SCRIPT_RAN.attribute, PAGE_SCRIPT_RAN.value);
