import type { Route } from './+types/leadership';
import { LeadershipTabs } from '~/components/leadership/leadership-tabs';
import { PersonCard } from '~/components/leadership/person-card';
import { ClosingBanner } from '~/components/layout/closing-banner';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { leadershipTexts } from '~/content/pages/leadership';
import { pageMeta } from '~/lib/meta';
import { contentPageHeaders } from '~/page-delivery';
import { loadLeadership } from './leadership.server';

/** Kept by the document cache until the next publish of a profile, on every instance (decision 097). */
export const headers = contentPageHeaders;

/** /directors, /management and /team: one list page, the group read from the path. */
export const loader = (args: Route.LoaderArgs) => loadLeadership(args);

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description } = leadershipTexts[loaderData.category];
  return pageMeta({ title, description, path: `/${loaderData.category}` });
}

export default function LeadershipPage({ loaderData }: Route.ComponentProps) {
  const { category, people } = loaderData;
  const copy = leadershipTexts[category];
  return (
    <>
      <PageBanner title={copy.title} crumbs={[{ label: 'About', to: '/about' }]} lead={copy.lead} />
      <Container className="py-8 sm:py-12">
        <LeadershipTabs />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {people.map((person) => (
            <li key={person.profile}>
              <PersonCard person={person} href={`/${category}/${person.profile}`} />
            </li>
          ))}
        </ul>
      </Container>
      <ClosingBanner />
    </>
  );
}
