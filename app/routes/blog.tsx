import { Link } from '~/components/ui/link';
import type { Route } from './+types/blog';
import { BlogSidebar } from '~/components/articles/blog-sidebar';
import { PostCard } from '~/components/articles/post-card';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import { contentPageHeaders } from '~/page-delivery';
import { loadBlog } from './blog.server';

/** Kept by the document cache until the next publish of a post (decision 096). */
export const headers = contentPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadBlog(args);

export function meta() {
  return pageMeta({
    title: 'Blog',
    description:
      'Practical guides from AG Mortgage Bank on the National Housing Fund, saving for a home, land titles, rent-to-own, BVN and NIN, and staying safe from fraud.',
    path: '/blog',
  });
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { activeTag, posts, sidebar } = loaderData;
  const list = (
    <>
      {activeTag ? (
        <p
          className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-card bg-primary-50 px-4 py-3"
          role="status"
        >
          <span>
            Showing {posts.length} {posts.length === 1 ? 'post' : 'posts'} tagged <strong>{activeTag.name}</strong>.
          </span>
          <Link
            to="/blog"
            className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
          >
            Show all posts
          </Link>
        </p>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2">
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} isPriority={index < 2} />
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <>
      <PageBanner
        title="Blog"
        lead="Plain-language guides to saving, borrowing and owning a home in Nigeria, from the people who do it every day."
      />
      <Container className="py-10 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>{list}</div>
          <BlogSidebar data={sidebar} />
        </div>
      </Container>
    </>
  );
}
