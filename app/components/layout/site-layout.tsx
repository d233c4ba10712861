import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { headerActionsFor } from './header-actions';

export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <header>
        <Link to="/">Home</Link>
        {headerActionsFor(pathname).map((action) => (
          <Link key={action.to} to={action.to}>
            {action.label}
          </Link>
        ))}
      </header>
      <main id="main">{children}</main>
      <footer>Footer</footer>
    </>
  );
}
