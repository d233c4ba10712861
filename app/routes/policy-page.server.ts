import { data } from 'react-router';
import type { Route } from './+types/policy-page';
import { SECURITY_POLICY_PATHS } from '@domain/content/policy';
import { servicesContext } from '@server/request-context';
import { policyPageData } from '~/components/policy/policy-page-data';
import { findPolicyDocument } from '~/content/policies';
import { publishedPolicies } from '~/lib/published-policies.server';

/**
 * The published information page at the address (decision 105), 404 for one not published; a
 * security policy lists the other security policies.
 */
export async function loadPolicyPage({ url, context }: Pick<Route.LoaderArgs, 'url' | 'context'>) {
  const documents = await publishedPolicies(context.get(servicesContext));
  const document = findPolicyDocument(documents, url.pathname);
  if (!document) throw data(null, { status: 404 });
  const isSecurityPolicy = (path: string) => SECURITY_POLICY_PATHS.includes(path);
  return {
    ...policyPageData(document),
    otherPolicies: isSecurityPolicy(document.path)
      ? documents
          .filter((policy) => isSecurityPolicy(policy.path) && policy.path !== document.path)
          .map(({ path, title }) => ({ path, title }))
      : [],
  };
}
