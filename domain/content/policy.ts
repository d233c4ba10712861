import { z } from 'zod';
import { contentTexts } from '../messages/back-office/content';
import { everyLinkAllowed } from './markdown';
import SECURITY_POLICY_PATHS from './policies/security-policy-paths.json';

/*
 * An information page's text as a content item (issue 31, decision 105): the terms and conditions,
 * the vendor policy and the seven information security policies. Its key is the page's path; editors
 * change the pages the site has, never add one (a page needs a route). Relative imports:
 * react-router.config.ts loads the seed without the path aliases.
 */

const texts = contentTexts.policy.errors;

export { SECURITY_POLICY_PATHS };
/** The information pages, each item's key: a fixed set, one route each (app/public-pages.ts). */
export const POLICY_PATHS: readonly string[] = ['/terms-and-conditions', '/vendor-policy', ...SECURITY_POLICY_PATHS];
const words = (min: number, max: number, error: string) => z.string().trim().min(min, { error }).max(max, { error });

/**
 * A version of a page: its title, summary, the document-control facts the page shows (version,
 * effective date, owner, approver, review cycle) and its text in the articles' Markdown (## and ###
 * headings, lists, notes, **bold**, links), each link one that domain/content/markdown.ts allows.
 */
export const PolicyBodySchema = z.strictObject({
  title: words(5, 160, texts.title),
  summary: words(40, 240, texts.summary),
  version: z
    .string()
    .trim()
    .regex(/^\d{1,3}\.\d{1,3}$/, { error: texts.version }),
  effectivedate: z.iso.date({ error: texts.effectivedate }),
  owner: words(3, 120, texts.owner),
  approvedby: words(3, 120, texts.approvedby),
  /** How often the owner reviews the document, as a phrase ('every year'). */
  reviewcycle: words(3, 120, texts.reviewcycle),
  body: words(200, 60_000, texts.body).refine(everyLinkAllowed, { error: texts.link }),
});
export type PolicyBody = z.infer<typeof PolicyBodySchema>;

/** A page's text with its path (the item's key): as the seed writes it and the page draws it. */
export type PolicyDocument = PolicyBody & { path: string };
