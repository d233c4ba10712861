import { messages } from '@domain/messages';
import { Link } from '~/components/ui/link';

const texts = messages.accountScreens.form;

/** The consent to the terms and the privacy policy, each opened in a new tab. */
export function TermsField({
  checked,
  onChange,
  error,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled: boolean;
}) {
  const terms = messages.account.instant.terms;
  return (
    <div className="flex flex-col gap-2">
      {error ? (
        <p id="terms-message" className="text-xs font-medium text-error">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="flex items-start gap-3">
        <input
          id="terms"
          name="terms"
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'terms-message' : undefined}
          aria-required
          className="mt-0.5 size-6 shrink-0 accent-primary-700"
        />
        <label htmlFor="terms" className="text-sm">
          {terms.beforeTerms}
          <Link
            to="/terms-and-conditions"
            target="_blank"
            rel="noopener"
            className="font-semibold text-primary-700 underline underline-offset-2"
          >
            {terms.termsLink}
            <span className="sr-only"> {texts.opensInNewTab}</span>
          </Link>
          {terms.beforePrivacy}
          <Link
            to="/privacy-policy"
            target="_blank"
            rel="noopener"
            className="font-semibold text-primary-700 underline underline-offset-2"
          >
            {terms.privacyLink}
            <span className="sr-only"> {texts.opensInNewTab}</span>
          </Link>
          {terms.consent}
          <span className="ml-0.5 text-magenta" aria-hidden="true">
            *
          </span>
        </label>
      </div>
    </div>
  );
}
