import { closestTo, isExpanded, setExpanded } from './disclosure';

const HEADER = '.site-header';
const MENU_BUTTON = '[aria-controls="site-menu"]';
const SEARCH_BUTTON = '[aria-controls="site-search"]';

const header = () => document.querySelector<HTMLElement>(HEADER);
const menuButton = () => document.querySelector<HTMLButtonElement>(MENU_BUTTON);
const searchButton = () => document.querySelector<HTMLButtonElement>(SEARCH_BUTTON);

function toggleSearch() {
  const willOpen = !isExpanded(searchButton());
  setExpanded(searchButton(), willOpen);
  if (!willOpen) return;
  setExpanded(menuButton(), false);
  document.querySelector<HTMLInputElement>('#site-search input[type="search"]')?.focus();
}

function toggleMenu() {
  const willOpen = !isExpanded(menuButton());
  setExpanded(menuButton(), willOpen);
  if (willOpen) setExpanded(searchButton(), false);
}

/** Escape closes the search panel when focus is in it, else the phone menu; focus goes back to its button. */
function closeWithEscape(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented || !closestTo(event.target, HEADER)) return;
  const [button] =
    closestTo(event.target, '#site-search') && isExpanded(searchButton())
      ? [searchButton()]
      : isExpanded(menuButton())
        ? [menuButton()]
        : [];
  if (!button) return;
  setExpanded(button, false);
  button.focus();
}

/**
 * The header (specification 2.2): sticky look once the top bar has scrolled away, the search toggle
 * and the phone menu. The phone panel covers the page, so it closes when the pointer or the focus
 * goes to the page, and when one of its links is followed.
 */
export function enhanceSiteHeader() {
  const topBar = document.querySelector('.site-header__top');
  if (topBar) {
    // Once stuck, the top bar sits just above the viewport, touching it: the margin keeps that touch from counting as visible.
    new IntersectionObserver(([entry]) => header()?.toggleAttribute('data-scrolled', !entry?.isIntersecting), {
      rootMargin: '-1px 0px 0px 0px',
    }).observe(topBar);
  }
  document.addEventListener('click', (event) => {
    if (closestTo(event.target, SEARCH_BUTTON)) toggleSearch();
    else if (closestTo(event.target, MENU_BUTTON)) toggleMenu();
    else if (closestTo(event.target, '#site-menu a[href]')) setExpanded(menuButton(), false);
  });
  document.addEventListener('keydown', closeWithEscape);
  document.addEventListener('pointerdown', (event) => {
    if (isExpanded(menuButton()) && !closestTo(event.target, HEADER)) setExpanded(menuButton(), false);
  });
  document.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (closestTo(event.target, HEADER) && next instanceof Node && !header()?.contains(next))
      setExpanded(menuButton(), false);
  });
}
