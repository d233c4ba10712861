import { LogIn, UserRound } from 'lucide-react';
import { publicSiteTexts } from '@domain/messages/public-site';
import { PANEL_LINK } from './menu-link-classes';

/** What the header shows of a signed-in customer: their first name, nothing else. */
export interface HeaderCustomer {
  /** '' when the records give none (the core did not answer): the header then shows the links alone. */
  firstName: string;
}

/**
 * The two places of the header that depend on the session (issue 28): the top bar's account links
 * and the Self Service menu's entry. The frame is kept between pages and the pages are the same for
 * everyone (prerendered, cached), so they are always drawn signed out; the server puts the
 * signed-in markup in their place for each request that carries a session (account-slot-fills.server.tsx,
 * server/http/header-account.ts). The page's React keeps whatever the server sent (ServerDrawn, in
 * app/components/layout/account-slot.tsx), so a hydrated page never draws them again.
 */
export const ACCOUNT_SLOT_IDS = { bar: 'site-account', menu: 'site-menu-account' } as const;

const SIGN_IN = '/login';
const AREA = '/account';
const SIGN_OUT = '/logout';

/** Links and buttons on the dark top bar: white on green, the 44 px target of the bar's other controls. */
const BAR_CONTROL =
  'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-input px-2 text-sm font-semibold text-white hover:bg-white/10 hover:text-accent-300';

/** The top bar's account area: "Sign in", or the first name with "My account" and "Sign out". */
export function AccountBar({ customer }: { customer: HeaderCustomer | null }) {
  if (!customer) {
    return (
      <a href={SIGN_IN} className={BAR_CONTROL}>
        <LogIn className="size-4 shrink-0" aria-hidden="true" />
        {publicSiteTexts.header.signIn}
      </a>
    );
  }
  return (
    <div className="flex min-w-0 items-center">
      {customer.firstName ? (
        <p className="inline-flex min-w-0 items-center gap-1.5 pr-1 text-sm font-semibold text-white">
          <UserRound className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
          <span className="sr-only">{`${publicSiteTexts.header.signedInAs} `}</span>
          {/* A long first name gives way to the links on a phone. */}
          <span className="max-w-[5.5rem] truncate sm:max-w-[10rem]">{customer.firstName}</span>
        </p>
      ) : null}
      <a href={AREA} className={BAR_CONTROL}>
        {publicSiteTexts.header.myAccount}
      </a>
      <SignOutForm className={BAR_CONTROL} />
    </div>
  );
}

/** The entry at the end of the Self Service menu, in the look of the menu's other links. */
export function AccountMenuEntry({ customer }: { customer: HeaderCustomer | null }) {
  if (!customer) {
    return (
      <a href={SIGN_IN} className={PANEL_LINK}>
        {publicSiteTexts.header.signIn}
      </a>
    );
  }
  return (
    <>
      <a href={AREA} className={PANEL_LINK}>
        {publicSiteTexts.header.myAccount}
      </a>
      <SignOutForm className={`${PANEL_LINK} w-full text-left`} />
    </>
  );
}

/**
 * Sign-out is the area's: a POST to /logout (a link cannot sign anyone out), refused by the origin
 * check when another site sends it (server/http/origin-check.ts). A plain form, so that it works
 * without JavaScript and reloads the whole page, header included.
 */
function SignOutForm({ className }: { className: string }) {
  return (
    <form method="post" action={SIGN_OUT} className="contents">
      <button type="submit" className={className}>
        {publicSiteTexts.header.signOut}
      </button>
    </form>
  );
}
