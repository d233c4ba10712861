import { servicesContext } from '@server/request-context';
import { postSummary } from '~/components/articles/post-card';
import { publishedIssues, publishedVideos } from '~/lib/published-articles.server';
import type { Route } from './+types/newsletter';

/** The published issues and video posts, newest first (decision 103). */
export async function loadNewsletter({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [issues, videos] = await Promise.all([publishedIssues(services), publishedVideos(services)]);
  return {
    issues: issues.map((issue) => postSummary(issue, '/newsletter-single', { eyebrow: issue.issue })),
    videos: videos.map((video) => postSummary(video, '/newsletter-single', { isVideo: true })),
  };
}
