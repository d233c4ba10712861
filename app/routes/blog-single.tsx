import { data } from 'react-router';
import type { Route } from './+types/blog-single';
import { ArticlePage, RelatedPosts } from '~/components/articles/article-page';
import { parseArticleMarkdown } from '~/components/articles/article-markdown';
import { PostCard, postSummary } from '~/components/articles/post-card';
import { blogPostingJsonLd } from '~/components/articles/structured-data';
import { blogPosts, findBlogPost, tagName } from '~/content/blog';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/page-delivery';

export const headers = publicPageHeaders;

export function loader({ params }: Route.LoaderArgs) {
  const post = findBlogPost(params.id);
  if (!post) throw data(null, { status: 404 });
  const { longdescription, ...fields } = post;
  const tags = post.tags.map((id) => ({ id, name: tagName(id) }));
  // Posts that share a tag come first, then the newest others.
  const related = blogPosts
    .filter((other) => other.id !== post.id)
    .map((other) => ({ other, shared: other.tags.filter((tag) => post.tags.includes(tag)).length }))
    .sort((a, b) => b.shared - a.shared || b.other.postdate.localeCompare(a.other.postdate))
    .slice(0, 3)
    .map(({ other }) => postSummary(other, '/blog-single'));
  return { post: { ...fields, tags, blocks: parseArticleMarkdown(longdescription) }, related };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Page not found' }];
  const { post } = loaderData;
  return pageMeta({
    title: post.title,
    description: post.shortdesc,
    path: `/blog-single/${post.id}`,
    image: post.photo,
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
