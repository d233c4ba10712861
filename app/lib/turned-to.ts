import { changedControls } from './changed-controls';

/** Marks a region whose code the page needs at once (a submission's errors to focus, say). */
export const NEEDED_NOW_ATTRIBUTE = 'data-needed-now';

const TURNING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Resolves when the visitor first turns to the region (a touch, a click, a focus or a key in it), or
 * at once if they already have: its focus is in it, or a control in it changed. Both React's
 * deferred parts and the page script of the public site wait on it, so it holds no React.
 */
export function whenTurnedTo(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const region = document.querySelector(selector);
    if (
      !region ||
      region.hasAttribute(NEEDED_NOW_ATTRIBUTE) ||
      region.contains(document.activeElement) ||
      changedControls(region).length > 0
    )
      return resolve();
    const onEvent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
      for (const type of TURNING_EVENTS) document.removeEventListener(type, onEvent, true);
      resolve();
    };
    for (const type of TURNING_EVENTS) document.addEventListener(type, onEvent, true);
  });
}
