import { z } from 'zod';
import { contentTexts } from '../messages/back-office/content';
import { ARTICLE_FIELDS, hasCover, tagsSchema } from './post';

/*
 * The privacy policy as a content item (issue 31, decision 106): a blog-style article (specification
 * 2.10) that the Data Protection Officer changes without a release. One item, never added or
 * withdrawn: its key is the page's path.
 */

const texts = contentTexts.privacy.errors;

/** The privacy article's page and its two other addresses (specification 2.1); the first is canonical. */
export const PRIVACY_POLICY_PATHS = ['/privacy-policy', '/terms-of-service', '/cookie-policy'] as const;
/** The one item's key. */
export const PRIVACY_KEY = PRIVACY_POLICY_PATHS[0];

/** The most tags the article carries: the page of specification 2.10 shows five. */
export const MAX_PRIVACY_TAGS = 5;

/**
 * A version of the privacy article: an article's fields (its date is the day it was first posted),
 * one to five tags, and the day this version of the policy takes effect, which the page shows as the
 * article's modified date.
 */
export const PrivacyBodySchema = z
  .object({
    ...ARTICLE_FIELDS,
    tags: tagsSchema(MAX_PRIVACY_TAGS, texts.tags),
    effectivedate: z.iso.date({ error: texts.effectivedate }),
  })
  .strict()
  .superRefine(hasCover);
export type PrivacyBody = z.infer<typeof PrivacyBodySchema>;
