import { useState, type ReactNode } from 'react';
import { fieldLabel } from '@domain/forms/field-message';
import { Field, controlClasses } from '~/components/form-kit/field';

export type FieldKind =
  | { type: 'text' | 'email' | 'date' | 'tel' | 'digits'; maxLength?: number; autoComplete?: string }
  | { type: 'select'; options: readonly { value: string; label: string }[] }
  | { type: 'checkboxes'; options: readonly string[] };

export interface WizardFieldProps {
  name: string;
  kind: FieldKind;
  required: boolean;
  value: string | string[] | undefined;
  /** Its message: the form's hook takes it away when the value changes (section 4). */
  error?: string;
  locked?: boolean;
  /** The first failing field takes focus, with or without JavaScript. */
  autoFocus?: boolean;
  /** Words inside an empty text box, beside (never instead of) its label. */
  placeholder?: string;
  /** What the field expects, under its label (tied to the control). */
  hint?: ReactNode;
  /** The field's rule, for the live valid/invalid icon and the instruction while focused. */
  check?: (value: string) => string | undefined;
  /** Whether validity shows as the customer types (section 4: after a first attempt in steps 1 and 2). */
  isLive?: boolean;
  onChange?: (value: string) => void;
}

export const EMPTY_OPTION = 'empty';

/** One field of a wizard step, labelled from the catalogue, with its message under the label. */
export function WizardField({
  name,
  kind,
  required,
  value,
  error,
  locked = false,
  autoFocus = false,
  placeholder,
  hint,
  check,
  isLive = false,
  onChange,
}: WizardFieldProps) {
  const id = `wizard-${name}`;
  const label = fieldLabel(name);
  const [current, setCurrent] = useState(typeof value === 'string' ? value : '');
  const [wasFocused, setFocused] = useState(false);
  const problem = isLive && check && current !== '' && current !== EMPTY_OPTION ? check(current) : undefined;
  const validity = error
    ? 'invalid'
    : !isLive || locked || current === '' || current === EMPTY_OPTION
      ? undefined
      : problem
        ? 'invalid'
        : 'valid';
  // Shown from the first focus on while the value fails, so that leaving the field shifts nothing
  // under the pointer (a click on Continue would otherwise land beside the moved button).
  const track = { onFocus: () => setFocused(true) };
  const changed = (next: string) => {
    setCurrent(next);
    onChange?.(next);
  };

  if (kind.type === 'checkboxes') {
    const chosen = Array.isArray(value) ? value : value ? [value] : [];
    return (
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-message` : undefined}>
        <legend className="font-semibold text-ink">
          {label}
          {required ? (
            <span className="ml-0.5 text-magenta" aria-hidden="true">
              *
            </span>
          ) : null}
        </legend>
        {error ? (
          <p id={`${id}-message`} className="text-xs font-medium text-error">
            <span className="sr-only">Error: </span>
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {kind.options.map((option, index) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                id={index === 0 ? id : undefined}
                autoFocus={autoFocus && index === 0}
                type="checkbox"
                name={name}
                value={option}
                defaultChecked={chosen.includes(option)}
                className="size-5"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const text = typeof value === 'string' ? value : '';
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      instruction={wasFocused ? problem : undefined}
      validity={validity}
      locked={locked}
      lockedNote={locked ? 'From your BVN record' : undefined}
      isSelect={kind.type === 'select'}
    >
      {(control) => {
        const invalid = Boolean(error);
        if (kind.type === 'select') {
          return (
            <select
              {...control}
              name={name}
              autoFocus={autoFocus}
              defaultValue={text || EMPTY_OPTION}
              disabled={locked}
              {...track}
              onChange={(event) => changed(event.target.value)}
              className={controlClasses({ invalid, locked, isSelect: true })}
            >
              <option value={EMPTY_OPTION}>Select {label}</option>
              {kind.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        }

        const inputType = kind.type === 'digits' ? 'text' : kind.type;
        return (
          <input
            {...control}
            type={inputType}
            name={name}
            autoFocus={autoFocus}
            placeholder={placeholder}
            defaultValue={text}
            readOnly={locked}
            maxLength={kind.maxLength}
            autoComplete={kind.autoComplete ?? 'off'}
            inputMode={kind.type === 'digits' ? 'numeric' : kind.type === 'tel' ? 'tel' : undefined}
            {...track}
            onChange={(event) => changed(event.target.value)}
            className={controlClasses({ invalid, locked })}
          />
        );
      }}
    </Field>
  );
}

/** A locked field still posts its value: disabled selects do not, so a hidden copy goes with it. */
export function LockedValue({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />;
}
