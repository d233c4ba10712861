import { wizardTexts } from '@domain/messages/wizard';

const texts = wizardTexts;

/** The stepper: where the customer is, not a way to jump (its items are not links). */
export function Stepper({ current, isCorporate }: { current: number; isCorporate: boolean }) {
  return (
    <ol aria-label="Registration steps" className="mb-6 grid grid-cols-5 gap-1 text-center text-xs sm:text-sm">
      {texts.steps[isCorporate ? 'corporate' : 'personal'].map((label, index) => {
        const state =
          index + 1 < current
            ? 'bg-primary-700 text-white'
            : index + 1 === current
              ? 'bg-accent-500 text-ink'
              : 'bg-surface-sunken text-muted';
        return (
          <li
            key={label}
            aria-current={index + 1 === current ? 'step' : undefined}
            className="flex flex-col items-center gap-1"
          >
            <span
              aria-hidden="true"
              className={`flex size-8 items-center justify-center rounded-full font-bold tabular ${state}`}
            >
              {index + 1}
            </span>
            <span className="font-medium">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
