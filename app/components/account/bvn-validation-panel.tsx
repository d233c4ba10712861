import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { firstFailingField } from '@domain/forms/first-failing-field';
import { messages } from '@domain/messages';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { notify } from '~/lib/notify';
import { requestBvnConsent } from './account-api';
import { BvnField } from './bvn-field';

const texts = messages.account.bvnDialog;

/**
 * The dialog of 'Validate BVN to get started' (bvn-validation-dialog.tsx loads it when the customer
 * turns to the button): it asks for the BVN, gets the identity provider's consent address and sends
 * the browser there; the provider brings the customer back to `returnTo`. It opens each time
 * `openings` grows.
 */
export function BvnValidationPanel({
  openings,
  returnTo,
  initialBvn,
  onBeforeRedirect,
}: {
  openings: number;
  returnTo: string;
  initialBvn: string;
  onBeforeRedirect: () => Promise<void>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [bvnNo, setBvnNo] = useState(initialBvn);
  const [error, setError] = useState<string>();
  const [isPending, setIsPending] = useState(false);
  const titleId = useId();

  // Opens at each new opening; the BVN typed in the form meanwhile is what it starts with.
  const open = useEffectEvent(() => {
    setBvnNo((current) => current || initialBvn);
    dialog.current?.showModal();
  });
  useEffect(() => open(), [openings]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React passes events up through the portal to the page's form, which must not see this one.
    event.stopPropagation();
    if (isPending) return;
    setIsPending(true);
    // The rule comes with the first use, as the page's other rules do (docs/decisions/036).
    const { BvnValidationSchema } = await import('@domain/forms/bvn-validation');
    const parsed = BvnValidationSchema.safeParse({ bvnNo });
    if (!parsed.success) {
      const message = firstFailingField(parsed)!.message;
      setIsPending(false);
      setError(message);
      notify.error(message);
      document.getElementById(`${titleId}-bvn`)?.focus();
      return;
    }
    setError(undefined);
    const outcome = await requestBvnConsent({ bvnNo: parsed.data.bvnNo, returnTo });
    if (!outcome.ok) {
      setIsPending(false);
      setError(outcome.message);
      notify.error(outcome.message);
      return;
    }
    await onBeforeRedirect();
    window.location.assign(outcome.url);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card bg-surface p-0 text-ink shadow-raised backdrop:bg-ink/60"
      onClose={() => setError(undefined)}
    >
      <form method="post" action="/bvnvalidation" noValidate onSubmit={submit} className="flex flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {texts.title}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={messages.accountScreens.bvnDialog.close}
            className="-mt-2 -mr-2 flex size-11 items-center justify-center rounded-input text-muted hover:bg-surface-subtle"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <p className="text-muted">{texts.text}</p>
        <input type="hidden" name="returnTo" value={returnTo} />
        <BvnField
          id={`${titleId}-bvn`}
          value={bvnNo}
          onChange={(value) => {
            setBvnNo(value);
            setError(undefined);
          }}
          error={error}
        />
        <SubmitButton
          isReady={bvnNo.length > 0 && !isPending}
          isPending={isPending}
          pendingLabel={messages.accountScreens.bvnDialog.redirecting}
        >
          {texts.submit}
        </SubmitButton>
      </form>
    </dialog>
  );
}
