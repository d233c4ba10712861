import { NOTICE_AUTO_CLOSE_MS } from '@domain/constants';
import { belowHeader } from '~/components/layout/notice-position';

const CONTAINER_ID = 'page-notices';

function container(): HTMLElement {
  const existing = document.getElementById(CONTAINER_ID);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = CONTAINER_ID;
  created.className = 'page-notices';
  document.body.append(created);
  return created;
}

/** The share of its width a notice must be dragged sideways to go, as react-toastify's default. */
const DRAG_AWAY_SHARE = 0.8;
/** Movement below this many pixels is a click, not a drag. */
const DRAG_SLOP_PX = 5;

/**
 * Drag allowed (specification 8): the notice follows a finger or the pointer sideways and goes when
 * dragged most of its width, else slides back; its timer waits while it is held.
 */
function makeDraggable(notice: HTMLElement) {
  let startX: number | undefined;
  let wasDragged = false;
  const offset = () => Number(notice.style.getPropertyValue('--notice-drag').replace('px', '')) || 0;
  notice.addEventListener('pointerdown', (event) => {
    startX = event.clientX;
    wasDragged = false;
    notice.setPointerCapture(event.pointerId);
    notice.classList.add('is-held');
  });
  notice.addEventListener('pointermove', (event) => {
    if (startX === undefined) return;
    const moved = event.clientX - startX;
    if (Math.abs(moved) > DRAG_SLOP_PX) wasDragged = true;
    if (wasDragged) notice.style.setProperty('--notice-drag', `${moved}px`);
  });
  const release = () => {
    if (startX === undefined) return;
    startX = undefined;
    notice.classList.remove('is-held');
    if (Math.abs(offset()) >= notice.offsetWidth * DRAG_AWAY_SHARE) notice.remove();
    else notice.style.removeProperty('--notice-drag');
  };
  notice.addEventListener('pointerup', release);
  notice.addEventListener('pointercancel', release);
  // A drag that slid back is not a click on the notice.
  notice.addEventListener('click', (event) => {
    if (wasDragged) event.stopImmediatePropagation();
  });
}

/**
 * A notice of specification 8 on pages that do not load React: top-right under the header, closing
 * after 10000 ms with a progress bar that pauses under the pointer, closed by a click or dragged
 * away. Errors are announced at once (role alert).
 */
export function showErrorNotice(text: string) {
  const area = container();
  area.style.top = `${belowHeader() ?? 16}px`;
  const notice = document.createElement('div');
  notice.className = 'page-notice';
  notice.setAttribute('role', 'alert');
  notice.style.setProperty('--notice-duration', `${NOTICE_AUTO_CLOSE_MS}ms`);
  notice.textContent = text;
  const progress = document.createElement('span');
  progress.className = 'page-notice__progress';
  progress.setAttribute('aria-hidden', 'true');
  // The bar's animation is the timer: it pauses on hover, and the notice goes when it ends.
  progress.addEventListener('animationend', () => notice.remove());
  notice.append(progress);
  makeDraggable(notice);
  notice.addEventListener('click', () => notice.remove());
  area.append(notice);
}
