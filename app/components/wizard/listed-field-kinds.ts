import {
  COUNTRY_OPTIONS,
  EMPLOYMENT_STATUSES,
  GENDERS,
  ID_TYPES,
  INDUSTRIES,
  MARITAL_STATUSES,
  NEXT_OF_KIN_RELATIONS,
  OCCUPATIONS,
  RELIGIONS,
  SEGMENTS,
  TITLES,
  BANKING_CHANNELS,
} from '@domain/lists';
import { NIGERIAN_STATES, isNigerianState, lgasOf } from '@domain/geography';
import { fieldKind, type FieldKindContext } from './field-kinds';
import type { FieldKind } from './wizard-field';

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const select = (values: readonly string[]): FieldKind => ({ type: 'select', options: optionsOf(values) });

/** How each wizard field is drawn, the choice lists of steps 2 to 4 included; the LGA's options follow the state chosen. */
export function listedFieldKind(name: string, context: FieldKindContext): FieldKind {
  switch (name) {
    case 'preferredBranch':
      return { type: 'select', options: context.branchOptions };
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
      return select(isNigerianState(context.stateOfOrigin) ? lgasOf(context.stateOfOrigin) : []);
    case 'idType':
      return select(ID_TYPES);
    case 'employmentStatus':
      return select(EMPLOYMENT_STATUSES);
    case 'nokType':
      return select(NEXT_OF_KIN_RELATIONS);
    case 'channels':
      return { type: 'checkboxes', options: BANKING_CHANNELS };
    default:
      return fieldKind(name, context);
  }
}
