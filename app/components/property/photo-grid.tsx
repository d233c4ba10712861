import type { CaptionedImage } from '~/content/galleries';
import { ContentImage } from '~/components/products/content-image';
import { pictureTexts } from '~/content/pages/pictures';
import { galleryPhotoLink, gridPhotoId } from './property-photos';

/** A gallery's photos with their captions; each opens the large view, and closing it comes back to the photo (its id). */
export function PhotoGrid({
  photos,
  galleryPath,
  selected,
}: {
  photos: CaptionedImage[];
  galleryPath: string;
  selected?: number;
}) {
  const texts = pictureTexts(photos);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo, index) => (
        <li key={photo.src}>
          <figure>
            <a
              id={gridPhotoId(index + 1)}
              href={galleryPhotoLink(galleryPath, index)}
              aria-current={selected === index + 1 ? 'true' : undefined}
              className={`block overflow-hidden rounded-card border-4 ${selected === index + 1 ? 'border-accent-400' : 'border-transparent'}`}
            >
              <ContentImage image={photo} isPriority={index < 3 && selected === undefined} className="bg-primary-50" />
              <span className="sr-only">{texts.openLarge(index + 1)}</span>
            </a>
            <figcaption className="mt-2 text-sm text-muted">{photo.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
