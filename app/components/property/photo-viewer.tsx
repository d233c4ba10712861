import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { CaptionedImage } from '~/content/galleries';
import { ContentImage } from '~/components/products/content-image';
import { pictureTexts } from '~/content/pages/pictures';
import { galleryPhotoLink, gridPhotoId } from './property-photos';

const CONTROL =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-input border border-border-strong bg-surface px-3 font-semibold text-ink hover:border-primary-700';

/**
 * The large view of one photo: plain links (previous, next, close) that work without JavaScript.
 * The page script focuses the view when it opens and adds the arrow keys and Escape
 * (app/enhance/gallery-viewer.ts); closing goes back to the photo's place in the grid.
 */
export function PhotoViewer({
  photos,
  position,
  galleryPath,
}: {
  photos: CaptionedImage[];
  position: number;
  galleryPath: string;
}) {
  const photo = photos[position - 1];
  const previous = position > 1 ? galleryPhotoLink(galleryPath, position - 2) : undefined;
  const next = position < photos.length ? galleryPhotoLink(galleryPath, position) : undefined;
  const texts = pictureTexts(photos);

  return (
    <section
      id="viewer"
      tabIndex={-1}
      aria-labelledby="viewer-title"
      className="scroll-mt-32 rounded-card bg-ink p-3 text-white focus-visible:outline-offset-4 sm:p-5"
    >
      <h2 id="viewer-title" className="sr-only">
        {texts.position(position, photos.length)}
      </h2>
      <figure>
        {/* 105vh wide at 3:2 keeps the photo within 70% of the screen's height. */}
        <div className="mx-auto max-w-[105vh]">
          <ContentImage image={photo} isPriority className="rounded-input bg-primary-50" />
        </div>
        <figcaption className="mt-3 text-primary-50">
          <span className="font-semibold">{texts.position(position, photos.length)}:</span> {photo.caption}
        </figcaption>
      </figure>
      <nav aria-label={texts.navigation} className="mt-4 flex flex-wrap gap-2">
        {previous ? (
          <a href={previous} data-viewer-key="ArrowLeft" className={CONTROL}>
            <ChevronLeft aria-hidden="true" size={20} /> Previous
          </a>
        ) : null}
        {next ? (
          <a href={next} data-viewer-key="ArrowRight" className={CONTROL}>
            Next <ChevronRight aria-hidden="true" size={20} />
          </a>
        ) : null}
        <a href={`${galleryPath}#${gridPhotoId(position)}`} data-viewer-key="Escape" className={`${CONTROL} ml-auto`}>
          <X aria-hidden="true" size={20} /> Close large view
        </a>
      </nav>
    </section>
  );
}
