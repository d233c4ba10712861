import { publicSiteTexts } from '@domain/messages/public-site';

export interface HeaderAction {
  label: string;
  to: string;
}

/** The header's call-to-action buttons for a path (specification 2.2). */
export function headerActionsFor(pathname: string): HeaderAction[] {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/bigfamilydream' || path.startsWith('/instantaccount')) return [];
  if (path === '/accountopening') {
    return [
      { label: publicSiteTexts.header.openPersonalAccount, to: '/instantaccount/ind/r' },
      { label: publicSiteTexts.header.openCorporateAccount, to: '/instantaccount/crp/r' },
    ];
  }
  return [{ label: publicSiteTexts.header.openAccount, to: '/accountopening' }];
}
