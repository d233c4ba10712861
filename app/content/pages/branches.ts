import { BRANCHES, type BranchValue } from '@domain/lists/branches';

interface BranchPlace {
  label: string;
  state: string;
  /** SAMPLE: the branch's street address, for the bank to confirm. */
  address: string;
  /** SAMPLE: the branch's own line, as written and as dialled. */
  phone: string;
}

/** Where each branch is, as the corporate pages name it. */
const BRANCH_PLACES: Record<Exclude<BranchValue, 'others'>, BranchPlace> = {
  ikeja: {
    label: 'Ikeja (Opebi)',
    state: 'Lagos State',
    address: '24 Opebi Road, Ikeja, Lagos',
    phone: '+234 1 700 0011',
  },
  festac: {
    label: 'Festac',
    state: 'Lagos State',
    address: '21 Road, by 2nd Avenue, Festac Town, Lagos',
    phone: '+234 1 700 0012',
  },
  surulere: {
    label: 'Surulere',
    state: 'Lagos State',
    address: '45 Adeniran Ogunsanya Street, Surulere, Lagos',
    phone: '+234 1 700 0013',
  },
  abuja: {
    label: 'Abuja',
    state: 'Federal Capital Territory',
    address: 'Plot 1201 Ahmadu Bello Way, Garki, Abuja',
    phone: '+234 9 700 0014',
  },
  enugu: { label: 'Enugu', state: 'Enugu State', address: '12 Okpara Avenue, Enugu', phone: '+234 42 700 0015' },
  aba: { label: 'Aba', state: 'Abia State', address: '60 Azikiwe Road, Aba, Abia State', phone: '+234 82 700 0016' },
};

/** The labels of a branch card (the phone's and hours' are read out before them). */
export const branchCardTexts = { phone: 'Phone', hours: 'Opening hours', map: 'Open in maps' } as const;

/** SAMPLE: the branches' opening hours, the same as the contact page's. */
export const BRANCH_HOURS = 'Monday to Friday, 8:00 am to 4:00 pm';

/**
 * The bank's branches (the form lists' 'Others' is not a place), each with a link that opens the
 * address in the visitor's map application or site: a plain link, no map script on our pages.
 */
export const bankBranches = BRANCHES.flatMap((branch) =>
  branch.value === 'others'
    ? []
    : [
        {
          value: branch.value,
          ...BRANCH_PLACES[branch.value],
          phoneHref: `tel:${BRANCH_PLACES[branch.value].phone.replace(/\s/g, '')}`,
          mapHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`AG Mortgage Bank, ${BRANCH_PLACES[branch.value].address}`)}`,
        },
      ],
);
