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

/**
 * A notice of specification 8 on pages that do not load React: top-right under the header, closing
 * after 10000 ms with a progress bar that pauses under the pointer, closed by a click. Errors are
 * announced at once (role alert).
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
  notice.addEventListener('click', () => notice.remove());
  area.append(notice);
}
