import { BedDouble, Calculator, MapPin, Ruler } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { formatNaira } from '@domain/mortgage';
import type { Property } from '~/content/properties';
import { PropertyPhoto } from './property-photo';
import { propertyMartTexts } from '~/content/pages/property-mart';
import { PROPERTY_TYPE_LABELS, bedroomsLabel, sizeLabel } from './property-labels';

export type PropertyCardData = Pick<
  Property,
  'id' | 'title' | 'type' | 'price' | 'location' | 'bedrooms' | 'size' | 'isSample'
> & {
  photo: Property['photos'][number];
};

export function toPropertyCard({
  id,
  title,
  type,
  price,
  location,
  bedrooms,
  size,
  isSample,
  photos,
}: Property): PropertyCardData {
  return { id, title, type, price, location, bedrooms, size, isSample, photo: photos[0] };
}

/**
 * A listing in a grid; the heading's link covers the whole card. The Property Mart's index adds the
 * sample badge and the calculator with the price (`calculatorTo`), a link above the card's own.
 */
export function PropertyCard({
  property,
  isSample = false,
  calculatorTo,
}: {
  property: PropertyCardData;
  isSample?: boolean;
  calculatorTo?: string;
}) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface shadow-raised focus-within:ring-3 focus-within:ring-accent-500">
      <PropertyPhoto
        photo={property.photo}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] bg-primary-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        {isSample ? (
          <p className="mb-2 self-start rounded-full bg-info-bg px-3 py-0.5 text-xs font-semibold text-info">
            {propertyMartTexts.sampleBadge}
          </p>
        ) : null}
        <p className="text-xl font-bold text-primary-800 tabular">{formatNaira(property.price)}</p>
        <h3 className="mt-1 font-semibold">
          <Link to={`/property/${property.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {property.title}
          </Link>
        </h3>
        <p className="mt-2 flex items-start gap-1.5 text-sm text-muted">
          <MapPin aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          {property.location.lga}, {property.location.state}
        </p>
        <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-3 text-sm tabular">
          <span>{PROPERTY_TYPE_LABELS[property.type]}</span>
          {property.bedrooms > 0 ? (
            <span className="inline-flex items-center gap-1">
              <BedDouble aria-hidden="true" size={16} /> {bedroomsLabel(property.bedrooms)}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Ruler aria-hidden="true" size={16} /> {sizeLabel(property)}
          </span>
        </p>
        {calculatorTo ? (
          <Link
            to={calculatorTo}
            className="relative z-10 mt-3 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary-700 underline underline-offset-2"
          >
            <Calculator aria-hidden="true" size={18} />
            {propertyMartTexts.whatWouldIPay}
            <span className="sr-only">{propertyMartTexts.forListing(property.title)}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
