import type { FieldKind } from './wizard-field';

const text: FieldKind = { type: 'text', maxLength: 255 };
const identityNumber: FieldKind = { type: 'digits', maxLength: 11 };
const accountNumber: FieldKind = { type: 'digits', maxLength: 10 };

export interface FieldKindContext {
  productOptions: readonly { value: string; label: string }[];
  branchOptions: readonly { value: string; label: string }[];
  /** The state of origin chosen: the LGA's options follow it. */
  stateOfOrigin: string;
}

/**
 * How a wizard field that needs none of the choice lists is drawn: every field of step 1 (step 5's documents are DocumentFields).
 * The lists of steps 2 to 4 are in listed-field-kinds.ts, which the browser fetches for those steps.
 */
export function fieldKind(name: string, { productOptions }: FieldKindContext): FieldKind {
  switch (name) {
    case 'accountProduct':
      return { type: 'select', options: productOptions };
    case 'bvnNo':
    case 'nokBvnNo':
      return identityNumber;
    case 'email':
      return { type: 'email', maxLength: 254, autoComplete: 'email' };
    case 'birthDate':
    case 'nokBirthDate':
    case 'idIssueDate':
    case 'idExpiryDate':
      return { type: 'date' };
    case 'phoneNo':
    case 'officePhone':
    case 'nokMobile':
      return { type: 'tel', maxLength: 20 };
    case 'zipCode':
      return { type: 'digits', maxLength: 9 };
    case 'referee1AcctNo':
    case 'referee2AcctNo':
      return accountNumber;
    default:
      return text;
  }
}
