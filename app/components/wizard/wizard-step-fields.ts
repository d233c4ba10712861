import { BRANCH_OPTIONS, COUNTRY_OPTIONS, EMPLOYMENT_STATUSES, GENDERS, ID_TYPES, INDUSTRIES, MARITAL_STATUSES, NEXT_OF_KIN_RELATIONS, OCCUPATIONS, RELIGIONS, SEGMENTS, TITLES, BANKING_CHANNELS } from '@domain/lists';
import { NIGERIAN_STATES, isNigerianState, lgasOf } from '@domain/geography';
import type { FieldKind } from './wizard-field';

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const select = (values: readonly string[]): FieldKind => ({ type: 'select', options: optionsOf(values) });
const text: FieldKind = { type: 'text', maxLength: 255 };
const identityNumber: FieldKind = { type: 'digits', maxLength: 11 };
const accountNumber: FieldKind = { type: 'digits', maxLength: 10 };

/** How each wizard field is drawn; the LGA's options follow the state chosen. */
export function fieldKind(name: string, { productOptions, stateOfOrigin }: { productOptions: readonly { value: string; label: string }[]; stateOfOrigin: string }): FieldKind {
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
    case 'preferredBranch':
      return { type: 'select', options: BRANCH_OPTIONS };
    case 'title':
    case 'nokTitle':
      return select(TITLES);
    case 'gender':
    case 'nokGender':
      return select(GENDERS);
    case 'religion':
      return select(RELIGIONS);
    case 'maritalStatus':
    case 'nokMaritalStatus':
      return select(MARITAL_STATUSES);
    case 'occupation':
      return select(OCCUPATIONS);
    case 'sector':
      return select(INDUSTRIES);
    case 'segment':
      return select(SEGMENTS);
    case 'countryOfBirth':
    case 'countryOfResidence':
      return { type: 'select', options: COUNTRY_OPTIONS };
    case 'stateOfOrigin':
    case 'stateOfResidence':
      return select(NIGERIAN_STATES);
    case 'lga':
      return select(isNigerianState(stateOfOrigin) ? lgasOf(stateOfOrigin) : []);
    case 'idType':
      return select(ID_TYPES);
    case 'employmentStatus':
      return select(EMPLOYMENT_STATUSES);
    case 'nokType':
      return select(NEXT_OF_KIN_RELATIONS);
    case 'channels':
      return { type: 'checkboxes', options: BANKING_CHANNELS };
    case 'zipCode':
      return { type: 'digits', maxLength: 9 };
    case 'referee1AcctNo':
    case 'referee2AcctNo':
      return accountNumber;
    case 'signature':
    case 'utilityBill':
    case 'scannedIDCard':
    case 'photo':
    case 'refereeLetter1':
    case 'refereeLetter2':
      return { type: 'file' };
    default:
      return text;
  }
}
