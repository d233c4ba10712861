import { keptUntilPublish } from '@server/content/kept-until-publish';
import { readPublished } from '@server/content/content-work';
import type { Services } from '@server/services';
import { toPolicyDocument } from '~/content/policies';

/** Every published information page, in the route table's order (decision 105). */
export function publishedPolicies(services: Services) {
  return keptUntilPublish(services, 'publishedPolicies', 'policy', async () =>
    (await readPublished(services, 'policy')).map(toPolicyDocument),
  );
}
