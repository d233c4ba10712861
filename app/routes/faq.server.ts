import type { Route } from './+types/faq';
import { readPublishedFaq } from '@server/content/content-work';
import { servicesContext } from '@server/request-context';
import { FAQ_MAX_QUERY_LENGTH, faqView } from '~/content/faq';

/** The published entries, read when the page is rendered: once per publish and instance (decision 092). */
export async function loadFaq({ url, context }: Route.LoaderArgs) {
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, FAQ_MAX_QUERY_LENGTH);
  return { query, ...faqView(await readPublishedFaq(context.get(servicesContext)), query) };
}
