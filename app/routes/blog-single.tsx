import type { Route } from './+types/blog-single';
import { ArticlePage, RelatedPosts } from '~/components/articles/article-page';
import { PostCard } from '~/components/articles/post-card';
import { blogPostingJsonLd } from '~/components/articles/structured-data';
import { pageMeta } from '~/lib/meta';
import { contentPageHeaders } from '~/page-delivery';
import { loadBlogPost } from './blog-single.server';

/** Kept by the document cache until the next publish of a post (decision 096). */
export const headers = contentPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadBlogPost(args);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Page not found' }];
  const { post, shareImage } = loaderData;
  return pageMeta({
    title: post.title,
    description: post.shortdesc,
    path: `/blog-single/${post.id}`,
    image: shareImage,
    type: 'article',
  });
}

export default function BlogSinglePage({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  const path = `/blog-single/${post.id}`;
  return (
    <ArticlePage
      article={post}
      crumbs={[{ label: 'Blog', to: '/blog' }]}
      tagHref={(tag) => `/blog?tag=${tag.id}`}
      jsonLd={blogPostingJsonLd({
        ...post,
        description: post.shortdesc,
        path,
        authorname: post.author.authorname,
        keywords: post.tags.map((tag) => tag.name),
      })}
    >
      <RelatedPosts title="More from our blog">
        {related.map((item) => (
          <PostCard key={item.id} post={item} headingLevel={3} />
        ))}
      </RelatedPosts>
    </ArticlePage>
  );
}
