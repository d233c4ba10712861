import type { ContentImage as Image } from '~/content/schemas/common';

/**
 * An image from the content files with its intrinsic size set (no layout shift). Lazy and decoded
 * off the main thread unless it is the page's first, above-the-fold image (`isPriority`).
 */
export function ContentImage({
  image,
  isPriority = false,
  className = '',
}: {
  image: Image;
  isPriority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={isPriority ? 'high' : undefined}
      className={`h-auto w-full ${className}`}
    />
  );
}
