import { Link } from '~/components/ui/link';
import { formatPostDate } from './format';
import { SiteSearchForm } from './search-form';

export interface SidebarData {
  tags: { id: number; name: string; count: number }[];
  recentPosts: { id: string; title: string; postdate: string }[];
  activeTagId: number | null;
}

const PANEL = 'rounded-card border border-border bg-surface p-5';

/** The sidebar of /blog: site search, the tags as categories, the most recent posts. */
export function BlogSidebar({ data }: { data: SidebarData }) {
  return (
    <aside aria-label="Blog sidebar" className="flex flex-col gap-6">
      <div className={PANEL}>
        <SiteSearchForm id="blog-sidebar-search" />
      </div>
      <nav aria-labelledby="blog-categories-heading" className={PANEL}>
        <h2 id="blog-categories-heading" className="text-lg font-bold">
          Categories
        </h2>
        <ul className="mt-3">
          {data.tags.map((tag) => (
            <li key={tag.id}>
              <Link
                to={`/blog?tag=${tag.id}`}
                // A document request: the prerendered list's data would ignore ?tag= on a client-side navigation.
                reloadDocument
                aria-current={data.activeTagId === tag.id ? 'page' : undefined}
                className="flex min-h-11 items-center justify-between gap-3 border-b border-border py-2 text-ink last:border-0 hover:text-primary-700 aria-[current=page]:font-semibold aria-[current=page]:text-primary-700"
              >
                <span>{tag.name}</span>
                <span className="tabular rounded-full bg-surface-subtle px-2 text-sm text-muted">
                  {tag.count}
                  <span className="sr-only"> {tag.count === 1 ? 'post' : 'posts'}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="recent-posts-heading" className={PANEL}>
        <h2 id="recent-posts-heading" className="text-lg font-bold">
          Recent posts
        </h2>
        <ul className="mt-3 space-y-3">
          {data.recentPosts.map((post) => (
            <li key={post.id}>
              <Link
                to={`/blog-single/${post.id}`}
                className="flex min-h-11 items-center font-medium leading-snug text-ink hover:text-primary-700 hover:underline"
              >
                {post.title}
              </Link>
              <time dateTime={post.postdate} className="text-sm text-muted">
                {formatPostDate(post.postdate)}
              </time>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
