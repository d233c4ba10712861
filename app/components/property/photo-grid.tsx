import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { CaptionedImage } from '~/content/galleries';
import { ContentImage } from '~/components/products/content-image';
import { galleryPhotoLink } from './property-photos';

/** A gallery's photos with their captions; each opens the large view, and closing it returns focus here. */
export function PhotoGrid({ photos, galleryPath, selected }: { photos: CaptionedImage[]; galleryPath: string; selected?: number }) {
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const returnToPhoto = (useLocation().state as { returnToPhoto?: number } | null)?.returnToPhoto;

  useEffect(() => {
    if (selected === undefined && returnToPhoto) links.current[returnToPhoto - 1]?.focus();
  }, [selected, returnToPhoto]);

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo, index) => (
        <li key={photo.src}>
          <figure>
            <Link
              ref={(link) => {
                links.current[index] = link;
              }}
              to={galleryPhotoLink(galleryPath, index)}
              aria-current={selected === index + 1 ? 'true' : undefined}
              preventScrollReset
              className={`block overflow-hidden rounded-card border-4 ${selected === index + 1 ? 'border-accent-400' : 'border-transparent'}`}
            >
              <ContentImage image={photo} isPriority={index < 3 && selected === undefined} className="bg-primary-50" />
              <span className="sr-only">Open large view of photo {index + 1}</span>
            </Link>
            <figcaption className="mt-2 text-sm text-muted">{photo.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
