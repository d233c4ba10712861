import { ArrowLeft } from 'lucide-react';
import { data } from 'react-router';
import { Link } from '~/components/ui/link';
import type { Route } from './+types/leadership-profile';
import { biographyParagraphs } from '~/components/leadership/person-view';
import { PersonAvatar } from '~/components/leadership/person-avatar';
import { SocialLinks } from '~/components/leadership/social-links';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import {
  createCoordinator,
  profileCategoryOf,
  selectedGroup,
  selectedPerson,
  setCategory,
} from '~/content/leadership-coordinator';
import { leadershipTexts } from '~/content/pages/leadership';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/page-delivery';

export const headers = publicPageHeaders;

/** How many others of the same board or team the profile lists beside the biography. */
const COLLEAGUES_SHOWN = 5;

/** /directors/{profile} and /management/{profile}: one person; an unknown profile is a 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  const category = profileCategoryOf(new URL(request.url).pathname);
  const coordinator = setCategory(createCoordinator(), category, params.profile.toLowerCase());
  const person = selectedPerson(coordinator);
  if (!person) throw data(null, { status: 404 });
  const { profile, name, designation, photo, socialmedia, detail } = person;
  const colleagues = selectedGroup(coordinator)
    .filter((other) => other.profile !== profile)
    .slice(0, COLLEAGUES_SHOWN)
    .map((other) => ({ profile: other.profile, name: other.name, designation: other.designation, photo: other.photo }));
  return {
    category,
    person: { profile, name, designation, photo, socialmedia, paragraphs: biographyParagraphs(detail) },
    colleagues,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { category, person } = loaderData;
  return pageMeta({
    title: `${person.name}, ${person.designation}`,
    description: person.paragraphs[0],
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
          <article className="grid gap-8 md:grid-cols-[auto_minmax(0,1fr)]">
            <div className="flex flex-col items-center gap-4 md:items-start">
              <PersonAvatar profile={person.profile} photo={person.photo} size="lg" isAboveFold />
              <SocialLinks name={person.name} links={person.socialmedia} />
            </div>
            <div className="max-w-prose">
              <h2 className="text-lg font-semibold">Biography</h2>
              {person.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed">
                  {paragraph}
                </p>
              ))}
              <Link
                to={`/${category}`}
                className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline-offset-4 hover:underline"
              >
                <ArrowLeft aria-hidden="true" size={18} /> Back to {group.title}
              </Link>
            </div>
          </article>
          <aside
            aria-labelledby="colleagues-title"
            className="rounded-card border border-border bg-surface-subtle p-5 lg:self-start"
          >
            <h2 id="colleagues-title" className="text-lg font-semibold">
              Also on the {group.title}
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              {colleagues.map((colleague) => (
                <li key={colleague.profile}>
                  <Link
                    to={`/${category}/${colleague.profile}`}
                    className="group flex min-h-11 items-center gap-3 rounded-input"
                  >
                    <PersonAvatar profile={colleague.profile} photo={colleague.photo} size="sm" />
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
