import { useId } from 'react';
import { publicSiteTexts } from '@domain/messages/public-site';
import { Alert } from '../ui/alert';
import { buttonClasses } from '../ui/button-link';
import { SUBSCRIBE_ENDPOINT, SUBSCRIBE_FORM_ID, type SubscribeAlert } from './subscribe';

/**
 * The 'News Letter' subscription (specification 2.2, 4, 8). The form posts to the API, which sends
 * a browser without JavaScript back with ?subscribe=success|failed and #newsletter-subscribe, and this
 * page then shows the alert (`result`) in view. Both alerts are in the HTML: the page's script sends JSON instead and shows the
 * one that applies, for 7 seconds (app/enhance/subscribe-form.ts).
 */
export function SubscribeForm({ result }: { result: SubscribeAlert | null }) {
  const inputId = useId();
  return (
    <form
      id={SUBSCRIBE_FORM_ID}
      method="post"
      action={SUBSCRIBE_ENDPOINT}
      data-subscribe-form
      className="mt-3 scroll-mt-32"
    >
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-white">
        {publicSiteTexts.footer.emailLabel}
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
        <button
          type="submit"
          data-sending-label={publicSiteTexts.footer.subscribing}
          className={`${buttonClasses('accent')} disabled:opacity-70`}
        >
          {publicSiteTexts.footer.subscribe}
        </button>
      </div>
      <div role="status">
        <ResultAlert kind="success" shown={result} />
      </div>
      <div role="alert">
        <ResultAlert kind="failure" shown={result} />
      </div>
    </form>
  );
}

function ResultAlert({ kind, shown }: { kind: SubscribeAlert; shown: SubscribeAlert | null }) {
  return (
    <div data-alert={kind} hidden={shown !== kind}>
      <Alert tone={kind === 'success' ? 'success' : 'error'} className="mt-3" isDismissible>
        {kind === 'success' ? publicSiteTexts.footer.subscribeSuccess : publicSiteTexts.footer.subscribeFailure}
      </Alert>
    </div>
  );
}
