import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { messages } from '@domain/messages/public-site';
import { isMenuItemActive, type MenuItem } from '~/content/menu';

/** Where the phone panel gives way to the desktop menu bar (Tailwind's lg). */
const DESKTOP_QUERY = '(min-width: 64rem)';
const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;

const TOP_ITEM =
  'relative flex min-h-12 w-full items-center justify-between gap-1 px-4 py-3 text-left text-base font-semibold text-ink hover:bg-primary-50 hover:text-primary-700 lg:w-auto lg:justify-start lg:px-3 lg:py-0 lg:text-sm lg:hover:bg-transparent';
const TOP_ITEM_ACTIVE =
  'text-primary-700 lg:after:absolute lg:after:inset-x-3 lg:after:bottom-0 lg:after:h-1 lg:after:rounded-t-full lg:after:bg-accent-400';
const SUB_LINK = 'flex min-h-11 items-center py-2 pr-4 text-[0.9375rem] text-ink hover:bg-primary-50 hover:text-primary-700 lg:rounded-input';
const SUB_LINK_ACTIVE = 'font-semibold text-primary-700';

const subLinkClasses = (indent: string) => ({ isActive }: { isActive: boolean }) => `${SUB_LINK} ${indent} ${isActive ? SUB_LINK_ACTIVE : ''}`;

interface OpenDropdown {
  index: number;
  /** A dropdown opened by hovering closes when the mouse leaves; one opened by click or key stays. */
  by: 'hover' | 'press';
}

/**
 * The main menu: a disclosure menu (WAI-ARIA "disclosure navigation"). On desktop a bar of
 * dropdowns that open on hover, click, Enter or Space and close with Escape; on phones the same
 * list, inside the header's panel, with nested disclosures.
 */
export function MainNav({ items }: { items: MenuItem[] }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<OpenDropdown | null>(null);
  const [isEnhanced, setEnhanced] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOnPointerOutside = (event: globalThis.PointerEvent) => {
      if (isDesktop() && !navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', closeOnPointerOutside);
    return () => document.removeEventListener('pointerdown', closeOnPointerOutside);
  }, [open]);

  function closeWithEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    // Handled here: the header would otherwise also close the phone panel.
    event.stopPropagation();
    navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-index="${open.index}"]`)?.focus();
    setOpen(null);
  }

  return (
    <nav ref={navRef} aria-label={messages.header.mainMenu} className="site-nav" data-enhanced={isEnhanced || undefined} onKeyDown={closeWithEscape}>
      <ul className="lg:relative lg:-mx-3 lg:flex lg:items-stretch">
        {items.map((item, index) => (
          <TopItem
            key={item.linkText}
            item={item}
            index={index}
            pathname={pathname}
            isOpen={open?.index === index}
            onPress={() => setOpen(open?.index === index && open.by === 'press' ? null : { index, by: 'press' })}
            onHover={(isEntering) => {
              if (isEntering) setOpen((current) => (current?.by === 'press' && current.index === index ? current : { index, by: 'hover' }));
              else setOpen((current) => (current?.index === index && current.by === 'hover' ? null : current));
            }}
            onFocusLeft={() => setOpen((current) => (current?.index === index ? null : current))}
          />
        ))}
      </ul>
    </nav>
  );
}

function TopItem({
  item,
  index,
  pathname,
  isOpen,
  onPress,
  onHover,
  onFocusLeft,
}: {
  item: MenuItem;
  index: number;
  pathname: string;
  isOpen: boolean;
  onPress: () => void;
  onHover: (isEntering: boolean) => void;
  onFocusLeft: () => void;
}) {
  const panelId = useId();
  if (!item.submenu) {
    return (
      <li className="site-nav__item border-b border-border lg:flex lg:border-0">
        <NavLink to={item.link ?? '/'} end className={({ isActive }) => `${TOP_ITEM} ${isActive ? TOP_ITEM_ACTIVE : ''}`}>
          {item.linkText}
        </NavLink>
      </li>
    );
  }

  const isMega = item.submenu.some((child) => child.submenu);
  const hoverWithMouse = (isEntering: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && isDesktop()) onHover(isEntering);
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (isDesktop() && !event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusLeft();
  };

  return (
    <li
      className={`site-nav__item border-b border-border lg:flex lg:border-0 ${isMega ? 'lg:static' : 'lg:relative'}`}
      onPointerEnter={hoverWithMouse(true)}
      onPointerLeave={hoverWithMouse(false)}
      onBlur={closeWhenFocusLeaves}
    >
      <button
        type="button"
        data-menu-index={index}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onPress}
        className={`${TOP_ITEM} ${isMenuItemActive(item, pathname) ? TOP_ITEM_ACTIVE : ''}`}
      >
        {item.linkText}
        <ChevronDown className="site-nav__chevron size-4 shrink-0" aria-hidden="true" />
      </button>
      <div
        id={panelId}
        data-open={isOpen || undefined}
        className={`site-nav__panel bg-surface-subtle pb-2 lg:absolute lg:top-full lg:z-50 lg:rounded-b-card lg:border lg:border-border lg:bg-surface lg:shadow-raised ${
          isMega ? 'lg:inset-x-0 lg:p-6' : 'lg:left-0 lg:min-w-64 lg:p-2'
        }`}
      >
        <ul className={isMega ? 'lg:grid lg:grid-cols-4 lg:gap-x-6 lg:gap-y-2' : ''}>
          {item.submenu.map((child) =>
            child.submenu ? (
              <SubGroup key={child.linkText} item={child} />
            ) : (
              <li key={child.linkText} className={isMega ? 'lg:col-span-4 lg:border-b lg:border-border lg:pb-2' : ''}>
                <NavLink to={child.link ?? '/'} end className={subLinkClasses(`pl-8 lg:px-3 ${isMega ? 'lg:font-semibold' : ''}`)}>
                  {child.linkText}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </div>
    </li>
  );
}

/** A second-level item with its own links: a column on desktop, a nested disclosure on phones. */
function SubGroup({ item }: { item: MenuItem }) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <div className="flex items-stretch">
        {item.link ? (
          <NavLink to={item.link} end className={subLinkClasses('flex-1 pl-8 font-semibold lg:px-3 lg:text-primary-700')}>
            {item.linkText}
          </NavLink>
        ) : (
          <span className={`${SUB_LINK} flex-1 pl-8 font-semibold lg:px-3`}>{item.linkText}</span>
        )}
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-label={messages.header.submenuOf(item.linkText)}
          onClick={() => setOpen(!isOpen)}
          className="js-only inline-flex w-14 shrink-0 items-center justify-center text-ink hover:bg-primary-50 lg:hidden"
        >
          <ChevronDown className="site-nav__chevron size-5" aria-hidden="true" />
        </button>
      </div>
      <ul id={listId} data-open={isOpen || undefined} className="site-nav__sub">
        {item.submenu?.map((grandchild) => (
          <li key={grandchild.linkText}>
            <NavLink to={grandchild.link ?? '/'} end className={subLinkClasses('pl-12 lg:px-3 lg:text-sm')}>
              {grandchild.linkText}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
