import type { Route } from './+types/home';
import { servicesContext } from '@server/request-context';
import { homeData } from '~/content/pages/home-data';
import { publishedBranches } from '~/lib/published-branches.server';
import { publishedProperties } from '~/lib/published-listings.server';
import { publishedPosts } from '~/lib/published-articles.server';

/** The published listings, posts and branches, read when the page is rendered: once per publish of one and instance (decision 101). */
export async function loadHome({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [properties, posts, branches] = await Promise.all([
    publishedProperties(services),
    publishedPosts(services),
    publishedBranches(services),
  ]);
  return { ...homeData({ properties, posts }), branches };
}
