import { z } from 'zod';
import { pictureUrl, type PictureData } from '../../domain/content/pictures';
import { AUTHORS, BLOG_TAGS, type PostBody } from '../../domain/content/post';
import { POST_SEED } from '../../domain/content/post-seed';
import type { BlogPost } from './article-schemas';

/*
 * The blog (specification 3: Blog post, Review) as its pages draw it: each post from its published
 * content version (decision 096), read by the server (app/lib/published-articles.server.ts); the back
 * office's preview draws a draft with the same function. Relative imports only: this module is also
 * read by react-router.config.ts, where the ~ and @domain aliases do not exist.
 */

export function tagName(id: number): string {
  return BLOG_TAGS[id] ?? `Tag ${id}`;
}

/** The bank's own replies under readers' comments carry its mark. */
export const BANK_REPLY = { name: 'AG Mortgage Bank', img: '/images/blog/avatar-bank.svg' } as const;

/** A post as the blog draws it: views and readers' comments only where the site has them (the seed's samples). */
export type Post = Omit<BlogPost, 'views' | 'reviews'> & Partial<Pick<BlogPost, 'views' | 'reviews'>>;

type ReaderComments = Pick<BlogPost, 'views' | 'comments' | 'reviews'>;

/**
 * Readers' comments on the seed posts: sample content that the bank replaces with moderated real
 * comments; they are not edited in the back office and stay with their post's address.
 */
const SAMPLE_READER_COMMENTS: Record<string, ReaderComments> = Object.fromEntries(
  [
    {
      id: 'national-housing-fund-explained',
      views: 4812,
      comments: 5,
      reviews: [
        {
          id: 1,
          img: '',
          name: 'Chinedu Okafor',
          comment:
            'Very clear. I did not know the 10% equity only starts above five million. How long does FMBN approval usually take?',
          commentdate: '2024-02-14',
          replies: [
            {
              id: 2,
              ...BANK_REPLY,
              comment:
                'Thank you, Chinedu. Once your file is complete, approval usually takes a few weeks; our desk tells you at every stage where your file is. Visit any branch or call us to start.',
              commentdate: '2024-02-14',
            },
          ],
        },
        {
          id: 3,
          img: '',
          name: 'Halima Yusuf',
          comment: 'I am self-employed in Kano. Can I contribute now and apply after six months?',
          commentdate: '2024-02-20',
          replies: [
            {
              id: 4,
              ...BANK_REPLY,
              comment:
                'Yes, Halima. Register as a self-employed contributor, contribute for at least 6 months, then apply through us with your business records and bank statements.',
              commentdate: '2024-02-21',
            },
          ],
        },
        {
          id: 5,
          img: '',
          name: 'Tunde Adebayo',
          comment:
            'Used the calculator after reading this. The monthly figure is far lower than I feared. Booking an appointment this week.',
          commentdate: '2024-03-02',
          replies: [],
        },
      ],
    },
    {
      id: 'how-to-save-for-your-first-home',
      views: 3906,
      comments: 4,
      reviews: [
        {
          id: 1,
          img: '',
          name: 'Ngozi Eze',
          comment:
            'The reminder about legal fees and consent is important. Nobody told us before our first land purchase.',
          commentdate: '2024-04-10',
          replies: [
            {
              id: 2,
              ...BANK_REPLY,
              comment:
                'Thank you for sharing, Ngozi. Our post on buying land safely goes through those documents step by step.',
              commentdate: '2024-04-11',
            },
          ],
        },
        {
          id: 3,
          img: '',
          name: 'Ibrahim Musa',
          comment: 'Started FAMSA Silver in January with my wife. Six months in and it is working.',
          commentdate: '2024-07-02',
          replies: [
            {
              id: 4,
              ...BANK_REPLY,
              comment:
                'Well done, Ibrahim. Keep going: when the year ends, talk to us about moving the balance towards your equity.',
              commentdate: '2024-07-03',
            },
          ],
        },
      ],
    },
    {
      id: 'buying-land-safely',
      views: 6120,
      comments: 5,
      reviews: [
        {
          id: 1,
          img: '',
          name: 'Oluwaseun Balogun',
          comment:
            'Charting saved my brother. The land he wanted in Ibeju-Lekki was under acquisition. Please share this widely.',
          commentdate: '2024-06-05',
          replies: [
            {
              id: 2,
              ...BANK_REPLY,
              comment:
                'We are glad he checked first, Oluwaseun. A surveyor and a lawyer are the best investment in any land purchase.',
              commentdate: '2024-06-05',
            },
          ],
        },
        {
          id: 3,
          img: '',
          name: 'Amaka Nwosu',
          comment: 'Is a receipt and a survey plan enough if the family says they will get the C of O later?',
          commentdate: '2024-06-11',
          replies: [
            {
              id: 4,
              ...BANK_REPLY,
              comment:
                'Not on their own, Amaka. Ask your lawyer to confirm the family’s title (excision or gazette), prepare a proper Deed of Assignment and register it. Without a registrable title, the land cannot secure a mortgage.',
              commentdate: '2024-06-12',
            },
          ],
        },
        {
          id: 5,
          img: '',
          name: 'Segun Ajayi',
          comment: 'Clear and practical. The tip about paying only into an account in the seller’s name is gold.',
          commentdate: '2024-07-20',
          replies: [],
        },
      ],
    },
    {
      id: 'rent-to-own-tenant-ownership-mortgage',
      views: 2734,
      comments: 3,
      reviews: [
        {
          id: 1,
          img: '',
          name: 'Blessing Etim',
          comment: 'Paying quarterly instead of two years at once would change my life. Which locations are available?',
          commentdate: '2024-08-21',
          replies: [
            {
              id: 2,
              ...BANK_REPLY,
              comment:
                'Thank you, Blessing. Current developments are listed in our Property Mart, and our desk can tell you which ones offer TOM.',
              commentdate: '2024-08-21',
            },
          ],
        },
        {
          id: 3,
          img: '',
          name: 'Kelechi Obi',
          comment: 'Our HR department is asking about payroll deduction for staff. Who should they contact?',
          commentdate: '2024-09-04',
          replies: [],
        },
      ],
    },
    {
      id: 'link-your-bvn-and-nin',
      views: 9285,
      comments: 5,
      reviews: [
        {
          id: 1,
          img: '',
          name: 'Fatima Abdullahi',
          comment: 'Done in two minutes on the portal. Thank you for making it simple.',
          commentdate: '2024-01-17',
          replies: [
            {
              id: 2,
              ...BANK_REPLY,
              comment: 'Thank you, Fatima. Your account is all set.',
              commentdate: '2024-01-17',
            },
          ],
        },
        {
          id: 3,
          img: '',
          name: 'Emeka Okonkwo',
          comment: 'My NIN record has my middle name but my BVN does not. Will the link fail?',
          commentdate: '2024-02-01',
          replies: [
            {
              id: 4,
              ...BANK_REPLY,
              comment:
                'A missing middle name is usually accepted, Emeka. If the link does not go through, visit any branch with a valid ID and we will complete it for you.',
              commentdate: '2024-02-01',
            },
          ],
        },
        {
          id: 5,
          img: '',
          name: 'Grace Akpan',
          comment: 'I received an SMS asking me to link my BVN on a strange website. Glad I read this first.',
          commentdate: '2024-02-19',
          replies: [],
        },
      ],
    },
    {
      id: 'fraud-awareness-protect-your-account',
      views: 7451,
      comments: 4,
      reviews: [
        {
          id: 1,
          img: '',
          name: 'Yetunde Afolabi',
          comment: 'Number 3 happened to my mother last month. Sharing this with my whole family group.',
          commentdate: '2024-10-08',
          replies: [
            {
              id: 2,
              ...BANK_REPLY,
              comment:
                'We are sorry to hear that, Yetunde. Thank you for sharing: every person who knows this rule is one fewer victim.',
              commentdate: '2024-10-08',
            },
          ],
        },
        {
          id: 3,
          img: '',
          name: 'Abubakar Sani',
          comment: 'Please add the official customer care number to every post so people can verify quickly.',
          commentdate: '2024-10-15',
          replies: [
            {
              id: 4,
              ...BANK_REPLY,
              comment:
                'Good suggestion, Abubakar. Our official numbers are always on the Contact Us page of this website.',
              commentdate: '2024-10-15',
            },
          ],
        },
      ],
    },
    {
      id: 'diaspora-mortgages',
      views: 3388,
      comments: 3,
      reviews: [
        {
          id: 1,
          img: '',
          name: 'Dr. Funmi Ogunleye',
          comment: 'Living in Manchester. Staged payments against inspection reports is exactly what I needed to hear.',
          commentdate: '2024-12-04',
          replies: [
            {
              id: 2,
              ...BANK_REPLY,
              comment:
                'Thank you, Dr. Ogunleye. Our desk can take you through the process by video call at a time that suits you.',
              commentdate: '2024-12-05',
            },
          ],
        },
        {
          id: 3,
          img: '',
          name: 'Uche Nnamdi',
          comment: 'Can my brother in Enugu sign documents for me?',
          commentdate: '2024-12-18',
          replies: [],
        },
      ],
    },
    {
      id: 'celebrating-20-years',
      views: 5203,
      comments: 4,
      reviews: [
        {
          id: 1,
          img: '',
          name: 'Mrs. Bola Adeyemi',
          comment: 'Congratulations! We got our first mortgage with you twelve years ago and still bank with you.',
          commentdate: '2025-03-18',
          replies: [
            {
              id: 2,
              ...BANK_REPLY,
              comment: 'Thank you for growing with us, Mrs. Adeyemi. Customers like you are the reason we celebrate.',
              commentdate: '2025-03-18',
            },
          ],
        },
        {
          id: 3,
          img: '',
          name: 'Musa Danjuma',
          comment: 'Happy 20th anniversary from Abuja. Looking forward to the Big Family Dream draw.',
          commentdate: '2025-03-20',
          replies: [
            {
              id: 4,
              ...BANK_REPLY,
              comment: 'Thank you, Musa. Details are on the Big Family Dream page; good luck!',
              commentdate: '2025-03-20',
            },
          ],
        },
      ],
    },
  ].map(({ id, ...comments }) => [id, comments]),
);

/** A post's published (or previewed) version: its key is the post's address. */
export interface PostContent {
  key: string;
  body: PostBody;
}

/** The site's picture when a cover was removed from the library since. */
const NO_COVER = { photo: '/images/og-default.png', photoalt: 'The AG Mortgage Bank logo' };

type ArticleCover = Pick<PostBody, 'drawing' | 'pictureId'>;

/** A library picture as an article's cover: the JPEG of a middle width, alt text its own. */
function coverOf(body: ArticleCover, pictures: ReadonlyMap<string, PictureData>) {
  if (body.drawing) return { photo: body.drawing.src, photoalt: body.drawing.alt };
  const picture = body.pictureId ? pictures.get(body.pictureId) : undefined;
  if (!picture) return NO_COVER;
  const width = picture.widths.find((candidate) => candidate >= 960) ?? picture.widths.at(-1)!;
  return { photo: pictureUrl(picture.id, width, 'jpeg'), photoalt: picture.alt };
}

/** What a post, a newsletter issue and a video post draw alike (decision 103): words, date, author and cover. */
export function toArticle(
  key: string,
  body: ArticleCover & Pick<PostBody, 'date' | 'title' | 'summary' | 'author' | 'body'>,
  pictures: ReadonlyMap<string, PictureData>,
) {
  return {
    id: key,
    ...coverOf(body, pictures),
    postdate: body.date,
    title: body.title,
    shortdesc: body.summary,
    author: AUTHORS[body.author],
    longdescription: body.body,
  };
}

/** The post as the blog draws it, with its cover and, for a seed post, its sample readers' comments. */
export function toPost({ key, body }: PostContent, pictures: ReadonlyMap<string, PictureData>): Post {
  return {
    ...toArticle(key, body, pictures),
    tags: body.tags,
    ...(SAMPLE_READER_COMMENTS[key] ?? { comments: 0 }),
  };
}

/** The image an article's page shares: a seed drawing's own; a library picture has no 1200x630 cut, so the site's. */
export const articleShareImage = (photo: string) => (photo.startsWith('/images/blog/') ? photo : undefined);

/** Articles newest first (the same day: the one added last first). */
export const newestFirst = <Article extends { postdate: string }>(articles: readonly Article[]) =>
  articles
    .map((article, index) => ({ article, index }))
    .sort((a, b) => b.article.postdate.localeCompare(a.article.postdate) || b.index - a.index)
    .map(({ article }) => article);

/** The posts as a fresh database shows them (the seed), newest first: the home page's latest posts and the pages' known addresses. */
export const seedPosts: readonly Post[] = newestFirst(POST_SEED.map((post) => toPost(post, new Map())));

/** The post at this address among `posts`, if any. */
export function findPost(posts: readonly Post[], id: string): Post | undefined {
  return posts.find((post) => post.id === id);
}

export type BlogTagCount = { id: number; name: string; count: number };

/** The tags in use with how many posts carry each, most used first (the sidebar's list). */
export function blogTagCounts(posts: readonly Post[]): BlogTagCount[] {
  const counts = new Map<number, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([id, count]) => ({ id, name: tagName(id), count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export const BlogTagIdSchema = z.coerce.number().int().positive();
