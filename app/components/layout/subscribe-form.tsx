import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '@domain/messages/public-site';
import { notify } from '~/lib/notify';
import { Alert } from '../ui/alert';
import { buttonClasses } from '../ui/button-link';
import { alertFromResultParameter, postSubscription, SUBSCRIBE_ALERT_MS, SUBSCRIBE_ENDPOINT, SUBSCRIBE_RESULT_PARAMETER, type SubscribeAlert } from './subscribe';

/**
 * The 'News Letter' subscription (specification 2.2, 4, 8). With scripts it sends JSON and shows
 * the success or the failure alert for 7 seconds; without them the form posts to the API, which
 * sends the visitor back with ?subscribe=success|failed, and the page shows the same alert.
 */
export function SubscribeForm() {
  const inputId = useId();
  const [isSending, setSending] = useState(false);
  const [searchParams] = useSearchParams();
  const [result, setResult] = useState<SubscribeAlert | null>(() => alertFromResultParameter(searchParams.get(SUBSCRIBE_RESULT_PARAMETER)));

  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), SUBSCRIBE_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setSending(true);
    setResult(null);
    const outcome = await postSubscription(email);
    setSending(false);
    setResult(outcome.isSuccess ? 'success' : 'failure');
    if (outcome.isSuccess) form.reset();
    if (outcome.notice) notify.error(outcome.notice);
  }

  return (
    <form method="post" action={SUBSCRIBE_ENDPOINT} onSubmit={subscribe} className="mt-3">
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-white">
        {messages.footer.emailLabel}
      </label>
      <div className="flex flex-col gap-2 min-[400px]:flex-row lg:flex-col">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          className="h-11 min-w-0 rounded-input border border-white bg-white px-3 text-base text-ink min-[400px]:flex-1 lg:flex-none"
        />
        <button type="submit" disabled={isSending} className={`${buttonClasses('accent')} disabled:opacity-70`}>
          {isSending ? messages.footer.subscribing : messages.footer.subscribe}
        </button>
      </div>
      <div role="status">
        {result === 'success' ? (
          <Alert tone="success" className="mt-3" onClose={() => setResult(null)}>
            {messages.footer.subscribeSuccess}
          </Alert>
        ) : null}
      </div>
      <div role="alert">
        {result === 'failure' ? (
          <Alert tone="error" className="mt-3" onClose={() => setResult(null)}>
            {messages.footer.subscribeFailure}
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
