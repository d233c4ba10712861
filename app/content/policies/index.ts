import { z } from 'zod';
import { parseContent, type PolicyDocument, PolicyDocumentSchema } from '../article-schemas';
import { securityPolicies } from './security-policies';
import { termsAndConditions } from './terms-and-conditions';
import { vendorPolicy } from './vendor-policy';

/*
 * The policy documents with their own pages (the privacy article is in privacy-policy.ts).
 * Relative imports only: read by react-router.config.ts for the prerender paths.
 */

const PolicyListSchema = z.array(PolicyDocumentSchema).superRefine((documents, context) => {
  const paths = new Set<string>();
  for (const { path } of documents) {
    if (paths.has(path)) context.addIssue({ code: 'custom', message: `duplicate path: ${path}` });
    paths.add(path);
  }
});

export const policyDocuments: readonly PolicyDocument[] = parseContent(
  PolicyListSchema,
  [termsAndConditions, vendorPolicy, ...securityPolicies],
  'app/content/policies',
);

/** The document served at a path, whatever its letter case (the route table matches any case). */
export function findPolicyDocument(pathname: string): PolicyDocument | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return policyDocuments.find((document) => document.path === path);
}
