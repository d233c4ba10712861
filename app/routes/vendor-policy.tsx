import type { Route } from './+types/vendor-policy';
import { PolicyDocumentView } from '~/components/policy/policy-document-view';
import { policyPageData, policyPageMeta } from '~/components/policy/policy-page-data';
import { vendorPolicy } from '~/content/policies/vendor-policy';
import { publicPageHeaders } from '~/page-delivery';

export const headers = publicPageHeaders;

export function loader() {
  return policyPageData(vendorPolicy);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? policyPageMeta(loaderData.document) : [];
}

export default function VendorPolicyPage({ loaderData }: Route.ComponentProps) {
  return <PolicyDocumentView data={loaderData} />;
}
