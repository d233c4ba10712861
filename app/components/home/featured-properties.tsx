import { BedDouble, MapPin } from 'lucide-react';
import { Link } from '~/components/ui/link';
import type { ContentImage } from '~/content/schemas/common';

export interface FeaturedProperty {
  id: number;
  title: string;
  typeLabel: string;
  place: string;
  /** The asking price, written out ("₦110,000,000"). */
  price: string;
  bedrooms: number;
  photo: ContentImage;
}

/** A few listings of the Property Mart; their drawings load only when scrolled to. */
export function FeaturedProperties({ items, note }: { items: FeaturedProperty[]; note?: string }) {
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="relative flex flex-col overflow-hidden rounded-card border border-border bg-surface shadow-raised"
          >
            <img
              src={item.photo.src}
              alt={item.photo.alt}
              width={item.photo.width}
              height={item.photo.height}
              loading="lazy"
              decoding="async"
              className="aspect-[3/2] h-auto w-full bg-surface-sunken object-cover"
            />
            <div className="flex flex-1 flex-col p-5">
              <p className="text-sm font-medium text-muted">{item.typeLabel}</p>
              <h3 className="mt-1 text-lg font-semibold leading-snug">
                <Link
                  to={`/property/${item.id}`}
                  className="after:absolute after:inset-0 after:rounded-card hover:text-primary-700 hover:underline"
                >
                  {item.title}
                </Link>
              </h3>
              <p className="mt-2 flex items-center gap-1 text-sm text-muted">
                <MapPin aria-hidden="true" size={16} /> {item.place}
              </p>
              <div className="mt-auto flex items-end justify-between gap-2 pt-4">
                <p className="text-xl font-bold tabular text-primary-700">{item.price}</p>
                {item.bedrooms > 0 ? (
                  <p className="flex items-center gap-1 whitespace-nowrap text-sm text-muted">
                    <BedDouble aria-hidden="true" size={18} /> {item.bedrooms} bedrooms
                  </p>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {note ? <p className="mt-4 text-sm text-muted">{note}</p> : null}
    </>
  );
}
