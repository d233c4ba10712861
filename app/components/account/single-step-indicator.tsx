import { ShieldCheck } from 'lucide-react';

/** The stepper of /bvnvalidation: one step, not clickable (design brief). */
export function SingleStepIndicator({ label }: { label: string }) {
  return (
    <ol aria-label="Progress" className="flex">
      <li aria-current="step" className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary-700 text-white">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <span className="font-semibold text-ink">
          <span className="sr-only">Step 1 of 1: </span>
          {label}
        </span>
      </li>
    </ol>
  );
}
