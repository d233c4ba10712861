import { messages } from '@domain/messages/public-site';

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
      { label: messages.header.openPersonalAccount, to: '/instantaccount/ind/r' },
      { label: messages.header.openCorporateAccount, to: '/instantaccount/crp/r' },
    ];
  }
  return [{ label: messages.header.openAccount, to: '/accountopening' }];
}
