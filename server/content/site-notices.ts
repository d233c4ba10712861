import { isNoticeShown } from '../../domain/content/notice';
import type { Services } from '../services';
import { readPublished } from './content-work';
import { keptUntilPublish } from './kept-until-publish';
import { PUBLICATION_CHECK_MS } from './publications';

/**
 * The site notices every public page shows at a time (decision 100): the published ones inside their
 * dates. The published notices are kept until the kind's counter moves, and the counter is read at
 * most once every `checkMs` per instance (as the document cache's, decision 092), one query shared by
 * the requests waiting; the dates are judged at each request, so a notice appears on its first day
 * and goes after its last without a publish. If the notices cannot be read, the pages go out without.
 */
export function shownNotices(
  services: Services,
  { checkMs = PUBLICATION_CHECK_MS, clock = Date.now }: { checkMs?: number; clock?: () => number } = {},
) {
  let read: { at: number; notices: ReturnType<typeof published> } | undefined;
  const published = () =>
    keptUntilPublish(services, 'siteNotices', 'notice', async () =>
      (await readPublished(services, 'notice')).map(({ body }) => body),
    ).catch(() => []);
  return async function noticesAt(now: Date) {
    if (!read || clock() - read.at >= checkMs) read = { at: clock(), notices: published() };
    return (await read.notices).filter((notice) => isNoticeShown(notice, now));
  };
}
