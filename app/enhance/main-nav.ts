import { closestTo, isExpanded, setExpanded } from './disclosure';

/** Where the phone panel gives way to the desktop menu bar (Tailwind's lg). */
const isDesktop = () => window.matchMedia('(min-width: 64rem)').matches;
const TOP_BUTTON = '.site-nav [data-menu-index]';
const ITEM = '.site-nav__item';

/** A dropdown opened by hovering closes when the mouse leaves; one opened by click or key stays. */
let openedBy: 'hover' | 'press' | undefined;

const topButtons = () => Array.from(document.querySelectorAll<HTMLButtonElement>(TOP_BUTTON));
const openButton = () => topButtons().find(isExpanded);
const buttonOf = (item: Element | null) => item?.querySelector<HTMLButtonElement>(':scope > [data-menu-index]');

function open(button: HTMLButtonElement | null | undefined, by: 'hover' | 'press') {
  for (const other of topButtons()) if (other !== button) setExpanded(other, false);
  setExpanded(button, true);
  openedBy = by;
}

function close(button: HTMLButtonElement | null | undefined) {
  setExpanded(button, false);
  if (!openButton()) openedBy = undefined;
}

/** True when a pointer event crossed the item's edge rather than moving between its own children. */
const crossesEdge = (item: Element, event: PointerEvent) =>
  !(event.relatedTarget instanceof Node && item.contains(event.relatedTarget));

/**
 * The main menu (WAI-ARIA disclosure navigation): on desktop a bar of dropdowns that open on hover,
 * click, Enter or Space and close with Escape, a click elsewhere or focus moving on; on phones the
 * same list in the header's panel, with nested disclosures. Without this script, CSS opens the
 * dropdowns on hover and focus (styles/layout.css).
 */
export function enhanceMainNav() {
  document.querySelector('.site-nav')?.setAttribute('data-enhanced', '');
  document.addEventListener('click', (event) => {
    const top = closestTo<HTMLButtonElement>(event.target, TOP_BUTTON);
    const sub = closestTo(event.target, '.site-nav__sub-toggle');
    if (top) {
      if (isExpanded(top) && openedBy === 'press') close(top);
      else open(top, 'press');
    } else if (sub) {
      setExpanded(sub, !isExpanded(sub));
    } else if (closestTo(event.target, '.site-nav a[href]')) {
      close(openButton());
    }
  });
  document.addEventListener('pointerover', (event) => {
    const item = closestTo(event.target, ITEM);
    const button = buttonOf(item);
    if (!item || !button || event.pointerType !== 'mouse' || !isDesktop() || !crossesEdge(item, event)) return;
    if (!(isExpanded(button) && openedBy === 'press')) open(button, 'hover');
  });
  document.addEventListener('pointerout', (event) => {
    const item = closestTo(event.target, ITEM);
    const button = buttonOf(item);
    if (
      item &&
      button &&
      event.pointerType === 'mouse' &&
      isDesktop() &&
      crossesEdge(item, event) &&
      openedBy === 'hover'
    )
      close(button);
  });
  document.addEventListener('pointerdown', (event) => {
    if (isDesktop() && !closestTo(event.target, '.site-nav')) close(openButton());
  });
  document.addEventListener('focusout', (event) => {
    const item = closestTo(event.target, ITEM);
    const next = event.relatedTarget;
    if (item && isDesktop() && !(next instanceof Node && item.contains(next))) close(buttonOf(item));
  });
  document.addEventListener('keydown', (event) => {
    const button = openButton();
    if (event.key !== 'Escape' || !button || !closestTo(event.target, '.site-nav')) return;
    // Handled here: the header would otherwise also close the phone panel.
    event.preventDefault();
    close(button);
    button.focus();
  });
}
