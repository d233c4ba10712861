import { ArrowRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { bankProfileOn } from '@domain/bank';
import { messages } from '@domain/messages/public-site';
import type { FeedPost } from '~/content/feeds';
import { FEED_SLIDER_SPEED_MS, formatPostDate, nextSlideIndex } from './feed-slides';
import { SocialIcon } from './social-icon';

const X_PROFILE = bankProfileOn('x');

/**
 * The footer's 'X Feeds' (specification 2.2, 9): a scrollable box two posts high that scrolls
 * itself every 3000 ms. It stops while hovered or focused and with its pause button (WCAG 2.2.2),
 * and never moves when the visitor asks for reduced motion or scripts are off.
 */
export function FeedSlider({ posts }: { posts: FeedPost[] }) {
  const headingId = useId();
  const viewportRef = useRef<HTMLUListElement>(null);
  const [canMove, setCanMove] = useState(false);
  const [isPausedByVisitor, setPausedByVisitor] = useState(false);
  const [isVisitorInside, setVisitorInside] = useState(false);
  const isPlaying = canMove && !isPausedByVisitor && !isVisitorInside;

  useEffect(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setCanMove(!reducedMotion.matches && posts.length > 2);
    update();
    reducedMotion.addEventListener('change', update);
    return () => reducedMotion.removeEventListener('change', update);
  }, [posts.length]);

  useEffect(() => {
    if (!isPlaying) return;
    const timer = window.setInterval(() => {
      const viewport = viewportRef.current;
      if (!viewport) return;
      const slides = Array.from(viewport.children) as HTMLElement[];
      // Read the position from the box itself: the visitor may have scrolled it by hand.
      const current = Math.max(0, slides.findIndex((slide) => slide.offsetTop >= viewport.scrollTop - 1));
      const next = slides[nextSlideIndex(current, slides.length)];
      viewport.scrollTo({ top: next?.offsetTop ?? 0, behavior: 'smooth' });
    }, FEED_SLIDER_SPEED_MS);
    return () => window.clearInterval(timer);
  }, [isPlaying]);

  return (
    <section
      aria-labelledby={headingId}
      onMouseEnter={() => setVisitorInside(true)}
      onMouseLeave={() => setVisitorInside(false)}
      onFocus={() => setVisitorInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setVisitorInside(false);
      }}
    >
      <div className="flex min-h-11 items-center justify-between gap-2">
        <h2 id={headingId} className="footer-heading flex min-h-11 items-center">
          {messages.footer.xFeeds}
        </h2>
        {canMove ? (
          <button
            type="button"
            onClick={() => setPausedByVisitor(!isPausedByVisitor)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white hover:border-accent-400"
          >
            {isPausedByVisitor ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
            <span className="sr-only">{isPausedByVisitor ? messages.footer.playFeed : messages.footer.pauseFeed}</span>
          </button>
        ) : null}
      </div>
      <ul ref={viewportRef} className="relative mt-3 h-[22rem] snap-y snap-mandatory space-y-2 overflow-y-auto overscroll-contain p-1 [scrollbar-width:thin]">
        {posts.map((post) => (
          <li key={`${post.tweetdate}-${post.link}`} className="flex min-h-[9.75rem] snap-start flex-col rounded-card bg-white/5 p-3">
            <p className="line-clamp-4 text-sm leading-5 text-primary-50">{post.tweet}</p>
            {/* In a narrow column the link goes under the date rather than past the card's edge. */}
            <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 pt-1 text-xs text-primary-100">
              <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                <SocialIcon network="x" className="size-3.5" />
                <span className="sr-only">{messages.footer.feedPostedOn} </span>
                <time dateTime={post.tweetdate}>{formatPostDate(post.tweetdate)}</time>
              </span>
              <Link to={post.link} className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-input px-1 font-semibold text-accent-300 hover:underline">
                {messages.footer.readPost}
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {X_PROFILE ? (
        <a href={X_PROFILE} rel="noopener noreferrer" className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-input text-sm font-semibold text-white hover:text-accent-300">
          <SocialIcon network="x" className="size-4" />
          {messages.footer.viewOnX}
        </a>
      ) : null}
    </section>
  );
}
