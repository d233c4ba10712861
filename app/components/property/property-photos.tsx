import { Images } from 'lucide-react';
import { Link } from '~/components/ui/link';
import type { Property } from '~/content/properties';
import { PropertyPhoto } from './property-photo';
import { pictureTexts } from '~/content/pages/pictures';

export const galleryPhotoLink = (galleryPath: string, index: number) => `${galleryPath}?photo=${index + 1}#viewer`;
/** The id of a photo's link in the gallery's grid (1-based), where closing the large view returns. */
export const gridPhotoId = (position: number) => `photo-${position}`;

/** The listing's first photo large, the others as thumbnails that open the gallery's large view. */
export function PropertyPhotos({ property }: { property: Pick<Property, 'id' | 'photos'> }) {
  const [first, ...others] = property.photos;
  const galleryPath = `/gallery/property/${property.id}`;
  const texts = pictureTexts(property.photos);
  return (
    <section aria-label={texts.many} className="space-y-3">
      <Link to={galleryPhotoLink(galleryPath, 0)} className="block overflow-hidden rounded-card">
        <PropertyPhoto photo={first} sizes="(min-width: 1024px) 60vw, 100vw" isPriority className="bg-primary-50" />
      </Link>
      <ul className="grid grid-cols-4 gap-2">
        {others.map((photo, index) => (
          <li key={photo.src}>
            <Link to={galleryPhotoLink(galleryPath, index + 1)} className="block overflow-hidden rounded-input">
              <PropertyPhoto photo={photo} sizes="(min-width: 1024px) 15vw, 25vw" className="bg-primary-50" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={galleryPath}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline underline-offset-2"
      >
        <Images aria-hidden="true" size={20} /> {texts.viewAll(property.photos.length)}
      </Link>
    </section>
  );
}
