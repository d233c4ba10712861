import { listedFieldKind } from './listed-field-kinds';
import { FieldsOfKinds, type StepFieldsProps } from './step-fields';

/** A step's fields with their choice lists (steps 2 to 4): titles, countries, states and their LGAs. */
export function ListedStepFields(props: StepFieldsProps) {
  return <FieldsOfKinds {...props} kindOf={listedFieldKind} />;
}
