import { Link } from '~/components/ui/link';
import type { Route } from './+types/policy-page';
import { PolicyDocumentView } from '~/components/policy/policy-document-view';
import { policyPageMeta } from '~/components/policy/policy-page-data';
import { contentPageHeaders } from '~/page-delivery';
import { loadPolicyPage } from './policy-page.server';

/** Kept by the document cache until the next publish of an information page (decision 105). */
export const headers = contentPageHeaders;

/** One module for the information pages drawn from content: the pathname picks the page. */
export const loader = loadPolicyPage;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? policyPageMeta(loaderData.document) : [];
}

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { otherPolicies } = loaderData;
  return (
    <PolicyDocumentView data={loaderData}>
      {otherPolicies.length > 0 ? (
        <nav aria-labelledby="other-policies-heading" className="mt-12 max-w-[70ch] border-t border-border pt-8">
          <h2 id="other-policies-heading" className="text-xl font-bold">
            Our other information security policies
          </h2>
          <ul className="mt-3">
            {otherPolicies.map((policy) => (
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
      ) : null}
    </PolicyDocumentView>
  );
}
