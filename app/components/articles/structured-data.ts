import { bank } from '@domain/bank';
import { absoluteUrl } from '~/lib/meta';

export interface ArticleFactsForSearchEngines {
  title: string;
  description: string;
  path: string;
  photo: string;
  postdate: string;
  /** When the content last changed, if later than the posted date. */
  modifieddate?: string;
  authorname: string;
  keywords: string[];
  /** Undefined where the site cannot know it (a video's views are YouTube's). */
  views?: number;
  comments: number;
  /** The comments the page lists; the count is given only with them. */
  reviews?: unknown[];
  video?: { title: string; src: string };
}

/** schema.org BlogPosting of an article page (with its video, for video posts). */
export function blogPostingJsonLd(article: ArticleFactsForSearchEngines) {
  const url = absoluteUrl(article.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(article.photo),
    datePublished: article.postdate,
    dateModified: article.modifieddate ?? article.postdate,
    author: { '@type': 'Organization', name: `${article.authorname}, ${bank.shortName}` },
    publisher: { '@type': 'Organization', name: bank.name, url: absoluteUrl('/') },
    keywords: article.keywords.join(', '),
    ...(article.reviews ? { commentCount: article.comments } : {}),
    ...(article.views === undefined
      ? {}
      : {
          interactionStatistic: {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/ReadAction',
            userInteractionCount: article.views,
          },
        }),
    ...(article.video
      ? {
          video: {
            '@type': 'VideoObject',
            name: article.video.title,
            description: article.description,
            thumbnailUrl: absoluteUrl(article.photo),
            uploadDate: article.postdate,
            url: article.video.src,
          },
        }
      : {}),
  };
}
