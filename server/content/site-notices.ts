import { isNoticeShown } from '../../domain/content/notice';
import type { Services } from '../services';
import { readPublished } from './content-work';
import { keptUntilPublish } from './kept-until-publish';

/**
 * The site notices every public page shows at a time (decision 100): the published ones inside their
 * dates. The published notices are kept until the kind's counter moves, which this instance reads at
 * most once a second (`keptUntilPublish`, decision 102); the dates are judged at each request, so a
 * notice appears on its first day and goes after its last without a publish. If the notices cannot be
 * read, the pages go out without.
 */
export function shownNotices(services: Services) {
  const published = () =>
    keptUntilPublish(services, 'siteNotices', 'notice', async () =>
      (await readPublished(services, 'notice')).map(({ body }) => body),
    ).catch(() => []);
  return async function noticesAt(now: Date) {
    return (await published()).filter((notice) => isNoticeShown(notice, now));
  };
}
