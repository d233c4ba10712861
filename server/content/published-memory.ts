import type { ContentKind } from '../../domain/content/content-model';

export type PublicationCounts = Map<ContentKind, number>;

/**
 * What an instance remembers of the published content (decisions 092, 102): its last read of the
 * publication counts, and what each kept reader made with the counter it was made under. One per
 * services, so that two apps in one process (the tests' two instances) remember apart.
 */
export interface PublishedMemory {
  lastCounts?: { at: number; counts: Promise<PublicationCounts | null> };
  kept: Map<string, { counter: number; value: Promise<unknown> }>;
}

export const createPublishedMemory = (): PublishedMemory => ({ kept: new Map() });
