import { data } from 'react-router';
import type { Route } from './+types/leadership-profile';
import { servicesContext } from '@server/request-context';
import { profileCategoryOf } from '~/content/leaders';
import { publishedLeaders } from '~/lib/published-leaders.server';

/** How many others of the same board or team the profile lists beside the biography. */
const COLLEAGUES_SHOWN = 5;

/** /directors/{profile}, /management/{profile} and /team/{profile}: one published person; an unknown or unpublished profile is a 404. */
export async function loadLeadershipProfile({ request, params, context }: Route.LoaderArgs) {
  const category = profileCategoryOf(new URL(request.url).pathname);
  const group = (await publishedLeaders(context.get(servicesContext))).filter((person) => person.category === category);
  const wanted = params.profile.toLowerCase();
  const person = group.find((candidate) => candidate.profile === wanted);
  if (!person) throw data(null, { status: 404 });
  const colleagues = group
    .filter((other) => other !== person)
    .slice(0, COLLEAGUES_SHOWN)
    .map(({ profile, name, designation, photo }) => ({ profile, name, designation, photo }));
  return { category, person, colleagues };
}
