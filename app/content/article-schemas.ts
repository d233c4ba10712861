import { z } from 'zod';

/**
 * Schemas of the site's articles as their pages draw them (specification 3: Blog post, Review). Every
 * article is content in the database, checked by its kind's body when saved (domain/content/); the
 * unit tests check the drawn articles against these.
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

export type Author = z.infer<typeof AuthorSchema>;
export type Reply = z.infer<typeof ReplySchema>;
export type Review = z.infer<typeof ReviewSchema>;
export type BlogPost = z.infer<typeof BlogPostSchema>;
