import type { Route } from './+types/blog';
import { servicesContext } from '@server/request-context';
import { postSummary } from '~/components/articles/post-card';
import { BlogTagIdSchema, blogTagCounts, tagName } from '~/content/blog';
import { publishedPosts } from '~/lib/published-articles.server';

/** The published posts, newest first, or those of the tag asked for (decision 096). */
export async function loadBlog({ url, context }: Route.LoaderArgs) {
  const blogPosts = await publishedPosts(context.get(servicesContext));
  const parsedTag = BlogTagIdSchema.safeParse(url.searchParams.get('tag') ?? undefined);
  const activeTagId =
    parsedTag.success && blogPosts.some((post) => post.tags.includes(parsedTag.data)) ? parsedTag.data : null;
  const posts = activeTagId === null ? blogPosts : blogPosts.filter((post) => post.tags.includes(activeTagId));
  return {
    activeTag: activeTagId === null ? null : { id: activeTagId, name: tagName(activeTagId) },
    posts: posts.map((post) => postSummary(post, '/blog-single')),
    sidebar: {
      tags: blogTagCounts(blogPosts),
      recentPosts: blogPosts.slice(0, 5).map(({ id, title, postdate }) => ({ id, title, postdate })),
      activeTagId,
    },
  };
}
