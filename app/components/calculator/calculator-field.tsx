import type { ChangeEvent } from 'react';
import { Field, controlClasses } from '~/components/form-kit/field';

/** A number field of the calculator with its unit beside the value (₦ before, % or years after). */
export function CalculatorField({
  name,
  label,
  hint,
  value,
  error,
  prefix,
  suffix,
  inputMode,
  onChange,
  onBlur,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  prefix?: string;
  suffix?: string;
  inputMode: 'numeric' | 'decimal';
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}) {
  const id = `calculator-${name}`;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="flex items-stretch">
          {prefix ? (
            <span
              aria-hidden="true"
              className="inline-flex items-center rounded-l-input border border-r-0 border-border-strong bg-surface-subtle px-3 font-semibold"
            >
              {prefix}
            </span>
          ) : null}
          <input
            {...control}
            name={name}
            value={value}
            inputMode={inputMode}
            autoComplete="off"
            onChange={onChange}
            onBlur={onBlur}
            className={`${controlClasses({ invalid: Boolean(error) })} tabular ${prefix ? 'rounded-l-none' : ''} ${suffix ? 'rounded-r-none' : ''}`}
          />
          {suffix ? (
            <span
              aria-hidden="true"
              className="inline-flex items-center whitespace-nowrap rounded-r-input border border-l-0 border-border-strong bg-surface-subtle px-3 font-semibold"
            >
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}
