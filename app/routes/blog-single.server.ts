import { data } from 'react-router';
import type { Route } from './+types/blog-single';
import { servicesContext } from '@server/request-context';
import { parseArticleMarkdown } from '~/components/articles/article-markdown';
import { postSummary } from '~/components/articles/post-card';
import { articleShareImage, findPost, tagName } from '~/content/blog';
import { publishedPosts } from '~/lib/published-articles.server';

/** A published post and related ones (decision 096); 404 for an address no published post has. */
export async function loadBlogPost({ params, context }: Route.LoaderArgs) {
  const blogPosts = await publishedPosts(context.get(servicesContext));
  const post = findPost(blogPosts, params.id);
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
  return {
    post: { ...fields, tags, blocks: parseArticleMarkdown(longdescription) },
    related,
    shareImage: articleShareImage(post.photo),
  };
}
