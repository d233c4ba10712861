import type { SelectOption } from './enum-values';

/**
 * The specification's branch table and its core-banking codes (section 9). Codes repeat (Enugu and
 * Aba share 201, Ikeja and Others share 102), so the stored value is the branch's own slug, never its
 * code. The seed branches take their codes from it, and the account-opening forms its labels and
 * order; the branches themselves are published content (decision 101).
 */
export const BRANCHES = [
  { value: 'enugu', name: 'Enugu', code: '201' },
  { value: 'aba', name: 'Aba', code: '201' },
  { value: 'abuja', name: 'Abuja', code: '301' },
  { value: 'festac', name: 'Festac', code: '103' },
  { value: 'ikeja', name: 'Ikeja', code: '102', alsoKnownAs: 'Opebi Ikeja' },
  { value: 'surulere', name: 'Surulere', code: '104' },
  { value: 'others', name: 'Others', code: '102' },
] as const;

/** "Others": no branch of its own, the code the specification gives it. */
const OTHERS = BRANCHES[BRANCHES.length - 1];

/** A Preferred Branch choice of the account-opening forms, with the code core banking is given. */
export interface BranchChoice extends SelectOption {
  code: string;
}

/** The forms' value of a branch: its content item's key (`ikeja`, or `7` for one added by an editor). */
export const BRANCH_VALUE_PATTERN = /^[a-z0-9-]{1,40}$/;

/**
 * The Preferred Branch choices from the published branches (decision 101): those of the
 * specification's table under its labels and in its order, then branches added since in the cards'
 * order under their names, then "Others" (code 102), which is no branch of its own. Each carries the
 * published code.
 */
export function branchChoices(published: readonly { key: string; name: string; code: string }[]): BranchChoice[] {
  const listed = (value: string) => BRANCHES.findIndex((branch) => branch.value === value);
  const choices = published
    .filter((branch) => branch.key !== OTHERS.value)
    .map((branch) => ({
      value: branch.key,
      label: listed(branch.key) >= 0 ? BRANCHES[listed(branch.key)].name : branch.name,
      code: branch.code,
    }));
  const rank = (value: string) => (listed(value) >= 0 ? listed(value) : BRANCHES.length);
  return [
    ...choices.toSorted((a, b) => rank(a.value) - rank(b.value)),
    { value: OTHERS.value, label: OTHERS.name, code: OTHERS.code },
  ];
}
