import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The result modals of 2.9: heading, the greeting in capitals (with a note: a company's signatory), what
 * happened, and its buttons. An error one reads as an error (icon, colour, border) without relying on colour alone.
 */
export function ResultModal({
  heading,
  greeting,
  greetingNote,
  children,
  actions,
  isError = false,
}: {
  heading: string;
  greeting: string;
  greetingNote?: string;
  children: ReactNode;
  actions: ReactNode;
  isError?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      role="dialog"
      aria-modal="true"
      aria-labelledby="wizard-result-heading"
      className={`mx-auto flex max-w-xl flex-col gap-4 rounded-card border p-6 text-center shadow-raised ${isError ? 'border-error bg-error-bg' : 'border-border'}`}
    >
      {isError ? <CircleAlert aria-hidden="true" className="mx-auto size-10 text-error" /> : null}
      <h2
        id="wizard-result-heading"
        ref={ref}
        tabIndex={-1}
        className={`break-words text-xl font-bold sm:text-2xl ${isError ? 'text-error' : 'text-primary-700'}`}
      >
        {heading}
      </h2>
      {greeting ? <p className="text-lg font-semibold break-words">{greeting}</p> : null}
      {greetingNote ? <p className="-mt-3 text-sm text-muted">{greetingNote}</p> : null}
      {children}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
    </section>
  );
}
