import type { ContentKind } from '../../domain/content/content-model';
import type { Services } from '../services';
import { currentPublicationCounts } from './publications';

/**
 * What `make` draws from the published versions of `kind`, kept in this instance's memory (`services.publishedMemory`) until the
 * kind's publication counter moves (decision 092): a reader asked on every request (the site search,
 * the sitemap) costs no query while the counts this instance read are fresh (`currentPublicationCounts`,
 * at most one query a second, shared with the document cache), not the versions, their checks and
 * their pictures again. The counters are read first, so what is kept is never older than its
 * counter; a publish on any instance shows within a second, as pages do. A failure is not kept, and
 * while the counts cannot be read every request draws afresh.
 */
export async function keptUntilPublish<T>(
  services: Pick<Services, 'database' | 'publishedMemory'>,
  name: string,
  kind: ContentKind,
  make: () => Promise<T>,
): Promise<T> {
  const counts = await currentPublicationCounts(services);
  if (!counts) return make();
  const counter = counts.get(kind) ?? 0;
  const { kept } = services.publishedMemory;
  const entry = kept.get(name);
  if (entry?.counter === counter) return entry.value as Promise<T>;
  const value = make();
  kept.set(name, { counter, value });
  value.catch(() => {
    if (kept.get(name)?.value === value) kept.delete(name);
  });
  return value;
}
