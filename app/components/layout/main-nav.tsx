import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { publicSiteTexts } from '@domain/messages/public-site';
import { isMenuItemActive, type MenuItem } from '~/content/menu';
import { AccountMenuSlot } from './account-slot';
import { SUB_LINK } from '@shared/server-drawn/menu-link-classes';

const TOP_ITEM =
  'relative flex min-h-12 w-full items-center justify-between gap-1 px-4 py-3 text-left text-base font-semibold text-ink hover:bg-primary-50 hover:text-primary-700 lg:w-auto lg:justify-start lg:px-3 lg:py-0 lg:text-sm lg:hover:bg-transparent';
const TOP_ITEM_ACTIVE =
  'text-primary-700 lg:after:absolute lg:after:inset-x-3 lg:after:bottom-0 lg:after:h-1 lg:after:rounded-t-full lg:after:bg-accent-400';
const SUB_LINK_ACTIVE = 'font-semibold text-primary-700';

/**
 * A menu link: an ordinary page load (content pages are prerendered HTML), marked as the current
 * page when it is one.
 */
function MenuLink({
  item,
  pathname,
  className,
  activeClassName,
}: {
  item: MenuItem;
  pathname: string;
  className: string;
  activeClassName: string;
}) {
  const isCurrent = isMenuItemActive({ ...item, submenu: undefined }, pathname);
  return (
    <a
      href={item.link ?? '/'}
      aria-current={isCurrent ? 'page' : undefined}
      className={`${className} ${isCurrent ? activeClassName : ''}`}
    >
      {item.linkText}
    </a>
  );
}

/**
 * The main menu: a disclosure menu (WAI-ARIA "disclosure navigation"). On desktop a bar of
 * dropdowns; on phones the same list, inside the header's panel, with nested disclosures. The
 * markup is the server's alone: the page's script opens and closes them (app/enhance/main-nav.ts),
 * and before it runs, or without it, CSS opens a dropdown on hover and focus. `pathname` is the
 * page's, whose link is marked as the current one.
 */
export function MainNav({ items, pathname }: { items: MenuItem[]; pathname: string }) {
  return (
    <nav aria-label={publicSiteTexts.header.mainMenu} className="site-nav">
      <ul className="lg:relative lg:-mx-3 lg:flex lg:items-stretch">
        {items.map((item, index) => (
          <TopItem key={item.linkText} item={item} index={index} pathname={pathname} />
        ))}
      </ul>
    </nav>
  );
}

function TopItem({ item, index, pathname }: { item: MenuItem; index: number; pathname: string }) {
  const panelId = useId();
  if (!item.submenu) {
    return (
      <li className="site-nav__item border-b border-border lg:flex lg:border-0">
        <MenuLink item={item} pathname={pathname} className={TOP_ITEM} activeClassName={TOP_ITEM_ACTIVE} />
      </li>
    );
  }

  const isMega = item.submenu.some((child) => child.submenu);
  return (
    <li className={`site-nav__item border-b border-border lg:flex lg:border-0 ${isMega ? 'lg:static' : 'lg:relative'}`}>
      <button
        type="button"
        data-menu-index={index}
        aria-expanded="false"
        aria-controls={panelId}
        className={`${TOP_ITEM} ${isMenuItemActive(item, pathname) ? TOP_ITEM_ACTIVE : ''}`}
      >
        {item.linkText}
        <ChevronDown className="site-nav__chevron size-4 shrink-0" aria-hidden="true" />
      </button>
      <div
        id={panelId}
        className={`site-nav__panel bg-surface-subtle pb-2 lg:absolute lg:top-full lg:z-50 lg:rounded-b-card lg:border lg:border-border lg:bg-surface lg:shadow-raised ${
          isMega ? 'lg:inset-x-0 lg:p-6' : 'lg:left-0 lg:min-w-64 lg:p-2'
        }`}
      >
        <ul className={isMega ? 'lg:grid lg:grid-cols-4 lg:gap-x-6 lg:gap-y-2' : ''}>
          {item.submenu.map((child) =>
            child.submenu ? (
              <SubGroup key={child.linkText} item={child} pathname={pathname} />
            ) : (
              <li key={child.linkText} className={isMega ? 'lg:col-span-4 lg:border-b lg:border-border lg:pb-2' : ''}>
                <MenuLink
                  item={child}
                  pathname={pathname}
                  className={`${SUB_LINK} pl-8 lg:px-3 ${isMega ? 'lg:font-semibold' : ''}`}
                  activeClassName={SUB_LINK_ACTIVE}
                />
              </li>
            ),
          )}
          {item.hasAccountEntry ? (
            <li className="site-nav__account border-t border-border lg:mt-1 lg:pt-1">
              <AccountMenuSlot />
            </li>
          ) : null}
        </ul>
      </div>
    </li>
  );
}

/** A second-level item with its own links: a column on desktop, a nested disclosure on phones. */
function SubGroup({ item, pathname }: { item: MenuItem; pathname: string }) {
  const listId = useId();
  return (
    <li>
      <div className="flex items-stretch">
        {item.link ? (
          <MenuLink
            item={item}
            pathname={pathname}
            className={`${SUB_LINK} flex-1 pl-8 font-semibold lg:px-3 lg:text-primary-700`}
            activeClassName={SUB_LINK_ACTIVE}
          />
        ) : (
          <span className={`${SUB_LINK} flex-1 pl-8 font-semibold lg:px-3`}>{item.linkText}</span>
        )}
        <button
          type="button"
          aria-expanded="false"
          aria-controls={listId}
          aria-label={publicSiteTexts.header.submenuOf(item.linkText)}
          className="site-nav__sub-toggle js-only inline-flex w-14 shrink-0 items-center justify-center text-ink hover:bg-primary-50 lg:hidden"
        >
          <ChevronDown className="site-nav__chevron size-5" aria-hidden="true" />
        </button>
      </div>
      <ul id={listId} className="site-nav__sub">
        {item.submenu?.map((grandchild) => (
          <li key={grandchild.linkText}>
            <MenuLink
              item={grandchild}
              pathname={pathname}
              className={`${SUB_LINK} pl-12 lg:px-3 lg:text-sm`}
              activeClassName={SUB_LINK_ACTIVE}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
