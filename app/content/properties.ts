/**
 * The Property Mart (/property/{id}). SAMPLE LISTINGS: every listing below is an illustrative
 * example written for this site, with drawn pictures, not a property the bank has for sale. Replace
 * them with real, verified listings (and real photographs) before launch; the pages say so too.
 *
 * The specification's menu linked /property/17 and its footer /property/1; both now lead to the
 * index, /property (issue 31.4), but those ids must always exist for the links already out there.
 * Relative imports: react-router.config.ts loads this file without the path aliases.
 */
import { parseContent, toContentId, type ContentImage } from './schemas/common';
import { PropertyListSchema, type Property } from './schemas/property';
import { PROPERTY_TYPE_LABELS, type PropertyType } from './schemas/property-types';

export type { Property } from './schemas/property';
export { PROPERTY_TYPE_LABELS } from './schemas/property-types';

/** While true, every property page and property gallery says that the listings are examples. */
export const ARE_SAMPLE_LISTINGS = true;

const PHOTO = { width: 1200, height: 800 } as const;
const photo = (file: string, alt: string): ContentImage => ({ src: `/images/properties/${file}.svg`, alt, ...PHOTO });

/** Drawn pictures for a listing: its type's front view in one of three styles, then rooms or the site plan. */
function photosFor(type: PropertyType, variant: 1 | 2 | 3): ContentImage[] {
  const pair = variant === 2 ? 2 : 1;
  if (type === 'land') {
    return [
      photo(`land-${variant}`, 'Drawing of the plot with its corner beacons and a for-sale sign'),
      photo(`site-plan-${pair}`, 'Drawing of the site plan: plot boundary, beacons, access road and north arrow'),
      photo(`land-${(variant % 3) + 1}`, 'Drawing of the plot seen from the access road'),
    ];
  }
  return [
    photo(`${type}-${variant}`, `Drawing of the front of the ${PROPERTY_TYPE_LABELS[type].toLowerCase()}`),
    photo(`living-${pair}`, 'Drawing of the living room with a sofa, a window and a television'),
    photo(`kitchen-${pair}`, 'Drawing of the fitted kitchen with wall and base cabinets'),
    photo(`bedroom-${pair}`, 'Drawing of a bedroom with a double bed and a wardrobe'),
    photo(`bathroom-${pair}`, 'Drawing of a bathroom with a bath, a basin and a mirror'),
  ];
}

type Listing = Omit<Property, 'photos'> & { variant: 1 | 2 | 3 };

const LISTINGS: Listing[] = [
  {
    id: 1,
    title: '3-bedroom semi-detached duplex in Ogudu',
    type: 'semi-detached',
    variant: 1,
    price: 110_000_000,
    location: { area: 'Ogudu GRA', lga: 'Kosofe', state: 'Lagos' },
    bedrooms: 3,
    bathrooms: 4,
    size: 280,
    titleDocument: 'Governor’s Consent',
    description:
      'A finished semi-detached duplex on a quiet close in Ogudu GRA, ten minutes from the Third Mainland Bridge. All three bedrooms are en suite, with a guest toilet and a family lounge upstairs.',
    features: [
      'All bedrooms en suite',
      'Fitted kitchen with store',
      'Parking for two cars',
      'Prepaid electricity meter',
      'Borehole water',
      'Gated close with security',
    ],
  },
  {
    id: 2,
    title: '2-bedroom flat in Gbagada Phase 2',
    type: 'flat',
    variant: 2,
    price: 65_000_000,
    location: { area: 'Gbagada Phase 2', lga: 'Kosofe', state: 'Lagos' },
    bedrooms: 2,
    bathrooms: 2,
    size: 110,
    titleDocument: 'Deed of Assignment',
    description:
      'A second-floor flat in a block of eight, close to the Gbagada expressway and the new BRT corridor. Bright rooms, a balcony off the living room and a shared backup generator.',
    features: ['Balcony', 'Fitted kitchen', 'Shared backup generator', 'One parking space', 'Water treatment plant'],
  },
  {
    id: 3,
    title: '4-bedroom detached duplex with boys’ quarters in Lekki',
    type: 'detached',
    variant: 1,
    price: 185_000_000,
    location: { area: 'Lekki Phase 1', lga: 'Eti-Osa', state: 'Lagos' },
    bedrooms: 4,
    bathrooms: 5,
    size: 450,
    titleDocument: 'Governor’s Consent',
    description:
      'A detached duplex on a paved street in Lekki Phase 1, with a one-room boys’ quarters and space for four cars. The ground floor has a living room, a dining area, a guest room and a large kitchen with a pantry.',
    features: [
      'Boys’ quarters',
      'Parking for four cars',
      'Kitchen with pantry',
      'Family lounge',
      'Solar inverter backup',
      'Estate security and paved roads',
    ],
  },
  {
    id: 4,
    title: '3-bedroom bungalow in Ikorodu',
    type: 'bungalow',
    variant: 2,
    price: 38_000_000,
    location: { area: 'Ijede Road', lga: 'Ikorodu', state: 'Lagos' },
    bedrooms: 3,
    bathrooms: 3,
    size: 160,
    titleDocument: 'Certificate of Occupancy',
    description:
      'A new bungalow on a fenced plot off Ijede Road, close to the Ikorodu ferry terminal. The master bedroom is en suite and the compound has room to extend.',
    features: [
      'Master bedroom en suite',
      'Fenced and gated compound',
      'Borehole water',
      'Room to extend',
      'Close to the ferry terminal',
    ],
  },
  {
    id: 5,
    title: '600 m² residential plot in Eleko',
    type: 'land',
    variant: 1,
    price: 18_000_000,
    location: { area: 'Eleko', lga: 'Ibeju-Lekki', state: 'Lagos' },
    bedrooms: 0,
    bathrooms: 0,
    size: 600,
    titleDocument: 'Excision and registered survey',
    description:
      'A dry, level residential plot in a developing estate off the Lekki–Epe expressway, close to the Lekki Free Trade Zone. Beacons are in place and the estate road is graded.',
    features: ['Dry, level land', 'Registered survey', 'Graded estate road', 'Close to the Lekki Free Trade Zone'],
  },
  {
    id: 6,
    title: '4-bedroom terrace duplex in Jahi',
    type: 'terrace',
    variant: 1,
    price: 145_000_000,
    location: { area: 'Jahi District', lga: 'Abuja Municipal', state: 'Federal Capital Territory' },
    bedrooms: 4,
    bathrooms: 5,
    size: 300,
    titleDocument: 'Certificate of Occupancy',
    description:
      'A terrace duplex in a serviced estate in Jahi, with a study, a rooftop terrace and a one-room boys’ quarters. The estate has central water, street lights and round-the-clock security.',
    features: [
      'Study',
      'Rooftop terrace',
      'Boys’ quarters',
      'Central water supply',
      'Street lights',
      '24-hour security',
    ],
  },
  {
    id: 7,
    title: '2-bedroom terrace house in Kuje',
    type: 'terrace',
    variant: 3,
    price: 22_000_000,
    location: { area: 'Kuje Town', lga: 'Kuje', state: 'Federal Capital Territory' },
    bedrooms: 2,
    bathrooms: 2,
    size: 95,
    titleDocument: 'Certificate of Occupancy',
    description:
      'An affordable terrace house in a completed estate in Kuje, twenty-five minutes from the airport road. A good first home for a young family, with its own small front garden.',
    features: ['Front garden', 'Prepaid electricity meter', 'Estate borehole', 'Tarred access road'],
  },
  {
    id: 8,
    title: '1-bedroom flat in Lugbe',
    type: 'flat',
    variant: 1,
    price: 16_500_000,
    location: { area: 'Lugbe', lga: 'Abuja Municipal', state: 'Federal Capital Territory' },
    bedrooms: 1,
    bathrooms: 1,
    size: 60,
    titleDocument: 'Certificate of Occupancy',
    description:
      'A compact first-floor flat on the airport road, within the price an NHF loan can finance with 10% equity. Ideal for a single professional or a couple starting out.',
    features: ['Within NHF loan limits', 'Fitted kitchen', 'One parking space', 'Close to the airport road'],
  },
  {
    id: 9,
    title: '3-bedroom bungalow in Mowe',
    type: 'bungalow',
    variant: 1,
    price: 27_000_000,
    location: { area: 'Mowe', lga: 'Obafemi-Owode', state: 'Ogun' },
    bedrooms: 3,
    bathrooms: 2,
    size: 150,
    titleDocument: 'Certificate of Occupancy',
    description:
      'A bungalow in a gated estate at Mowe, off the Lagos–Ibadan expressway, an easy commute to Berger and Ikeja. The estate has a perimeter fence and a shared borehole.',
    features: ['Gated estate', 'Shared borehole', 'Tiled floors throughout', 'Parking for two cars'],
  },
  {
    id: 10,
    title: '2-bedroom bungalow in Sango-Ota',
    type: 'bungalow',
    variant: 3,
    price: 14_500_000,
    location: { area: 'Sango-Ota', lga: 'Ado-Odo/Ota', state: 'Ogun' },
    bedrooms: 2,
    bathrooms: 2,
    size: 90,
    titleDocument: 'Deed of Assignment',
    description:
      'A starter bungalow close to the Sango-Ota industrial area, priced within the NHF loan limit with no equity above 10%. The compound is fenced with a gate.',
    features: [
      'Within NHF loan limits',
      'Fenced compound',
      'Prepaid electricity meter',
      'Close to the industrial area',
    ],
  },
  {
    id: 11,
    title: '450 m² residential plot in Abeokuta',
    type: 'land',
    variant: 2,
    price: 5_500_000,
    location: { area: 'Olomore', lga: 'Abeokuta-North', state: 'Ogun' },
    bedrooms: 0,
    bathrooms: 0,
    size: 450,
    titleDocument: 'Registered survey',
    description:
      'A residential plot in Olomore, a growing neighbourhood of Abeokuta, on a motorable road with electricity poles already in the street.',
    features: ['Registered survey', 'Motorable road', 'Electricity in the street', 'Residential neighbourhood'],
  },
  {
    id: 12,
    title: '3-bedroom flat in Old GRA, Port Harcourt',
    type: 'flat',
    variant: 3,
    price: 55_000_000,
    location: { area: 'Old GRA', lga: 'Port-Harcourt', state: 'Rivers' },
    bedrooms: 3,
    bathrooms: 3,
    size: 140,
    titleDocument: 'Certificate of Occupancy',
    description:
      'A spacious flat in a block of six in the Old GRA, with a guest toilet, a store and a covered parking space. The building has a shared generator and a water treatment plant.',
    features: ['Guest toilet', 'Store', 'Covered parking', 'Shared generator', 'Water treatment plant'],
  },
  {
    id: 13,
    title: '4-bedroom detached duplex in Independence Layout',
    type: 'detached',
    variant: 2,
    price: 120_000_000,
    location: { area: 'Independence Layout', lga: 'Enugu-North', state: 'Enugu' },
    bedrooms: 4,
    bathrooms: 5,
    size: 350,
    titleDocument: 'Certificate of Occupancy',
    description:
      'A detached duplex on a large plot in Independence Layout, one of Enugu’s most established neighbourhoods. The house has a family lounge, a study and a boys’ quarters.',
    features: ['Study', 'Family lounge', 'Boys’ quarters', 'Large compound', 'Borehole water'],
  },
  {
    id: 14,
    title: '3-bedroom bungalow in Moniya',
    type: 'bungalow',
    variant: 2,
    price: 21_000_000,
    location: { area: 'Moniya', lga: 'Akinyele', state: 'Oyo' },
    bedrooms: 3,
    bathrooms: 2,
    size: 140,
    titleDocument: 'Certificate of Occupancy',
    description:
      'A bungalow on the Ibadan–Oyo road at Moniya, on a half plot with a fenced compound. A short drive to the University of Ibadan.',
    features: ['Fenced compound', 'Well and overhead tank', 'Tiled floors', 'Close to the University of Ibadan'],
  },
  {
    id: 15,
    title: '5-bedroom detached duplex in Ikeja GRA',
    type: 'detached',
    variant: 3,
    price: 280_000_000,
    location: { area: 'Ikeja GRA', lga: 'Ikeja', state: 'Lagos' },
    bedrooms: 5,
    bathrooms: 6,
    size: 520,
    titleDocument: 'Governor’s Consent',
    description:
      'A large family home on a tree-lined street in Ikeja GRA, ten minutes from the airport. Five en-suite bedrooms, two living rooms, a boys’ quarters and a garden.',
    features: [
      'Five en-suite bedrooms',
      'Two living rooms',
      'Boys’ quarters',
      'Garden',
      'Parking for five cars',
      'Solar inverter backup',
    ],
  },
  {
    id: 16,
    title: '2-bedroom flat in Sabon Tasha',
    type: 'flat',
    variant: 2,
    price: 19_000_000,
    location: { area: 'Sabon Tasha', lga: 'Chikun', state: 'Kaduna' },
    bedrooms: 2,
    bathrooms: 2,
    size: 100,
    titleDocument: 'Certificate of Occupancy',
    description:
      'A ground-floor flat in a block of four in Sabon Tasha, close to schools, markets and the Kachia road. A practical first home at an affordable price.',
    features: ['Ground floor', 'Shared borehole', 'Parking space', 'Close to schools and markets'],
  },
  {
    id: 17,
    title: '3-bedroom terrace duplex in Sangotedo',
    type: 'terrace',
    variant: 2,
    price: 75_000_000,
    location: { area: 'Sangotedo, Ajah', lga: 'Eti-Osa', state: 'Lagos' },
    bedrooms: 3,
    bathrooms: 4,
    size: 200,
    titleDocument: 'Governor’s Consent',
    description:
      'A new terrace duplex in a gated estate at Sangotedo, near the Novare mall and the Lekki–Epe expressway. All bedrooms are en suite and the estate has paved roads, drainage and security.',
    features: [
      'All bedrooms en suite',
      'Gated estate',
      'Paved roads and drainage',
      'Fitted kitchen',
      'Parking for two cars',
      'Prepaid electricity meter',
    ],
  },
  {
    id: 18,
    title: '4-bedroom semi-detached duplex in Asaba',
    type: 'semi-detached',
    variant: 3,
    price: 60_000_000,
    location: { area: 'Okpanam Road', lga: 'Oshimili-South', state: 'Delta' },
    bedrooms: 4,
    bathrooms: 4,
    size: 260,
    titleDocument: 'Certificate of Occupancy',
    description:
      'A semi-detached duplex off Okpanam Road in Asaba, fifteen minutes from the Niger Bridge. Four bedrooms, a family lounge and a compound shared with one neighbour.',
    features: ['Family lounge', 'Master bedroom with walk-in wardrobe', 'Borehole water', 'Parking for two cars'],
  },
];

export const properties: Property[] = parseContent(
  'property',
  PropertyListSchema,
  LISTINGS.map(({ variant, ...listing }) => ({ ...listing, photos: photosFor(listing.type, variant) })),
);

export function propertyById(id: number | string): Property | undefined {
  const wanted = toContentId(id);
  return properties.find((property) => property.id === wanted);
}

/** The other listings, to browse on from any property page: the same state first, then the nearest in price. */
export function otherProperties(id: number): Property[] {
  const current = propertyById(id);
  if (!current) return properties;
  const distance = (property: Property) =>
    (property.location.state === current.location.state ? 0 : 1e12) + Math.abs(property.price - current.price);
  return properties.filter((property) => property.id !== id).sort((a, b) => distance(a) - distance(b));
}
