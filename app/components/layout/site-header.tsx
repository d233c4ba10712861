import { Mail, Menu, Phone, Search, X } from 'lucide-react';
import { bank } from '@domain/bank';
import { publicSiteTexts } from '@domain/messages/public-site';
import { mainMenu } from '~/content/menu';
import { buttonClasses } from '../ui/button-link';
import { Container } from '../ui/container';
import { AccountBarSlot } from './account-slot';
import { headerActionsFor, type HeaderAction } from './header-actions';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { SAME_ON_EVERY_PAGE, ServerDrawn } from '~/page-delivery';
import { SocialLinks } from './social-links';
import { BreakableText, EMAIL_BREAKS } from '~/components/ui/breakable-text';

const MENU_ID = 'site-menu';
/** The menu button sits at the right end of the logo row, after the call-to-action when one shares the row. */
const MENU_BUTTON_PLACE = { none: 'ml-auto', single: 'ml-2', pair: 'ml-auto sm:ml-2' } as const;
const SEARCH_ID = 'site-search';

/**
 * The site header (specification 2.2): top bar with contacts, social links and the search toggle;
 * the logo, the call-to-action buttons of the page and the main menu. It sticks to the top once
 * the top bar has scrolled away. Server-drawn markup only: the page's script opens and closes the
 * search and the phone menu (app/enhance/site-header.ts); without scripts the search form is always
 * shown and the menu opens through a link (no-script-styles.ts). On hydrated pages only the parts
 * that follow the address (the call-to-action buttons, the menu's current page, the menu button's
 * place beside them) hydrate; the browser keeps the server's markup of the rest (~/page-delivery/server-drawn.tsx).
 * `pathname` is the page's: the header's markup depends on nothing else. Its account links (the
 * top bar's and the Self Service menu's) are drawn signed out; the server fills them per request
 * from the session (account-slot.tsx, docs/decisions/059).
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const actions = headerActionsFor(pathname);
  const menuButtonPlace = MENU_BUTTON_PLACE[actions.length > 1 ? 'pair' : actions.length === 1 ? 'single' : 'none'];
  return (
    <header className="site-header sticky -top-11 z-50">
      <ServerDrawn id="site-top-bar" cacheKey={SAME_ON_EVERY_PAGE}>
        {import.meta.env.SSR ? <TopBar /> : null}
      </ServerDrawn>
      <div className="site-header__bar relative border-b border-border bg-surface">
        <Container className="flex flex-wrap items-center py-3">
          <ServerDrawn id="site-logo" cacheKey={SAME_ON_EVERY_PAGE}>
            {import.meta.env.SSR ? (
              <a href="/" className="site-header__logo mr-2 inline-flex h-11 items-center rounded-input">
                <Logo className="h-8 sm:h-10" />
                <span className="sr-only">{publicSiteTexts.header.homeLinkSuffix}</span>
              </a>
            ) : null}
          </ServerDrawn>
          <CallToActions actions={actions} />
          <button
            type="button"
            aria-expanded="false"
            aria-controls={MENU_ID}
            className={`js-only inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-input px-2 font-semibold text-primary-700 hover:bg-primary-50 lg:hidden ${menuButtonPlace}`}
          >
            <ToggleIcon closed={Menu} />
            <span className="max-sm:sr-only">{publicSiteTexts.header.menuToggle}</span>
          </button>
          {/* Without JavaScript the menu stays closed on phones until this link makes it the page's target. */}
          <a
            href={`#${MENU_ID}`}
            className={`nojs-only min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-input px-2 font-semibold text-primary-700 ${menuButtonPlace}`}
          >
            <Menu className="size-6" aria-hidden="true" />
            <span className="max-sm:sr-only">{publicSiteTexts.header.menuToggle}</span>
          </a>
        </Container>
        <div
          id={MENU_ID}
          className="site-menu absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-border bg-surface shadow-raised lg:static lg:max-h-none lg:overflow-visible lg:shadow-none"
        >
          <div className="mx-auto w-full max-w-6xl lg:px-6">
            <a href="#" className="nojs-only min-h-11 items-center gap-1.5 px-4 font-semibold text-primary-700">
              <X className="size-5" aria-hidden="true" />
              {publicSiteTexts.header.closeMenu}
            </a>
            <MainNav items={mainMenu} pathname={pathname} />
          </div>
          <ServerDrawn id="site-phone-contacts" cacheKey={SAME_ON_EVERY_PAGE}>
            {import.meta.env.SSR ? <PhoneContacts /> : null}
          </ServerDrawn>
        </div>
      </div>
      <ServerDrawn id="site-search-panel" cacheKey={SAME_ON_EVERY_PAGE}>
        {import.meta.env.SSR ? <SearchPanel /> : null}
      </ServerDrawn>
    </header>
  );
}

/** A disclosure button's icon: its own while closed, a cross while open (styles/layout.css swaps them by aria-expanded). */
function ToggleIcon({ closed: Closed, size = 'size-6' }: { closed: typeof Menu; size?: string }) {
  return (
    <>
      <Closed className={`toggle-icon--closed ${size}`} aria-hidden="true" />
      <X className={`toggle-icon--open ${size}`} aria-hidden="true" />
    </>
  );
}

function TopBar() {
  return (
    <div className="site-header__top h-11 bg-primary-900 text-white">
      <Container className="flex h-full items-center gap-4">
        <ul className="hidden items-center gap-5 text-sm sm:flex">
          <li>
            <ContactLink
              href={bank.phoneHref}
              label={publicSiteTexts.header.callUs}
              text={bank.phone}
              icon="phone"
              className="text-white hover:text-accent-300"
            />
          </li>
          <li className="hidden md:block">
            <ContactLink
              href={`mailto:${bank.email}`}
              label={publicSiteTexts.header.emailUs}
              text={bank.email}
              icon="mail"
              className="text-white hover:text-accent-300"
            />
          </li>
        </ul>
        <div className="ml-auto flex min-w-0 items-center max-sm:w-full">
          {/* On phones the menu's panel repeats them (PhoneContacts): the bar keeps its room for the account links. */}
          <SocialLinks look="bar" className="max-sm:hidden" />
          <button
            type="button"
            aria-expanded="false"
            aria-controls={SEARCH_ID}
            className="js-only inline-flex size-11 items-center justify-center rounded-input text-white hover:bg-white/10"
          >
            <ToggleIcon closed={Search} size="size-5" />
            <span className="sr-only">{publicSiteTexts.header.searchToggle}</span>
          </button>
          <div className="flex min-w-0 items-center max-sm:order-first max-sm:mr-auto sm:ml-1 sm:border-l sm:border-white/25 sm:pl-1">
            <AccountBarSlot />
          </div>
        </div>
      </Container>
    </div>
  );
}

function ContactLink({
  href,
  label,
  text,
  icon,
  className,
}: {
  href: string;
  label: string;
  text: string;
  icon: 'phone' | 'mail';
  className: string;
}) {
  const Icon = icon === 'phone' ? Phone : Mail;
  return (
    <a href={href} className={`inline-flex min-h-11 items-center gap-2 rounded-input ${className}`}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      {icon === 'mail' ? <BreakableText text={text} breaks={EMAIL_BREAKS} /> : text}
    </a>
  );
}

/** On phones the top bar has room only for the social links: the panel repeats the contacts. */
function PhoneContacts() {
  return (
    <div className="flex flex-col gap-1 bg-surface-subtle px-4 py-4 lg:hidden">
      <ContactLink
        href={bank.phoneHref}
        label={publicSiteTexts.header.callUs}
        text={bank.phone}
        icon="phone"
        className="text-ink hover:text-primary-700"
      />
      <ContactLink
        href={`mailto:${bank.email}`}
        label={publicSiteTexts.header.emailUs}
        text={bank.email}
        icon="mail"
        className="text-ink hover:text-primary-700"
      />
      <SocialLinks look="light" className="-ml-2 mt-1" />
    </div>
  );
}

/** The page's call-to-action buttons; a pair takes its own row on phones. */
function CallToActions({ actions }: { actions: HeaderAction[] }) {
  if (actions.length === 0) return null;
  const isPair = actions.length > 1;
  return (
    <div
      className={
        isPair
          ? 'order-last mt-2 grid w-full grid-cols-2 gap-2 sm:order-none sm:ml-auto sm:mt-0 sm:flex sm:w-auto'
          : 'ml-auto flex'
      }
    >
      {actions.map((action, index) => (
        <a
          key={action.to}
          href={action.to}
          className={`${buttonClasses(index === 0 ? 'accent' : 'primary', 'sm')} lg:px-5`}
        >
          {action.label}
        </a>
      ))}
    </div>
  );
}

/** The site search (specification 2.2): a GET form to /search with one field named search. */
function SearchPanel() {
  return (
    <div id={SEARCH_ID} className="search-panel border-b border-border bg-surface-subtle">
      <Container className="py-3">
        <form role="search" method="get" action="/search" className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="site-search-field" className="mb-1 block text-sm font-semibold text-ink">
              {publicSiteTexts.header.searchLabel}
            </label>
            <input
              id="site-search-field"
              type="search"
              name="search"
              placeholder={publicSiteTexts.header.searchPlaceholder}
              className="h-11 w-full rounded-input border border-border-strong bg-surface px-3 text-base text-ink placeholder:text-muted"
            />
          </div>
          <button type="submit" className={buttonClasses('primary')}>
            <Search className="size-5" aria-hidden="true" />
            <span className="max-[359px]:sr-only">{publicSiteTexts.header.searchSubmit}</span>
          </button>
        </form>
      </Container>
    </div>
  );
}
