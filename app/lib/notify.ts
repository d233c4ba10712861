import type { Id, ToastOptions } from 'react-toastify';

import { NOTICE_AUTO_CLOSE_MS } from '@domain/constants';

export { NOTICE_AUTO_CLOSE_MS };

type NoticeKind = 'success' | 'error' | 'info' | 'warning';

export interface NoticeOptions {
  /** A fixed id: showing the same id again replaces nothing, and `notify.dismiss(id)` removes it. */
  id?: Id;
  /** Milliseconds before it closes, or false to keep it until dismissed. */
  autoClose?: number | false;
}

let toastLibrary: Promise<typeof import('react-toastify')> | undefined;
const loadToastLibrary = () => (toastLibrary ??= import('react-toastify'));

const requestListeners = new Set<() => void>();
let isRequested = false;

/**
 * Lets the notice container mount only once a notice is wanted, so that pages which never show
 * one never download the notice library. Calls the listener at once when one already was.
 */
export function onNoticeRequested(listener: () => void): () => void {
  if (isRequested) listener();
  requestListeners.add(listener);
  return () => {
    requestListeners.delete(listener);
  };
}

function show(kind: NoticeKind, text: string, { id, autoClose = NOTICE_AUTO_CLOSE_MS }: NoticeOptions = {}): void {
  if (typeof window === 'undefined') return;
  isRequested = true;
  requestListeners.forEach((listener) => listener());
  const options: ToastOptions = {
    toastId: id,
    autoClose,
    // Errors interrupt the screen reader; the others wait for a pause.
    role: kind === 'error' ? 'alert' : 'status',
  };
  // Shown as soon as the library has loaded; it queues notices until its container has mounted.
  void loadToastLibrary().then(({ toast }) => toast[kind](text, options));
}

/** The notices of specification 8: top-right, closing after 10000 ms, announced to screen readers. */
export const notify = {
  success: (text: string, options?: NoticeOptions) => show('success', text, options),
  error: (text: string, options?: NoticeOptions) => show('error', text, options),
  info: (text: string, options?: NoticeOptions) => show('info', text, options),
  warning: (text: string, options?: NoticeOptions) => show('warning', text, options),
  /** Removes one notice by its id, or every notice. */
  dismiss: (id?: Id) => {
    if (typeof window === 'undefined') return;
    void loadToastLibrary().then(({ toast }) => toast.dismiss(id));
  },
};
