import { ArrowLeft } from 'lucide-react';
import { Link } from '~/components/ui/link';
import type { Route } from './+types/leadership-profile';
import { LeaderProfile } from '~/components/leadership/leader-profile';
import { PersonAvatar } from '~/components/leadership/person-avatar';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { leadershipTexts } from '~/content/pages/leadership';
import { pageMeta } from '~/lib/meta';
import { contentPageHeaders } from '~/page-delivery';
import { loadLeadershipProfile } from './leadership-profile.server';

/** Kept by the document cache until the next publish of a profile, on every instance (decision 097). */
export const headers = contentPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadLeadershipProfile(args);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { category, person } = loaderData;
  return pageMeta({
    title: `${person.name}, ${person.designation}`,
    description: person.description,
    path: `/${category}/${person.profile}`,
    type: 'article',
  });
}

export default function LeadershipProfilePage({ loaderData }: Route.ComponentProps) {
  const { category, person, colleagues } = loaderData;
  const group = leadershipTexts[category];
  return (
    <>
      <PageBanner
        title={person.name}
        crumbs={[
          { label: 'About', to: '/about' },
          { label: group.title, to: `/${category}` },
        ]}
        lead={person.designation}
      />
      <Container className="py-8 sm:py-12">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <LeaderProfile person={person} isAboveFold>
            <Link
              to={`/${category}`}
              className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" size={18} /> Back to {group.title}
            </Link>
          </LeaderProfile>
          <aside
            aria-labelledby="colleagues-title"
            className="rounded-card border border-border bg-surface-subtle p-5 lg:self-start"
          >
            <h2 id="colleagues-title" className="text-lg font-semibold">
              {group.colleagues}
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              {colleagues.map((colleague) => (
                <li key={colleague.profile}>
                  <Link
                    to={`/${category}/${colleague.profile}`}
                    className="group flex min-h-11 items-center gap-3 rounded-input"
                  >
                    <PersonAvatar profile={colleague.profile} name={colleague.name} photo={colleague.photo} size="sm" />
                    <span>
                      <span className="block font-semibold leading-snug text-ink group-hover:text-primary-700 group-hover:underline">
                        {colleague.name}
                      </span>
                      <span className="block text-sm text-muted">{colleague.designation}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Container>
    </>
  );
}
