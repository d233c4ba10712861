/** Property types and their names; kept apart from the schema so that components can use them cheaply. */
export const PROPERTY_TYPES = ['detached', 'semi-detached', 'terrace', 'flat', 'bungalow', 'land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  detached: 'Detached house',
  'semi-detached': 'Semi-detached house',
  terrace: 'Terrace house',
  flat: 'Flat',
  bungalow: 'Bungalow',
  land: 'Land',
};
