/**
 * The bank's branches as the site first shows them: seed content (decision 097), loaded on a fresh
 * database as each branch's version 1, marked sample. SAMPLE: the addresses, lines and hours are for
 * the bank to confirm; production refuses to start while one is published. Every page that names
 * the branches draws the published ones (decisions 097 and 101); the BVN phone help still says
 * their usual hours (`BRANCH_HOURS`).
 */
import { bank } from '../bank';
import { BRANCHES } from '../lists/branches';
import type { BranchBody } from './branch';
import { mapSearchUrl } from './map-link';

/** The seed branches' opening hours, the same as the contact page's. */
export const BRANCH_HOURS = 'Monday to Friday, 8:00 am to 4:00 pm';

/** The core-banking code the specification's table gives the branch of this key (section 9). */
const codeOf = (key: string) => BRANCHES.find((branch) => branch.value === key)?.code ?? '';

const branch = (key: string, name: string, state: string, address: string, phone: string): BranchBody => ({
  name,
  state,
  address,
  phones: [phone],
  email: bank.email,
  hours: BRANCH_HOURS,
  mapUrl: mapSearchUrl(address),
  code: codeOf(key),
  isHeadOffice: false,
});

/** In the order of the branch cards: the item's key is the branch's value in the forms' list (domain/lists/branches.ts). */
export const BRANCH_SEED: { key: string; body: BranchBody }[] = [
  { key: 'ikeja', body: branch('ikeja', 'Ikeja (Opebi)', 'Lagos', '24 Opebi Road, Ikeja, Lagos', '+234 201 700 0011') },
  {
    key: 'festac',
    body: branch('festac', 'Festac', 'Lagos', '21 Road, by 2nd Avenue, Festac Town, Lagos', '+234 201 700 0012'),
  },
  {
    key: 'surulere',
    body: branch('surulere', 'Surulere', 'Lagos', '45 Adeniran Ogunsanya Street, Surulere, Lagos', '+234 201 700 0013'),
  },
  {
    key: 'abuja',
    body: branch(
      'abuja',
      'Abuja',
      'Federal Capital Territory',
      'Plot 1201 Ahmadu Bello Way, Garki, Abuja',
      '+234 209 700 0014',
    ),
  },
  { key: 'enugu', body: branch('enugu', 'Enugu', 'Enugu', '12 Okpara Avenue, Enugu', '+234 204 700 0015') },
  { key: 'aba', body: branch('aba', 'Aba', 'Abia', '60 Azikiwe Road, Aba, Abia State', '+234 208 700 0016') },
];
