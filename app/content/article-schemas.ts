import { z } from 'zod';

/**
 * Schemas of the site's articles (blog posts, the privacy article, specification 3; newsletter issues,
 * video posts and the policy documents are content in the database, domain/content/newsletter.ts and
 * domain/content/policy.ts). Every content module parses its data with them when it is loaded, so a
 * missing field fails the build and the unit tests instead of reaching a visitor.
 *
 * Bodies are written in a small Markdown subset (see app/components/articles/article-markdown.ts):
 * paragraphs, `##`/`###` headings, `-` and `1.` lists, `>` notes, **bold** and [links](/path).
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug');
const isoDate = z.iso.date();
/** Images are served by the site itself (no third-party hosts). */
const imagePath = z.string().regex(/^\/images\/[\w/-]+\.(?:svg|png|jpe?g|webp)$/, 'an image under /images/');
/** A person's picture, or '' for an initials avatar until the bank supplies a photo. */
const personPhoto = z.union([z.literal(''), imagePath]);
const markdown = z.string().min(200);

const AuthorSchema = z.strictObject({
  authorname: z.string().min(2),
  authorphoto: personPhoto,
  /** The team or role shown under the name in the author block. */
  authorrole: z.string().min(2),
});

const commentFields = {
  id: z.number().int().positive(),
  img: personPhoto,
  name: z.string().min(2),
  comment: z.string().min(10),
  commentdate: isoDate,
};

/** A reply to a comment; replies are one level deep. */
const ReplySchema = z.strictObject(commentFields);
const ReviewSchema = z.strictObject({ ...commentFields, replies: z.array(ReplySchema) });

const postFields = {
  id: slug,
  photo: imagePath,
  /** Text alternative of the photo. */
  photoalt: z.string().min(10),
  postdate: isoDate,
  title: z.string().min(5),
  shortdesc: z.string().min(40).max(240),
  author: AuthorSchema,
  views: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  longdescription: markdown,
};

export const BlogPostSchema = z.strictObject({
  ...postFields,
  /** Ids of the tag-name table (BLOG_TAGS). */
  tags: z.array(z.number().int().positive()).min(1),
  reviews: z.array(ReviewSchema),
});

/** The privacy policy, presented as a blog-style article (specification 2.10). */
export const PrivacyArticleSchema = BlogPostSchema.extend({
  /** When this version of the policy took effect (specification 1: 8 August 2023). */
  publisheddate: isoDate,
});

export type Author = z.infer<typeof AuthorSchema>;
export type Reply = z.infer<typeof ReplySchema>;
export type Review = z.infer<typeof ReviewSchema>;
export type BlogPost = z.infer<typeof BlogPostSchema>;
export type PrivacyArticle = z.infer<typeof PrivacyArticleSchema>;

/** Parses content at load time and names the failing item, so a content mistake is easy to find. */
export function parseContent<T extends z.ZodType>(schema: T, data: z.input<T>, name: string): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`Invalid content in ${name}:\n${z.prettifyError(result.error)}`);
  return result.data;
}
