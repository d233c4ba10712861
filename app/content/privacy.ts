import { bank } from '@domain/bank';
import type { PictureData } from '@domain/content/pictures';
import type { PrivacyBody } from '@domain/content/privacy';
import type { BlogPost } from './article-schemas';
import { BANK_REPLY, toArticle } from './blog';

/*
 * The privacy policy as its page draws it (specification 2.10), from its published content version
 * (decision 106), read by the server (app/lib/published-articles.server.ts); the back office's
 * preview draws a draft with the same function.
 */

/** The privacy article as its page draws it: a post's fields and the day its version took effect. */
export type PrivacyArticle = BlogPost & { publisheddate: string };

/**
 * Readers' comments on the privacy article and its view count: sample content that the bank replaces
 * with moderated real comments; they stay with the page, not edited in the back office.
 */
const SAMPLE_READER_COMMENTS: Pick<BlogPost, 'views' | 'comments' | 'reviews'> = {
  views: 33,
  comments: 33,
  reviews: [
    {
      id: 1,
      img: '',
      name: 'Olumide Bakare',
      comment:
        'Good to see clearly that my data is not sent outside Nigeria. How do I get a copy of what you hold about me?',
      commentdate: '2023-08-10',
      replies: [
        {
          id: 2,
          ...BANK_REPLY,
          comment: `Thank you, Olumide. E-mail our Data Protection Officer at ${bank.dataProtectionOfficerEmail} with your name and account number; we respond within 30 days.`,
          commentdate: '2023-08-10',
        },
      ],
    },
    {
      id: 3,
      img: '',
      name: 'Chiamaka Eze',
      comment: 'I applied for a role last year and was not hired. Is my CV still on file?',
      commentdate: '2023-09-04',
      replies: [
        {
          id: 4,
          ...BANK_REPLY,
          comment:
            'We keep applications for up to 1 year and then delete them, Chiamaka. You are welcome to apply again for any new vacancy.',
          commentdate: '2023-09-05',
        },
      ],
    },
    {
      id: 5,
      img: '',
      name: 'Aliyu Garba',
      comment: 'Clear and short on the cookie part. One cookie, no tracking: thank you.',
      commentdate: '2023-10-12',
      replies: [],
    },
  ],
};

/** The article as its page draws it, with its cover and the readers' comments. */
export function toPrivacyArticle(
  { key, body }: { key: string; body: PrivacyBody },
  pictures: ReadonlyMap<string, PictureData>,
): PrivacyArticle {
  return {
    ...toArticle(key, body, pictures),
    tags: body.tags,
    publisheddate: body.effectivedate,
    ...SAMPLE_READER_COMMENTS,
  };
}
