import type { Property } from '~/content/properties';

export { PROPERTY_TYPE_LABELS } from '@domain/content/property-types';

export const bedroomsLabel = (count: number) => `${count} ${count === 1 ? 'bedroom' : 'bedrooms'}`;
export const bathroomsLabel = (count: number) => `${count} ${count === 1 ? 'bathroom' : 'bathrooms'}`;

/** Floor area of a building, plot area of land. */
export const sizeLabel = (property: Pick<Property, 'type' | 'size'>) =>
  `${property.size} m²${property.type === 'land' ? ' plot' : ''}`;

export const locationLabel = ({ location }: Pick<Property, 'location'>) =>
  `${location.area}, ${location.lga}, ${location.state}`;
