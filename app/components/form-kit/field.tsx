import { ChevronDown, CircleAlert, CircleCheck, Lock } from 'lucide-react';
import type { ReactNode } from 'react';

export type Validity = 'valid' | 'invalid' | undefined;

/** The attributes that tie a control to its label, hint and message (GOV.UK pattern). */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The message of a failed attempt to submit, shown under the label until the value changes. */
  error?: string;
  /** Live message shown while the field has focus and fails its rule. */
  instruction?: string;
  validity?: Validity;
  /** Not editable: shown with a lock instead of the validity icon. */
  locked?: boolean;
  /** Why it is locked (a value from the BVN record), tied to the control. */
  lockedNote?: string;
  /** The control is a select drawn without the browser's arrow: the field draws its own. */
  isSelect?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * One labelled form field: the label (with the magenta asterisk of a required field), a hint, the
 * error or instruction, and the valid/invalid or lock icon beside the control.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  instruction,
  validity,
  locked = false,
  lockedNote,
  isSelect = false,
  className = '',
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const message = error ?? instruction;
  const messageId = message ? `${id}-message` : undefined;
  const lockId = locked && lockedNote ? `${id}-lock` : undefined;
  const describedBy = [hintId, lockId, messageId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
        {required ? (
          <span className="ml-0.5 text-magenta" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p
          id={messageId}
          className={`flex items-start gap-1 text-xs font-medium ${error ? 'text-error' : 'text-warning'}`}
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {error ? <span className="sr-only">Error: </span> : null}
            {message}
          </span>
        </p>
      ) : null}
      <div className="relative">
        {children({
          id,
          'aria-describedby': describedBy,
          ...(error || validity === 'invalid' ? { 'aria-invalid': true as const } : {}),
          ...(required ? { 'aria-required': true as const } : {}),
        })}
        <FieldIcon locked={locked} validity={validity} inset={isSelect ? 'right-10' : 'right-3'} />
        {isSelect ? (
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
        ) : null}
      </div>
      {locked && lockedNote ? (
        <p id={lockId} className="flex items-center gap-1 text-xs text-muted">
          <Lock className="size-3.5" aria-hidden="true" />
          {lockedNote}
        </p>
      ) : null}
    </div>
  );
}

function FieldIcon({ locked, validity, inset }: { locked: boolean; validity: Validity; inset: string }) {
  const place = `pointer-events-none absolute top-1/2 ${inset} size-5 -translate-y-1/2`;
  if (locked) return <Lock className={`${place} text-muted`} aria-hidden="true" />;
  if (validity === 'valid') return <CircleCheck className={`${place} text-success`} aria-hidden="true" />;
  if (validity === 'invalid') return <CircleAlert className={`${place} text-error`} aria-hidden="true" />;
  return null;
}

/** Classes of text inputs and selects, by state; the right padding leaves room for the icons. */
export function controlClasses({
  invalid = false,
  locked = false,
  isSelect = false,
}: { invalid?: boolean; locked?: boolean; isSelect?: boolean } = {}) {
  const state = locked
    ? 'border-border bg-surface-sunken text-muted cursor-not-allowed'
    : invalid
      ? 'border-error bg-surface'
      : 'border-border-strong bg-surface';
  const room = isSelect ? 'appearance-none pr-18' : 'pr-10';
  return `block min-h-11 w-full rounded-input border px-3 py-2 ${room} text-base text-ink ${state} focus-visible:border-primary-700`;
}
