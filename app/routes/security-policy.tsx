import { Link } from '~/components/ui/link';
import type { Route } from './+types/security-policy';
import { PolicyDocumentView } from '~/components/policy/policy-document-view';
import { SECURITY_POLICY_PATHS } from '@domain/content/policy';
import { policyPageMeta } from '~/components/policy/policy-page-data';
import { contentPageHeaders } from '~/page-delivery';
import { loadPolicyPage } from './policy-page.server';

/** Kept by the document cache until the next publish of an information page (decision 105). */
export const headers = contentPageHeaders;

/** One module for the seven information security policies: the pathname picks the policy. */
export async function loader(args: Route.LoaderArgs) {
  const { page, documents } = await loadPolicyPage(args);
  return {
    ...page,
    otherPolicies: documents
      .filter((policy) => SECURITY_POLICY_PATHS.includes(policy.path) && policy.path !== page.document.path)
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
