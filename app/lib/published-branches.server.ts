import { keptUntilPublish } from '@server/content/kept-until-publish';
import { readPublished } from '@server/content/content-work';
import type { Services } from '@server/services';
import { toBranchCard } from '~/content/pages/branches';

/** Every published branch as its card draws it, in the cards' order (decision 097). */
export function publishedBranches(services: Services) {
  return keptUntilPublish(services, 'publishedBranches', 'branch', async () => {
    return (await readPublished(services, 'branch')).map(toBranchCard);
  });
}
