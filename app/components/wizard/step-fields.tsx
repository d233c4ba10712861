import { useEffect, type ReactNode } from 'react';
import { IdNumberHint } from './id-number-hint';
import { isRequiredWizardField } from '@domain/forms/wizard-fields';
import type { FieldKind } from './wizard-field';
import { EMPTY_OPTION, LockedValue, WizardField } from './wizard-field';
import { fieldKind, type FieldKindContext } from './field-kinds';

export interface StepFieldsProps {
  fields: readonly string[];
  /** What the form shows: the server's values, or the draft restored over them. */
  values: Record<string, unknown>;
  errors: Record<string, string | undefined>;
  firstError: string | undefined;
  /** Fields filled from the BVN record, which the customer cannot change. */
  lockedFields: readonly string[];
  kindContext: FieldKindContext;
  /** Counts the changes of state of origin: each one starts the LGA afresh. */
  lgaKey: number;
  check: (name: string, typed: string) => string | undefined;
  isLive: boolean;
  onStateOfOrigin: (state: string) => void;
  /** Called once the fields are React's: hydrated, or drawn in the browser. */
  onDrawn: () => void;
}

/** Hints under fields: the ID number's follows the ID type chosen. */
const FIELD_HINTS: Partial<Record<string, ReactNode>> = { idNO: <IdNumberHint /> };

/** A step's fields, drawn with those kinds that need no choice list (step 1). */
export function StepFields(props: StepFieldsProps) {
  return <FieldsOfKinds {...props} kindOf={fieldKind} />;
}

export function FieldsOfKinds({
  fields,
  values,
  errors,
  firstError,
  lockedFields,
  kindContext,
  lgaKey,
  check,
  isLive,
  onStateOfOrigin,
  onDrawn,
  kindOf,
}: StepFieldsProps & { kindOf: (name: string, context: FieldKindContext) => FieldKind }) {
  useEffect(() => {
    // A state of origin chosen before the page's code arrived is in the select but not in React's
    // state: take it, so that its LGAs are offered (a slow phone's customer does not choose twice).
    const chosen = (document.getElementById('wizard-stateOfOrigin') as HTMLSelectElement | null)?.value;
    if (chosen && chosen !== EMPTY_OPTION && chosen !== kindContext.stateOfOrigin) onStateOfOrigin(chosen);
    onDrawn();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per drawing of the fields, when they become React's
  }, [onDrawn]);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((name) => {
        const locked = lockedFields.includes(name);
        const value = values[name] as string | string[] | undefined;
        return (
          <div key={name === 'lga' ? `lga-${lgaKey}` : name}>
            <WizardField
              name={name}
              kind={kindOf(name, kindContext)}
              required={isRequiredWizardField(name)}
              value={name === 'lga' && lgaKey > 0 ? '' : value}
              error={errors[name]}
              hint={FIELD_HINTS[name]}
              locked={locked}
              autoFocus={name === firstError}
              check={(typed) => check(name, typed)}
              isLive={isLive}
              onChange={name === 'stateOfOrigin' ? onStateOfOrigin : undefined}
            />
            {locked && name === 'gender' ? <LockedValue name="gender" value={String(value)} /> : null}
          </div>
        );
      })}
    </div>
  );
}
