import type { Route } from './+types/team';
import { LeadershipTabs } from '~/components/leadership/leadership-tabs';
import { PersonCard } from '~/components/leadership/person-card';
import { biographyParagraphs, personSummary } from '~/components/leadership/person-view';
import { SocialLinks } from '~/components/leadership/social-links';
import { ClosingBanner } from '~/components/layout/closing-banner';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { createCoordinator, selectedGroup } from '~/content/leadership-coordinator';
import { leadershipTexts } from '~/content/pages/leadership';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/page-delivery';

export const headers = publicPageHeaders;

/** The team leads: no profile pages of their own, so each card opens its biography in place. */
export function loader() {
  const people = selectedGroup(createCoordinator('teamleads')).map((person) => ({
    ...personSummary(person),
    paragraphs: biographyParagraphs(person.detail),
    socialmedia: person.socialmedia,
  }));
  return { people };
}

export function meta() {
  const { title, description } = leadershipTexts.teamleads;
  return pageMeta({ title, description, path: '/team' });
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const copy = leadershipTexts.teamleads;
  return (
    <>
      <PageBanner title={copy.title} crumbs={[{ label: 'About', to: '/about' }]} lead={copy.lead} />
      <Container className="py-8 sm:py-12">
        <LeadershipTabs />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.people.map((person) => (
            <li key={person.profile}>
              <PersonCard person={person}>
                <details className="mt-4 w-full text-left">
                  <summary className="flex min-h-11 cursor-pointer items-center justify-center font-semibold text-primary-700">
                    Read biography<span className="sr-only"> of {person.name}</span>
                  </summary>
                  {person.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="mt-3 text-sm leading-relaxed">
                      {paragraph}
                    </p>
                  ))}
                  <div className="mt-3">
                    <SocialLinks name={person.name} links={person.socialmedia} />
                  </div>
                </details>
              </PersonCard>
            </li>
          ))}
        </ul>
      </Container>
      <ClosingBanner />
    </>
  );
}
