import { Check } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { loanTexts } from '@domain/messages/loans';

const texts = loanTexts.step;

/** The six steps: done ones link back, the current one is marked, later ones wait. */
export function LoanStepper({ current, reached }: { current: number; reached: number }) {
  return (
    <nav aria-label={texts.stepOf(current, texts.steps.length)}>
      <ol className="flex flex-wrap gap-2">
        {texts.steps.map((name, index) => {
          const step = index + 1;
          const isCurrent = step === current;
          const canOpen = step <= reached + 1 && !isCurrent;
          const look = isCurrent
            ? 'bg-primary-700 text-white'
            : step <= reached
              ? 'bg-primary-50 text-primary-700'
              : 'bg-surface-subtle text-muted';
          const content = (
            <>
              <span className="tabular inline-flex size-6 items-center justify-center rounded-full border border-current text-xs">
                {step <= reached && !isCurrent ? <Check className="size-3.5" aria-hidden="true" /> : step}
              </span>
              {name}
            </>
          );
          return (
            <li key={name}>
              {canOpen ? (
                <Link
                  to={`?step=${step}`}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-input px-3 text-sm font-semibold underline-offset-2 hover:underline ${look}`}
                >
                  {content}
                </Link>
              ) : (
                <span
                  aria-current={isCurrent ? 'step' : undefined}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-input px-3 text-sm font-semibold ${look}`}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
