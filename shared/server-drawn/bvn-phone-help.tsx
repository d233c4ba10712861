import { useId } from 'react';
import { BVN_PHONE_HELP_WAYS } from '@domain/forms/bvn-phone-help';
import { bvnPhoneHelpTexts } from '@domain/messages/bvn-phone-help';

const texts = bvnPhoneHelpTexts;

/** Where the panel's form posts, with or without JavaScript: the page that answers with the reference. */
const BVN_PHONE_HELP_PATH = '/bvnphonehelp';

/**
 * Hidden until the countdown ends, then shown, by CSS alone: it works without JavaScript and on the
 * consent pages, which carry none. The panel's own rule, so every screen that embeds it has it.
 */
const REVEAL_STYLE = `@keyframes bvn-phone-help-reveal{from{visibility:hidden;max-height:0;overflow:hidden}to{visibility:visible}}`;

/**
 * 'No code? Your BVN phone may be out of date' (issue 27): under every code screen whose code goes
 * to the phone on the BVN record, once the countdown has ended, the ways on (update the phone at
 * their bank, a branch, the bank) and a form that records the choice and answers a reference.
 * Plain HTML: the consent pages render it to static markup and style it with their own sheet.
 */
export function BvnPhoneHelp({
  sessionToken,
  revealAfterSeconds,
  headingLevel = 2,
  error,
}: {
  /** The code screen's consent session: it tells the server whose BVN the request is for. */
  sessionToken: string;
  revealAfterSeconds: number;
  headingLevel?: 2 | 3;
  error?: string;
}) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const errorId = `${id}-error`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="bvn-phone-help flex flex-col gap-3 rounded-card border border-border bg-surface-subtle p-4 sm:p-6"
      style={
        revealAfterSeconds > 0
          ? { animation: `bvn-phone-help-reveal 0s linear ${revealAfterSeconds}s both` }
          : undefined
      }
    >
      {revealAfterSeconds > 0 ? <style>{REVEAL_STYLE}</style> : null}
      <Heading id={`${id}-title`} className="text-lg font-bold text-ink">
        {texts.title}
      </Heading>
      <p className="text-muted">{texts.lead}</p>
      <form method="post" action={BVN_PHONE_HELP_PATH} noValidate className="flex flex-col gap-3">
        <input type="hidden" name="session" value={sessionToken} />
        <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold text-ink">{texts.wayLegend}</legend>
          {error ? (
            <p id={errorId} role="alert" className="error text-sm font-semibold text-error">
              {error}
            </p>
          ) : null}
          {BVN_PHONE_HELP_WAYS.map((way) => (
            <div key={way} className="way flex items-start gap-3">
              <input
                id={`${id}-${way}`}
                type="radio"
                name="way"
                value={way}
                aria-describedby={`${id}-${way}-hint`}
                aria-invalid={error ? true : undefined}
                className="mt-1 size-5 shrink-0 accent-primary-700"
              />
              <span className="flex flex-col">
                <label htmlFor={`${id}-${way}`} className="font-semibold text-ink">
                  {texts.ways[way].label}
                </label>
                <span id={`${id}-${way}-hint`} className="hint text-sm text-muted">
                  {texts.ways[way].hint}
                </span>
              </span>
            </div>
          ))}
        </fieldset>
        <button
          type="submit"
          className="secondary inline-flex min-h-11 items-center justify-center self-start rounded-input border border-primary-700 px-5 py-2.5 font-semibold text-primary-700 hover:bg-primary-50"
        >
          {texts.submit}
        </button>
      </form>
    </section>
  );
}
