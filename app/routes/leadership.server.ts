import type { Route } from './+types/leadership';
import { servicesContext } from '@server/request-context';
import { profileCategoryOf } from '~/content/leaders';
import { publishedLeaders } from '~/lib/published-leaders.server';

/** /directors, /management and /team: the group's published people, read once per publish and instance (decision 097). */
export async function loadLeadership({ request, context }: Route.LoaderArgs) {
  const category = profileCategoryOf(new URL(request.url).pathname);
  const people = (await publishedLeaders(context.get(servicesContext))).filter(
    (person) => person.category === category,
  );
  return {
    category,
    people: people.map(({ profile, name, designation, photo, short }) => ({
      profile,
      name,
      designation,
      photo,
      short,
    })),
  };
}
