import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '~/components/ui/button-link';
import { useHydrated } from './use-hydrated';

/**
 * The form's main button. It stays focusable and clickable whatever the state (pressing it early
 * shows what is missing); it is highlighted only when the form is ready, and shows a spinner while
 * the request is pending.
 */
export function SubmitButton({
  children,
  isReady,
  isPending,
  pendingLabel,
  name,
  value,
  isEnabledOnlyWhenReady = false,
}: {
  children: ReactNode;
  isReady: boolean;
  isPending: boolean;
  pendingLabel: string;
  name?: string;
  value?: string;
  /**
   * The wizard's last step: once JavaScript runs, the button does nothing until the form is ready
   * (the server still checks). Without it the button works, and the server answers what is missing.
   */
  isEnabledOnlyWhenReady?: boolean;
}) {
  // Read here, not by the form: a form rendering again as React arrives would make React drop the
  // server's HTML of its parts still loading, with what was typed in them (docs/decisions/036).
  const isHydrated = useHydrated();
  const look = isReady && !isPending ? buttonClasses('accent') : buttonClasses('outline');
  const isInert = isPending || (isEnabledOnlyWhenReady && isHydrated && !isReady);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      aria-disabled={isInert || undefined}
      onClick={(event) => {
        if (isInert) event.preventDefault();
      }}
      className={`${look} w-full tracking-wide sm:w-auto`}
    >
      {isPending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
      {children}
      {isPending ? <span className="sr-only">{pendingLabel}</span> : null}
    </button>
  );
}
