import type { Route } from './+types/privacy-policy';
import { PrivacyArticleView } from '~/components/privacy/privacy-article-view';
import { privacyPageMeta } from '~/components/privacy/privacy-page-data';
import { contentPageHeaders } from '~/page-delivery';
import { loadPrivacyPage } from './privacy-policy.server';

/** Kept by the document cache until the next publish of the privacy article (decision 106). */
export const headers = contentPageHeaders;

/** One shared page for /privacy-policy, /terms-of-service and /cookie-policy (specification 2.1 and 2.10). */
export const loader = loadPrivacyPage;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? privacyPageMeta(loaderData) : [];
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <PrivacyArticleView data={loaderData} />;
}
