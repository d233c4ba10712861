import type { BranchBody } from '@domain/content/branch';
import { toInternationalPhone } from '@domain/phone';

/** The labels of a branch card (the phone's, e-mail's and hours' are read out before them). */
export const branchCardTexts = {
  phone: 'Phone',
  email: 'E-mail',
  hours: 'Opening hours',
  map: 'Open in maps',
  headOffice: 'Head office',
} as const;

/** A branch as its card draws it: a plain map link, no map script on our pages. */
export interface BranchCard {
  key: string;
  name: string;
  /** 'Lagos State', 'Federal Capital Territory'. */
  state: string;
  address: string;
  phones: { text: string; href: string }[];
  email: string;
  hours: string;
  mapHref: string;
  isHeadOffice: boolean;
}

/** A published (or previewed) branch as its card draws it (decision 097). */
export function toBranchCard({ key, body }: { key: string; body: BranchBody }): BranchCard {
  return {
    key,
    name: body.name,
    state: body.state === 'Federal Capital Territory' ? body.state : `${body.state} State`,
    address: body.address,
    phones: body.phones.map((phone) => ({ text: phone, href: `tel:+${toInternationalPhone(phone)}` })),
    email: body.email,
    hours: body.hours,
    mapHref: body.mapUrl,
    isHeadOffice: body.isHeadOffice,
  };
}
