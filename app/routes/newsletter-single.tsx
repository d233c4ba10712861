import type { Route } from './+types/newsletter-single';
import { ArticlePage, RelatedPosts } from '~/components/articles/article-page';
import { PostCard } from '~/components/articles/post-card';
import { blogPostingJsonLd } from '~/components/articles/structured-data';
import { VideoPanel } from '~/components/articles/video-panel';
import { pageMeta } from '~/lib/meta';
import { contentPageHeaders } from '~/page-delivery';
import { loadNewsletterItem } from './newsletter-single.server';

/** Kept by the document cache until the next publish of an issue or a video post (decision 103). */
export const headers = contentPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadNewsletterItem(args);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Page not found' }];
  const { item, shareImage } = loaderData;
  return pageMeta({
    title: item.title,
    description: item.shortdesc,
    path: `/newsletter-single/${item.id}`,
    image: shareImage,
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
