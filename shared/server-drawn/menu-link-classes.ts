/** A link of a menu's panel (app/components/layout/main-nav.tsx), and the Self Service menu's account entry (account-links.tsx) in the same look. */
export const SUB_LINK =
  'flex min-h-11 items-center py-2 pr-4 text-[0.9375rem] text-ink hover:bg-primary-50 hover:text-primary-700 lg:rounded-input';

/** A link of a dropdown's first level, indented under its menu on phones. */
export const PANEL_LINK = `${SUB_LINK} pl-8 lg:px-3`;
