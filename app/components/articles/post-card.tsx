import { ArrowRight, PlayCircle } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { formatPostDate } from './format';

export interface PostSummary {
  id: string;
  href: string;
  photo: string;
  title: string;
  shortdesc: string;
  postdate: string;
  /** A small label above the title: the issue of a newsletter, or 'Video'. */
  eyebrow?: string;
  isVideo?: boolean;
}

/** The card data of a post whose page is `{basePath}/{id}`: what a list loader sends to the browser. */
export function postSummary(
  { id, photo, title, shortdesc, postdate }: Pick<PostSummary, 'id' | 'photo' | 'title' | 'shortdesc' | 'postdate'>,
  basePath: '/blog-single' | '/newsletter-single',
  extra: Pick<PostSummary, 'eyebrow' | 'isVideo'> = {},
): PostSummary {
  return { id, href: `${basePath}/${id}`, photo, title, shortdesc, postdate, ...extra };
}

export const ARTICLE_IMAGE_SIZE = { width: 800, height: 450 } as const;

/**
 * One post in a list. The whole card is one link target (its title), so a screen reader hears one
 * link per post; `isPriority` marks the first cards, which load eagerly because they are in view.
 */
export function PostCard({
  post,
  isPriority = false,
  headingLevel = 2,
}: {
  post: PostSummary;
  isPriority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface shadow-raised">
      <div className="relative">
        <img
          src={post.photo}
          alt=""
          {...ARTICLE_IMAGE_SIZE}
          loading={isPriority ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-video w-full bg-surface-sunken object-cover"
        />
        {post.isVideo ? (
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex items-center gap-1.5 rounded-full bg-ink/80 px-3 py-1.5 text-sm font-semibold text-white">
              <PlayCircle aria-hidden="true" className="size-5" />
              Video
            </span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {post.eyebrow ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">{post.eyebrow}</p>
        ) : null}
        <Heading className="mt-1 text-lg font-bold leading-snug">
          <Link to={post.href} className="after:absolute after:inset-0 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-muted">
          <time dateTime={post.postdate}>{formatPostDate(post.postdate)}</time>
        </p>
        <p className="mt-3 flex-1 text-base leading-relaxed">{post.shortdesc}</p>
        <p aria-hidden="true" className="mt-4 flex items-center gap-1 text-sm font-semibold text-primary-700">
          {post.isVideo ? 'Watch the video' : 'Read the full post'} <ArrowRight className="size-4" />
        </p>
      </div>
    </article>
  );
}
