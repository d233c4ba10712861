import { data } from 'react-router';
import { Link } from '~/components/ui/link';
import type { Route } from './+types/security-policy';
import { PolicyDocumentView } from '~/components/policy/policy-document-view';
import { policyPageData, policyPageMeta } from '~/components/policy/policy-page-data';
import { findPolicyDocument } from '~/content/policies';
import { securityPolicies } from '~/content/policies/security-policies';
import { publicPageHeaders } from '~/page-delivery';

export const headers = publicPageHeaders;

/** One module for the seven information security policies: the pathname picks the policy. */
export function loader({ url }: Route.LoaderArgs) {
  const document = findPolicyDocument(url.pathname);
  if (!document) throw data(null, { status: 404 });
  return {
    ...policyPageData(document),
    otherPolicies: securityPolicies
      .filter((policy) => policy.path !== document.path)
      .map(({ path, title }) => ({ path, title })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? policyPageMeta(loaderData.document) : [{ title: 'Page not found' }];
}

export default function SecurityPolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <PolicyDocumentView data={loaderData}>
      <nav aria-labelledby="other-policies-heading" className="mt-12 max-w-[70ch] border-t border-border pt-8">
        <h2 id="other-policies-heading" className="text-xl font-bold">
          Our other information security policies
        </h2>
        <ul className="mt-3">
          {loaderData.otherPolicies.map((policy) => (
            <li key={policy.path}>
              <Link
                to={policy.path}
                className="inline-flex min-h-11 items-center font-medium text-primary-700 underline-offset-2 hover:underline"
              >
                {policy.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PolicyDocumentView>
  );
}
