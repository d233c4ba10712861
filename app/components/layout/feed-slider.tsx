import { ArrowRight, Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { bankProfileOn } from '@domain/bank';
import { publicSiteTexts } from '@domain/messages/public-site';
import type { FeedPost } from '~/content/feeds';
import { formatPostDate } from './feed-slides';
import { SocialIcon } from './social-icon';

const X_PROFILE = bankProfileOn('x');

/**
 * The footer's 'X Feeds' (specification 2.2, 9): a snapping scroll box two posts high. The page's
 * script makes it move every 3000 ms and shows its pause button (app/enhance/feed-slider.ts); it
 * stays still without scripts and when the visitor asks for reduced motion.
 */
export function FeedSlider({ posts }: { posts: FeedPost[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-feed-slider>
      <div className="flex min-h-11 items-center justify-between gap-2">
        <h2 id={headingId} className="footer-heading flex min-h-11 items-center">
          {publicSiteTexts.footer.xFeeds}
        </h2>
        <button
          type="button"
          hidden
          data-feed-pause
          aria-pressed="false"
          className="feed-pause inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white hover:border-accent-400"
        >
          <Pause className="feed-pause__pause size-4" aria-hidden="true" />
          <Play className="feed-pause__play size-4" aria-hidden="true" />
          <span className="sr-only">{publicSiteTexts.footer.pauseFeed}</span>
        </button>
      </div>
      <ul className="relative mt-3 h-[22rem] snap-y snap-mandatory space-y-2 overflow-y-auto overscroll-contain p-1 [scrollbar-width:thin]">
        {posts.map((post) => (
          <li
            key={`${post.tweetdate}-${post.link}`}
            className="flex min-h-[9.75rem] snap-start flex-col rounded-card bg-white/5 p-3"
          >
            <p className="line-clamp-4 text-sm leading-5 text-primary-50">{post.tweet}</p>
            {/* In a narrow column the link goes under the date rather than past the card's edge. */}
            <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 pt-1 text-xs text-primary-100">
              <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                <SocialIcon network="x" className="size-3.5" />
                <span className="sr-only">{publicSiteTexts.footer.feedPostedOn} </span>
                <time dateTime={post.tweetdate}>{formatPostDate(post.tweetdate)}</time>
              </span>
              <a
                href={post.link}
                className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-input px-1 font-semibold text-accent-300 hover:underline"
              >
                {publicSiteTexts.footer.readPost}
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </a>
            </div>
          </li>
        ))}
      </ul>
      {X_PROFILE ? (
        <a
          href={X_PROFILE}
          rel="noopener noreferrer"
          className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-input text-sm font-semibold text-white hover:text-accent-300"
        >
          <SocialIcon network="x" className="size-4" />
          {publicSiteTexts.footer.viewOnX}
        </a>
      ) : null}
    </section>
  );
}
