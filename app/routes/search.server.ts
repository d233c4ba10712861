import type { Route } from './+types/search';
import { servicesContext } from '@server/request-context';
import { leaderEntries, propertyEntries, searchIndex, searchSite } from '~/content/search-index';
import { publishedLeaders } from '~/lib/published-leaders.server';
import { publishedProperties } from '~/lib/published-listings.server';

/** Longer queries are cut: no page title is this long, and it bounds the work per request. */
const MAX_QUERY_LENGTH = 100;

/** One page of results among the site's entries and the published listings' and people's (decisions 095, 097). */
export async function loadSearch({ url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const query = (url.searchParams.get('search') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const entries = [
    ...searchIndex(),
    ...leaderEntries(await publishedLeaders(services)),
    ...propertyEntries(await publishedProperties(services)),
  ];
  return { query, ...searchSite(query, entries, Number(url.searchParams.get('page') ?? 1)) };
}
