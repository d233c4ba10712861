import type { PictureData } from '../../domain/content/pictures';
import type { NewsletterBody, VideoBody } from '../../domain/content/newsletter';
import { NEWSLETTER_SEED, VIDEO_SEED } from '../../domain/content/newsletter-seed';
import type { BlogPost } from './article-schemas';
import { BANK_REPLY, newestFirst, type Post, toArticle } from './blog';

/*
 * Home Matters, the bank's quarterly newsletter, and the video posts as their pages draw them: each
 * from its published content version (decision 103), read by the server
 * (app/lib/published-articles.server.ts); the back office's preview draws a draft with the same
 * functions. Both live under /newsletter-single/{key}. Relative imports only: this module is also
 * read by react-router.config.ts, where the ~ and @domain aliases do not exist.
 */

/** An issue as its page draws it: a post's fields and the issue's label. */
export type Issue = Post & { issue: string };

/** A video post as its page draws it: no tags, no comments, and no view count (the film's host counts them). */
export type Video = Omit<Post, 'tags' | 'views' | 'reviews'> & { vid: { src: string; title: string } };

/**
 * Readers' comments on the seed issues: sample content that the bank replaces with moderated real
 * comments; they are not edited in the back office and stay with their issue's address. Video posts
 * have none.
 */
const SAMPLE_READER_COMMENTS: Record<string, Pick<BlogPost, 'views' | 'comments' | 'reviews'>> = Object.fromEntries(
  [
    {
      id: 'home-matters-issue-4',
      views: 1480,
      comments: 2,
      reviews: [
        {
          id: 1,
          img: '',
          name: 'Adaobi Chukwu',
          comment: 'Just opened FAMSA Gold for the Big Family Dream. Happy anniversary!',
          commentdate: '2025-04-09',
          replies: [
            {
              id: 2,
              ...BANK_REPLY,
              comment: 'Thank you, Adaobi, and welcome to the celebration!',
              commentdate: '2025-04-09',
            },
          ],
        },
      ],
    },
    {
      id: 'home-matters-issue-3',
      views: 1722,
      comments: 1,
      reviews: [
        {
          id: 1,
          img: '',
          name: 'Peter Ugwu',
          comment: 'The video-call appointments are a great idea for those of us in the Gulf.',
          commentdate: '2025-01-15',
          replies: [],
        },
      ],
    },
    {
      id: 'home-matters-issue-2',
      views: 1935,
      comments: 2,
      reviews: [
        {
          id: 1,
          img: '',
          name: 'Rukayat Lawal',
          comment: 'The NHF question is exactly what I wanted to ask. Thank you.',
          commentdate: '2024-10-16',
          replies: [
            {
              id: 2,
              ...BANK_REPLY,
              comment: 'You are welcome, Rukayat. Send us your next question by e-mail!',
              commentdate: '2024-10-16',
            },
          ],
        },
      ],
    },
    {
      id: 'home-matters-issue-1',
      views: 2210,
      comments: 2,
      reviews: [
        {
          id: 1,
          img: '',
          name: 'Samuel Ojo',
          comment: 'Nice first issue. Please keep the one-page product summaries coming.',
          commentdate: '2024-07-10',
          replies: [
            { id: 2, ...BANK_REPLY, comment: 'We will, Samuel. Thank you for reading.', commentdate: '2024-07-10' },
          ],
        },
      ],
    },
  ].map(({ id, ...comments }) => [id, comments]),
);

/** The issue as its page draws it, with its cover and, for a seed issue, its sample readers' comments. */
export function toIssue(
  { key, body }: { key: string; body: NewsletterBody },
  pictures: ReadonlyMap<string, PictureData>,
): Issue {
  return {
    ...toArticle(key, body, pictures),
    tags: body.tags,
    issue: body.issue,
    ...(SAMPLE_READER_COMMENTS[key] ?? { comments: 0 }),
  };
}

/** The video post as its page draws it: the film linked by its address and title. */
export function toVideo(
  { key, body }: { key: string; body: VideoBody },
  pictures: ReadonlyMap<string, PictureData>,
): Video {
  return { ...toArticle(key, body, pictures), comments: 0, vid: { src: body.film.url, title: body.film.title } };
}

/** The issues and videos as a fresh database shows them (the seed), newest first: the pages' known addresses. */
export const seedIssues: readonly Issue[] = newestFirst(NEWSLETTER_SEED.map((issue) => toIssue(issue, new Map())));
export const seedVideos: readonly Video[] = newestFirst(VIDEO_SEED.map((video) => toVideo(video, new Map())));
