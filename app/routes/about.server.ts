import type { Route } from './+types/about';
import { servicesContext } from '@server/request-context';
import { nhfLoanSummary } from '~/content/pages/nhf';
import { NHF_PRODUCT_CODE, productPathByCode } from '~/content/pages/product-links';
import { publishedBranches } from '~/lib/published-branches.server';

/** The published branches, read when the page is rendered: once per branch publish and instance (decision 097). */
export async function loadAbout({ context }: Route.LoaderArgs) {
  return {
    nhfLoanSummary: nhfLoanSummary(),
    nhfPath: productPathByCode(NHF_PRODUCT_CODE),
    branches: await publishedBranches(context.get(servicesContext)),
  };
}
