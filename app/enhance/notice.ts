import { NOTICE_AUTO_CLOSE_MS } from '@domain/constants';

const CONTAINER_ID = 'page-notices';

/** Just under the header's sticky bar as it stands now, so that a notice never covers its buttons. */
function belowHeader(): string {
  const bar = document.querySelector('.site-header__bar');
  return `${bar ? Math.max(0, bar.getBoundingClientRect().bottom) + 8 : 16}px`;
}

function container(): HTMLElement {
  const existing = document.getElementById(CONTAINER_ID);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = CONTAINER_ID;
  created.className = 'page-notices';
  document.body.append(created);
  return created;
}

/**
 * A notice of specification 8 on pages that do not load React: top-right under the header, closing
 * after 10000 ms with a progress bar that pauses under the pointer, closed by a click. Errors are
 * announced at once (role alert).
 */
export function showErrorNotice(text: string) {
  const area = container();
  area.style.top = belowHeader();
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
  notice.addEventListener('click', () => notice.remove());
  area.append(notice);
}
