/**
 * The Property Mart's listings as its pages draw them (/property, /property/{id}, their galleries):
 * each from a listing's published content version (decision 095), its photographs the library's
 * pictures it names or, for a seed listing, the sample drawings of its type in public/images/properties.
 * No database here: the server reads the versions (published-listings.server.ts); the back office's
 * preview draws a draft with the same function.
 * Relative imports: react-router.config.ts loads this file without the path aliases.
 */
import type { ListingBody } from '../../domain/content/listing';
import { LISTING_SEED } from '../../domain/content/listing-seed';
import { pictureUrl, type PictureData } from '../../domain/content/pictures';
import { PROPERTY_TYPE_LABELS, type PropertyType } from '../../domain/content/property-types';
import { toContentId, type ContentImage } from './schemas/common';

export { PROPERTY_TYPE_LABELS } from '../../domain/content/property-types';

/** A photograph of a listing: its JPEG as a plain image (galleries), and the library's picture when it is one. */
export type PropertyPhoto = ContentImage & { picture?: PictureData };

export interface Property {
  id: number;
  title: string;
  type: PropertyType;
  /** Asking price in naira. */
  price: number;
  /** Spelled as in the geography data (domain/geography). */
  location: { area: string; lga: string; state: string };
  /** 0 for land. */
  bedrooms: number;
  bathrooms: number;
  /** Square metres: floor area of a building, plot area of land. */
  size: number;
  titleDocument: string;
  description: string;
  features: string[];
  photos: PropertyPhoto[];
  /** Seed content: the listing is an example, and its pages say so. */
  isSample: boolean;
}

/** A listing's published (or previewed) version: its key is the listing's number. */
export interface ListingContent {
  key: string;
  isSample: boolean;
  body: ListingBody;
}

const DRAWING = { width: 1200, height: 800 } as const;
const drawing = (file: string, alt: string): PropertyPhoto => ({
  src: `/images/properties/${file}.svg`,
  alt,
  ...DRAWING,
});

/** Drawn pictures for a sample listing: its type's front view in one of three styles, then rooms or the site plan. */
function drawingsFor(type: PropertyType, variant: 1 | 2 | 3): PropertyPhoto[] {
  const pair = variant === 2 ? 2 : 1;
  if (type === 'land') {
    return [
      drawing(`land-${variant}`, 'Drawing of the plot with its corner beacons and a for-sale sign'),
      drawing(`site-plan-${pair}`, 'Drawing of the site plan: plot boundary, beacons, access road and north arrow'),
      drawing(`land-${(variant % 3) + 1}`, 'Drawing of the plot seen from the access road'),
    ];
  }
  return [
    drawing(`${type}-${variant}`, `Drawing of the front of the ${PROPERTY_TYPE_LABELS[type].toLowerCase()}`),
    drawing(`living-${pair}`, 'Drawing of the living room with a sofa, a window and a television'),
    drawing(`kitchen-${pair}`, 'Drawing of the fitted kitchen with wall and base cabinets'),
    drawing(`bedroom-${pair}`, 'Drawing of a bedroom with a double bed and a wardrobe'),
    drawing(`bathroom-${pair}`, 'Drawing of a bathroom with a bath, a basin and a mirror'),
  ];
}

/** A library picture as a listing's photo: the JPEG of a middle width for plain images, the picture itself for `<ResponsivePicture>`. */
const photoOf = (picture: PictureData): PropertyPhoto => ({
  src: pictureUrl(picture.id, picture.widths.find((width) => width >= 960) ?? picture.widths.at(-1)!, 'jpeg'),
  alt: picture.alt,
  width: picture.width,
  height: picture.height,
  picture,
});

/**
 * The listing as its pages draw it. Its photos are the library's pictures it names, in its order (one
 * removed from the library since is left out); with none, a seed listing's drawings.
 */
export function toProperty(
  { key, isSample, body }: ListingContent,
  pictures: ReadonlyMap<string, PictureData>,
): Property {
  const { state, lga, area, pictureIds, drawing: variant, ...rest } = body;
  const photos = pictureIds.flatMap((id) => {
    const picture = pictures.get(id);
    return picture ? [photoOf(picture)] : [];
  });
  return {
    ...rest,
    id: Number(key),
    location: { area, lga, state },
    photos: photos.length > 0 || variant === undefined ? photos : drawingsFor(body.type, variant),
    isSample,
  };
}

/** The listings as a fresh database shows them (the seed): the home page's featured homes and the pages' known addresses. */
export const seedProperties: Property[] = LISTING_SEED.map((listing) =>
  toProperty({ ...listing, isSample: true }, new Map()),
);

/** The listing of this number among `properties`, if any. */
export function propertyById(properties: readonly Property[], id: number | string): Property | undefined {
  const wanted = toContentId(id);
  return properties.find((property) => property.id === wanted);
}

/** The other listings, to browse on from a property's page: the same state first, then the nearest in price. */
export function otherProperties(properties: readonly Property[], current: Property): Property[] {
  const distance = (property: Property) =>
    (property.location.state === current.location.state ? 0 : 1e12) + Math.abs(property.price - current.price);
  return properties.filter((property) => property.id !== current.id).sort((a, b) => distance(a) - distance(b));
}
