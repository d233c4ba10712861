import type { Property } from '~/content/properties';
import { PROPERTY_TYPE_LABELS, bathroomsLabel, bedroomsLabel, locationLabel, sizeLabel } from './property-labels';

/** The listing's key facts as a description list. */
export function PropertyFacts({ property }: { property: Property }) {
  const facts: [string, string][] = [
    ['Location', locationLabel(property)],
    ['Type', PROPERTY_TYPE_LABELS[property.type]],
    ...(property.bedrooms > 0
      ? ([
          ['Bedrooms', bedroomsLabel(property.bedrooms)],
          ['Bathrooms', bathroomsLabel(property.bathrooms)],
        ] as [string, string][])
      : []),
    [property.type === 'land' ? 'Plot size' : 'Floor area', sizeLabel(property)],
    ['Title document', property.titleDocument],
    ['Listing number', `PM-${String(property.id).padStart(3, '0')}`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {facts.map(([term, detail]) => (
        <div
          key={term}
          className={`rounded-input border border-border bg-surface p-3 sm:p-4 ${term === 'Location' ? 'col-span-2 lg:col-span-3' : ''}`}
        >
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="mt-1 font-semibold">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
