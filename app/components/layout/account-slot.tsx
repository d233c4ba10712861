/* The header's two account slots (shared/server-drawn/account-links.tsx), as the pages carry them. */
import { ACCOUNT_SLOT_IDS, AccountBar, AccountMenuEntry } from '@shared/server-drawn/account-links';
import { SAME_ON_EVERY_PAGE, ServerDrawn } from '~/page-delivery';

/** The top bar's slot, drawn signed out. */
export function AccountBarSlot() {
  return (
    <ServerDrawn id={ACCOUNT_SLOT_IDS.bar} cacheKey={SAME_ON_EVERY_PAGE}>
      {import.meta.env.SSR ? <AccountBar customer={null} /> : null}
    </ServerDrawn>
  );
}

/** The Self Service menu's slot, drawn signed out. */
export function AccountMenuSlot() {
  return (
    <ServerDrawn id={ACCOUNT_SLOT_IDS.menu} cacheKey={SAME_ON_EVERY_PAGE}>
      {import.meta.env.SSR ? <AccountMenuEntry customer={null} /> : null}
    </ServerDrawn>
  );
}
