import { BRANCHES, type BranchValue } from '@domain/lists/branches';

/** Where each branch is, as the corporate pages name it. */
const BRANCH_PLACES: Record<Exclude<BranchValue, 'others'>, { label: string; state: string }> = {
  ikeja: { label: 'Ikeja (Opebi)', state: 'Lagos State' },
  festac: { label: 'Festac', state: 'Lagos State' },
  surulere: { label: 'Surulere', state: 'Lagos State' },
  abuja: { label: 'Abuja', state: 'Federal Capital Territory' },
  enugu: { label: 'Enugu', state: 'Enugu State' },
  aba: { label: 'Aba', state: 'Abia State' },
};

/** The bank's branches (the form lists' 'Others' is not a place). */
export const bankBranches = BRANCHES.flatMap((branch) => (branch.value === 'others' ? [] : [{ value: branch.value, ...BRANCH_PLACES[branch.value] }]));
