import { NavLink } from 'react-router';
import { publicSiteTexts } from '@domain/messages/public-site';

const TABS = [
  { to: '/directors', label: publicSiteTexts.corporate.titles.directors },
  { to: '/management', label: publicSiteTexts.corporate.titles.management },
  { to: '/team', label: publicSiteTexts.corporate.titles.teamleads },
] as const;

/** Moves between the three leadership groups; the current one is marked for screen readers. */
export function LeadershipTabs() {
  return (
    <nav aria-label="Leadership groups" className="border-b border-border">
      <ul className="-mb-px grid grid-cols-3 sm:flex sm:gap-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                `flex h-full min-h-11 items-center justify-center border-b-2 px-2 py-2 text-center text-sm font-semibold sm:px-4 ${
                  isActive ? 'border-primary-700 text-primary-700' : 'border-transparent text-muted hover:text-ink'
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
