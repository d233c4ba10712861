import { HYDRATED_PAGE } from '~/lib/route-handle';
import { NavLink, Outlet } from 'react-router';
import type { Route } from './+types/account';
import { SessionTimeout } from '~/components/customer-area/session-timeout';
import { buttonClasses } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { customerAreaTexts } from '@domain/messages/customer-area';
import { loadAccount } from './account.server';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const texts = customerAreaTexts.area;
const SECTIONS = [
  { to: '/account', label: texts.nav.overview, end: true },
  { to: '/account/profile', label: texts.nav.profile, end: false },
  { to: '/account/security', label: texts.nav.security, end: false },
  { to: '/account/privacy', label: texts.nav.privacy, end: false },
];

/** Every page of the area is the customer's own: never cached, never indexed. */
export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
}

export const loader = (args: Route.LoaderArgs) => loadAccount(args);

/** The signed-in customer's area: its sections, sign-out, and the idle warning. */
export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={texts.title} lead={loaderData.name ? texts.greeting(loaderData.name) : texts.lead} />
      <Container className="py-8 sm:py-12">
        <div className="flex flex-wrap items-center justify-between gap-4 border-b border-border pb-4">
          <nav aria-label={texts.title}>
            <ul className="flex flex-wrap gap-2">
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={section.end}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center rounded-input px-3 font-semibold ${isActive ? 'bg-primary-700 text-white' : 'text-primary-700 hover:bg-primary-50'}`
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <form method="post" action="/logout">
            <button type="submit" className={buttonClasses('outline', 'sm')}>
              {texts.signOut}
            </button>
          </form>
        </div>
        <div className="pt-8">
          <Outlet />
        </div>
      </Container>
      <SessionTimeout idleSeconds={loaderData.idleSeconds} />
    </>
  );
}
