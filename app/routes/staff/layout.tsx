import { isRouteErrorResponse, NavLink, Outlet, useRouteError } from 'react-router';
import type { Route } from './+types/layout';
import { staffTexts } from '@domain/messages/back-office/staff';
import { StaffShell } from '~/components/back-office/staff-shell';
import { buttonClasses } from '~/components/ui/button-link';
import { STAFF_HEADERS, staffFrame } from '~/lib/staff-pages';
import { loadStaffLayout } from './layout.server';

export const handle = staffFrame.handle;

export function headers() {
  return STAFF_HEADERS;
}

export function meta() {
  return [{ title: staffTexts.areaTitle }, { name: 'robots', content: 'noindex, nofollow' }];
}

function SignOut() {
  return (
    <form method="post" action="/staff/logout">
      <button type="submit" className={buttonClasses('outline', 'sm')}>
        {staffTexts.signOut}
      </button>
    </form>
  );
}

export const loader = (args: Route.LoaderArgs) => loadStaffLayout(args);

/** The back office's frame for a signed-in member: who they are, the sections of their roles, sign-out. */
export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell
      aside={
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">
            <span className="font-semibold">{staffTexts.signedInAs(loaderData.name)}</span>
            <span className="block text-muted">{loaderData.roles.join(', ')}</span>
          </p>
          <SignOut />
        </div>
      }
    >
      <div className="flex flex-col gap-6 lg:flex-row">
        <nav aria-label={staffTexts.navLabel} className="lg:w-56 lg:shrink-0">
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            <li>
              <NavLink to="/staff" end className={navClasses}>
                {staffTexts.nav.home}
              </NavLink>
            </li>
            {loaderData.sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className={navClasses}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </StaffShell>
  );
}

function navClasses({ isActive }: { isActive: boolean }) {
  return `flex min-h-11 items-center rounded-input px-3 font-semibold ${isActive ? 'bg-primary-700 text-white' : 'text-primary-700 hover:bg-primary-50'}`;
}

/** A refusal (403) or a missing item (404) inside the back office keeps its frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? typeof error.data === 'string'
      ? error.data
      : `${error.status} ${error.statusText}`
    : staffTexts.common.notFound;
  return (
    <StaffShell>
      <title>{staffTexts.areaTitle}</title>
      <div role="alert" className="rounded-card border border-error bg-error-bg p-6 text-error">
        <h1 className="text-xl font-bold">{message}</h1>
      </div>
      <p className="mt-6">
        <a href="/staff" className="font-semibold text-primary-700 underline underline-offset-2">
          {staffTexts.nav.home}
        </a>
      </p>
    </StaffShell>
  );
}
