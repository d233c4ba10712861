/**
 * The information pages' texts as the site first shows them: seed content (decision 105), loaded on a
 * fresh database as each page's version 1, marked sample; production refuses to start while one is
 * published. Relative imports: react-router.config.ts loads this file without the path aliases.
 */
import { securityPolicies } from './policies/security-policies';
import { termsAndConditions } from './policies/terms-and-conditions';
import { vendorPolicy } from './policies/vendor-policy';

/** In the order of the route table (specification 2.1): each item's key is its page's path. */
export const POLICY_SEED = [termsAndConditions, vendorPolicy, ...securityPolicies].map(({ path, ...body }) => ({
  key: path,
  body,
}));
