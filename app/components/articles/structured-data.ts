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
  views: number;
  comments: number;
  /** The comments the page lists; the count is given only with them. */
  reviews?: unknown[];
  video?: { title: string; src: string | null };
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
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/ReadAction',
      userInteractionCount: article.views,
    },
    ...(article.video
      ? {
          video: {
            '@type': 'VideoObject',
            name: article.video.title,
            description: article.description,
            thumbnailUrl: absoluteUrl(article.photo),
            uploadDate: article.postdate,
            ...(article.video.src ? { url: article.video.src } : {}),
          },
        }
      : {}),
  };
}
