import { z } from 'zod';
import { contentTexts } from '../messages/back-office/content';
import { everyLinkAllowed } from './markdown';

/*
 * A blog post as a content item (issue 31, decision 096); its key is the slug of /blog-single/{key},
 * chosen when the post is added and never changed. Relative imports: react-router.config.ts loads
 * this file without the path aliases.
 */

const texts = contentTexts.post.errors;

/** The tag-name table: posts carry numeric tag ids (specification 3). */
export const BLOG_TAGS: Readonly<Record<number, string>> = {
  1: 'Mortgages',
  2: 'National Housing Fund',
  3: 'Savings',
  4: 'Property',
  5: 'Security',
  6: 'Diaspora',
  7: 'Company News',
  8: 'BVN and NIN',
  9: 'Rent to Own',
  10: 'Privacy',
  11: 'Land Titles',
  12: 'Personal Finance',
  13: 'Your Rights',
};

/** The most tags a post carries. */
export const MAX_POST_TAGS = 3;

/** Who writes the bank's articles: a team, with its role under the name; '' photo draws initials. */
export const AUTHORS = {
  mortgageDesk: { authorname: 'Mortgage Advisory Desk', authorphoto: '', authorrole: 'Retail Mortgages' },
  communications: { authorname: 'Corporate Communications', authorphoto: '', authorrole: 'Office of the MD/CEO' },
  security: { authorname: 'Information Security Team', authorphoto: '', authorrole: 'Fraud and Cyber Risk' },
  customerExperience: { authorname: 'Customer Experience Team', authorphoto: '', authorrole: 'Service and Branches' },
  dataProtection: { authorname: 'Data Protection Office', authorphoto: '', authorrole: 'Data Protection Officer' },
} as const;
export type AuthorKey = keyof typeof AUTHORS;
const AUTHOR_KEYS = Object.keys(AUTHORS) as [AuthorKey, ...AuthorKey[]];

/** The address of a post: lower-case words joined by single hyphens. */
export const PostSlugSchema = z
  .string()
  .trim()
  .min(3, { error: texts.slug })
  .max(80, { error: texts.slug })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: texts.slug });

const words = (min: number, max: number, error: string) => z.string().trim().min(min, { error }).max(max, { error });

/** Tags of the table, each once: from one to `max` of them, `error` naming that count. */
export const tagsSchema = (max: number, error: string) =>
  z
    .array(
      z
        .number()
        .int()
        .refine((tag) => Object.hasOwn(BLOG_TAGS, tag), { error }),
      { error },
    )
    .min(1, { error })
    .max(max, { error })
    .refine((tags) => new Set(tags).size === tags.length, { error: texts.tagsTwice });

/** The tags of a post or newsletter issue: one to three of the table, each once. */
export const TagsSchema = tagsSchema(MAX_POST_TAGS, texts.tags);

/**
 * The fields every article of the site has (a post, a newsletter issue, a video post, decision 103):
 * its words, date, author and cover, a picture of the library (decision 093) whose alt text is the
 * picture's own. The body is Markdown of the articles' subset (## and ### headings, lists, notes,
 * **bold**, links), each link one that domain/content/markdown.ts allows. A seed article has no
 * picture: it names the sample drawing it shows instead (`drawing`), which only the seed sets.
 */
export const ARTICLE_FIELDS = {
  title: words(5, 160, texts.title),
  date: z.iso.date({ error: texts.date }),
  author: z.enum(AUTHOR_KEYS, { error: texts.author }),
  summary: words(40, 240, texts.summary),
  body: words(200, 30_000, texts.body).refine(everyLinkAllowed, { error: texts.link }),
  pictureId: z.uuid({ error: texts.picture }).optional(),
  drawing: z
    .strictObject({ src: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/), alt: z.string().min(10) })
    .optional(),
};

/** An article with its cover: a library picture, or the seed's drawing. */
export function hasCover(article: { pictureId?: string; drawing?: unknown }, context: z.RefinementCtx) {
  if (article.pictureId === undefined && article.drawing === undefined)
    context.addIssue({ code: 'custom', path: ['pictureId'], message: texts.picture });
}

/** A post's version: the article's fields and its tags. */
export const PostBodySchema = z
  .object({ ...ARTICLE_FIELDS, tags: TagsSchema })
  .strict()
  .superRefine(hasCover);
export type PostBody = z.infer<typeof PostBodySchema>;
