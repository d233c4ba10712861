import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { customerAreaTexts } from '@domain/messages/customer-area';
import { buttonClasses } from '~/components/ui/button-link';

const texts = customerAreaTexts.sessions;
/** After the server's idle end, so that the page it reloads is surely signed out. */
const MARGIN_MS = 1500;

/**
 * The idle warning: a minute before the server ends an unused session (half the time when it is
 * shorter), a dialog offers to stay signed in; with no answer, the page reloads and the server
 * sends the customer to sign in, saying why. Without JavaScript the server's timeout still holds.
 */
export function SessionTimeout({ idleSeconds }: { idleSeconds: number }) {
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [activeSince, setActiveSince] = useState(() => Date.now());

  // Every page the customer opens is a request, and so activity.
  useEffect(() => setActiveSince(Date.now()), [location.key]);

  useEffect(() => {
    const idleMs = idleSeconds * 1000;
    const warnMs = idleMs - Math.min(60_000, idleMs / 2);
    const elapsed = Date.now() - activeSince;
    const warn = setTimeout(() => dialog.current?.showModal(), Math.max(0, warnMs - elapsed));
    const end = setTimeout(() => window.location.reload(), Math.max(0, idleMs + MARGIN_MS - elapsed));
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [activeSince, idleSeconds]);

  async function stay() {
    const answer = await fetch('/api/v1/customers/me/keepAlive', { method: 'POST', credentials: 'same-origin' }).catch(
      () => null,
    );
    if (!answer?.ok) return window.location.reload();
    dialog.current?.close();
    setActiveSince(Date.now());
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="session-timeout-title"
      aria-describedby="session-timeout-text"
      onCancel={(event) => {
        event.preventDefault();
        void stay();
      }}
      className="m-auto max-w-md rounded-card p-6 shadow-raised backdrop:bg-ink/50"
    >
      <h2 id="session-timeout-title" className="text-lg font-bold">
        {texts.warningTitle}
      </h2>
      <p id="session-timeout-text" className="mt-2">
        {texts.warningText}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" autoFocus onClick={() => void stay()} className={buttonClasses('primary')}>
          {texts.stay}
        </button>
        <form method="post" action="/logout">
          <button type="submit" className={buttonClasses('outline')}>
            {customerAreaTexts.area.signOut}
          </button>
        </form>
      </div>
    </dialog>
  );
}
