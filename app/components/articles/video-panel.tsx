import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '~/components/ui/button-link';
import type { Video } from '~/content/newsletters';
import { ARTICLE_IMAGE_SIZE } from './post-card';

/**
 * The poster of a video post and a link to the film itself, on the site that publishes it (named by
 * its host). The site never embeds the player (that would load a third-party host, its scripts and
 * cookies on our page), so the poster carries no play button that would promise playback here.
 */
export function VideoPanel({ post }: { post: Pick<Video, 'photo' | 'photoalt' | 'vid'> }) {
  const host = new URL(post.vid.src).hostname.replace(/^www\./, '');
  return (
    <figure className="overflow-hidden rounded-card border border-border bg-surface-subtle">
      <img
        src={post.photo}
        alt={post.photoalt}
        {...ARTICLE_IMAGE_SIZE}
        fetchPriority="high"
        className="aspect-video w-full object-cover"
      />
      <figcaption className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-[50ch]">
          This video, <cite className="font-semibold not-italic">{post.vid.title}</cite>, is published on {host}.
        </p>
        <a href={post.vid.src} rel="noopener noreferrer" className={`${buttonClasses('primary')} shrink-0`}>
          Watch the video
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens {host})</span>
        </a>
      </figcaption>
    </figure>
  );
}
