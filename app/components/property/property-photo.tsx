import { ResponsivePicture } from '~/components/content/responsive-picture';
import { ContentImage } from '~/components/products/content-image';
import type { PropertyPhoto as Photo } from '~/content/properties';

/** A listing's photo: a picture of the library in every width and format (decision 093), or a seed listing's drawing. */
export function PropertyPhoto({
  photo,
  sizes,
  isPriority = false,
  className = '',
}: {
  photo: Photo;
  /** How wide the photo is drawn, for a picture's `sizes`. */
  sizes: string;
  isPriority?: boolean;
  className?: string;
}) {
  return photo.picture ? (
    <ResponsivePicture picture={photo.picture} sizes={sizes} isAboveFold={isPriority} className={className} />
  ) : (
    <ContentImage image={photo} isPriority={isPriority} className={className} />
  );
}
