import type { Route } from './+types/terms-and-conditions';
import { PolicyDocumentView } from '~/components/policy/policy-document-view';
import { policyPageData, policyPageMeta } from '~/components/policy/policy-page-data';
import { termsAndConditions } from '~/content/policies/terms-and-conditions';
import { publicPageHeaders } from '~/page-delivery';

export const headers = publicPageHeaders;

export function loader() {
  return policyPageData(termsAndConditions);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? policyPageMeta(loaderData.document) : [];
}

export default function TermsAndConditionsPage({ loaderData }: Route.ComponentProps) {
  return <PolicyDocumentView data={loaderData} />;
}
