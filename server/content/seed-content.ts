import { and, asc, eq } from 'drizzle-orm';
import { CONTENT_KINDS, type ContentKind } from '../../domain/content/content-model';
import { BRANCH_SEED } from '../../domain/content/branch-seed';
import { contentKind } from '../../domain/content/kinds';
import { LEADER_SEED } from '../../domain/content/leader-seed';
import { LISTING_SEED } from '../../domain/content/listing-seed';
import { POLICY_SEED } from '../../domain/content/policy-seed';
import { NEWSLETTER_SEED, VIDEO_SEED } from '../../domain/content/newsletter-seed';
import { POST_SEED } from '../../domain/content/post-seed';
import { PRIVACY_SEED } from '../../domain/content/privacy-seed';
import { PRODUCT_SEED } from '../../domain/content/product-seed';
import { contentTexts } from '../../domain/messages/back-office/content';
import { countPublication, publishing } from './publications';
import { ConfigError } from '../config';
import { contentItems, contentVersions } from '../db/schema';
import type { Services } from '../services';
import { FAQ_SEED } from './faq-seed';

/** Each kind's seed, in its page's order: the item's key and its first version's body. */
const SEEDS: Record<ContentKind, { key: string; body: unknown }[]> = {
  faq: FAQ_SEED,
  product: Object.entries(PRODUCT_SEED).map(([id, body]) => ({ key: id, body })),
  listing: LISTING_SEED,
  post: POST_SEED,
  newsletter: NEWSLETTER_SEED,
  video: VIDEO_SEED,
  branch: BRANCH_SEED,
  leader: LEADER_SEED,
  // The bank has no notice to give today: a sample one would show on every page.
  notice: [],
  policy: POLICY_SEED,
  privacy: PRIVACY_SEED,
};

/**
 * For each kind, loads the seed's items the database does not have (every one on a fresh database;
 * those of a kind, or of a group such as the team leads, added to the seed since) as each item's first
 * published version, marked sample. Items are never deleted (withdrawn at most), so an item an editor
 * replaced or withdrew is not loaded again. Instances starting together may both try: the unique key
 * makes the second insert of each item do nothing, and its versions follow only the items it inserted.
 */
export async function seedContent(services: Services) {
  const { db } = services.database;
  for (const kind of CONTENT_KINDS) {
    // A kind without a seed (notices) has nothing to load.
    if (SEEDS[kind].length === 0) continue;
    const existing = await db.select({ key: contentItems.key }).from(contentItems).where(eq(contentItems.kind, kind));
    const known = new Set(existing.map((item) => item.key));
    const missing = [...SEEDS[kind].entries()].filter(([, entry]) => !known.has(entry.key));
    // Nothing to load: no publish to count at each start.
    if (missing.length === 0) continue;
    const now = new Date();
    await publishing(services, async (tx) => {
      for (const [position, entry] of missing) {
        const [item] = await tx
          .insert(contentItems)
          .values({ kind, key: entry.key, position })
          .onConflictDoNothing()
          .returning();
        if (!item) continue;
        await tx.insert(contentVersions).values({
          itemId: item.id,
          number: 1,
          state: 'published',
          body: contentKind(kind).body.parse(entry.body),
          isSample: true,
          publishedAt: now,
        });
      }
      // A seed is a publish: every instance's pages and kept readers of the kind follow it.
      await countPublication(tx, kind, now);
    });
  }
}

/** What the site shows that is still sample content, each named by its kind, key and words. */
export async function publishedSampleContent(services: Services): Promise<string[]> {
  const rows = await services.database.db
    .select({ kind: contentItems.kind, key: contentItems.key, body: contentVersions.body })
    .from(contentVersions)
    .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
    .where(and(eq(contentVersions.state, 'published'), eq(contentVersions.isSample, true)))
    .orderBy(asc(contentItems.kind), asc(contentItems.position));
  return rows.map(({ kind, key, body }) =>
    `${contentTexts.kinds[kind]} ${key}: ${contentKind(kind).describe(key, body)}`.trim(),
  );
}

/** Production refuses to start while sample content is published, naming it, unless a staging server allows it. */
export async function refuseSampleContentInProduction(services: Services) {
  const { config } = services;
  if (!config.isProduction || config.ALLOW_SAMPLE_CONTENT_IN_PRODUCTION) return;
  const samples = await publishedSampleContent(services);
  if (samples.length > 0) throw new ConfigError(contentTexts.sampleRefusal(samples));
}
