/** The element a disclosure button controls (its aria-controls). */
function controlledBy(button: Element): HTMLElement | null {
  const id = button.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

export function isExpanded(button: Element | null | undefined): boolean {
  return button?.getAttribute('aria-expanded') === 'true';
}

/** Opens or closes a disclosure: the button says so, and the panel shows by its data-open (styles/layout.css). */
export function setExpanded(button: Element | null | undefined, isOpen: boolean): void {
  if (!button) return;
  button.setAttribute('aria-expanded', String(isOpen));
  controlledBy(button)?.toggleAttribute('data-open', isOpen);
}

/** The nearest element matching `selector` from an event's target, if the target is an element. */
export function closestTo<T extends Element = HTMLElement>(target: EventTarget | null, selector: string): T | null {
  return target instanceof Element ? target.closest<T>(selector) : null;
}
