import type { Route } from './+types/search';
import { servicesContext } from '@server/request-context';
import {
  issueEntries,
  leaderEntries,
  policyEntries,
  postEntries,
  privacyEntries,
  propertyEntries,
  searchIndex,
  searchSite,
  videoEntries,
} from '~/content/search-index';
import { publishedLeaders } from '~/lib/published-leaders.server';
import { publishedPolicies } from '~/lib/published-policies.server';
import { publishedProperties } from '~/lib/published-listings.server';
import {
  publishedIssues,
  publishedPosts,
  publishedPrivacyArticles,
  publishedVideos,
} from '~/lib/published-articles.server';

/** Longer queries are cut: no page title is this long, and it bounds the work per request. */
const MAX_QUERY_LENGTH = 100;

/** One page of results among the site's entries and the published listings', posts', issues', video posts', people's, information pages' and privacy article's (decisions 095 to 097, 103, 105, 106). */
export async function loadSearch({ url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const query = (url.searchParams.get('search') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const [properties, posts, issues, videos, people, policies, privacy] = await Promise.all([
    publishedProperties(services),
    publishedPosts(services),
    publishedIssues(services),
    publishedVideos(services),
    publishedLeaders(services),
    publishedPolicies(services),
    publishedPrivacyArticles(services),
  ]);
  const entries = [
    ...searchIndex(),
    ...propertyEntries(properties),
    ...postEntries(posts),
    ...issueEntries(issues),
    ...videoEntries(videos),
    ...leaderEntries(people),
    ...policyEntries(policies),
    ...privacyEntries(privacy),
  ];
  return { query, ...searchSite(query, entries, Number(url.searchParams.get('page') ?? 1)) };
}
