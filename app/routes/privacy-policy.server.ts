import { data } from 'react-router';
import { publishedPrivacyArticles } from '~/lib/published-articles.server';
import type { Route } from './+types/privacy-policy';
import { servicesContext } from '@server/request-context';
import { privacyPageData } from '~/components/privacy/privacy-page-data';

/** The published privacy article, whichever of its three addresses is asked (decision 106). */
export async function loadPrivacyPage({ context }: Pick<Route.LoaderArgs, 'context'>) {
  const [article] = await publishedPrivacyArticles(context.get(servicesContext));
  if (!article) throw data(null, { status: 404 });
  return privacyPageData(article);
}
