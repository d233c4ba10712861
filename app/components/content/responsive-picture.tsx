import { PICTURE_FILES, pictureUrl, type PictureData, type PictureFormat } from '@domain/content/pictures';

/** The smaller formats first: a browser takes the first source whose type it reads; JPEG is the `<img>` itself. */
const SOURCES: PictureFormat[] = ['avif', 'webp'];

const srcSet = (picture: PictureData, format: PictureFormat) =>
  picture.widths.map((width) => `${pictureUrl(picture.id, width, format)} ${width}w`).join(', ');

/**
 * A picture staff uploaded (decision 093), drawn with `<picture>`: AVIF, then WebP, then JPEG, each
 * in every stored width for the browser to pick by `sizes` (how wide the picture is drawn) and the
 * screen's density; its width and height reserve its room; its alt text always; lazy below the fold.
 */
export function ResponsivePicture({
  picture,
  sizes,
  isAboveFold = false,
  className = '',
}: {
  picture: PictureData;
  /** How wide the picture is drawn, as the `sizes` attribute: '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  /** The page's first picture, in view as it opens: loaded at once, first. */
  isAboveFold?: boolean;
  className?: string;
}) {
  // Browsers that read no srcset take a middle width.
  const fallback = picture.widths.find((width) => width >= 960) ?? picture.widths[picture.widths.length - 1];
  return (
    <picture>
      {SOURCES.map((format) => (
        <source key={format} type={PICTURE_FILES[format].mediaType} srcSet={srcSet(picture, format)} sizes={sizes} />
      ))}
      <img
        src={pictureUrl(picture.id, fallback, 'jpeg')}
        srcSet={srcSet(picture, 'jpeg')}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={isAboveFold ? 'eager' : 'lazy'}
        fetchPriority={isAboveFold ? 'high' : undefined}
        decoding="async"
        className={`h-auto w-full bg-surface-subtle object-cover ${className}`}
      />
    </picture>
  );
}
