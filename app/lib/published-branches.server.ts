import { readPublished } from '@server/content/content-work';
import type { Services } from '@server/services';
import { toBranchCard } from '~/content/pages/branches';

/** Every published branch as its card draws it, in the cards' order (decision 097). */
export async function publishedBranches(services: Services) {
  return (await readPublished(services, 'branch')).map(toBranchCard);
}
