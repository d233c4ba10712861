import { data } from 'react-router';
import type { Route } from './+types/newsletter-single';
import { ArticlePage, RelatedPosts } from '~/components/articles/article-page';
import { parseArticleMarkdown } from '~/components/articles/article-markdown';
import { PostCard, postSummary } from '~/components/articles/post-card';
import { blogPostingJsonLd } from '~/components/articles/structured-data';
import { VideoPanel } from '~/components/articles/video-panel';
import { tagName } from '~/content/blog';
import { findNewsletter, newsletters } from '~/content/newsletters';
import { findVideoPost, videoPosts } from '~/content/videos';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/page-delivery';

type Listed = Parameters<typeof postSummary>[0];

function summariesExcept(items: readonly Listed[], id: string, extra: { isVideo?: boolean } = {}) {
  return items
    .filter((item) => item.id !== id)
    .slice(0, 3)
    .map((item) => postSummary(item, '/newsletter-single', extra));
}

export const headers = publicPageHeaders;

/** /newsletter-single/{id} shows a newsletter issue or one of the video posts (ids never collide). */
export function loader({ params }: Route.LoaderArgs) {
  const issue = findNewsletter(params.id);
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
      related: summariesExcept(newsletters, issue.id),
    };
  }
  const video = findVideoPost(params.id);
  if (video) {
    const { longdescription, ...fields } = video;
    return {
      kind: 'video' as const,
      item: {
        ...fields,
        issue: 'Video',
        tags: [],
        reviews: undefined,
        // Its views are counted by YouTube: a number here could only be made up.
        views: undefined,
        blocks: parseArticleMarkdown(longdescription),
      },
      related: summariesExcept(videoPosts, video.id, { isVideo: true }),
    };
  }
  throw data(null, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Page not found' }];
  const { item } = loaderData;
  return pageMeta({
    title: item.title,
    description: item.shortdesc,
    path: `/newsletter-single/${item.id}`,
    image: item.photo,
    type: 'article',
  });
}

export default function NewsletterSinglePage({ loaderData }: Route.ComponentProps) {
  const { kind, item, related } = loaderData;
  const path = `/newsletter-single/${item.id}`;
  return (
    <ArticlePage
      article={item}
      crumbs={[{ label: 'Newsletter', to: '/newsletter' }]}
      eyebrow={item.issue}
      media={item.vid ? <VideoPanel post={{ ...item, vid: item.vid }} /> : undefined}
      jsonLd={blogPostingJsonLd({
        ...item,
        description: item.shortdesc,
        path,
        authorname: item.author.authorname,
        keywords: item.tags.map((tag) => tag.name),
        video: item.vid ?? undefined,
      })}
    >
      <RelatedPosts title={kind === 'video' ? 'More videos' : 'More issues of Home Matters'}>
        {related.map((post) => (
          <PostCard key={post.id} post={post} headingLevel={3} />
        ))}
      </RelatedPosts>
    </ArticlePage>
  );
}
