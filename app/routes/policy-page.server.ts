import { data } from 'react-router';
import type { Route } from './+types/vendor-policy';
import { servicesContext } from '@server/request-context';
import { policyPageData } from '~/components/policy/policy-page-data';
import { findPolicyDocument } from '~/content/policies';
import { publishedPolicies } from '~/lib/published-policies.server';

/** The published information page at the address, and the others (decision 105); 404 for one not published. */
export async function loadPolicyPage({ url, context }: Pick<Route.LoaderArgs, 'url' | 'context'>) {
  const documents = await publishedPolicies(context.get(servicesContext));
  const document = findPolicyDocument(documents, url.pathname);
  if (!document) throw data(null, { status: 404 });
  return { page: policyPageData(document), documents };
}
