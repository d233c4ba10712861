import { z } from 'zod';
import { contentTexts } from '../messages/back-office/content';
import { ARTICLE_FIELDS, hasCover, TagsSchema } from './post';

/*
 * Newsletter issues and video posts as content items (issue 31, decision 103): each is a post's
 * article under /newsletter-single/{key}, one address space for both kinds. Relative imports:
 * react-router.config.ts loads this file without the path aliases.
 */

/** An issue of Home Matters: the article's fields, its tags and the issue's label ('Issue 4 · April 2025'). */
export const NewsletterBodySchema = z
  .object({
    ...ARTICLE_FIELDS,
    tags: TagsSchema,
    issue: z
      .string()
      .trim()
      .min(3, { error: contentTexts.newsletter.errors.issue })
      .max(60, { error: contentTexts.newsletter.errors.issue }),
  })
  .strict()
  .superRefine(hasCover);
export type NewsletterBody = z.infer<typeof NewsletterBodySchema>;

const film = contentTexts.video.errors;

/** The film's own address: an https page the site links to and never embeds (no third-party host on our pages). */
export const FilmUrlSchema = z.url({ protocol: /^https$/, error: film.filmUrl }).max(500, { error: film.filmUrl });
export const FilmTitleSchema = z.string().trim().min(5, { error: film.filmTitle }).max(120, { error: film.filmTitle });

/**
 * A video post: the article's fields and the film it links to, by its address and title. It has no
 * view count: the film's host counts its views, and a number here could only be made up.
 */
export const VideoBodySchema = z
  .object({ ...ARTICLE_FIELDS, film: z.strictObject({ url: FilmUrlSchema, title: FilmTitleSchema }) })
  .strict()
  .superRefine(hasCover);
export type VideoBody = z.infer<typeof VideoBodySchema>;
