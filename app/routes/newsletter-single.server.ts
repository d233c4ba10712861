import { data } from 'react-router';
import { servicesContext } from '@server/request-context';
import { parseArticleMarkdown } from '~/components/articles/article-markdown';
import { postSummary } from '~/components/articles/post-card';
import { articleShareImage, tagName } from '~/content/blog';
import { publishedIssues, publishedVideos } from '~/lib/published-articles.server';
import type { Route } from './+types/newsletter-single';

type Listed = Parameters<typeof postSummary>[0];

function summariesExcept(items: readonly Listed[], id: string, extra: { isVideo?: boolean } = {}) {
  return items
    .filter((item) => item.id !== id)
    .slice(0, 3)
    .map((item) => postSummary(item, '/newsletter-single', extra));
}

/**
 * /newsletter-single/{id}: a published issue or video post (one address space, decision 103), and
 * others of its kind; 404 for an address neither has.
 */
export async function loadNewsletterItem({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [issues, videos] = await Promise.all([publishedIssues(services), publishedVideos(services)]);
  const issue = issues.find((candidate) => candidate.id === params.id);
  if (issue) {
    const { longdescription, ...fields } = issue;
    return {
      kind: 'issue' as const,
      item: {
        ...fields,
        tags: issue.tags.map((id) => ({ id, name: tagName(id) })),
        blocks: parseArticleMarkdown(longdescription),
        vid: null,
      },
      related: summariesExcept(issues, issue.id),
      shareImage: articleShareImage(issue.photo),
    };
  }
  const video = videos.find((candidate) => candidate.id === params.id);
  if (video) {
    const { longdescription, ...fields } = video;
    return {
      kind: 'video' as const,
      item: { ...fields, issue: 'Video', tags: [], blocks: parseArticleMarkdown(longdescription) },
      related: summariesExcept(videos, video.id, { isVideo: true }),
      shareImage: articleShareImage(video.photo),
    };
  }
  throw data(null, { status: 404 });
}
