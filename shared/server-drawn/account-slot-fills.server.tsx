import { renderToStaticMarkup } from 'react-dom/server';
import { ACCOUNT_SLOT_IDS, AccountBar, AccountMenuEntry, type HeaderCustomer } from './account-links';

export type { HeaderCustomer };

/** A slot as every page carries it: ServerDrawn's wrapper around the part's static markup. */
const slot = (id: string, markup: string) => `<div id="${id}" class="contents">${markup}</div>`;

function slotsOf(customer: HeaderCustomer | null): string[] {
  return [
    slot(ACCOUNT_SLOT_IDS.bar, renderToStaticMarkup(<AccountBar customer={customer} />)),
    slot(ACCOUNT_SLOT_IDS.menu, renderToStaticMarkup(<AccountMenuEntry customer={customer} />)),
  ];
}

let signedOut: string[] | undefined;

/** The header's account slots as the pages carry them, drawn signed out (the same text on every page). */
export function signedOutSlots(): string[] {
  return (signedOut ??= slotsOf(null));
}

/**
 * What to put in place of each signed-out slot for this customer: their first name, "My account"
 * and "Sign out". Rendered by React, so the name is escaped as any text of a page.
 */
export function accountSlotFills(customer: HeaderCustomer): { from: string; to: string }[] {
  const signedIn = slotsOf(customer);
  return signedOutSlots().map((from, index) => ({ from, to: signedIn[index] }));
}
