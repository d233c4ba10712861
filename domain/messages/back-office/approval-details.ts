import { contentTexts } from './content';
import { dataSubjectTexts, erasureItemNames } from './data-subject-work';
import { screeningTexts } from './screening';
import { staffTexts } from './staff';

/** Each field a maker's request may carry, under the name the checker reads on the Approvals page. */
const LABELS: Record<string, string> = {
  reference: 'Reference',
  reason: 'Reason',
  internalNote: 'Internal note',
  customerNote: 'Note to the customer',
  note: 'Note',
  loanAmount: 'Amount',
  annualRatePercent: 'Rate (% a year)',
  tenorYears: 'Tenor (years)',
  conditions: 'Conditions',
  items: 'To erase',
  fields: 'To correct',
  email: 'E-mail',
  name: 'Name',
  from: 'Roles now',
  roles: 'Roles asked',
  applicant: 'Applicant',
  risk: 'Risk level',
  riskReasons: 'Reasons',
  hits: 'Screening hits',
  contentKind: 'Kind',
};

/** Fields the approved action reads that mean nothing to the checker (a row's id). */
const INTERNAL = new Set(['screening', 'versionId']);

const named = <Names extends Record<string, string>>(names: Names, code: string) =>
  Object.hasOwn(names, code) ? names[code as keyof Names] : code;

/** Values that are codes, as words (the request keeps the codes, which the approved action reads). */
const VALUES: Record<string, (value: string) => string> = {
  items: (value) => erasureItemNames(value.split(',')),
  fields: (value) =>
    value
      .split(',')
      .map((field) => named(dataSubjectTexts.correction.groups, field))
      .join(', '),
  from: (value) => roleNames(value),
  roles: (value) => roleNames(value),
  risk: (value) => named(screeningTexts.levels, value),
  contentKind: (value) => named(contentTexts.kinds, value),
  riskReasons: (value) =>
    value
      .split(',')
      .filter(Boolean)
      .map((reason) => named(screeningTexts.reasons, reason))
      .join(' '),
};

const roleNames = (value: string) =>
  value
    .split(' ')
    .filter(Boolean)
    .map((role) => named(staffTexts.roles, role))
    .join(', ');

/** A request's fields as the checker reads them: in the maker's order, each under its name, codes as words. */
export const approvalDetails = (payload: Record<string, string>) =>
  Object.entries(payload)
    .filter(([field]) => !INTERNAL.has(field))
    .map(([field, value]) => ({
      label: LABELS[field] ?? field,
      value: VALUES[field]?.(value) ?? value,
    }));
