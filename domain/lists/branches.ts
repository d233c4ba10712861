import { toEnumValues, type SelectOption } from './enum-values';

/**
 * Branches and their core-banking codes (specification 9). Codes repeat (Enugu and Aba share 201,
 * Ikeja and Others share 102), so the stored value is the branch's own slug, never its code.
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

export type Branch = (typeof BRANCHES)[number];
export type BranchValue = Branch['value'];

export const BRANCH_VALUES = toEnumValues(BRANCHES.map((branch) => branch.value));

export const BRANCH_OPTIONS: readonly SelectOption<BranchValue>[] = BRANCHES.map((branch) => ({
  value: branch.value,
  label: branch.name,
}));

/** Finds a branch by its value, name or other name, ignoring case ('Opebi Ikeja' is Ikeja). */
export function findBranch(valueOrName: string): Branch | undefined {
  const wanted = valueOrName.trim().toLowerCase();
  return BRANCHES.find(
    (branch) =>
      branch.value === wanted ||
      branch.name.toLowerCase() === wanted ||
      ('alsoKnownAs' in branch && branch.alsoKnownAs.toLowerCase() === wanted),
  );
}
