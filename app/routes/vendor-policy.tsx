import type { Route } from './+types/vendor-policy';
import { PolicyDocumentView } from '~/components/policy/policy-document-view';
import { policyPageMeta } from '~/components/policy/policy-page-data';
import { contentPageHeaders } from '~/page-delivery';
import { loadPolicyPage } from './policy-page.server';

/** Kept by the document cache until the next publish of an information page (decision 105). */
export const headers = contentPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  return (await loadPolicyPage(args)).page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? policyPageMeta(loaderData.document) : [];
}

export default function VendorPolicyPage({ loaderData }: Route.ComponentProps) {
  return <PolicyDocumentView data={loaderData} />;
}
